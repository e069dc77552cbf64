// The limit checks one by one on small texts (site-limits.test.ts checks them through the whole loader on the real
// site.yaml): where each problem is placed, each invisible character's name, and where each limit starts.
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import type { DataPath } from '../../src/site/locate.ts';
import { controlCharacterProblems, documentProblems, expansionProblem, fileSizeProblem, nestingProblem } from '../../src/site/limits.ts';

const names = (text: string) =>
  controlCharacterProblems(text, 'site.yaml').map((problem) => problem.message.replace(/^the invisible character | is not allowed$/g, ''));
const positions = (text: string) => controlCharacterProblems(text, 'site.yaml').map(({ line, column }) => `${line}:${column}`);
const parsed = (text: string) => {
  const lines = new LineCounter();
  return [parseDocument(text, { lineCounter: lines }), 'site.yaml', lines, (path: DataPath) => path.join('.')] as const;
};

describe('an invisible character', () => {
  it('is named by its code point, and by its name when it has a usual one', () => {
    expect(names('a\u0000b\u0007c\u0008d\u000be\u000cf\rg\u001bh\u007fi\u202ej\u202dk')).toEqual([
      'U+0000 (null)',
      'U+0007 (bell)',
      'U+0008 (backspace)',
      'U+000B (vertical tab)',
      'U+000C (form feed)',
      'U+000D (carriage return)',
      'U+001B (escape)',
      'U+007F (delete)',
      'U+202E (right-to-left override)',
      'U+202D (left-to-right override)',
    ]);
    expect(names('a\u0001b')).toEqual(['U+0001']);
  });

  it('is placed at its own line and column, at the end of a line and after a first line that is empty', () => {
    expect(positions('ab\u0007\ncd')).toEqual(['1:3']);
    expect(positions('\nx\u0007')).toEqual(['2:2']);
    expect(positions('one\ntwo\n\nfo\u0001ur')).toEqual(['4:3']);
  });

  it('written as an escape, is listed in at most 10 texts', () => {
    const texts = Array.from({ length: 12 }, (_, i) => `k${i}: "\\e${i}"`).join('\n');
    expect(documentProblems(...parsed(texts)).map(({ line, code }) => `${line} ${code}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1} controlCharacter`),
    );
  });
});

describe('the walk of the parsed file', () => {
  it('stops at the first alias that names no anchor', () => {
    expect(documentProblems(...parsed('a: *x\nb: *y\n')).map(({ line, column, code, where }) => [line, column, code, where])).toEqual([
      [1, 4, 'unknownAlias', 'a'],
    ]);
  });

  it('places an invisible character written as an escape in a key at the key, by the path of the map that holds it', () => {
    expect(documentProblems(...parsed('brand:\n  links:\n    "x\\a": 1\n')).map(({ line, column, code, where }) => [line, column, code, where])).toEqual([
      [3, 5, 'controlCharacter', 'brand.links.x\u0007'],
    ]);
  });

  // The loader's quick look before parsing counts a level or so more than there is, and so refuses first: this count
  // after parsing is exact, for whatever that look may miss.
  it('refuses data nested deeper than 32, at the first value too deep', () => {
    const nested = (levels: number) => `a: ${'['.repeat(levels)}${']'.repeat(levels)}\n`;
    expect(documentProblems(...parsed(nested(32)))).toEqual([]);
    expect(documentProblems(...parsed(nested(33))).map(({ line, column, code, message, where }) => [line, column, code, message, where])).toEqual([
      [1, 4 + 32, 'tooDeep', 'the data is nested more than 32 levels deep', `a${'.0'.repeat(32)}`],
    ]);
  });
});

describe('the quick look at the nesting, before parsing', () => {
  const placeOf = (text: string) => {
    const problem = nestingProblem(text, 'site.yaml');
    return problem && `${problem.line}:${problem.column} ${problem.code}`;
  };

  it('counts the levels of indentation open, with the colon of each line', () => {
    // Keys each a space deeper than the one above: on the nth line, n levels and its colon.
    const keys = (levels: number) => Array.from({ length: levels }, (_, n) => `${' '.repeat(n)}k${n}:`).join('\n');
    expect(placeOf(`${keys(31)} x\n`)).toBeUndefined();
    // The 32nd line's colon, after 32 levels, is the 33rd: at its column (31 spaces, "k31").
    expect(placeOf(`${keys(32)} x\n`)).toBe(`32:${31 + 'k31'.length + 1} tooDeep`);
  });

  it('counts no level for a comment, nor for the lines of a list or map written over several lines', () => {
    const keys = Array.from({ length: 31 }, (_, n) => `${n > 0 ? `${'  '.repeat(n - 1)} # key ${n}\n` : ''}${'  '.repeat(n)}k${n}:`).join('\n');
    expect(placeOf(`${keys} x\n`)).toBeUndefined();
    const items = Array.from({ length: 40 }, (_, n) => `${' '.repeat(n + 1)}item${n},`).join('\n');
    expect(placeOf(`a: [\n${items}\n]\n`)).toBeUndefined();
  });

  it('counts each - and ? of a line as a level (a list or a key in a list, on one line)', () => {
    // The line's level and 31 indicators make 32: the 32nd, at column 1 + 2 × 31, is one too many.
    expect(placeOf(`${'- '.repeat(40)}x\n`)).toBe('1:63 tooDeep');
    expect(placeOf(`${'? '.repeat(40)}x\n`)).toBe('1:63 tooDeep');
    expect(placeOf(`${'- '.repeat(31)}x\n`)).toBeUndefined();
  });

  it('counts the brackets open, [ and {, and a closed one no more, however many close', () => {
    // "d", its colon and 30 brackets make 32; the 31st bracket, at column 3 + 31, is one too many.
    const deep = (bracket: string) => `d: ${bracket.repeat(40)}\n`;
    expect(placeOf(deep('['))).toBe('1:34 tooDeep');
    expect(placeOf(deep('{'))).toBe('1:34 tooDeep');
    expect(placeOf(`a: [[x]]\n${deep('[')}`)).toBe('2:34 tooDeep');
    expect(placeOf(`a: x]]}\n${deep('[')}`)).toBe('2:34 tooDeep');
    // The colons inside brackets are no levels of the line.
    expect(placeOf(`d: [${'k: v, '.repeat(40)}]\n`)).toBeUndefined();
  });

  it('places the problem in the characters of the file: the marks the parser adds for a list left open are none', () => {
    const deep = `d: ${'['.repeat(40)}\n`;
    expect(placeOf(`a: [b]\nc: 1\n${deep}`)).toBe('3:34 tooDeep');
    expect(placeOf(`a: [b\nc: 1\n${deep}`)).toBe('3:34 tooDeep');
  });
});

describe('the size of the data with its aliases written out', () => {
  // Each text counts its length and one more; the anchored text is counted once for itself and once per alias.
  const withAliases = (before: string) => `- ${before}\n- &x ${'a'.repeat(1_333_331)}\n- *x\n- *x\n`;

  it('may be exactly 4,000,000 characters, after other values above the anchor', () => {
    // 4 (ppp) + 3 × 1,333,332 = 4,000,000.
    expect(expansionProblem(...parsed(withAliases('ppp')))).toBeUndefined();
  });

  it('is refused a character over, at the alias that passes the limit', () => {
    expect(expansionProblem(...parsed(withAliases('pppp')))).toMatchObject({ line: 4, column: 3, where: '3', code: 'expandedTooLarge' });
  });
});

describe('the size of the file', () => {
  it('is passed on the line that holds its 2,000,001st byte, even when the next character is a line break', () => {
    expect(fileSizeProblem(`${'x'.repeat(2_000_000)}\nmore\n`, 'site.yaml')).toMatchObject({ line: 1, column: 1, code: 'fileTooLarge' });
    expect(fileSizeProblem(`${'x'.repeat(1_999_999)}\n`, 'site.yaml')).toBeUndefined();
  });
});
