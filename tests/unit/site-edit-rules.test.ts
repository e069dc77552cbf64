import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editSiteText, setScalar } from '../../src/site/edit.ts';
import { fixtureText } from '../sites.ts';

describe('setScalar writes a value as its place needs it', () => {
  it('writes a number or a yes/no plainly, whatever the quotes of the text it replaces', () => {
    expect(setScalar('a: "1"\n', ['a'], 42)).toBe('a: 42\n');
    expect(setScalar("a: 'no'\n", ['a'], true)).toBe('a: true\n');
  });

  it('keeps a plain text plain on its key, and quotes it in a list written in brackets when a comma would split it', () => {
    expect(setScalar('a: x\n', ['a'], 'one, two')).toBe('a: one, two\n');
    expect(setScalar('a: [x, y]\n', ['a', 0], 'one, two')).toBe('a: ["one, two", y]\n');
    expect(setScalar('a: [x, y]\n', ['a', 0], 'New')).toBe('a: [New, y]\n');
  });

  it('puts the lines of a text one level under its key, or under its dash in a list', () => {
    expect(setScalar('a:\n  b: |\n    old\n', ['a', 'b'], 'new\nlines')).toBe('a:\n  b: |-\n    new\n    lines\n');
    expect(setScalar('a:\n  - |\n    old\n', ['a', 0], 'new\nlines')).toBe('a:\n  - |-\n    new\n    lines\n');
    expect(setScalar('a:\n  b: x\n', ['a', 'b'], 'two\nlines')).toBe('a:\n  b: two\n\n    lines\n');
  });

  it('writes a double-quoted text on one line, with the escapes JSON writes', () => {
    expect(setScalar('a: "x"\n', ['a'], 'two\nlines')).toBe('a: "two\\nlines"\n');
    expect(setScalar('a: "x"\n', ['a'], 'bell\u0007')).toBe('a: "bell\\u0007"\n');
  });

  it('keeps a list or a map written in brackets on its line when the text has a line break', () => {
    expect(setScalar('a: [x, y]\n', ['a', 0], 'two\nlines')).toBe('a: ["two\\nlines", y]\n');
    expect(setScalar('a: { b: x, c: y }\n', ['a', 'b'], 'two\r\nlines')).toBe('a: { b: "two\\r\\nlines", c: y }\n');
  });
});

describe('setScalar refuses what it cannot change in place', () => {
  it('refuses a value the file marks as another kind', () => {
    expect(setScalar('a: !!str 1\n', ['a'], 2)).toEqual({ refused: 'a cannot hold that value.' });
  });

  it('refuses a file of more than one document', () => {
    expect(setScalar('a: 1\n---\nb: 2\n', ['a'], 3)).toEqual({ refused: 'The site file has a syntax error: fix it in the file first.' });
  });

  it('refuses a path that goes through a text, a number in a map, a name in a list, and the whole file', () => {
    expect(setScalar('a:\n  b: x\n', ['a', 'b', 'c'], 'y')).toEqual({ refused: 'There is no single value at a.b.c.' });
    expect(setScalar('a:\n  b: x\n', ['a', 0], 'y')).toEqual({ refused: 'There is no single value at a[0].' });
    expect(setScalar('a:\n  - x\n', ['a', 'b'], 'y')).toEqual({ refused: 'There is no single value at a.b.' });
    expect(setScalar('a: 1\n', [], 'y')).toEqual({ refused: 'There is no single value at the top.' });
    expect(setScalar('', ['a'], 'y')).toEqual({ refused: 'There is no single value at a.' });
  });
});

describe('setScalar adds a field the map does not set yet', () => {
  it('puts it after the field it is asked to follow, wherever that field is, below its comment', () => {
    expect(setScalar('a:\n  b: 1\n  c: 2\n  d: 3\n', ['a', 'e'], 'x', 'c')).toBe('a:\n  b: 1\n  c: 2\n  e: x\n  d: 3\n');
    expect(setScalar('a:\n  b: x # note\n  d: y\n', ['a', 'c'], 'z', 'b')).toBe('a:\n  b: x # note\n  c: z\n  d: y\n');
  });

  it('puts it last when the field to follow is not there, and never after a key written as a list', () => {
    expect(setScalar('a:\n  b: 1\n  d: 3\n', ['a', 'e'], 'x', 'c')).toBe('a:\n  b: 1\n  d: 3\n  e: x\n');
    expect(setScalar('a:\n  b: 1\n  ? [k]\n  : 2\n  d: 3\n', ['a', 'c'], 'x')).toBe('a:\n  b: 1\n  ? [k]\n  : 2\n  d: 3\n  c: x\n');
  });

  it('puts it under the last value when that value is a group of fields, before the blank line that follows', () => {
    expect(setScalar('a:\n  b:\n    c: 1\n\nd: 2\n', ['a', 'e'], 'v')).toBe('a:\n  b:\n    c: 1\n  e: v\n\nd: 2\n');
    expect(setScalar('a:\n  b: |\n    text\n\n  # about d\nd: 2\n', ['a', 'e'], 'v')).toBe('a:\n  b: |\n    text\n  e: v\n\n  # about d\nd: 2\n');
  });

  it('adds it to the last lines of a file with no line break at its end', () => {
    expect(setScalar('a:\n  b: x', ['a', 'c'], 'z')).toBe('a:\n  b: x\n  c: z');
  });

  it('writes a text of several lines in a map on one line as JSON, so that the map stays on its line', () => {
    expect(setScalar('a: { b: 1 }\n', ['a', 'c'], 'two\nlines')).toBe('a: { b: 1, c: "two\\nlines" }\n');
  });

  it('refuses an empty map, a key with no value, a file whose aliases cannot be read, and an addition that would change another value', () => {
    expect(setScalar('a: {}\n', ['a', 'c'], 'x')).toEqual({ refused: 'a.c is added in the file.' });
    expect(setScalar('a:\n  ? b\n', ['a', 'c'], 'x')).toEqual({ refused: 'a.c is added in the file.' });
    // An alias above its anchor: the file holds no data to compare with (nothing is added, nothing thrown).
    expect(setScalar('a: *x\nb:\n  c: 1\nx: &x 1\n', ['b', 'd'], 'v')).toEqual({ refused: 'b.d is added in the file.' });
    // Below a text that keeps its blank lines (`|+`), the new field would take them from it.
    expect(setScalar('a:\n  b: |+\n    text\n\nc: 1\n', ['a', 'n'], 'v')).toEqual({ refused: 'a.n is added in the file.' });
  });
});

describe('editSiteText', () => {
  const text = fixtureText();
  const site = parse(text) as { pages: { path: string; blocks: { type: string }[] }[] };
  const upwards = site.pages.findIndex((page) => page.path === '/upwards');
  const links = ['pages', upwards, 'blocks', 0, 'footerLinks'];

  it('sets a value when the edit says `set`, and adds, removes and moves list items', () => {
    const set = editSiteText(text, 'site.yaml', [{ op: 'set', path: [...links, 0, 'label'], value: 'Privacy' }]);
    expect(set.ok && set.text).toContain('- { label: Privacy, href: /privacy-policy }');
    const moved = editSiteText(text, 'site.yaml', [{ op: 'move', path: [...links, 1], to: 0 }]);
    expect(moved.ok && moved.text).toContain(
      '        footerLinks:\n          - { label: Terms of Service, href: /terms-of-service }\n          - { label: Privacy Policy, href: /privacy-policy }\n',
    );
    const inserted = editSiteText(text, 'site.yaml', [{ op: 'insert', path: links, index: 0, value: { label: 'Security', href: '/security' } }]);
    expect(inserted.ok && inserted.text).toContain(
      '        footerLinks:\n          - { label: Security, href: /security }\n          - { label: Privacy Policy',
    );
  });

  it('shows a problem at the edit whose value it points at, not at another edit in the same column', () => {
    const result = editSiteText(text, 'site.yaml', [
      { path: [...links, 0, 'label'], value: 'Privacy' },
      { path: [...links, 1, 'label'], value: '' },
    ]);
    expect(result.ok || result.reason === 'refused' || result.problems.map((problem) => problem.path)).toEqual([[...links, 1, 'label']]);
  });

  it('shows a problem of too many items at the list they were put into', () => {
    const buttons = ['pages', 0, 'blocks', 0, 'buttons'];
    const button = { label: 'Call', href: '/contact' };
    const result = editSiteText(text, 'site.yaml', [
      { op: 'insert', path: buttons, index: 2, value: button },
      { op: 'insert', path: buttons, index: 3, value: button },
    ]);
    expect(result.ok || result.reason === 'refused' || result.problems).toEqual([expect.objectContaining({ path: buttons, code: 'tooMany' })]);
  });

  it('shows a problem at the edit whose value it points at, even beside another edit on the same line', () => {
    const result = editSiteText(text, 'site.yaml', [
      { path: [...links, 0, 'label'], value: 'Privacy' },
      { path: [...links, 0, 'href'], value: 'privacy' },
    ]);
    expect(result.ok || result.reason === 'refused' || result.problems.map((problem) => problem.path)).toEqual([[...links, 0, 'href']]);
  });

  it('shows a problem of the number of items at the list an item was taken from', () => {
    const figures = ['visuals', 'dashboard', 'figures'];
    const result = editSiteText(text, 'site.yaml', [{ op: 'remove', path: [...figures, 0] }]);
    expect(result.ok || result.reason === 'refused' || result.problems).toEqual([
      expect.objectContaining({ path: figures, message: 'must have exactly 3 items, but has 2: add 1' }),
    ]);
  });

  it('refuses to insert into a list the file does not have at any place but its first, or into a file that does not parse', () => {
    const noList = text.replace(/ {8}footerLinks:\n.*\n.*\n/, '');
    expect(editSiteText(noList, 'site.yaml', [{ op: 'insert', path: links, index: 1, value: { label: 'A', href: '/a' } }])).toMatchObject({
      ok: false,
      reason: 'refused',
    });
    expect(editSiteText('a: [1\n', 'site.yaml', [{ op: 'insert', path: ['b'], index: 0, value: 2 }])).toEqual({
      ok: false,
      reason: 'refused',
      message: 'The site file has a syntax error: fix it in the file first.',
    });
  });
});
