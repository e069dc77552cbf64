// Broken site.yaml files, one per kind of mistake (tests/fixtures/site-errors/): each gives exactly one message,
// at the right line and column, in plain words, and fails the run. A fixture says what it breaks (a find/replace
// on the real site.yaml, or a whole file) and the first line of output it expects; {line} there is the line the
// broken text is on (or the line of its `at:` text; {line-1} the line before), and {first} the line of its `first:`
// text (where a "used twice" message says the first one is), so the fixtures survive edits elsewhere in site.yaml; {blockTypes} is every file of schemas/blocks/, so they survive a new block type too.
// Its `code` is the problem's name that `--format json` gives to tools, checked as well.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { controlCharacter } from '../../src/site/quote.ts';
import type { ProblemCode } from '../../src/site/problems.ts';
import { formatReport } from '../../src/site/report.ts';
import { blockSchemaTypes } from '../../src/site/schemas.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

interface Fixture {
  whole?: string;
  generate?: 'huge' | 'too-large';
  find?: string;
  with?: string;
  /** Replace every occurrence of `find`, not only the first. */
  all?: boolean;
  at?: string;
  /** The text whose line {first} stands for: where the message says the thing was first written. */
  first?: string;
  expect: string;
  /** The problem's code, which `--format json` gives to tools (see problems.ts). */
  code: ProblemCode;
}

const dir = 'tests/fixtures/site-errors';
const good = fixtureText();
const fixtures = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml'))
  .sort();

/** The broken file a fixture describes. */
function brokenText(fixture: Fixture, name: string): string {
  if (fixture.whole !== undefined) return fixture.whole;
  // 1.5 MB, within the limit: the real file, then a long list under an unknown key at the end.
  if (fixture.generate === 'huge') return `${good}\nfiller:\n${'  - a line of filler text to make the file large\n'.repeat(30_000)}`;
  // Three bytes over the limit of 2,000,000.
  if (fixture.generate === 'too-large') return `a: ${'x'.repeat(2_000_000)}`;
  if (!fixture.find || !good.includes(fixture.find)) throw new Error(`${name}: its find text is no longer in site.yaml`);
  return fixture.all ? good.replaceAll(fixture.find, fixture.with ?? '') : good.replace(fixture.find, fixture.with ?? '');
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

/**
 * Under the message, the file's line is shown with a marker under the spot: the characters before the marker are
 * those of the file before the problem's column (checked where the line shows as it is: short, without tabs, and
 * with its spot near its start).
 */
function expectFrame(frame: string[], text: string, problem: { line: number; column: number }) {
  const [shown, marker] = frame.slice(-2);
  expect(shown).toMatch(new RegExp(`^ +${problem.line} \\| `));
  const fileLine = text.split('\n')[problem.line - 1];
  // Further right than 70 characters, the frame shows a window around the spot, cut with … (sourceLines in quote.ts).
  if (fileLine.length > 100 || problem.column > 71 || /[\t\r]/.test(fileLine) || controlCharacter.test(fileLine)) return;
  const start = shown.indexOf(' | ') + 3;
  expect(shown.slice(start)).toBe(fileLine);
  expect(marker.slice(start)).toBe(`${' '.repeat(problem.column - 1)}^`);
}

describe('broken site.yaml files', () => {
  it('has at least 25 kinds of mistakes', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(25);
  });

  for (const file of fixtures) {
    it(`${file.replace('.yaml', '')}: one positioned message, and the run fails`, () => {
      const fixture = parse(readFileSync(`${dir}/${file}`, 'utf8')) as Fixture;
      const text = brokenText(fixture, file);
      const started = performance.now();
      const result = loadSpecText(text);
      const elapsed = performance.now() - started;
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const { output, failed } = formatReport('site.yaml', { problems: result.problems, warnings: [] }, 'text');
      const anchor = fixture.at ?? (fixture.with || fixture.find);
      const line = anchor ? lineOf(text, anchor) : 0;
      const expected = fixture.expect
        .replace(/\{line([+-]\d+)?\}/g, (_, offset?: string) => String(line + Number(offset ?? 0)))
        .replace('{first}', () => (fixture.first === undefined ? '{first}' : String(lineOf(text, fixture.first))))
        .replace('{blockTypes}', blockSchemaTypes().join(', '));
      const [first, ...frame] = output.split('\n').slice(0, -1);
      expect(first).toBe(expected);
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0].code).toBe(fixture.code);
      expectFrame(frame, text, result.problems[0]);
      expect(failed).toBe(true);
      expect(elapsed).toBeLessThan(5000);
    });
  }
});
