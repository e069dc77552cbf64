// The pictures the build draws from site.yaml (the popup's dashboard and the social card) show the site's figures,
// escape what they are given, and are accepted by the check without a file in public/. All on copies of the spec's
// fixture site, never the live site.yaml.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { drawPicture, drawPictures } from '../../src/build/draw-pictures.ts';
import { dashboardPicture } from '../../src/model/pictures/dashboard-picture.ts';
import { dashboardPicturePath, drawnPicturePaths, socialCardPath } from '../../src/model/pictures/drawn-pictures.ts';
import { socialCardPicture, wrap, type MeasureText } from '../../src/model/pictures/social-card-picture.ts';
import { svgElement, svgMarkup } from '../../src/model/pictures/svg-markup.ts';
import type { Site } from '../../src/model/types.generated.ts';
import { loadSiteFile } from '../../src/site/load.ts';
import { resolveSite } from '../../src/site/resolve.ts';

const fixture = 'tests/fixtures/sites/spec';
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture site beside a copy of its public/, with the value at `path` set to `value` (or removed). */
function fixtureCopy(path?: string[], value?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'drawn-pictures-'));
  copies.push(dir);
  cpSync(join(fixture, 'public'), join(dir, 'public'), { recursive: true });
  const document = parseDocument(readFileSync(join(fixture, 'site.yaml'), 'utf8'));
  if (path && value === undefined) document.deleteIn(path);
  else if (path) document.setIn(path, value);
  const file = join(dir, 'site.yaml');
  writeFileSync(file, String(document));
  return file;
}

/** The site of `file` as the build draws it: checked, with its placeholders filled. */
function siteOf(file: string): Site {
  const checked = loadSiteFile(file);
  if (!checked.ok) throw new Error(checked.problems.map((problem) => problem.message).join('\n'));
  return resolveSite(checked.site);
}

/** The width and height a PNG's header gives. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
/** A measure that gives every character the same width: lines break where the arithmetic says. */
const monospace: MeasureText = (text, size) => text.length * size * 0.5;

const hostile = '<b>&"5\'%</b>';
const escapedHostile = '&lt;b&gt;&amp;&quot;5&apos;%&lt;/b&gt;';

describe('svgMarkup', () => {
  it('escapes texts and attribute values, and writes numbers with two decimals at most', () => {
    expect(svgMarkup(svgElement('text', { x: 0.1 + 0.2, 'font-family': '"Public Sans" & <x>' }, hostile))).toBe(
      `<text x="0.3" font-family="&quot;Public Sans&quot; &amp; &lt;x&gt;">${escapedHostile}</text>`,
    );
  });

  it('leaves out an attribute whose value is undefined', () => {
    expect(svgMarkup(svgElement('rect', { x: 1, 'fill-opacity': undefined }))).toBe('<rect x="1"/>');
  });
});

describe('the popup dashboard picture', () => {
  it('shows the clean claim rate, days in A/R, monthly collections and providers of brand.figures', () => {
    const site = siteOf(fixtureCopy(['brand', 'figures', 'cleanClaimRate', 'value'], '98.7%'));
    const svg = dashboardPicture(site);
    const { cleanClaimRate, daysInAR, monthlyCollections, providers } = site.brand.figures!;
    for (const figure of [cleanClaimRate, daysInAR, monthlyCollections, providers]) expect(svg).toContain(`>${figure.value}</text>`);
    expect(svg).toContain('>98.7%</text>');
    expect(svg).not.toContain('98.5%');
  });

  it('draws in the theme colours', () => {
    const before = siteOf(fixtureCopy());
    const svg = dashboardPicture(siteOf(fixtureCopy(['theme', 'colors', 'primary'], '#123456')));
    expect(svg).toContain('fill="#123456"');
    expect(svg).not.toContain(before.theme.colors.primary);
  });

  it('escapes a figure with markup in it, and stays a picture resvg reads', () => {
    const site = siteOf(fixtureCopy());
    const figures = { ...site.brand.figures!, daysInAR: { value: hostile, note: 'n' } };
    const svg = dashboardPicture({ ...site, brand: { ...site.brand, figures } });
    expect(svg).toContain(`>${escapedHostile}</text>`);
    expect(svg).not.toContain('<b>');
    expect(new Resvg(svg).width).toBe(640);
  });

  it('is served as the SVG itself', () => {
    const file = fixtureCopy();
    const picture = drawPicture(siteOf(file), join(file, '..', 'public'), dashboardPicturePath);
    expect(picture?.contentType).toBe('image/svg+xml');
    expect(picture?.bytes.toString()).toBe(dashboardPicture(siteOf(file)));
  });
});

describe('the social card', () => {
  it('is a 1200 × 630 PNG, the same bytes for the same site and other bytes for another figure', () => {
    const file = fixtureCopy();
    const draw = (path: string) => drawPicture(siteOf(path), join(path, '..', 'public'), socialCardPath)!;
    const first = draw(file);
    expect(first.contentType).toBe('image/png');
    expect(pngSize(first.bytes)).toEqual([1200, 630]);
    expect(draw(file).bytes.equals(first.bytes)).toBe(true);
    const changed = fixtureCopy(['brand', 'figures', 'cleanClaimRate', 'value'], '98.7%');
    expect(draw(changed).bytes.equals(first.bytes)).toBe(false);
  });

  it("shows the brand's name, the card's words and its tags with the figures' values filled in", () => {
    const site = siteOf(fixtureCopy(['brand', 'figures', 'cleanClaimRate', 'value'], '98.7%'));
    const words = site.brand.socialImage.card!;
    const svg = socialCardPicture({ brand: site.brand, theme: site.theme, words, logo: 'data:image/png;base64,', measure: monospace });
    expect(words.tags).toContain('98.7% clean claims');
    for (const text of [site.brand.name, words.text!, ...words.tags!]) expect(svg).toContain(`>${text}</text>`);
    for (const line of wrap(words.heading, 64, 700, monospace)) expect(svg).toContain(`>${line}</tspan>`);
  });

  it('escapes the words it is given', () => {
    const site = siteOf(fixtureCopy());
    const words = { heading: `Billing ${hostile}`, text: hostile, tags: [hostile] };
    const svg = socialCardPicture({ brand: { name: hostile }, theme: site.theme, words, logo: 'data:,', measure: monospace });
    expect(svg).not.toContain('<b>');
    expect(svg.split(escapedHostile)).toHaveLength(5);
  });

  it('breaks the heading at spaces into lines that fit, a smaller size for a long heading, and never more than three lines', () => {
    expect(wrap('Medical billing and revenue cycle management', 64, 700, monospace)).toEqual(['Medical billing and revenue', 'cycle management']);
    const site = siteOf(fixtureCopy());
    const heading = 'Medical billing, coding, credentialing and revenue cycle management for every practice in the country';
    const svg = socialCardPicture({ brand: site.brand, theme: site.theme, words: { heading }, logo: 'data:,', measure: monospace });
    const size = Number(/<text x="80" font-size="(\d+)"/.exec(svg)?.[1]);
    expect(size).toBeLessThan(64);
    expect(svg.match(/<tspan /g)).toHaveLength(wrap(heading, size, 700, monospace).length);
    expect(wrap(heading, size, 700, monospace).length).toBeLessThanOrEqual(3);
  });
});

describe('the social card, with more words than fit', () => {
  it('puts tags that do not fit in one row in two, and moves the words above them up by a row', () => {
    const site = siteOf(fixtureCopy());
    const draw = (tags: string[]) =>
      socialCardPicture({ brand: site.brand, theme: site.theme, words: { heading: 'Billing', text: 'Line', tags }, logo: 'data:,', measure: monospace });
    const rowsOf = (svg: string) => new Set([...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="50"/g)].map((match) => match[1]));
    const baselineOf = (svg: string) => Number(/<text x="80" y="([\d.]+)" font-size="28"/.exec(svg)?.[1]);
    const short = draw(['One', 'Two']);
    const long = draw(['A tag of thirty-five characters, one', 'A tag of thirty-five characters, two', 'A tag of thirty-five characters, 3']);
    expect(rowsOf(short).size).toBe(1);
    expect(rowsOf(long).size).toBe(2);
    expect(baselineOf(long)).toBeLessThan(baselineOf(short));
  });

  it("shortens a name or a line too long for the card with an ellipsis, and keeps the heading's every word", () => {
    const site = siteOf(fixtureCopy());
    const name = 'A company name much longer than the space beside the logo can ever hold';
    const text = 'A line under the heading that is far longer than the width of the card allows for it';
    const heading = 'Words '.repeat(40).trim();
    const svg = socialCardPicture({ brand: { name }, theme: site.theme, words: { heading, text }, logo: 'data:,', measure: monospace });
    expect(svg).toMatch(/>A company name much longer[^<]*…<\/text>/);
    expect(svg).toMatch(/>A line under the heading[^<]*…<\/text>/);
    expect([...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].flatMap((match) => match[1].split(' '))).toHaveLength(40);
  });
});

describe('which pictures are drawn', () => {
  it('the dashboard when the site has figures, the card when its social picture has card words', () => {
    const site = siteOf(fixtureCopy());
    expect(drawnPicturePaths(site)).toEqual([dashboardPicturePath, socialCardPath]);
    const { card: _, ...withoutCard } = site.brand.socialImage;
    expect(drawnPicturePaths({ brand: { ...site.brand, figures: undefined, socialImage: withoutCard } })).toEqual([]);
  });

  it('the build draws every one of them', () => {
    const file = fixtureCopy();
    expect(drawPictures(siteOf(file), join(file, '..', 'public')).map((picture) => picture.path)).toEqual([dashboardPicturePath, socialCardPath]);
  });
});

describe('the check', () => {
  it('accepts a drawn picture that public/ does not hold', () => {
    const file = fixtureCopy();
    for (const path of [dashboardPicturePath, socialCardPath]) expect(() => readFileSync(join(file, '..', 'public', path))).toThrow();
    expect(loadSiteFile(file).ok).toBe(true);
  });

  it('refuses the card as a picture when there are no card words to draw it from', () => {
    const checked = loadSiteFile(fixtureCopy(['brand', 'socialImage', 'card']));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((problem) => [problem.code, problem.message])).toEqual([
      ['missingImage', `the picture ${socialCardPath} is not in the public/ folder`],
    ]);
  });
});
