import { css, type Theme } from '@emotion/react';

/**
 * The centred column a band's content sits in (a page's other bands line up with it). Its own module: the footer,
 * in every page's first chunk, takes the column without the Section component.
 */
export const sectionColumn = (theme: Theme) => css({ maxWidth: theme.breakpoints.xl - 64, margin: '0 auto' });
