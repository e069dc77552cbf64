import createCache from '@emotion/cache';

/** The emotion cache; the server and the browser use the same key so the browser adopts the prerendered styles. */
export const createStyleCache = () => createCache({ key: 'c' });
