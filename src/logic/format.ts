// How numbers and dates read on the site (U.S. English).

/**
 * A formatter made when first used, not when this module loads: making an Intl formatter takes tens of milliseconds
 * on a slow phone (its locale data is read then), and every page loads this module, most without formatting anything.
 */
function whenUsed<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDate = whenUsed(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));

/** November 22, 2026 */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
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

const dollars = whenUsed(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }));

/** $16,000: U.S. dollars with no cents. A figure that rounds to nothing reads $0, never -$0. */
export function formatDollars(amount: number): string {
  return dollars().format(Math.round(amount) || 0);
}

const wholeNumber = whenUsed(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 14, 1,250: a number of days, rounded to whole days (13.5 -> 14), with thousands separators. */
export function formatDays(days: number): string {
  return wholeNumber().format(Math.round(days) || 0);
}
