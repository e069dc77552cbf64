import { css, type Theme } from '@emotion/react';
import { gridList } from './surface.ts';
import { mq } from './theme.ts';

/** Columns on wide screens: one row up to four cards, then rows as even as they can be (5 → 3 + 2, 6 → 3 + 3). */
function columnsFor(count: number): number {
  if (count <= 4) return count;
  return count % 4 === 0 ? 4 : 3;
}

/** A list of `count` cards: one column on phones, two on tablets, `columnsFor(count)` on wide screens. */
export const cardGrid = (theme: Theme, count: number) =>
  css({
    ...gridList('2rem 0 0', '1.25rem'),
    [mq(theme, 'md')]: { gridTemplateColumns: `repeat(${count === 1 ? 1 : 2}, minmax(0, 1fr))`, gap: '1.5rem' },
    [mq(theme, 'lg')]: { gridTemplateColumns: `repeat(${columnsFor(count)}, minmax(0, 1fr))` },
  });
