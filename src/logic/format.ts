// How numbers and dates read on the site (U.S. English).

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** November 22, 2026 */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 2026-11-22, for a <time dateTime> attribute, in local time. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
