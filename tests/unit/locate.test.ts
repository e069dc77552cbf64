// Where the checker points: the line and column of a value, of a key, and how an empty value is written.
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { Locator, pointerToPath } from '../../src/site/locate.ts';

const locatorOf = (text: string) => {
  const lines = new LineCounter();
  return new Locator(parseDocument(text, { lineCounter: lines }), lines, text);
};

describe("the validator's path to a value (a JSON pointer)", () => {
  it('is split at its slashes, with list positions as numbers and ~1 and ~0 read back as / and ~', () => {
    expect(pointerToPath('')).toEqual([]);
    expect(pointerToPath('/pages/0/blocks/12/heading')).toEqual(['pages', 0, 'blocks', 12, 'heading']);
    // A key may hold a slash or a tilde (~01 is a tilde and a 1: the ~0 read last, as RFC 6901 says).
    expect(pointerToPath('/brand/a~1b/c~0d/e~01')).toEqual(['brand', 'a/b', 'c~d', 'e~1']);
    // A key with a digit in it is a key, not a list position.
    expect(pointerToPath('/a1/1a/12')).toEqual(['a1', '1a', 12]);
  });
});

describe('Locator', () => {
  it('tells how an empty value is written: nothing, a word, or a comment in its place', () => {
    const locator = locatorOf('a:\nb: null\nc: ~\nd: #1 in billing\ne:\n  # a comment below\nf: text\n');
    expect(locator.emptyAt(['a'])).toEqual({ written: 'nothing' });
    expect(locator.emptyAt(['b'])).toEqual({ written: 'word' });
    expect(locator.emptyAt(['c'])).toEqual({ written: 'word' });
    expect(locator.emptyAt(['d'])).toEqual({ written: 'comment', comment: '1 in billing' });
    expect(locator.emptyAt(['e'])).toEqual({ written: 'nothing' });
    expect(locator.emptyAt(['f'])).toBeUndefined();
    expect(locator.emptyAt(['g'])).toBeUndefined();
  });

  it("points at a map's key, else at the value itself, else at the nearest value the file has", () => {
    const locator = locatorOf('a:\n  b: 1\n  c: 2\nd: text\nlist:\n  - x\n');
    expect(locator.keyAt(['a'], 'c')).toEqual({ line: 3, column: 3 });
    expect(locator.keyAt(['a'], 'z')).toEqual({ line: 2, column: 3 });
    expect(locator.keyAt(['d'], 'z')).toEqual({ line: 4, column: 4 });
    expect(locator.keyAt(['list'], 'z')).toEqual({ line: 6, column: 3 });
    expect(locator.keyAt(['a', 'missing'], 'z')).toEqual({ line: 2, column: 3 });
    expect(locator.at(['list', 0])).toEqual({ line: 6, column: 5 });
    // A key written as a number, and an empty file (its first line).
    expect(locatorOf('a:\n  7: x\n').keyAt(['a'], '7')).toEqual({ line: 2, column: 3 });
    expect(locatorOf('').at(['a', 'b'])).toEqual({ line: 1, column: 1 });
  });

  it('points a field that is not there at the top of the data, past the comments that start the file', () => {
    expect(locatorOf('# the site\n\nbrand:\n  name: x\n').at(['theme', 'colors'])).toEqual({ line: 3, column: 1 });
  });

  it('names where a value sits in the words of the site: a page by its path, a specialty by its slug, else by its number', () => {
    const locator = locatorOf('');
    const data = {
      pages: [{ path: '/about', blocks: [{ type: 'hero' }] }, { blocks: [{}] }],
      specialties: [{ slug: 'cardiology' }, { slug: 7 }],
    };
    expect(locator.where(['pages', 0, 'blocks', 0, 'heading'], data)).toBe('page /about › block 1 (hero) › heading');
    expect(locator.where(['pages', 1, 'blocks', 0, 'heading'], data)).toBe('page 2 › block 1 › heading');
    expect(locator.where(['specialties', 0, 'name'], data)).toBe('specialty cardiology › name');
    expect(locator.where(['specialties', 1, 'name'], data)).toBe('specialty 2 › name');
    expect(locator.where(['brand', 'links', 2, 'href'], data)).toBe('brand.links[2].href');
    // A list of pages or blocks itself, and a page's list that holds no blocks.
    expect(locator.where(['pages'], data)).toBe('pages');
    expect(locator.where(['pages', 0, 'blocks'], data)).toBe('page /about › blocks');
    expect(locator.where(['pages', 0, 'links', 1], data)).toBe('page /about › links[1]');
    expect(locator.where(['specialties'], data)).toBe('specialties');
    // A name taken from the data is an excerpt of it: the data may be what is wrong.
    const long = { pages: [{ path: `/${'a'.repeat(200)}` }], specialties: [{ slug: 'b'.repeat(200) }] };
    // (60 characters at most: 59 and the ellipsis.)
    expect(locator.where(['pages', 0, 'title'], long)).toBe(`page /${'a'.repeat(58)}… (201 characters) › title`);
    expect(locator.where(['specialties', 0], long)).toBe(`specialty ${'b'.repeat(59)}… (200 characters)`);
  });
});
