import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type Node } from 'yaml';
import { changeList, type ListChange } from '../../src/site/edit-list.ts';
import type { DataPath } from '../../src/site/locate.ts';
import { propertyRuns } from './property-runs.ts';
import { fixtureText } from '../sites.ts';

const text = fixtureText();
const doc = parseDocument(text);
const data = doc.toJS() as Record<string, unknown>;
const at = (path: DataPath) => path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], data);

/** Every list of two or more items written one item a line. */
function blockLists(): { path: DataPath; length: number }[] {
  const found: { path: DataPath; length: number }[] = [];
  const walk = (node: Node | null | undefined, path: DataPath) => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, [...path, String((pair.key as { value: unknown }).value)]);
    else if (isSeq(node)) {
      if (!node.flow && node.items.length > 1) found.push({ path, length: node.items.length });
      for (const [index, item] of node.items.entries()) walk(item as Node, [...path, index]);
    }
  };
  walk(doc.contents as Node, []);
  return found;
}
const lists = blockLists();

/** True when `after` is `before` with lines `from`..`to` (0-based, `to` excluded) cut out, for some from and to. */
function isCut(before: string[], after: string[]): boolean {
  let from = 0;
  while (from < after.length && before[from] === after[from]) from++;
  const tail = after.length - from;
  return before.slice(before.length - tail).join('\n') === after.slice(from).join('\n');
}

const changes = fc.constantFrom(...lists).chain(({ path, length }) =>
  fc.oneof(
    fc.integer({ min: 0, max: length - 1 }).map((index): ListChange => ({ op: 'remove', path: [...path, index] })),
    fc
      .tuple(fc.integer({ min: 0, max: length - 1 }), fc.integer({ min: 0, max: length - 1 }))
      .map(([from, to]): ListChange => ({ op: 'move', path: [...path, from], to })),
    fc
      .tuple(fc.integer({ min: 0, max: length }), fc.integer({ min: 0, max: length - 1 }))
      .map(([index, copy]): ListChange => ({ op: 'insert', path, index, value: at([...path, copy]) })),
  ),
);

describe('changeList', () => {
  it('finds lists to change: every page has its blocks, and the menus, cards and bullets', () => {
    expect(lists.length).toBeGreaterThan(100);
    expect(lists.some(({ path }) => path.join('.') === 'pages.0.blocks')).toBe(true);
  });

  it('changes the data as asked, and keeps every other line as it was', () => {
    fc.assert(
      fc.property(changes, (change) => {
        const changed = changeList(text, change);
        if (typeof changed !== 'string') throw new Error(`${change.op} ${change.path.join('.')}: ${changed.refused}`);
        // The intended data, worked out here on the parsed file, not by the function under test.
        const whole = structuredClone(data);
        const list = change.op === 'insert' ? change.path : change.path.slice(0, -1);
        const items = list.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], whole) as unknown[];
        if (change.op === 'insert') items.splice(change.index, 0, change.value);
        else if (change.op === 'remove') items.splice(change.path.at(-1) as number, 1);
        else items.splice(change.to, 0, ...items.splice(change.path.at(-1) as number, 1));
        expect(parseDocument(changed).toJS()).toEqual(whole);
        const before = text.split('\n');
        const after = changed.split('\n');
        // Moved: the same lines; removed: a run of lines cut out; added: a run of lines put in.
        if (change.op === 'move') expect([...after].sort()).toEqual([...before].sort());
        if (change.op === 'remove') expect(isCut(before, after)).toBe(true);
        if (change.op === 'insert') expect(isCut(after, before)).toBe(true);
      }),
      { seed: 20261123, numRuns: propertyRuns(60) },
    );
    // Each run reads the spec's 185 KB file three times (about 0.3 s a reading here, three times that on a busy machine).
  }, 180_000);

  it('takes a comment above a block with the block, and keeps the blank lines between blocks', () => {
    const small =
      'blocks:\n  # The opening.\n  - type: hero\n    heading: A\n\n  - type: stats\n    heading: B\n\n  - type: callToAction\n    heading: C\nnext: 1\n';
    expect(changeList(small, { op: 'move', path: ['blocks', 0], to: 1 })).toBe(
      'blocks:\n  - type: stats\n    heading: B\n\n  # The opening.\n  - type: hero\n    heading: A\n\n  - type: callToAction\n    heading: C\nnext: 1\n',
    );
    expect(changeList(small, { op: 'remove', path: ['blocks', 0] })).toBe(
      'blocks:\n  - type: stats\n    heading: B\n\n  - type: callToAction\n    heading: C\nnext: 1\n',
    );
    expect(changeList(small, { op: 'remove', path: ['blocks', 2] })).toBe(
      'blocks:\n  # The opening.\n  - type: hero\n    heading: A\n\n  - type: stats\n    heading: B\nnext: 1\n',
    );
    expect(changeList(small, { op: 'insert', path: ['blocks'], index: 3, value: { type: 'bulletList', items: ['x: y', '80202'] } })).toBe(
      'blocks:\n  # The opening.\n  - type: hero\n    heading: A\n\n  - type: stats\n    heading: B\n\n  - type: callToAction\n    heading: C\n\n  - type: bulletList\n    items:\n      - "x: y"\n      - "80202"\nnext: 1\n',
    );
  });

  it('writes a new item as the file writes such items: buttons and rows on one line, other fields one a line', () => {
    const small = 'blocks:\n  - type: hero\n    heading: A\n    buttons:\n      - { label: Go, href: /contact }\n  - type: stats\n';
    expect(
      changeList(small, {
        op: 'insert',
        path: ['blocks'],
        index: 2,
        value: { type: 'callToAction', heading: 'B', buttons: [{ label: 'Call', href: '/contact' }] },
      }),
    ).toBe(
      'blocks:\n  - type: hero\n    heading: A\n    buttons:\n      - { label: Go, href: /contact }\n  - type: stats\n  - type: callToAction\n    heading: B\n    buttons:\n      - { label: Call, href: /contact }\n',
    );
    expect(
      changeList(small.replace('  - type: stats\n', ''), {
        op: 'insert',
        path: ['blocks', 0, 'buttons'],
        index: 1,
        value: { label: 'More: here', href: '/about' },
      }),
    ).toBe('blocks:\n  - type: hero\n    heading: A\n    buttons:\n      - { label: Go, href: /contact }\n      - { label: "More: here", href: /about }\n');
  });

  it('refuses a list on one line, the last item of a list, and places that are not in the list', () => {
    expect(changeList('a: [1, 2]\n', { op: 'remove', path: ['a', 0] })).toEqual({ refused: 'Only a list written one item a line can be changed here.' });
    expect(changeList('a:\n  - 1\n', { op: 'remove', path: ['a', 0] })).toEqual({ refused: 'The last item of a list is removed in the file.' });
    expect(changeList('a:\n  - 1\n  - 2\n', { op: 'move', path: ['a', 0], to: 2 })).toEqual({ refused: 'An item moves to a place in its list.' });
    expect(changeList('a:\n  - 1\n  - 2\n', { op: 'remove', path: ['a', 5] })).toEqual({ refused: 'There is no such item in the list.' });
    expect(changeList('a:\n  - 1\n  - 2\n', { op: 'insert', path: ['a'], index: 3, value: 3 })).toEqual({
      refused: 'The new item must go between the items of a list that has some.',
    });
  });

  it('refuses a place that is not a whole number from the first item to the last (or just after it, for a new item)', () => {
    const two = 'a:\n  - 1\n  - 2\n';
    for (const index of [-1, 0.5, 2, 'x'])
      expect(changeList(two, { op: 'remove', path: ['a', index] })).toEqual({ refused: 'There is no such item in the list.' });
    expect(changeList(two, { op: 'move', path: ['a', 2], to: 0 })).toEqual({ refused: 'There is no such item in the list.' });
    for (const to of [-1, 0.5]) expect(changeList(two, { op: 'move', path: ['a', 0], to })).toEqual({ refused: 'An item moves to a place in its list.' });
    for (const index of [-1, 0.5])
      expect(changeList(two, { op: 'insert', path: ['a'], index, value: 3 })).toEqual({
        refused: 'The new item must go between the items of a list that has some.',
      });
  });

  it('adds an item first, between two, or last', () => {
    const two = 'a:\n  - 1\n  - 2\nb: 3\n';
    expect(changeList(two, { op: 'insert', path: ['a'], index: 0, value: 0 })).toBe('a:\n  - 0\n  - 1\n  - 2\nb: 3\n');
    expect(changeList(two, { op: 'insert', path: ['a'], index: 1, value: 0 })).toBe('a:\n  - 1\n  - 0\n  - 2\nb: 3\n');
    expect(changeList(two, { op: 'insert', path: ['a'], index: 2, value: 0 })).toBe('a:\n  - 1\n  - 2\n  - 0\nb: 3\n');
  });

  it('changes a list whose dashes stand further from their items, or whose first item has a comment on the first line', () => {
    expect(changeList('a:\n  -   1\n  -   2\n', { op: 'move', path: ['a', 1], to: 0 })).toBe('a:\n  -   2\n  -   1\n');
    expect(changeList('# The list.\n- 1\n- 2\n', { op: 'move', path: [0], to: 1 })).toBe('- 2\n# The list.\n- 1\n');
  });

  it('refuses a file with a syntax error, and a list whose items do not each start a line of their own', () => {
    expect(changeList('a:\n  - 1\n  - 2\nb: "open\n', { op: 'remove', path: ['a', 0] })).toEqual({
      refused: 'The site file has a syntax error: fix it in the file first.',
    });
    // An alias (*x) above its anchor (&x) is not a syntax error to the parser, but the file has no data.
    expect(changeList('a:\n  - *x\n  - &x 1\n', { op: 'remove', path: ['a', 0] })).toEqual({
      refused: 'The site file has a syntax error: fix it in the file first.',
    });
    // The inner list's first item stands after the outer list's dash; its second starts its own line.
    expect(changeList('a:\n  - - 1\n    - 2\n  - 3\n', { op: 'remove', path: ['a', 0, 1] })).toEqual({
      refused: 'Only a list whose items each start with "- " on a line of their own can be changed here.',
    });
  });

  it('refuses a change that would not read back as intended: a name used above the item that names it, a text that keeps its blank lines', () => {
    const refused = { refused: 'This list cannot be changed in place: change it in the file.' };
    expect(changeList('a:\n  - b: &x 1\n  - c: *x\n', { op: 'move', path: ['a', 1], to: 0 })).toEqual(refused);
    // `|+` keeps the blank line after x in the text; moved last, the text would lose it.
    expect(changeList('a:\n  - |+\n    x\n\n  - y\n', { op: 'move', path: ['a', 0], to: 1 })).toEqual(refused);
  });

  it('writes a list in a new item one field a line, and in it a small map of short values on one line', () => {
    const cards = 'cards:\n  - title: A\n    text: B\n  - title: C\n    text: D\n';
    expect(changeList(cards, { op: 'insert', path: ['cards'], index: 2, value: { title: 'E', text: 'F' } })).toBe(`${cards}  - title: E\n    text: F\n`);
    // In a list of one-line maps, a new item with a map inside is written one field a line, the map too.
    const rows = 'rows:\n  - { a: 1 }\n  - { a: 2 }\n';
    expect(changeList(rows, { op: 'insert', path: ['rows'], index: 2, value: { a: 3, more: { b: 4 } } })).toBe(`${rows}  - a: 3\n    more:\n      b: 4\n`);
    const long = 'A sentence long enough that a writer folding lines at eighty characters would fold it here.';
    const sixty = 'x'.repeat(60);
    const blocks = 'blocks:\n  - type: hero\n    heading: A\n';
    const value = {
      type: 'cardGrid',
      text: long,
      cards: [
        { a: 1, b: 2, c: 3, d: sixty },
        { a: 1, b: 2, c: 3, d: 4, e: 5 },
        { title: 'A', text: `${sixty}x` },
        { title: 'B', bullets: ['x'] },
      ],
    };
    expect(changeList(blocks, { op: 'insert', path: ['blocks'], index: 1, value })).toBe(
      `${blocks}  - type: cardGrid\n    text: ${long}\n    cards:\n      - { a: 1, b: 2, c: 3, d: ${sixty} }\n` +
        '      - a: 1\n        b: 2\n        c: 3\n        d: 4\n        e: 5\n' +
        `      - title: A\n        text: ${sixty}x\n` +
        '      - title: B\n        bullets:\n          - x\n',
    );
  });
});
