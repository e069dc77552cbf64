import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/site/suggest.ts';
import { fillTemplate } from '../../src/model/template.ts';

describe('suggestions', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('heroo', 'hero')).toBe(1);
    expect(editDistance('bulets', 'bullets')).toBe(1);
    expect(editDistance('haedline', 'headline')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only a close candidate', () => {
    expect(suggest('heroo', ['hero', 'bulletList'])).toBe('hero');
    expect(suggest('Hero', ['hero'])).toBe('hero');
    expect(suggest('gallery', ['hero', 'bulletList'])).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves others as written', () => {
    expect(fillTemplate('Get Free {name} Analysis', { name: 'Dental' })).toBe('Get Free Dental Analysis');
    expect(fillTemplate('{title} | {brand}', { title: 'About' })).toBe('About | {brand}');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
