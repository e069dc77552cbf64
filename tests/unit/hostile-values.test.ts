// Hostile values in site.yaml (tests/hostile-values.ts): each refused one gives a message at its place that quotes
// at most a short, printable excerpt of it, and fails the run; each one the site shows passes the checks, alone and
// all together (tests/e2e/hostile-values.spec.ts builds them and reads the pages back).
import { describe, expect, it } from 'vitest';
import { formatReport } from '../../src/site/report.ts';
import { goodText, hostileValues, positionOfOffset, positionOfPath, withValue, type HostileValue } from '../hostile-values.ts';
import { loadSpecText } from '../sites.ts';

const textOf = (entry: HostileValue, base = goodText) => (entry.edit ? entry.edit(base) : withValue(base, entry.path!, entry.value));

describe('hostile values in site.yaml', () => {
  it('tries at least 30 values, both refused and shown ones', () => {
    expect(hostileValues.length).toBeGreaterThanOrEqual(30);
    expect(hostileValues.filter((entry) => entry.shows).length).toBeGreaterThanOrEqual(10);
  });

  for (const entry of hostileValues.filter((e) => e.refused)) {
    it(`refuses ${entry.name}: ${entry.refused} at its place, quoting a short excerpt`, () => {
      const text = textOf(entry);
      const started = performance.now();
      const result = loadSpecText(text);
      const elapsed = performance.now() - started;
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const { line, column } = entry.at !== undefined ? positionOfOffset(text, text.indexOf(entry.at)) : positionOfPath(text, entry.path!);
      const found = result.problems.map((p) => ({ code: p.code, line: p.line, column: entry.edit ? 0 : p.column }));
      expect(found).toContainEqual({ code: entry.refused, line, column: entry.edit ? 0 : column });
      for (const format of ['text', 'github'] as const) {
        const { output, failed } = formatReport('site.yaml', { problems: result.problems, warnings: [] }, format);
        expect(failed).toBe(true);
        // A line per problem (in text, with the file's lines under it) and the summary; no line long, none with an
        // invisible character, the file's lines included.
        const lines = output.split('\n');
        expect(format === 'text' ? lines.filter((line) => line.startsWith('site.yaml:')) : lines.slice(0, -1)).toHaveLength(result.problems.length);
        if (format === 'github') expect(lines).toHaveLength(result.problems.length + 1);
        for (const line of output.split('\n')) {
          expect(line.length).toBeLessThan(2000);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that no line holds a control character.
          expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u);
        }
      }
      expect(elapsed).toBeLessThan(5000);
    });
  }

  it('passes each shown value alone', () => {
    for (const entry of hostileValues.filter((e) => e.shows)) {
      const result = loadSpecText(textOf(entry));
      expect(result.ok ? [] : result.problems.map((p) => p.message), entry.name).toEqual([]);
    }
  });

  it('passes all the shown values together', () => {
    const text = hostileValues.filter((e) => e.shows).reduce((base, entry) => textOf(entry, base), goodText);
    const result = loadSpecText(text);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([]);
  });
});
