// A list of cards that phones swipe through sideways (its own module: only the blocks that use it load it).
import type { CSSObject, Theme } from '@emotion/react';
import { gutter, space } from './theme.ts';

/**
 * Below the md breakpoint, cards as one row the visitor swipes through, edge to edge of the screen, each most of its
 * width with the next one showing, instead of a column several screens long (the home page was 13 screens on a
 * phone). Give the list tabIndex 0 and a name, so a keyboard can scroll it too.
 */
export const swipeRowOnPhones = (theme: Theme): CSSObject => ({
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: {
    gridTemplateColumns: 'none',
    gridAutoFlow: 'column',
    gridAutoColumns: 'min(85%, 22rem)',
    marginInline: `calc(-1 * ${gutter.phone})`,
    padding: `${space[1]} ${gutter.phone} ${space[4]}`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollPaddingInline: gutter.phone,
    '& > :nth-child(n)': { gridColumn: 'auto', scrollSnapAlign: 'start' },
  },
});
