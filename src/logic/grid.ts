// How a grid of cards lays out its rows: every row as full as the others, so no card is left alone at the end.

/** A grid of `tracks` columns where the first `lead` items span `leadSpan` tracks each and the rest `span`. */
export interface GridRows {
  tracks: number;
  lead: number;
  leadSpan: number;
  span: number;
}

/**
 * The rows `count` items make in a grid of at most `maxColumns` per row: as many rows as it takes, as even as they
 * can be (the longer rows first, one item longer at most), each row filling the width. Where that would leave a
 * row of one item beside longer rows (5 items, 2 per row: 2 + 2 + 1), fewer per row, down to one column.
 */
export function balancedRows(count: number, maxColumns: number): GridRows {
  for (let columns = Math.max(1, Math.min(maxColumns, count)); columns > 1; columns--) {
    const rows = Math.ceil(count / columns);
    const short = Math.floor(count / rows);
    const longRows = count % rows;
    if (short < 2) continue;
    if (longRows === 0) return { tracks: short, lead: 0, leadSpan: 1, span: 1 };
    // Rows of short + 1 and of short items share one grid of (short + 1) × short tracks.
    const tracks = (short + 1) * short;
    return { tracks, lead: longRows * (short + 1), leadSpan: short, span: short + 1 };
  }
  return { tracks: 1, lead: 0, leadSpan: 1, span: 1 };
}
