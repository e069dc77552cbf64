// The limits of site.yaml and the characters it may not hold: each refused with one message, worded once
// (problems.ts), at its line and column, quickly, and quoting no more of the file than a short excerpt.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLimits } from '../../src/site/limits.ts';
import { loadSiteFile } from '../../src/site/load.ts';
import { formatProblem } from '../../src/site/problems.ts';
import { excerpt, excerptParams, printable } from '../../src/site/quote.ts';
import { goodText as good, positionOfOffset } from '../hostile-values.ts';
import { loadSpecText } from '../sites.ts';

function problemsOf(text: string): string[] {
  const result = loadSpecText(text);
  return result.ok ? [] : result.problems.map(formatProblem);
}
const lineOf = (text: string, needle: string) => positionOfOffset(text, text.indexOf(needle)).line;
const blurb = '  blurb: Revenue Cycle Management built on discipline, transparency, and measurable results.\n';

describe('site.yaml limits', () => {
  it('keeps the real site.yaml well within every limit', () => {
    expect(Buffer.byteLength(good)).toBeLessThan(siteLimits.fileBytes / 10);
    expect(problemsOf(good)).toEqual([]);
  });

  it('refuses a file over the size limit without reading it all, at the line where the limit is passed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site.yaml');
    writeFileSync(file, `${good}\nfiller: ${'x'.repeat(48_000_000)}\n`);
    const started = performance.now();
    const result = loadSiteFile(file);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${file}:${lineOf(good, 'specialties:') > 0 ? good.split('\n').length + 1 : 0}:1  the file is ${(Buffer.byteLength(good) + 48_000_010).toLocaleString('en-US')} bytes; the largest allowed is 2,000,000 bytes  the whole site fits in a tenth of that: look for a pasted document or a repeated list here`,
    ]);
  });

  it('refuses a text over 5,000 characters, quoting only its start', () => {
    const bad = good.replace(blurb, `  blurb: ${'Revenue '.repeat(125_000)}\n`);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, '  blurb:')}:10  brand.blurb  is 999,999 characters long; the longest allowed here is 5,000  One sentence about the company, shown in the footer.`,
    ]);
  });

  it('cuts a long bad value to an excerpt in the message', () => {
    const bad = good.replace('  phone: (303) 555-0142\n', `  phone: "${'call '.repeat(200_000)}"\n`);
    const [message] = problemsOf(bad);
    expect(message).toContain(`brand.phone  "${'call '.repeat(11)}call… (1,000,000 characters)" is not written the expected way`);
    expect(message.length).toBeLessThan(300);
  });

  it('refuses lists nested deeper than 32, before parsing them', () => {
    const bad = good.replace('theme:\n', `deep: ${'['.repeat(40)}${']'.repeat(40)}\ntheme:\n`);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, 'deep:')}:37  the data is nested more than 32 levels deep  no part of the site goes that deep: check the indentation and that every [ and { is closed`,
    ]);
  });

  it('refuses a million nested lists quickly (the parser alone takes seconds over them)', () => {
    const bad = good.replace('theme:\n', `deep: ${'['.repeat(900_000)}${']'.repeat(900_000)}\ntheme:\n`);
    const started = performance.now();
    expect(problemsOf(bad)).toEqual([expect.stringContaining('the data is nested more than 32 levels deep')]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('does not count a [ or a - inside a text as nesting', () => {
    const bad = good.replace(blurb, `  blurb: "${'[- '.repeat(100)}"\n`);
    expect(problemsOf(bad)).toEqual([]);
  });

  it('refuses data that its aliases would write out to more than 4,000,000 characters, at the alias that passes it', () => {
    const big = `big: &big\n${'  - "a line of filler text, about sixty characters long, x"\n'.repeat(10_000)}`;
    const bad = good.replace('theme:\n', `${big}copies: [${Array(99).fill('*big').join(', ')}]\ntheme:\n`);
    const line = lineOf(bad, 'copies:');
    // Each copy holds 10,000 texts of 56 characters and their ends: the seventh passes the limit.
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${'copies: ['.length + 1 + 6 * '*big, '.length}  copies[6]  with its aliases (*name) written out, the file would hold more than 4,000,000 characters  write the values out instead of repeating large ones with & and *`,
    ]);
  });

  it('refuses an alias inside the value it repeats (data that would contain itself)', () => {
    const bad = good.replace('theme:\n', 'loop: &loop [1, *loop]\ntheme:\n');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, 'loop:')}:17  loop[1]  the alias *loop is inside the value &loop it repeats  a value cannot contain itself: write the inner value out`,
    ]);
  });

  it('names an alias with no anchor above it', () => {
    const bad = good.replace('theme:\n', 'copy: *nowhere\ntheme:\n');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, 'copy:')}:7  copy  the alias *nowhere names no anchor &nowhere above it  an alias repeats a value marked with &name earlier in the file: add the anchor, or write the value out`,
    ]);
  });

  it('refuses __proto__ written as a key through an alias', () => {
    const bad = good.replace('brand:\n', 'key: &key __proto__\nbrand:\n  *key : { polluted: true }\n');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, '*key :')}:3  brand  the key "__proto__" is not allowed  it has a special meaning to the programs that read this file; rename or remove it`,
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an invisible character written as it is, at the character', () => {
    const bad = good.replace(blurb, '  blurb: Revenue \u001b[2J cycle\n');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${lineOf(bad, '  blurb:')}:18  the invisible character U+001B (escape) is not allowed  delete it (it often comes with text pasted from another program): tabs and line breaks are the only invisible characters a site file may hold`,
    ]);
  });

  it('refuses an invisible character written as an escape, at its text', () => {
    const bad = good.replace(blurb, '  blurb: "Revenue \\0 cycle"\n');
    expect(problemsOf(bad)).toEqual([
      expect.stringMatching(/^site\.yaml:\d+:10 {2}brand\.blurb {2}the invisible character U\+0000 \(null\) is not allowed {2}/),
    ]);
  });

  it('accepts tabs, line breaks and Windows line ends', () => {
    expect(problemsOf(good.replace(blurb, '  blurb: "Revenue\\tcycle\\nmanagement"\n').replaceAll('\n', '\r\n'))).toEqual([]);
  });

  it('lists at most 10 invisible characters', () => {
    expect(problemsOf(good.replace(blurb, `  blurb: ${'\u0007'.repeat(50)}\n`))).toHaveLength(10);
  });
});

describe('the editing guide', () => {
  it('states every limit the checker applies, with its number', () => {
    const guide = readFileSync('docs/editing.md', 'utf8');
    const textLimit = (JSON.parse(readFileSync('schemas/common.schema.json', 'utf8')) as { $defs: { text: { maxLength: number } } }).$defs.text.maxLength;
    const n = (value: number) => value.toLocaleString('en-US');
    expect(guide).toContain(`at most **${n(textLimit)} characters**`);
    expect(guide).toContain(`at most **${n(siteLimits.fileBytes)} bytes**`);
    expect(guide).toContain(`at most **${siteLimits.depth} levels** deep`);
    expect(guide).toContain(`at most **${n(siteLimits.expandedCharacters)} characters**`);
    expect(guide).toContain(`at most **${siteLimits.aliasCount}** alias expansions`);
  });
});

describe('quoting a value in a message', () => {
  it('writes invisible characters as escapes and keeps a message on one line', () => {
    expect(printable('a\u001b[31mb\nc\r\td\u202e')).toBe('a\\u001B[31mb\\nc\\r\\td\\u202E');
  });

  it('cuts a long value to its start and says how long it was', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('x'.repeat(100))).toBe(`${'x'.repeat(59)}… (100 characters)`);
  });

  it('never cuts a character written with two UTF-16 units in half', () => {
    const cut = excerpt(`${'x'.repeat(58)}😀${'y'.repeat(50)}`);
    expect(cut.startsWith(`${'x'.repeat(58)}…`)).toBe(true);
  });

  it('lists the first 40 items of a list and says how many more there are, each item cut like a value', () => {
    const allowed = Array.from({ length: 45 }, (_, i) => `value${i}`);
    expect(excerptParams({ allowed })).toEqual({ allowed: [...allowed.slice(0, 40), 'and 5 more'] });
    expect(excerptParams({ allowed: allowed.slice(0, 40) })).toEqual({ allowed: allowed.slice(0, 40) });
    expect(excerptParams({ allowed: ['x'.repeat(100), 'a\nb'] })).toEqual({ allowed: [`${'x'.repeat(59)}… (100 characters)`, 'a\\nb'] });
  });

  it('gives a message without parameters as it is, and a description whole, on one line, beside a value cut at 100', () => {
    expect(excerptParams(undefined)).toBeUndefined();
    expect(excerptParams(null)).toBeNull();
    const long = 'word '.repeat(40);
    expect(excerptParams({ description: `${long}\nmore`, value: long })).toEqual({
      description: `${long}\\nmore`,
      value: `${long.slice(0, 99)}… (200 characters)`,
    });
  });
});
