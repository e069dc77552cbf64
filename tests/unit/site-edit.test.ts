import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { DataPath } from '../../src/site/locate.ts';
import { editSiteText, setScalar } from '../../src/site/edit.ts';
import { propertyRuns } from './property-runs.ts';
import { fixtureText } from '../sites.ts';

const text = fixtureText();
const doc = parseDocument(text);

/** Every text of the file, with the lines its value takes (1-based, first and last). */
function textFields(): { path: DataPath; first: number; last: number }[] {
  const found: { path: DataPath; first: number; last: number }[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const walk = (node: Node | null | undefined, path: DataPath) => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, [...path, String((pair.key as { value: unknown }).value)]);
    else if (isSeq(node)) {
      for (const [index, item] of node.items.entries()) walk(item as Node, [...path, index]);
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) found.push({ path, first: lineOf(node.range[0]), last: lineOf(node.range[1]) });
  };
  walk(doc.contents as Node, []);
  return found;
}
const fields = textFields();

/** Lines of `after` that differ from `before`, outside the lines `first`..`last` of `before`. */
function linesChangedOutside(before: string, after: string, first: number, last: number): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const head = a.slice(0, first - 1);
  const tail = a.slice(last);
  const changedHead = head.flatMap((line, i) => (line === b[i] ? [] : [`line ${i + 1}: ${line}`]));
  const changedTail = tail.flatMap((line, i) => (line === b[b.length - tail.length + i] ? [] : [`line ${last + 1 + i}: ${line}`]));
  return [...changedHead, ...changedTail];
}

// Printable texts, and the ones YAML reads as something else or cuts short when they are written plainly.
const tricky = ['Billing: fast', 'Save 30% #1', 'it\'s "quoted"', '{ not a map }', '[not, a list]', '- a dash', '80202', '3.50', 'yes', 'null', '~'];
const more = ['', ' leading space', 'trailing space ', 'two\nlines', 'tab\there', '&anchor', '*alias', '!tag', '@at', '`tick`', '% percent', '>', '|'];
const values = fc.oneof(fc.constantFrom(...tricky, ...more), fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), fc.string({ maxLength: 30 }));

describe('setScalar', () => {
  it('finds texts everywhere in the file: page blocks, flow maps of the menus, specialties', () => {
    expect(fields.length).toBeGreaterThan(800);
    expect(fields.some((field) => field.path[0] === 'nav' && field.path.includes('links'))).toBe(true);
  });

  it('changes the value at the path and no line outside it, whatever the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), values, (field, value) => {
        const changed = setScalar(text, field.path, value);
        if (typeof changed !== 'string') throw new Error(`${field.path.join('.')}: ${changed.refused}`);
        expect(parseDocument(changed).getIn(field.path)).toBe(value);
        expect(linesChangedOutside(text, changed, field.first, field.last)).toEqual([]);
      }),
      { seed: 20261123, numRuns: propertyRuns(100) },
    );
    // 100 edits of the whole site.yaml, each parsed again: about 15 s alone, and more than twice that beside the
    // other test files on two cores.
  }, 120_000);

  it('keeps a flow map one line: only the label changes in `{ label: …, href: … }`', () => {
    const line = text.split('\n').findIndex((l) => l.includes('{ label: Medical Billing, href: /services/medical-billing }'));
    const path = ['nav', 'main', 2, 'menu', 0, 'links', 0, 'label'];
    expect(doc.getIn(path)).toBe('Medical Billing');
    const changed = setScalar(text, path, 'Billing, Coding: all of it') as string;
    expect(changed.split('\n')[line]).toBe('            - { label: "Billing, Coding: all of it", href: /services/medical-billing }');
  });

  it('writes a line break inside a list spread over lines as an escape, the list and its other lines kept', () => {
    const small = 'a:\n  list: [One, Two,\n    Three]\nb: x\n';
    const changed = setScalar(small, ['a', 'list', 0], 'two\nlines') as string;
    expect(changed).toBe('a:\n  list: ["two\\nlines", Two,\n    Three]\nb: x\n');
    expect(parseDocument(changed).getIn(['a', 'list', 0])).toBe('two\nlines');
  });

  it('keeps the comment above a value and the one after it on its line', () => {
    const small = 'a:\n  # the heading, shown first\n  heading: Old words # keep this short\n  other: "quoted stays quoted"\n';
    const changed = setScalar(small, ['a', 'heading'], 'New words') as string;
    expect(changed).toBe('a:\n  # the heading, shown first\n  heading: New words # keep this short\n  other: "quoted stays quoted"\n');
    expect(setScalar(small, ['a', 'other'], 'new')).toBe('a:\n  # the heading, shown first\n  heading: Old words # keep this short\n  other: "new"\n');
  });

  it('writes a number or a yes/no plainly, and a text that looks like one in quotes', () => {
    expect(setScalar('a: 1\nb: x\n', ['a'], 42)).toBe('a: 42\nb: x\n');
    expect(setScalar('a: 1\nb: x\n', ['b'], '80202')).toBe('a: 1\nb: "80202"\n');
    expect(setScalar('a: true\n', ['a'], false)).toBe('a: false\n');
  });

  it("adds a field the map does not set yet as lines of their own, at its keys' indentation, whatever the map holds", () => {
    const maps: DataPath[] = [];
    const walk = (node: Node | null | undefined, path: DataPath) => {
      if (isMap(node)) {
        if (!node.flow) maps.push(path);
        for (const pair of node.items) walk(pair.value as Node, [...path, String((pair.key as { value: unknown }).value)]);
      } else if (isSeq(node)) {
        for (const [index, item] of node.items.entries()) walk(item as Node, [...path, index]);
      }
    };
    walk(doc.contents as Node, []);
    expect(maps.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(fc.constantFrom(...maps.filter((path) => path.length > 0)), values, (map, value) => {
        const changed = setScalar(text, [...map, 'addedField'], value);
        if (typeof changed !== 'string') throw new Error(`${map.join('.')}: ${changed.refused}`);
        const reread = parseDocument(changed);
        expect(reread.getIn([...map, 'addedField'])).toBe(value);
        reread.deleteIn([...map, 'addedField']);
        expect(reread.toJS()).toEqual(doc.toJS());
        // Every line of the file is still there, in order; what is new is one run of lines.
        const before = text.split('\n');
        const after = changed.split('\n');
        let same = 0;
        while (before[same] === after[same]) same++;
        const added = after.length - before.length;
        expect(after.slice(same + added)).toEqual(before.slice(same));
      }),
      { seed: 20261123, numRuns: propertyRuns(60) },
    );
    // Each run reads the whole site.yaml back twice: about 15 s alone, and more beside a mutation run's workers.
  }, 90_000);

  it('adds an eyebrow to a hero below its last line, and a field to a one-line map on its line', () => {
    const small = 'blocks:\n  - type: hero\n    heading: A # the promise\n    buttons:\n      - { label: Go, href: /contact }\n  - type: stats\n';
    expect(setScalar(small, ['blocks', 0, 'eyebrow'], 'New: here')).toBe(
      'blocks:\n  - type: hero\n    heading: A # the promise\n    buttons:\n      - { label: Go, href: /contact }\n    eyebrow: "New: here"\n  - type: stats\n',
    );
    expect(setScalar(small, ['blocks', 0, 'buttons', 0, 'variant'], 'secondary')).toBe(
      'blocks:\n  - type: hero\n    heading: A # the promise\n    buttons:\n      - { label: Go, href: /contact, variant: secondary }\n  - type: stats\n',
    );
    // Quoted as a one-line map needs it, and after the field its schema puts it after.
    expect(setScalar(small, ['blocks', 0, 'buttons', 0, 'title'], 'Go, now: {fast}', 'label')).toBe(
      'blocks:\n  - type: hero\n    heading: A # the promise\n    buttons:\n      - { label: Go, title: "Go, now: {fast}", href: /contact }\n  - type: stats\n',
    );
    // After the field its schema puts it after, when the map has that field.
    expect(setScalar(small, ['blocks', 0, 'eyebrow'], 'About us', 'type')).toBe(
      'blocks:\n  - type: hero\n    eyebrow: About us\n    heading: A # the promise\n    buttons:\n      - { label: Go, href: /contact }\n  - type: stats\n',
    );
  });

  it('adds the groups a new field is in when the file does not set them, in block or one-line style as around it', () => {
    const small = 'blocks:\n  - type: hero\n    heading: A\n    buttons:\n      - { label: Go, href: /contact }\n';
    expect(setScalar(small, ['blocks', 0, 'image', 'alt'], 'A chart', 'heading')).toBe(
      'blocks:\n  - type: hero\n    heading: A\n    image:\n      alt: A chart\n    buttons:\n      - { label: Go, href: /contact }\n',
    );
    expect(setScalar(small, ['blocks', 0, 'buttons', 0, 'track', 'event'], 'go: now')).toBe(
      'blocks:\n  - type: hero\n    heading: A\n    buttons:\n      - { label: Go, href: /contact, track: { event: "go: now" } }\n',
    );
    // A list the file does not have is more than one value: it is added with its first item (editSiteText's insert).
    expect(setScalar(small, ['blocks', 0, 'bullets', 0], 'x')).toEqual({ refused: 'blocks[0].bullets[0] is added in the file.' });
  });

  it('adds a list the block does not have with its first item, where its schema puts it and as the file writes such items', () => {
    // The About hero without its buttons, and a button added to it from the form.
    const buttons =
      '        buttons:\n          - { label: Get Free Revenue Audit, href: /revenue-audit }\n          - { label: Schedule a Call, href: "link:scheduling", variant: secondary }\n';
    expect(text).toContain(buttons);
    const site = text.replace(buttons, '');
    const about = ['pages', site.split('\n  - path: ').findIndex((part) => part.startsWith('/about\n')) - 1, 'blocks', 0];
    const inserted = editSiteText(site, 'site.yaml', [
      { op: 'insert', path: [...about, 'buttons'], index: 0, value: { label: 'Get Free Revenue Audit', href: '/revenue-audit' }, after: 'text' },
    ]);
    if (!inserted.ok) throw new Error(JSON.stringify(inserted));
    expect(inserted.text).toBe(text.replace(buttons, buttons.split('\n').slice(0, 2).join('\n').concat('\n')));
  });

  it('adds a field to any one-line map of the real file, on its line alone, whatever the value', () => {
    const flowMaps: { path: DataPath; line: number }[] = [];
    const walk = (node: Node | null | undefined, path: DataPath) => {
      if (isMap(node) && node.flow && node.range) flowMaps.push({ path, line: text.slice(0, node.range[0]).split('\n').length });
      if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, [...path, String((pair.key as { value: unknown }).value)]);
      else if (isSeq(node)) for (const [index, item] of node.items.entries()) walk(item as Node, [...path, index]);
    };
    walk(doc.contents as Node, []);
    expect(flowMaps.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...flowMaps), values, ({ path, line }, value) => {
        const changed = setScalar(text, [...path, 'addedField'], value);
        if (typeof changed !== 'string') throw new Error(`${path.join('.')}: ${changed.refused}`);
        const reread = parseDocument(changed);
        expect(reread.getIn([...path, 'addedField'])).toBe(value);
        reread.deleteIn([...path, 'addedField']);
        expect(reread.toJS()).toEqual(doc.toJS());
        expect(linesChangedOutside(text, changed, line, line)).toEqual([]);
      }),
      { seed: 20261123, numRuns: propertyRuns(60) },
    );
    // Each run reads the whole site.yaml back twice: about 15 s alone, and more beside a mutation run's workers.
  }, 90_000);

  it('refuses what is not one value, and a file that does not parse', () => {
    expect(setScalar(text, ['pages', 0, 'blocks'], 'x')).toEqual({ refused: 'There is no single value at pages[0].blocks.' });
    expect(setScalar(text, ['pages', 999, 'title'], 'x')).toEqual({ refused: 'There is no single value at pages[999].title.' });
    expect(setScalar(text, ['brand', 'name'], Number.NaN)).toEqual({ refused: 'The value must be a text, a number or true/false.' });
    expect(setScalar(text, ['brand', 'name'], { a: 1 } as unknown as string)).toEqual({ refused: 'The value must be a text, a number or true/false.' });
    expect(setScalar('a: [1\nb: 2\n', ['b'], 3)).toEqual({ refused: 'The site file has a syntax error: fix it in the file first.' });
  });
});

describe('editSiteText', () => {
  it('returns the new text and site when the result validates', () => {
    const result = editSiteText(text, 'site.yaml', [{ path: ['pages', 0, 'blocks', 0, 'heading'], value: 'Paid in full, on time' }]);
    expect(result.ok && result.site.pages[0].blocks[0]).toMatchObject({ type: 'hero', heading: 'Paid in full, on time' });
  });

  it("refuses an edit the checker refuses, with the checker's positioned message", () => {
    const result = editSiteText(text, 'site.yaml', [{ path: ['pages', 0, 'path'], value: 'no-slash' }]);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected the checker to refuse it');
    const line = text.split('\n').indexOf('  - path: /') + 1;
    expect(result.problems).toEqual([
      expect.objectContaining({ file: 'site.yaml', line, column: 11, where: 'page no-slash › path', message: '"no-slash" is not written the expected way' }),
    ]);
  });
});
