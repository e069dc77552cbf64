// The office's hours from brand.hours: as a visitor reads them ("Monday to Friday, 7 am to 6 pm Mountain Time") and
// as search engines read them (schema.org's days and 24-hour times). One set of data, two readings.
import type { Hours, OfficeHours } from './types.generated.ts';
import { fillTemplate } from './template.ts';

/** The days of the week, Monday first, as brand.hours writes them. */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A 24-hour time ("07:00", "18:30") as a U.S. visitor reads it: "7 am", "6:30 pm"; noon is "12 pm", midnight "12 am". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The days from `from` to `to`, in order; past Sunday it goes on from Monday (Friday to Monday is four days). */
export function openDays({ from, to }: Pick<OfficeHours, 'from' | 'to'>): OfficeHours['from'][] {
  const start = weekdays.indexOf(from);
  const length = ((weekdays.indexOf(to) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, i) => weekdays[(start + i) % 7]);
}

/** The office's hours in its own words: its text with the days and the times filled in. */
export function officeHoursText(office: OfficeHours): string {
  return fillTemplate(office.text, { from: office.from, to: office.to, opens: clockTime(office.opens), closes: clockTime(office.closes) });
}

/** Each line of the hours, its label and its words: the office's, then the support's. */
export function hoursLines(hours: Hours): { label: string; text: string }[] {
  return [
    { label: hours.office.label, text: officeHoursText(hours.office) },
    { label: hours.support.label, text: hours.support.text },
  ];
}
