// Its own module, not Section's: only the bands that use this layout should carry it.
import { css, type Theme } from '@emotion/react';
import { mq, space } from './theme.ts';

/**
 * A band's content beside its heading on wide screens: the heading, the intro and an <aside> (a form's FormAside, a
 * band's BandButtons) in a column of their own, the aside staying in view along a long form; the content (the first
 * other element: a form, a timeline) beside them, and what follows it (a form's estimate or sent message) under it. A form or a list as
 * wide as the page reads as an admin panel and leaves half of it empty. On one column the page's order: the heading,
 * the intro, the content, then the aside, which a form puts after itself (at 390 px, /contact's first field stood
 * 2,600 px down when the points to mention and a client's words came first).
 */
export const besideHeading = (theme: Theme) =>
  css({
    // A column whose children's margins add up, as the grid's do (they do not collapse into each other).
    display: 'flex',
    flexDirection: 'column',
    [mq(theme, 'lg')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gridTemplateRows: 'auto auto 1fr',
      columnGap: space[16],
      alignItems: 'start',
      '& > *': { gridColumn: 2 },
      '& > h2': { gridColumn: 1, gridRow: 1 },
      '& > h2 + p': { gridColumn: 1, gridRow: 2 },
      '& > aside': { gridColumn: 1, gridRow: 3, position: 'sticky', top: '6.5rem' },
      '& > :nth-child(1 of :not(h2, h2 + p, aside))': { gridRow: '1 / span 3', marginTop: 0 },
    },
  });
