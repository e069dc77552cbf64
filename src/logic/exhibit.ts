// The exhibits' drawings worked out from their numbers: where a stage, a bar or a point goes, and the checks that
// keep the numbers honest (shares that add up to 100, days in order, phrases the note really has). The components
// draw what these return and the site checker reports what they find, so a number is written once in site.yaml.

/** For each column, the sum of the buckets' shares in it (a column of an A/R aging adds up to 100). */
export function columnTotals(shares: readonly (readonly number[])[], columns: number): number[] {
  return Array.from({ length: columns }, (_, column) => shares.reduce((sum, row) => sum + (row[column] ?? 0), 0));
}

/** The index of the first stage whose day comes before the day of the stage above it, or -1 when all are in order. */
export function firstOutOfOrder(days: readonly number[]): number {
  // The first stage has none above it: days[-1] is undefined, and no number is less than undefined.
  return days.findIndex((day, i) => day < days[i - 1]);
}

/** A task of a timeline: it starts in week `start` (the first week is 1) and takes `weeks` weeks. */
export interface WeekSpan {
  start: number;
  weeks: number;
}

/** The last week of a task. */
export const lastWeek = (task: WeekSpan) => task.start + task.weeks - 1;

/** How many weeks the timeline shows: up to the last week of its longest-running task. */
export function timelineWeeks(tasks: readonly WeekSpan[]): number {
  return Math.max(1, ...tasks.map(lastWeek));
}

/** A task's bar as percentages of the timeline's width: where it starts and how wide it is. */
export function taskBar(task: WeekSpan, total: number): { left: number; width: number } {
  return { left: ((task.start - 1) / total) * 100, width: (task.weeks / total) * 100 };
}

/** Where in the timeline's width (a percentage) the middle of `week` is: a follow-up's mark. */
export function weekMiddle(week: number, total: number): number {
  return ((week - 0.5) / total) * 100;
}

/** The weeks the axis names: every week up to 8, else every other week (or every fourth past 16), from week 1. */
export function axisWeeks(total: number): number[] {
  const step = total <= 8 ? 1 : total <= 16 ? 2 : 4;
  return Array.from({ length: Math.ceil(total / step) }, (_, i) => 1 + i * step);
}

/** The follow-up weeks that fall outside the task's own weeks. */
export function followUpsOutside(task: WeekSpan & { followUps?: readonly number[] }): number[] {
  // Stryker disable next-line ArrayDeclaration: Stryker's default ["Stryker was here"] is a string, and a string of words is neither < nor > any week (both compare NaN), so the filter drops it and no follow-ups still give none
  return (task.followUps ?? []).filter((week) => week < task.start || week > lastWeek(task));
}

/**
 * The points of a line of amounts in a box `width` by `height`: evenly spaced, each point in the middle of its
 * month's share of the width, its height proportional to its amount from 0 at the box's foot (the largest at the
 * top less `headroom`).
 */
export function linePoints(amounts: readonly number[], width: number, height: number, headroom = 0): { x: number; y: number }[] {
  const largest = Math.max(0, ...amounts);
  return amounts.map((amount, i) => ({
    x: ((i + 0.5) / amounts.length) * width,
    y: largest > 0 ? height - (Math.max(amount, 0) / largest) * (height - headroom) : height,
  }));
}

/** +13.9%, −2%: how much `last` moved from `first`, to one decimal at most, with a real minus sign; empty from 0. */
export function percentChange(first: number, last: number): string {
  if (!(first > 0)) return '';
  const change = Math.round(((last - first) / first) * 1000) / 10;
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change)}%`;
}

/** A piece of a chart note: plain words, or a phrase marked with the number of the code it supports (from 1). */
export interface NotePiece {
  text: string;
  code?: number;
}

/** Where each code's phrases are in the note: their first place, the phrases not found, and those overlapping another. */
export function findPhrases(note: string, codes: readonly { phrases: readonly string[] }[]) {
  const found: { start: number; end: number; code: number; phrase: string }[] = [];
  const missing: { code: number; phrase: number }[] = [];
  for (const [c, code] of codes.entries()) {
    for (const [p, phrase] of code.phrases.entries()) {
      const start = note.indexOf(phrase);
      if (start < 0) missing.push({ code: c, phrase: p });
      else found.push({ start, end: start + phrase.length, code: c + 1, phrase });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const marked: typeof found = [];
  const overlapping: typeof found = [];
  for (const place of found) (marked.length > 0 && place.start < marked[marked.length - 1].end ? overlapping : marked).push(place);
  return { marked, missing, overlapping };
}

/** A phrase as its words but the last (with the space after them) and its last word: "same visit" → ["same ", "visit"]. */
export function splitLastWord(text: string): [string, string] {
  const at = text.lastIndexOf(' ') + 1;
  return [text.slice(0, at), text.slice(at)];
}

/** The note cut into plain words and marked phrases, in order (a phrase overlapping an earlier one stays unmarked). */
export function notePieces(note: string, codes: readonly { phrases: readonly string[] }[]): NotePiece[] {
  const pieces: NotePiece[] = [];
  let at = 0;
  for (const { start, end, code } of findPhrases(note, codes).marked) {
    if (start > at) pieces.push({ text: note.slice(at, start) });
    pieces.push({ text: note.slice(start, end), code });
    at = end;
  }
  if (at < note.length) pieces.push({ text: note.slice(at) });
  return pieces;
}

/**
 * The codes a claim line may name: each of the exhibit's codes, and each part of one written with its modifier
 * ("11730-T5" gives 11730 and T5 too).
 */
export function claimLineCodes(codes: readonly { code: string }[]): Set<string> {
  return new Set(codes.flatMap(({ code }) => [code, ...code.split('-')]));
}

/** Where a claim line names a code the exhibit does not have: [line, field, index within the field] and the code. */
export function unknownLineCodes(
  lines: readonly { procedure: string; modifiers?: readonly string[]; diagnoses: readonly string[] }[],
  codes: readonly { code: string }[],
): { place: [number, 'procedure'] | [number, 'modifiers' | 'diagnoses', number]; code: string }[] {
  const known = claimLineCodes(codes);
  return lines.flatMap((line, l) => [
    ...(known.has(line.procedure) ? [] : [{ place: [l, 'procedure'] as [number, 'procedure'], code: line.procedure }]),
    ...(line.modifiers ?? []).flatMap((code, i) => (known.has(code) ? [] : [{ place: [l, 'modifiers', i] as [number, 'modifiers', number], code }])),
    ...line.diagnoses.flatMap((code, i) => (known.has(code) ? [] : [{ place: [l, 'diagnoses', i] as [number, 'diagnoses', number], code }])),
  ]);
}
