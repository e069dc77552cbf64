import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/site/suggest.ts';
import { fillTemplate } from '../../src/model/template.ts';

describe('suggestions', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('heroo', 'hero')).toBe(1);
    expect(editDistance('bulets', 'bullets')).toBe(1);
    expect(editDistance('haedline', 'headline')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('hero', 'hero')).toBe(0);
  });

  it('counts a swap of two neighbouring letters as one edit wherever it is, and nothing else as a swap', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('ehro', 'hero')).toBe(1);
    expect(editDistance('hreo', 'hero')).toBe(1);
    expect(editDistance('heor', 'hero')).toBe(1);
    // Letters two apart, or a letter repeated, are not a swap.
    expect(editDistance('abc', 'cba')).toBe(2);
    expect(editDistance('aab', 'abb')).toBe(1);
    expect(editDistance('ab', 'aa')).toBe(1);
    expect(editDistance('ba', 'aa')).toBe(1);
    expect(editDistance('abx', 'bay')).toBe(2);
    expect(editDistance('xab', 'ybx')).toBe(3);
  });

  it('suggests only a close candidate', () => {
    expect(suggest('heroo', ['hero', 'bulletList'])).toBe('hero');
    expect(suggest('Hero', ['hero'])).toBe('hero');
    expect(suggest('gallery', ['hero', 'bulletList'])).toBeUndefined();
  });

  it('of candidates equally close, suggests the first listed', () => {
    expect(suggest('cat', ['bat', 'cot', 'car'])).toBe('bat');
    expect(suggest('cat', ['cot', 'bat'])).toBe('cot');
  });

  it('allows one edit up to five letters, then one more for each three letters', () => {
    expect(suggest('hxro', ['hero'])).toBe('hero');
    expect(suggest('hxrx', ['hero'])).toBeUndefined();
    expect(suggest('hadlxne', ['headline'])).toBe('headline');
    expect(suggest('hadlxnx', ['headline'])).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves others as written', () => {
    expect(fillTemplate('Get Free {name} Analysis', { name: 'Dental' })).toBe('Get Free Dental Analysis');
    expect(fillTemplate('{title} | {brand}', { title: 'About' })).toBe('About | {brand}');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
