// Every block type's schema has an example (its `examples`, which the block reference shows and Edit page starts a
// new block from) that the schema accepts and the component renders, every text of it on the page.
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '../../src/app/emotion.ts';
import { SiteProvider } from '../../src/ui/site-context.tsx';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { Island, loadAllIslands, type LazyIsland } from '../../src/ui/Island.tsx';
import { isSearchResult } from '../../src/model/search-index.ts';
import { textsOf } from './visible-texts.ts';
import { ajvOptions } from '../../src/site/validate.ts';
import { siteAjv } from '../../src/site/compiled-validator.ts';
import { withCompanyFigures } from '../../src/site/resolve.ts';
import { blockTypes, readSchemas } from '../../src/site/schemas.ts';
import type { Block } from '../../src/model/types.generated.ts';
import { builtSite } from '../sites.ts';
import { fillTemplate } from '../../src/model/template.ts';
import { calculatorBasis } from '../../src/logic/calculator.ts';
import { blockProps, searchPartOf, shellOf, type BlockProps } from '../../src/model/site-shell.ts';

const site = builtSite();
const schemas = readSchemas();
const ajv = siteAjv(schemas, ajvOptions);
const validateBlock = ajv.getSchema('site.schema.json#/$defs/block')!;
const examplesOf = (type: string) => (schemas.get(`blocks/${type}.schema.json`)?.examples as Block[] | undefined) ?? [];
const exampleOf = (type: string) => examplesOf(type)[0];

function render(block: Block): string {
  return (
    renderToString(
      <CacheProvider value={createStyleCache()}>
        <ThemeProvider theme={site.theme}>
          <SiteProvider model={{ site: shellOf(site), buildDate: '2026-11-22', loadSearch: async () => searchPartOf(site) }}>
            <Router ssrPath="/fixture" ssrSearch="">
              <Island of={blockRegistry[block.type] as LazyIsland<BlockProps>} props={blockProps(site, block)} />
            </Router>
          </SiteProvider>
        </ThemeProvider>
      </CacheProvider>,
    )
      .replace(/&#x27;/g, "'")
      // The styles emotion writes inline where nothing extracts them, and the island's own element around the block.
      .replace(/<style[^>]*>.*?<\/style>/gs, '')
      .replace(/^<div [^>]*data-island="[a-z]+"[^>]*>|<\/div>$/g, '')
  );
}

/** What each block shows from elsewhere in site.yaml, besides its own fields. */
const shownFromSite: Partial<Record<Block['type'], string[]>> = {
  trustStrip: [site.trust.headline, ...site.trust.badges.map((badge) => badge.label)],
  specialtyIndex: site.specialties.map((specialty) => specialty.name),
  specialtyTiles: ['Cardiology'],
  contactForm: Object.values(site.forms.labels).slice(0, 8).concat(site.forms.requiredNote, site.forms.privacyNote),
  auditForm: [site.forms.labels.monthlyCharges, site.forms.labels.challenges, ...site.options.challenges, site.forms.privacyNote],
  // The hours, written once in brand.hours.
  contactPanel: [site.brand.hours.office.text, site.brand.hours.support.text],
  siteSearch: [site.search.resultsFound.replace('{count}', String(site.pages.filter(isSearchResult).length + site.specialties.length))],
};

/**
 * What a block shows only once the visitor has done something, or something has failed to come (tested end to end),
 * so not in its first HTML.
 */
const shownLater = (block: Block): string[] =>
  block.type === 'auditForm' ? textsOf(block.estimate) : block.type === 'diagnosticEmbed' ? textsOf(block.unavailable) : [];

/** Texts a block shows with marks inside them (an exhibit's chart note, its phrases marked and numbered). */
const shownMarked = (block: Block): string[] => (block.type === 'exhibit' && block.chartNote ? [block.chartNote.text] : []);

/** Who said a quote: the role on a line of its own, the comma after it read out but not shown (QuoteAuthor). */
const shownInLines = (block: Block): string[] =>
  block.type === 'testimonials'
    ? block.testimonials.flatMap((testimonial) => (testimonial.author ? [testimonial.author] : []))
    : (block.type === 'contactForm' || block.type === 'auditForm') && block.aside?.quote?.author
      ? [block.aside.quote.author]
      : [];

/** Texts a block draws in pieces: a hero's claim codes, one chip a code ("99214-25 + 20610": two chips). */
const shownInPieces = (block: Block): string[] => (block.type === 'hero' && block.claim ? [block.claim.codes.text] : []);

/** Texts a block shows with its placeholders filled: the calculator's basis, from site.yaml's calculator constants. */
const shownFilled = (block: Block): [string, string][] =>
  block.type === 'revenueCalculator' && block.basis ? [[block.basis, fillTemplate(block.basis, calculatorBasis(site.constants.calculator))]] : [];

/** Blocks that take no room on the page: they open later, on top of it (their texts are tested end to end). */
const opensLater: ReadonlySet<Block['type']> = new Set(['auditPopup']);

describe('block examples', () => {
  for (const type of blockTypes(schemas)) {
    it(`${type}: the schema has an example`, () => {
      expect(exampleOf(type), `add "examples": [{ "type": "${type}", … }] to schemas/blocks/${type}.schema.json`).toBeDefined();
    });
  }
  // Every example, so a block with several looks (an exhibit's layouts) has each of them rendered.
  for (const type of blockTypes(schemas)) {
    for (const [i, block] of examplesOf(type).entries()) {
      it(`${type}: the schema's example ${i + 1} is valid and every text of it is rendered`, async () => {
        expect(validateBlock(block), JSON.stringify(validateBlock.errors)).toBe(true);
        await loadAllIslands();
        // As the browser gets it: a stat that names a company figure shows that figure's value and note.
        const shown = withCompanyFigures(block, site.brand.figures);
        const html = render(shown);
        if (opensLater.has(block.type)) {
          expect(html).toBe('');
          return;
        }
        const later = shownLater(shown);
        const marked = shownMarked(shown);
        const pieces = shownInPieces(shown);
        const filled = shownFilled(shown);
        const lines = shownInLines(shown);
        const elsewise = [...later, ...marked, ...lines, ...pieces, ...filled.map(([raw]) => raw)];
        for (const text of [...textsOf(shown).filter((text) => !elsewise.includes(text)), ...(shownFromSite[block.type] ?? [])])
          expect(html, text).toContain(text);
        for (const [raw, text] of filled) {
          expect(text, raw).not.toContain('{');
          expect(html, raw).toContain(text);
        }
        // As a screen reader reads it: without the marks' numbers (hidden from it) and the tags.
        const read = html.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]*>/g, '');
        for (const text of [...marked, ...lines]) expect(read, text).toContain(text);
        // Each code of a claim as written, its modifiers after their hyphen, one list item each.
        for (const code of pieces.flatMap((text) => text.split(' + ')))
          expect(html.replace(/<(?!\/?li\b)[^>]*>/g, '').replace(/<li[^>]*>/g, '<li>'), code).toContain(`<li>${code}</li>`);
      });
    }
  }

  it('dates a legal text by its updated field, or else by the day the site was built', () => {
    const block = exampleOf('legalText') as Extract<Block, { type: 'legalText' }>;
    expect(render(block)).toContain(': <time dateTime="2026-11-01">November 1, 2026</time>');
    expect(render({ ...block, updated: undefined })).toContain(': <time dateTime="2026-11-22">November 22, 2026</time>');
  });

  it('renders an anchored block with its anchor, so links can jump to it', async () => {
    expect(render(exampleOf('complianceSection')!)).toContain('id="example-section"');
  });
});
