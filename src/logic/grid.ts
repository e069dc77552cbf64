// How a grid of cards lays out its rows: as even as they can be, every card one width, a shorter row centred, so no
// card is left alone at the end.

/**
 * A grid of `tracks` columns where every item spans `span` of them. When the rows are not all full, the items from
 * `shortFrom` on (1-based) fill the shorter rows, `shortRow` to a row, and the first of each such row starts at
 * track `shortStart` so the row sits in the middle. `shortFrom` is 0 when every row is full.
 */
export interface GridRows {
  tracks: number;
  span: number;
  shortFrom: number;
  shortRow: number;
  shortStart: number;
}

const fullRows = (columns: number): GridRows => ({ tracks: columns, span: 1, shortFrom: 0, shortRow: 0, shortStart: 1 });

/**
 * The rows `count` items make in a grid of at most `maxColumns` per row: as many rows as it takes, as even as they
 * can be (the longer rows first, one item longer at most). Every item has the same width; a shorter row is centred.
 * Where that would leave a row of one item beside longer rows (5 items, 2 per row: 2 + 2 + 1), fewer per row, down
 * to one column.
 */
export function balancedRows(count: number, maxColumns: number): GridRows {
  for (let columns = Math.max(1, Math.min(maxColumns, count)); columns > 1; columns--) {
    const rows = Math.ceil(count / columns);
    const short = Math.floor(count / rows);
    const longRows = count % rows;
    if (short < 2) continue;
    if (longRows === 0) return fullRows(short);
    // Each item spans two of 2 × (short + 1) tracks: a long row fills them, a short row leaves one track each side.
    return { tracks: 2 * (short + 1), span: 2, shortFrom: longRows * (short + 1) + 1, shortRow: short, shortStart: 2 };
  }
  return fullRows(1);
}
