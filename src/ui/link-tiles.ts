import { css, type Theme } from '@emotion/react';
import { balancedGrid, type Columns } from './card-grid.ts';
import { gridList } from './surface.ts';
import { color, space } from './theme.ts';

/** A grid of `count` short links (a dozen letters or so), at most `columns` to a row, rows balanced. */
export const tileGrid = (theme: Theme, count: number, columns: Columns) =>
  css({ ...gridList(`${space[6]} 0 0`, space[3]), ...balancedGrid(theme, count, columns) });

/** One link of a tile grid: a bordered box a thumb can hit (48 px high at least). */
export const linkTile = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  height: '100%',
  minHeight: 48,
  padding: `${space[3]} ${space[4]}`,
  border: `1px solid ${color('border')}`,
  borderRadius: 10,
  background: color('background'),
  color: color('primary'),
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { borderColor: color('primary') },
});
