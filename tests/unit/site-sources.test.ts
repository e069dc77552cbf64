import { beforeEach, describe, expect, it } from 'vitest';
import { specialtyPath } from '../../src/model/specialty-page.ts';
import { type SiteSources, siteSources } from '../../src/site/sources.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const text = fixtureText();
const lines = text.split('\n');
const loaded = loadSpecText(text);
if (!loaded.ok) throw new Error('site.yaml does not load');
const { site, locator } = loaded;
// Worked out in each test, not once when the file loads: mutation testing sees which test runs which line of
// sources.ts only inside a test.
let sources: SiteSources;
beforeEach(() => {
  sources = siteSources(site, 'site.yaml', locator);
});

/** The text of site.yaml from the position `source` names to the end of that line. */
function textAt(source: string): string {
  const match = /^site\.yaml:(\d+):(\d+)$/.exec(source);
  if (!match) throw new Error(`not a position: ${source}`);
  return lines[Number(match[1]) - 1].slice(Number(match[2]) - 1);
}

describe('siteSources', () => {
  it("names each page block's `type:` key, in the page's order", () => {
    for (const page of site.pages) {
      expect(sources.pages[page.path].map(textAt), page.path).toEqual(page.blocks.map((block) => `type: ${block.type}`));
    }
  });

  it("names a specialty's entry for every block of its page", () => {
    expect(site.specialties).toHaveLength(32);
    for (const specialty of site.specialties) {
      const blocks = sources.pages[specialtyPath(specialty.slug)];
      expect(blocks.length, specialty.slug).toBeGreaterThan(0);
      // Every entry of the shipped file starts with its slug (`- slug: cardiology`).
      expect(blocks.map(textAt), specialty.slug).toEqual(blocks.map(() => `slug: ${specialty.slug}`));
    }
  });

  it('names the sections of the header (brand), the navigation and the footer', () => {
    expect(textAt(sources.header)).toBe('brand:');
    expect(textAt(sources.nav)).toBe('nav:');
    expect(textAt(sources.footer)).toBe('footer:');
  });

  it('follows the file: a comment and a blank line added above a block move its position down by two lines', () => {
    const about = site.pages.findIndex((page) => page.path === '/about');
    const first = sources.pages['/about'][0];
    const line = Number(first.split(':')[1]);
    const edited = [...lines.slice(0, line - 1), '      # a note for the next editor', '', ...lines.slice(line - 1)].join('\n');
    const again = loadSpecText(edited);
    if (!again.ok) throw new Error('the edited site.yaml does not load');
    const moved = siteSources(again.site, 'site.yaml', again.locator).pages['/about'];
    expect(moved[0]).toBe(`site.yaml:${line + 2}:${first.split(':')[2]}`);
    expect(site.pages[about].blocks).toHaveLength(moved.length);
  });

  it("names the block's `type:` key and the brand's section wherever they stand, not the first key of their map", () => {
    // The theme moved above the brand, and the home hero's `visual:` above its type.
    const theme = text.slice(text.indexOf('\ntheme:\n') + 1, text.indexOf('\nconstants:\n') + 1);
    const hero = '      - type: hero\n        visual: dashboard\n';
    expect(text).toContain(hero);
    const edited = text.replace(theme, '').replace('\nbrand:\n', `\n${theme}brand:\n`).replace(hero, '      - visual: dashboard\n        type: hero\n');
    const again = loadSpecText(edited);
    if (!again.ok) throw new Error('the edited site.yaml does not load');
    const moved = siteSources(again.site, 'site.yaml', again.locator);
    const at = (source: string) => edited.split('\n')[Number(source.split(':')[1]) - 1].slice(Number(source.split(':')[2]) - 1);
    expect(at(moved.header)).toBe('brand:');
    expect(at(moved.pages['/'][0])).toBe('type: hero');
  });
});
