// "Did you mean …?" for misspelled keys and block types.

/** Edit distance between two words, counting a swap of two neighbouring letters as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // The first row and column: the distances from the empty word. The other cells are filled below.
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : i)));
  for (let i = 1; i < rows; i++) {
    // Stryker disable next-line EqualityOperator: a cell past the last column is never read
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      // A swap of this letter and the one before (before the second letter, a[i - 2] or b[j - 2] is no letter).
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The candidate closest to `word` (ignoring case), if it is close enough to be a likely typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  // Short words get one edit, longer ones about one per three letters: "heroo" -> "hero", not "cta" -> "hero".
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}
