import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/site/suggest.ts';
import { fillTemplate } from '../../src/logic/template.ts';
import { resolveStaticFile } from '../../src/build/static-server.ts';

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

describe('the static server', () => {
  it('answers like a static host: file, folder index, then 404.html', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(root, 'specialties', 'dental'), { recursive: true });
    for (const file of ['favicon.svg', 'specialties/dental/index.html', '404.html']) writeFileSync(join(root, file), file);
    expect(resolveStaticFile(root, '/favicon.svg')).toEqual({ status: 200, file: join(root, 'favicon.svg') });
    expect(resolveStaticFile(root, '/specialties/dental')).toEqual({ status: 200, file: join(root, 'specialties/dental/index.html') });
    expect(resolveStaticFile(root, '/specialties/dental/')).toEqual({ status: 200, file: join(root, 'specialties/dental/index.html') });
    expect(resolveStaticFile(root, '/nope')).toEqual({ status: 404, file: join(root, '404.html') });
    expect(resolveStaticFile(root, '/../package.json')).toEqual({ status: 404, file: join(root, '404.html') });
  });
});
