import { css } from '@emotion/react';
import { color } from './theme.ts';

/** A grid of short links (a dozen letters or so), two to a row even on a phone. */
export const tileGrid = css({
  listStyle: 'none',
  margin: '1.5rem 0 0',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: '0.75rem',
});

/** One link of a tile grid: a bordered box a thumb can hit (48 px high at least). */
export const linkTile = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  height: '100%',
  minHeight: 48,
  padding: '0.75rem 1rem',
  border: `1px solid ${color('border')}`,
  borderRadius: 10,
  background: color('background'),
  color: color('primary'),
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { borderColor: color('primary') },
});
