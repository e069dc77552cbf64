// Reading the lines of a hand-written site.yaml as an editor sees them, for the slips' checks (yaml-slips.ts,
// yaml-indent-slips.ts): how far a line is indented, where its key starts, the nearest line that holds something.
import type { SiteProblem } from './problems.ts';

/** A slip of the pen, in plain words: a problem without its file and place in the site. */
export type Slip = Pick<SiteProblem, 'code' | 'line' | 'column' | 'message' | 'hint'>;

/** How many spaces a line starts with (the first run of spaces, empty or not, is found at its start: no ^ needed). */
export const indentOf = (line: string) => / */.exec(line)![0].length;
export const isContent = (line: string | undefined) => line !== undefined && line.trim() !== '' && !line.trim().startsWith('#');
/** `key: ` (after any dash) at the start of a line: its prefix and key. */
export const keyed = /^(\s*(?:- )?)([A-Za-z][\w]*): +(.*)$/;
export const isDashLine = (line: string) => line.trimStart().startsWith('- ');
/** A line that ends with its key's colon opens a block: what the key holds is on the lines under it. A line not there opens none. */
// Stryker disable next-line StringLiteral: a line that is not there, as '' or any other text that does not end with a colon, opens no block
export const opensBlock = (line: string | undefined) => /:\s*$/.test(line ?? '');
/** A key whose text is written on the lines under it: `key: |` or `key: >` (with - or +). A line not there is none. */
// Stryker disable next-line StringLiteral: a line that is not there, as '' or any other text that does not end with | or >, opens no text
export const opensText = (line: string | undefined) => /: +[|>][-+]?\s*$/.test(line ?? '');

/** The nearest line above (`step` -1) or below (1) line `n` that holds more than blanks and comments. */
export function contentLine(lines: string[], n: number, step: -1 | 1): string | undefined {
  for (let i = n - 1 + step; lines[i] !== undefined; i += step) if (isContent(lines[i])) return lines[i];
  return undefined;
}

/** The column (0-based) of the key a line starts with (`key:` or `- key:`), or -1 when it starts with none (or is none). */
export function keyColumn(line: string | undefined): number {
  // Stryker disable next-line StringLiteral: a line that is not there, as '' or any other text with no colon, starts with no key
  const match = /^(\s*(?:- )?)[A-Za-z][\w]*:( |$)/.exec(line ?? '');
  return match ? match[1].length : -1;
}
