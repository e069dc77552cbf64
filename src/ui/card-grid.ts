import { css, type CSSObject, type Theme } from '@emotion/react';
import { balancedRows } from '../logic/grid.ts';
import { gridList } from './surface.ts';
import { mq, space } from './theme.ts';

/** Grid columns and spans for `count` items in rows of at most `maxColumns` (balancedRows: no card left alone). */
export function rowsOf(count: number, maxColumns: number): CSSObject {
  const { tracks, span, shortFrom, shortRow, shortStart } = balancedRows(count, maxColumns);
  return {
    gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
    // Both rules weigh the same as the narrower widths' rules, so each width's rules override the ones before.
    '& > :nth-child(n)': { gridColumn: `span ${span}` },
    ...(shortFrom > 0 && { [`& > :nth-child(${shortRow}n + ${shortFrom})`]: { gridColumn: `${shortStart} / span ${span}` } }),
  };
}

/** The most items per row from each width up: phones, then the theme's breakpoints. */
export interface Columns {
  phone: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** A grid of `count` items with balanced rows at every width (see balancedRows). */
export const balancedGrid = (theme: Theme, count: number, columns: Columns): CSSObject => ({
  display: 'grid',
  ...rowsOf(count, columns.phone),
  ...(columns.sm && { [mq(theme, 'sm')]: rowsOf(count, columns.sm) }),
  ...(columns.md && { [mq(theme, 'md')]: rowsOf(count, columns.md) }),
  ...(columns.lg && { [mq(theme, 'lg')]: rowsOf(count, columns.lg) }),
});

/**
 * A list of `count` cards: one column on phones, up to two on tablets and four on wide screens, rows balanced. A card
 * alone keeps a card's width and a readable line: across a whole wide page it read as a banner.
 */
export const cardGrid = (theme: Theme, count: number) =>
  css({
    ...gridList(`${space[8]} 0 0`, space[6]),
    ...balancedGrid(theme, count, { phone: 1, md: 2, lg: 4 }),
    ...(count === 1 && { maxWidth: '48rem' }),
  });
