// The demo dashboard's derived figures: each payer's share and each bar's length come from the amounts, so the
// sample data states every fact once.

/**
 * Each amount's share of the total in whole percent, adding up to exactly 100 (largest remainders get the
 * rounding); all zeros when there is nothing to share.
 */
export function wholePercentShares(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(amount, 0), 0);
  if (!(total > 0) || !Number.isFinite(total)) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (Math.max(amount, 0) / total) * 100);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  // Array.prototype.sort is stable: of equal remainders, the first amount gets the rounding first.
  const byRemainder = exact.map((value, i) => ({ i, remainder: value - shares[i] })).sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder.slice(0, left)) shares[i] += 1;
  return shares;
}

/** Each amount as a percentage of the largest (a bar's length); all zeros when the largest is not above 0. */
export function barLengths(amounts: readonly number[]): number[] {
  const largest = Math.max(0, ...amounts);
  if (!(largest > 0) || !Number.isFinite(largest)) return amounts.map(() => 0);
  return amounts.map((amount) => (Math.max(amount, 0) / largest) * 100);
}

/**
 * Each amount's change on the one before it, as a fraction (0.038: up 3.8%); undefined for the first amount, where
 * the one before is not above 0 (no change can be stated from nothing), and where either is not a finite number.
 */
export function changesOnPrevious(amounts: readonly number[]): (number | undefined)[] {
  return amounts.map((amount, index) => {
    const before = amounts[index - 1];
    if (index === 0 || !(before > 0)) return undefined;
    const change = (amount - before) / before;
    return Number.isFinite(change) ? change : undefined;
  });
}
