// The edit panel's pure helpers: how an item is named in a question, how items added before Save are shown, how a
// part is copied, and where a value filled in from elsewhere lives.
import { describe, expect, it } from 'vitest';
import { copyOfPart, withAdded } from '../../src/edit/added-items.ts';
import { allowedValue } from '../../src/edit/allowed-value.ts';
import type { BlockData } from '../../src/edit/edit-api.ts';
import { itemName, namedItem } from '../../src/edit/item-name.ts';
import { problemsByField } from '../../src/edit/problems-by-field.ts';
import { sourcesOf } from '../../src/edit/value-sources.ts';

describe('itemName', () => {
  it('names an item by its heading, title, name, label or quote, in that order', () => {
    expect(itemName({ label: 'Call us', heading: 'Talk to our team' })).toBe('Talk to our team');
    expect(itemName({ quote: 'Denials are rare now.', rating: 5 })).toBe('Denials are rare now.');
    expect(itemName({ label: 'Privacy', href: '/privacy' })).toBe('Privacy');
  });

  it('names a text item by itself, on one line, cut at 60 characters', () => {
    expect(itemName('Clean claims,\n  submitted right')).toBe('Clean claims, submitted right');
    expect(itemName('x'.repeat(80))).toBe(`${'x'.repeat(57)}…`);
  });

  it('has no name for an item without words', () => {
    expect(itemName({ rating: 5 })).toBeUndefined();
    expect(itemName({ heading: '  ' })).toBeUndefined();
  });

  it('puts the name beside the place in a question', () => {
    expect(namedItem('testimonials 2', { quote: 'Paid on time.' })).toBe('testimonials 2 (“Paid on time.”)');
    expect(namedItem('figures 1', { value: 5 })).toBe('figures 1');
  });
});

describe('withAdded', () => {
  it('shows the items added in order, without changing the values as read', () => {
    const read = { type: 'bulletList', items: ['a', 'b'] };
    const shown = withAdded(read, [
      { op: 'insert', path: ['items'], index: 2, value: 'b' },
      { op: 'insert', path: ['items'], index: 1, value: 'a' },
    ]);
    expect(shown).toEqual({ type: 'bulletList', items: ['a', 'a', 'b', 'b'] });
    expect(read.items).toEqual(['a', 'b']);
  });

  it('starts a list the part does not have with its first item', () => {
    expect(withAdded({ type: 'featureCards' }, [{ op: 'insert', path: ['buttons'], index: 0, value: { label: 'Go', href: '/' } }])).toEqual({
      type: 'featureCards',
      buttons: [{ label: 'Go', href: '/' }],
    });
  });
});

describe('copyOfPart', () => {
  const part = (type: string, value: Record<string, unknown>): BlockData => ({
    hash: '',
    path: [type === 'specialty' ? 'specialties' : 'pages', 0],
    type,
    value,
    schema: {},
  });

  it('copies a block as it is', () => {
    expect(copyOfPart(part('faq', { type: 'faq', heading: 'Questions' }))).toEqual({
      copy: { type: 'faq', heading: 'Questions' },
      said: 'a copy of this faq follows it on the page.',
    });
  });

  it('gives a specialty a slug and a name of its own, not featured', () => {
    const { copy, said } = copyOfPart(part('specialty', { slug: 'cardiology', name: 'Cardiology', featured: true }));
    expect(copy).toEqual({ slug: 'cardiology-copy', name: 'Cardiology (copy)', featured: false });
    expect(said).toBe('the copy is the specialty cardiology-copy, at /specialties/cardiology-copy. Change its slug and name in its form there.');
  });
});

describe('sourcesOf', () => {
  it("names the brand's field of each brand placeholder, and brand.figures for the others", () => {
    expect(sourcesOf('text', 'Call {phone}: a {cleanClaimRate} clean claim rate at {brand}, {phone}')).toEqual([
      'brand.phone',
      'brand.figures.cleanClaimRate',
      'brand.name',
    ]);
  });

  it("names the figure a stat's figure: names", () => {
    expect(sourcesOf('figure', 'daysInAR')).toEqual(['brand.figures.daysInAR']);
  });

  it('leaves out placeholders filled with something else, and values without any', () => {
    expect(sourcesOf('copyright', '© {year} {brand}')).toEqual(['brand.name']);
    expect(sourcesOf('headline', '{name} billing')).toEqual([]);
    expect(sourcesOf('rating', 5)).toEqual([]);
  });
});

describe('problemsByField', () => {
  const problem = (line: number, message: string, path?: (string | number)[]) => ({ line, message, where: '', ...(path && { path }) });
  const part = ['specialties', 3];

  it("puts a message under the field it concerns, by the field's place in the part", () => {
    const { byField, general } = problemsByField([problem(12, 'must not be empty', [...part, 'name'])], part, ['slug']);
    expect([...byField]).toEqual([['["name"]', [problem(12, 'must not be empty', [...part, 'name'])]]]);
    expect(general).toEqual([]);
  });

  it('puts a message placed elsewhere in the file under the first field changed, with its line', () => {
    const { byField } = problemsByField([problem(2384, 'the specialty slug "dental" is used twice (first on line 2172)')], part, ['slug']);
    expect([...byField]).toEqual([['["slug"]', [problem(2384, 'line 2384: the specialty slug "dental" is used twice (first on line 2172)')]]]);
  });

  it('keeps a message with no field and no change for the foot of the form', () => {
    expect(problemsByField([problem(5, 'x')], part, undefined)).toEqual({ byField: new Map(), general: [problem(5, 'x')] });
  });
});

describe('allowedValue', () => {
  it("gives a select's choice back as the schema writes it: a boolean or a number stays one, a word stays a word", () => {
    const proof = [true, false, 'badges'];
    expect(allowedValue(proof, 'true')).toBe(true);
    expect(allowedValue(proof, 'false')).toBe(false);
    expect(allowedValue(proof, 'badges')).toBe('badges');
    expect(allowedValue([1, 2], '2')).toBe(2);
    // A word no option has (the file's own, shown as it is) is kept as typed.
    expect(allowedValue(proof, 'yes')).toBe('yes');
  });
});
