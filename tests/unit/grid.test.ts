import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { balancedRows, type GridRows } from '../../src/logic/grid.ts';

interface Row {
  items: number;
  /** Empty tracks before the row's first item and after its last. */
  before: number;
  after: number;
}

/** The rows of a grid laid out by `rows`, placed the way CSS grid's auto-placement does (sparse, row by row). */
function layOut({ tracks, span, shortFrom, shortRow, shortStart }: GridRows, count: number): Row[] {
  const rows: Row[] = [];
  let cursor = tracks;
  for (let item = 1; item <= count; item++) {
    const startsShortRow = shortFrom > 0 && item >= shortFrom && (item - shortFrom) % shortRow === 0;
    const start = startsShortRow ? shortStart - 1 : cursor;
    if (start < cursor || start + span > tracks) {
      rows.push({ items: 0, before: startsShortRow ? shortStart - 1 : 0, after: 0 });
      cursor = startsShortRow ? shortStart - 1 : 0;
    }
    const row = rows[rows.length - 1];
    row.items++;
    cursor += span;
    row.after = tracks - cursor;
  }
  return rows;
}

const sizes = (rows: Row[]) => rows.map((row) => row.items);

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
    expect(sizes(layOut(balancedRows(count, max), count))).toEqual(rows);
  });

  it('centres the shorter row of 5 cards in 4 columns: three cards, then two of the same width in the middle', () => {
    expect(balancedRows(5, 4)).toEqual({ tracks: 6, span: 2, shortFrom: 4, shortRow: 2, shortStart: 2 });
    expect(layOut(balancedRows(5, 4), 5)).toEqual([
      { items: 3, before: 0, after: 0 },
      { items: 2, before: 1, after: 1 },
    ]);
  });

  it('lays rows that are all full as plain columns, one track a card, and no cards as one column', async () => {
    // Loaded afresh within the test: the full-rows layout is made when the module loads, and mutation testing counts a
    // test as reading it only when that happens during the test.
    vi.resetModules();
    const fresh = await import('../../src/logic/grid.ts');
    const full = (tracks: number) => ({ tracks, span: 1, shortFrom: 0, shortRow: 0, shortStart: 1 });
    expect(fresh.balancedRows(12, 4)).toEqual(full(4));
    expect(fresh.balancedRows(6, 4)).toEqual(full(3));
    expect(fresh.balancedRows(5, 2)).toEqual(full(1));
    expect(fresh.balancedRows(0, 4)).toEqual(full(1));
  });

  it('never leaves one item beside longer rows, keeps rows within one item of each other, one width, short rows centred', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 8 }), (count, max) => {
        const rows = layOut(balancedRows(count, max), count);
        const items = sizes(rows);
        expect(items.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...items)).toBeLessThanOrEqual(max);
        expect(Math.max(...items) - Math.min(...items)).toBeLessThanOrEqual(1);
        if (Math.max(...items) > 1) expect(Math.min(...items)).toBeGreaterThanOrEqual(2);
        // The longest rows fill the width; every row has as much room on its left as on its right.
        for (const row of rows) {
          expect(row.before).toBe(row.after);
          if (row.items === Math.max(...items)) expect(row.before).toBe(0);
        }
        // The longer rows come first.
        expect([...items].sort((a, b) => b - a)).toEqual(items);
      }),
    );
  });
});
