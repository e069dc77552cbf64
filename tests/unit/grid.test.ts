import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancedRows, type GridRows } from '../../src/logic/grid.ts';

/** The number of items in each row of a grid laid out by `rows`. */
function rowSizes({ tracks, lead, leadSpan, span }: GridRows, count: number): number[] {
  const sizes: number[] = [];
  let used = tracks;
  for (let item = 0; item < count; item++) {
    const width = item < lead ? leadSpan : span;
    if (used + width > tracks) {
      sizes.push(0);
      used = 0;
    }
    sizes[sizes.length - 1]++;
    used += width;
  }
  return sizes;
}

describe('balancedRows', () => {
  it.each([
    // The grids: 5 services, 6 main specialties, 7-item HIPAA lists, and the usual 4 cards.
    [5, 4, [3, 2]],
    [5, 3, [3, 2]],
    [5, 2, [1, 1, 1, 1, 1]],
    [6, 4, [3, 3]],
    [7, 3, [3, 2, 2]],
    [7, 2, [1, 1, 1, 1, 1, 1, 1]],
    [4, 4, [4]],
    [4, 3, [2, 2]],
    [3, 2, [1, 1, 1]],
    [12, 4, [4, 4, 4]],
    [26, 4, [4, 4, 4, 4, 4, 3, 3]],
    [1, 4, [1]],
    [2, 4, [2]],
  ])('lays %i items in rows of at most %i as %j', (count, max, rows) => {
    expect(rowSizes(balancedRows(count, max), count)).toEqual(rows);
  });

  it('fills every row, never leaves one item beside longer rows, and keeps rows within one item of each other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 8 }), (count, max) => {
        const grid = balancedRows(count, max);
        const rows = rowSizes(grid, count);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        if (Math.max(...rows) > 1) expect(Math.min(...rows)).toBeGreaterThanOrEqual(2);
        // Each row spans the whole width.
        let width = 0;
        for (let item = 0; item < count; item++) width += item < grid.lead ? grid.leadSpan : grid.span;
        expect(width).toBe(rows.length * grid.tracks);
      }),
    );
  });
});
