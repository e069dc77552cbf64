import createCache from '@emotion/cache';

/**
 * The emotion cache; the server and the browser use the same key so the browser adopts the prerendered styles.
 *
 * Without emotion's vendor prefixer (`stylisPlugins: []`): the browsers the site serves have read flex, grid,
 * transforms and animations unprefixed for years, and the prefixes (display:-webkit-box;display:-ms-flexbox, …) were
 * a third of the styles every page carries inline. The few properties Safari still reads only prefixed are written
 * with their prefix where they are used (WebkitBackdropFilter, WebkitLineClamp, …). The prefixer's code still ships,
 * as @emotion/cache's default (1.1 KB gz of the first visit): its source is not rewritten to take it out.
 */
export const createStyleCache = () => createCache({ key: 'c', stylisPlugins: [] });
