// Its own module, not Section's: only the bands that use this layout should carry it.
import { css, type Theme } from '@emotion/react';
import { mq, space } from './theme.ts';

/**
 * A band's content beside its heading on wide screens: the heading, the intro and an <aside> (a form's FormAside) in
 * a column of their own, the aside staying in view along a long form; the content (the first other element: a form,
 * a timeline) beside them, and what follows it (a form's estimate or sent message) under it. A form or a list as
 * wide as the page reads as an admin panel and leaves half of it empty. On one column: the heading, the intro, the
 * content, then the aside.
 */
export const besideHeading = (theme: Theme) =>
  css({
    // On one column the aside comes after the content: a form is what the visitor came for (at 390 px, /contact's
    // first field stood 2,600 px down, under the points to mention and a client's words).
    display: 'flex',
    flexDirection: 'column',
    '& > aside': { order: 1 },
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
