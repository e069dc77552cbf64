// How dates read on the site: the legal pages' "Last updated" date (spec section 2), and the day a build writes for it.
import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate, parseIsoDate } from '../../src/logic/format.ts';

describe('a day written for a <time> element', () => {
  it('is the year, the month counted from 1 and the day, each of the two last in two digits', () => {
    expect(isoDate(new Date(2026, 10, 22))).toBe('2026-11-22');
    expect(isoDate(new Date(2027, 0, 5))).toBe('2027-01-05');
    expect(isoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('reads back as the same local day', () => {
    expect(parseIsoDate('2027-01-05')).toEqual(new Date(2027, 0, 5));
    expect(isoDate(parseIsoDate('2026-11-22'))).toBe('2026-11-22');
  });
});

describe('a long date', () => {
  it('is the month by its name, the day and the year, as U.S. English writes them', () => {
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('November 22, 2026');
    expect(formatLongDate(new Date(2027, 0, 5))).toBe('January 5, 2027');
  });
});
