// The office's hours as a visitor reads them and as search engines read them, from the one set of data in brand.hours.
import { describe, expect, it } from 'vitest';
import { clockTime, hoursLines, officeHoursText, openDays } from '../../src/model/hours.ts';
import type { Hours } from '../../src/model/types.generated.ts';

const hours: Hours = {
  office: { label: 'Office', from: 'Monday', to: 'Friday', opens: '07:00', closes: '18:00', text: '{from} to {to}, {opens} to {closes} Mountain Time' },
  support: { label: 'Client support', text: '24/7' },
};

describe('office hours', () => {
  it('reads a 24-hour time as a U.S. visitor does: 7 am, 6:30 pm, 12 pm at noon and 12 am at midnight', () => {
    expect(['07:00', '18:00', '18:30', '12:00', '00:00', '00:05', '23:59', '09:07'].map(clockTime)).toEqual([
      '7 am',
      '6 pm',
      '6:30 pm',
      '12 pm',
      '12 am',
      '12:05 am',
      '11:59 pm',
      '9:07 am',
    ]);
  });

  it('lists the open days in order, going on past Sunday to Monday', () => {
    expect(openDays({ from: 'Monday', to: 'Friday' })).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(openDays({ from: 'Friday', to: 'Monday' })).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(openDays({ from: 'Sunday', to: 'Sunday' })).toEqual(['Sunday']);
  });

  it('fills the office text with the days and the times, and gives the support line after it', () => {
    expect(officeHoursText(hours.office)).toBe('Monday to Friday, 7 am to 6 pm Mountain Time');
    expect(hoursLines(hours)).toEqual([
      { label: 'Office', text: 'Monday to Friday, 7 am to 6 pm Mountain Time' },
      { label: 'Client support', text: '24/7' },
    ]);
  });

  it("takes the text's other words as written: a placeholder in a value is not filled again", () => {
    const odd = { ...hours.office, text: '{from}–{to} {opens}–{closes} $& {brand}' };
    expect(officeHoursText(odd)).toBe('Monday–Friday 7 am–6 pm $& {brand}');
  });
});
