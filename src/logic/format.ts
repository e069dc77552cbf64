// How numbers and dates read on the site (U.S. English).

// Made when first used, not when this module loads: making an Intl formatter takes tens of milliseconds on a slow
// phone (its locale data is read then), and every page loads this module, most without writing a long date.
let longDate: Intl.DateTimeFormat | undefined;

/** November 22, 2026 */
export function formatLongDate(date: Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return longDate.format(date);
}

/** 2026-11-22, for a <time dateTime> attribute, in local time. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The local day written 2026-11-22 (the reverse of isoDate). */
export function parseIsoDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * 1,234,567: a whole number's digits in groups of three, as en-US writes them. Written out rather than with
 * Intl.NumberFormat: making the first currency formatter takes about 60 ms on a slow phone (it reads its locale data
 * then), and that would be the time a visitor's first calculation or audit request takes to show.
 */
function grouped(whole: number): string {
  if (!Number.isFinite(whole)) return '∞';
  // From 1e21 JavaScript writes a number with an exponent (2.5e+25): its digits, then zeros.
  const [mantissa, exponent] = String(Math.abs(whole)).split('e+');
  const [units, decimals = ''] = mantissa.split('.');
  const digits = exponent ? units + decimals + '0'.repeat(Number(exponent) - decimals.length) : units;
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** $16,000: U.S. dollars with no cents. A figure that rounds to nothing reads $0, never -$0. */
export function formatDollars(amount: number): string {
  const whole = Math.round(amount) || 0;
  return `${whole < 0 ? '-' : ''}$${grouped(whole)}`;
}

/** 14, 1,250: a number of days, rounded to whole days (13.5 -> 14), with thousands separators. */
export function formatDays(days: number): string {
  const whole = Math.round(days) || 0;
  return `${whole < 0 ? '-' : ''}${grouped(whole)}`;
}

/** 25%, 0.5%: a share written as a percentage, to two decimals at most and without trailing zeros (0.07 -> 7%). */
export function formatPercent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}
