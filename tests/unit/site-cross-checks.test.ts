// The checks that need the whole site at once (src/site/check.ts), one rule a test: the real site with one change,
// checked directly (site-errors.test.ts goes through the whole file for one example of each; these go through
// the cases and edges of each rule, and take milliseconds).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/model/types.generated.ts';
import { checkSite, eachText } from '../../src/site/check.ts';
import { basisPlaceholders } from '../../src/logic/audit-estimate.ts';
import { calculatorBasisPlaceholders } from '../../src/logic/calculator.ts';
import { readSchemas } from '../../src/site/schemas.ts';
import { fixtureText, loadSpecText, specFile } from '../sites.ts';

const loaded = loadSpecText(fixtureText());
if (!loaded.ok) throw new Error('site.yaml does not load');
const { site: real, locator } = loaded;

/** What checkSite says of the real site after `change`: each problem's code, place, message and hint. */
function problemsAfter(change: (site: Site) => void, file = specFile) {
  const site = structuredClone(real);
  change(site);
  return checkSite(site, file, locator).map(({ code, where, message, hint }) => ({ code, where, message, hint }));
}

type Block = Site['pages'][number]['blocks'][number];
/** The first block of `type` on the page at `path` of `site`. */
function blockOf<T extends Block['type']>(site: Site, path: string, type: T): Extract<Block, { type: T }> {
  const block = site.pages.find((page) => page.path === path)?.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`no ${type} on ${path}`);
  return block as Extract<Block, { type: T }>;
}

const specialtiesPage = real.pages.findIndex((page) => page.path === '/specialties');
const indexBlock = real.pages[specialtiesPage].blocks.findIndex((block) => block.type === 'specialtyIndex');
const groupsAt = `page /specialties › block ${indexBlock + 1} (specialtyIndex) › groups`;

describe('checkSite', () => {
  it('finds nothing wrong with the real site', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it('refuses a monthly report made from a page with no demo dashboard, naming the pages that have one', () => {
    const dashboardPage = real.pages.find((page) => page.blocks.some((block) => block.type === 'demoDashboard'))!.path;
    const report = (dashboard: string) => (site: Site) => {
      site.pages[0].blocks.push({
        type: 'monthlyReport',
        dashboard,
        heading: 'Report',
        period: 'June',
        back: { label: 'Back', href: '/' },
        printLabel: 'Print',
        columns: { name: 'Figure', value: 'Value', change: 'Change', month: 'Month', payer: 'Payer', amount: 'Collected', share: 'Share' },
        note: 'Sample.',
      });
    };
    expect(problemsAfter(report(dashboardPage))).toEqual([]);
    expect(problemsAfter(report('/about'))).toEqual([
      {
        code: 'noDashboard',
        where: `page / › block ${real.pages[0].blocks.length + 1} (monthlyReport) › dashboard`,
        message: 'the report is made from the demo dashboard of /about, but that page has no demoDashboard block',
        hint: `pages with a demo dashboard: ${dashboardPage}`,
      },
    ]);
  });

  describe('addresses', () => {
    it('refuses a redirect from the address of a page, at the redirect, naming the page', () => {
      expect(problemsAfter((site) => (site.redirects[0].from = '/about'))).toEqual([
        {
          code: 'duplicatePath',
          where: 'redirects[0].from',
          // The first use is named by its line, so the editor finds both.
          message: `the address /about is used twice (first on line ${locator.at(['pages', real.pages.findIndex((page) => page.path === '/about'), 'path']).line})`,
          hint: 'it is already used by page /about; every page needs its own address',
        },
      ]);
    });

    it("refuses a specialty at a redirect's address, at the specialty's slug, naming the redirect", () => {
      expect(problemsAfter((site) => (site.redirects[0].from = '/specialties/dental'))).toEqual([
        {
          code: 'duplicatePath',
          where: 'specialty dental › slug',
          message: `the address /specialties/dental is used twice (first on line ${locator.at(['redirects', 0, 'from']).line})`,
          hint: `it is already used by the redirect to ${real.redirects[0].to}; every page needs its own address`,
        },
      ]);
    });
  });

  describe('links to this site', () => {
    const linkTo = (href: string) => problemsAfter((site) => (site.redirects[0].to = href));

    it('refuses a section of a specialty page or of a redirect: they have no blocks with anchors', () => {
      for (const href of ['/specialties/dental#pricing', `${real.redirects[0].from}#top`])
        expect(linkTo(href)).toEqual([
          {
            code: 'unknownAnchor',
            where: 'redirects[0].to',
            message: `the page ${href.split('#')[0]} has no section #${href.split('#')[1]}`,
            hint: 'that page has no block with an anchor; link to the page without #',
          },
        ]);
    });

    it('refuses a contact request to a page without a contact form', () => {
      for (const path of ['/specialties/dental', '/about'])
        expect(linkTo(`${path}?request=soc2`)).toEqual([
          {
            code: 'unknownRequest',
            where: 'redirects[0].to',
            message: `the page ${path} has no contact request "soc2"`,
            hint: 'that page has no contact form with requests: link to the page without ?request=',
          },
        ]);
    });

    it('refuses every contact request to a contact form that lists none', () => {
      const problems = problemsAfter((site) => delete blockOf(site, '/contact', 'contactForm').requests);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems)
        expect(problem).toMatchObject({
          code: 'unknownRequest',
          hint: 'that page has no contact form with requests: link to the page without ?request=',
        });
    });

    it('takes "link:" as a link of brand.links only when it is the whole text', () => {
      const texts = (text: string) =>
        problemsAfter((site) => {
          site.pages[0].title = text;
        });
      expect(texts('Ask us: link:nowhere is not a link')).toEqual([]);
      expect(texts('link:nowhere, said plainly')).toEqual([]);
      expect(texts('Ask us at link:nowhere')).toEqual([]);
      expect(texts('link:nowhere')).toEqual([
        expect.objectContaining({
          code: 'unknownLink',
          where: 'page / › title',
          message: 'unknown external link "link:nowhere"',
        }),
      ]);
    });
  });

  describe("the other specialties' groups on /specialties", () => {
    it('refuses a featured specialty in a group: it has its own card above', () => {
      const featured = real.specialties.find((specialty) => specialty.featured)!.slug;
      const problems = problemsAfter((site) => blockOf(site, '/specialties', 'specialtyIndex').groups![0].specialties.push(featured));
      const last = real.pages[specialtiesPage].blocks[indexBlock];
      const count = last.type === 'specialtyIndex' ? last.groups![0].specialties.length : NaN;
      expect(problems).toEqual([
        {
          code: 'specialtyGroupedTwice',
          where: `${groupsAt}[0].specialties[${count}]`,
          message: `the specialty "${featured}" is featured, so it has its card above the groups`,
          hint: 'list each specialty that is not featured in exactly one group; the featured ones have their own cards above',
        },
      ]);
    });

    it('refuses a specialty listed in two groups, at the second, naming the line of the first', () => {
      const groups = blockOf(real, '/specialties', 'specialtyIndex').groups!;
      const slug = groups[0].specialties[0];
      const problems = problemsAfter((site) => blockOf(site, '/specialties', 'specialtyIndex').groups![1].specialties.push(slug));
      const first = locator.at(['pages', specialtiesPage, 'blocks', indexBlock, 'groups', 0, 'specialties', 0]).line;
      expect(problems).toEqual([
        {
          code: 'specialtyGroupedTwice',
          where: `${groupsAt}[1].specialties[${groups[1].specialties.length}]`,
          message: `the specialty "${slug}" is listed in more than one group (first on line ${first})`,
          hint: 'list each specialty that is not featured in exactly one group; the featured ones have their own cards above',
        },
      ]);
    });

    it('refuses a slug in a group that is no specialty, with the likely one', () => {
      const problems = problemsAfter((site) => (blockOf(site, '/specialties', 'specialtyIndex').groups![0].specialties[0] = 'nephrolgy'));
      expect(problems).toEqual([
        {
          code: 'unknownSpecialty',
          where: `${groupsAt}[0].specialties[0]`,
          message: 'no specialty has the slug "nephrolgy"',
          hint: expect.stringContaining('did you mean "nephrology"?'),
        },
      ]);
    });

    it('lets /specialties list the other specialties without groups', () => {
      expect(problemsAfter((site) => delete blockOf(site, '/specialties', 'specialtyIndex').groups)).toEqual([]);
    });

    it('with no specialty featured, says that alone, not that every grouped specialty is misplaced', () => {
      const problems = problemsAfter((site) => {
        for (const specialty of site.specialties) specialty.featured = false;
        const [first, second] = blockOf(site, '/specialties', 'specialtyIndex').groups!;
        second.specialties.push(first.specialties[0]);
      });
      expect(problems.map((problem) => problem.code)).toEqual(['noFeaturedSpecialty']);
    });
  });

  describe('placeholders', () => {
    /** The codes of what is found when `text` is written at `set`'s place. */
    const codesWith = (set: (site: Site, text: string) => void, text: string) => problemsAfter((site) => set(site, text)).map((p) => p.code);
    const refused = ['unknownPlaceholder'];

    it("allows the sample claim's own placeholders in specialtyPage.heroClaim, and nowhere else", () => {
      for (const name of ['name', 'practices', 'code', 'codeName', 'payer', 'paidIn', 'denial'])
        expect(
          codesWith((site, text) => (site.specialtyPage.heroClaim!.tag = text), `{${name}}`),
          name,
        ).toEqual([]);
      for (const name of ['code', 'codeName', 'payer', 'paidIn', 'denial']) {
        expect(
          codesWith((site, text) => (site.specialtyPage.title = text), `{${name}}`),
          name,
        ).toEqual(refused);
        expect(
          codesWith((site, text) => (site.pages[0].title = text), `{${name}}`),
          name,
        ).toEqual(refused);
      }
    });

    it("allows a specialty's {name} and {practices} in specialties and specialtyPage, and nowhere else", () => {
      for (const name of ['name', 'practices']) {
        expect(
          codesWith((site, text) => (site.specialties[0].headline = text), `{${name}}`),
          name,
        ).toEqual([]);
        expect(
          codesWith((site, text) => (site.specialtyPage.closingText = text), `{${name}}`),
          name,
        ).toEqual([]);
        expect(
          codesWith((site, text) => (site.pages[0].title = text), `{${name}}`),
          name,
        ).toEqual(refused);
        expect(
          codesWith((site, text) => (site.footer.copyright = text), `{${name}}`),
          name,
        ).toEqual(refused);
      }
    });

    it("allows a client's words in the words every result shares, not in a client's own words", () => {
      const [client] = Object.keys(real.clientResults.clients);
      for (const name of ['practice', 'size', 'state', 'months', 'window', 'role']) {
        expect(
          codesWith((site, text) => (site.clientResults.footnote = text), `{${name}}`),
          name,
        ).toEqual([]);
        expect(
          codesWith((site, text) => (site.clientResults.clients[client].figures[0].label = text), `{${name}}`),
          name,
        ).toEqual(refused);
      }
    });

    it("allows a block field's own placeholders in that field of that block only", () => {
      const form = (site: Site) => blockOf(site, '/contact', 'contactForm');
      expect(codesWith((site, text) => (form(site).subject = text), 'Contact - {practice}')).toEqual([]);
      expect(codesWith((site, text) => (form(site).heading = text), 'Contact - {practice}')).toEqual(refused);
      expect(codesWith((site, text) => (site.pages[11].title = text), '{practice}')).toEqual(refused);
    });

    it("allows a nested field's own placeholders, as its block's schema names them: the audit estimate's basis, the constants the estimate fills", () => {
      const basis = readSchemas().get('blocks/auditForm.schema.json')?.properties?.estimate.properties?.basis;
      expect(basis?.placeholders).toEqual([...basisPlaceholders]);
      const form = (site: Site) => blockOf(site, '/revenue-audit', 'auditForm');
      for (const name of basisPlaceholders)
        expect(
          codesWith((site, text) => (form(site).estimate.basis = text), `At {${name}}`),
          name,
        ).toEqual([]);
      expect(codesWith((site, text) => (form(site).estimate.note = text), '{monthlyIncreaseRate}')).toEqual(refused);
      expect(codesWith((site, text) => (form(site).estimate.basis = text), '{practice}')).toEqual(refused);
    });

    it("allows the calculator basis's placeholders there only: the constants its formulas take", () => {
      const basis = readSchemas().get('blocks/revenueCalculator.schema.json')?.properties?.basis;
      expect(basis?.placeholders).toEqual([...calculatorBasisPlaceholders]);
      const calculator = (site: Site) => blockOf(site, '/', 'revenueCalculator');
      for (const name of calculatorBasisPlaceholders)
        expect(
          codesWith((site, text) => (calculator(site).basis = text), `At {${name}}`),
          name,
        ).toEqual([]);
      expect(codesWith((site, text) => (calculator(site).note = text), '{arCarryingCostRate}')).toEqual(refused);
      expect(codesWith((site, text) => (calculator(site).basis = text), '{practice}')).toEqual(refused);
    });

    it("allows a site field's own placeholders in that field only", () => {
      expect(codesWith((site, text) => (site.search.resultsFound = text), '{count} found')).toEqual([]);
      expect(codesWith((site, text) => (site.search.placeholder = text), '{count} found')).toEqual(refused);
      expect(codesWith((site, text) => (site.footer.copyright = text), '© {year}')).toEqual([]);
    });
  });

  describe('pictures', () => {
    it('refuses a picture that names a folder of public/, not a file', () => {
      expect(problemsAfter((site) => (site.brand.logo.src = '/images'))).toEqual([
        expect.objectContaining({
          code: 'missingImage',
          where: 'brand.logo.src',
          message: 'the picture /images is not in the public/ folder',
        }),
      ]);
    });

    it('with no public/ folder beside the site file, reports each picture missing, with no likely file', () => {
      const dir = mkdtempSync(join(tmpdir(), 'no-public-'));
      const problems = problemsAfter(() => {}, join(dir, 'site.yaml'));
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems)
        expect(problem).toMatchObject({
          code: 'missingImage',
          hint: expect.stringMatching(/^add the file public\//),
        });
    });

    it('finds pictures in the folders of public/ at any depth', () => {
      const dir = mkdtempSync(join(tmpdir(), 'deep-public-'));
      mkdirSync(join(dir, 'public/a/b'), { recursive: true });
      writeFileSync(join(dir, 'public/a/b/logo.svg'), '<svg/>');
      const problems = problemsAfter((site) => (site.brand.logo.src = '/a/b/logo.svg'), join(dir, 'site.yaml'));
      expect(problems.filter((problem) => problem.where === 'brand.logo.src')).toEqual([]);
    });
  });

  describe("a client's figures against their before and after", () => {
    const [client] = Object.keys(real.clientResults.clients);
    const withFigure = (figure: Partial<Site['clientResults']['clients'][string]['figures'][number]>) =>
      problemsAfter((site) =>
        Object.assign(site.clientResults.clients[client].figures[0], figure, {
          value: figure.value,
        }),
      );
    const at = `clientResults.clients.${client}.figures[0].value`;
    const label = real.clientResults.clients[client].figures[0].label;

    it('refuses a level that is not its after', () => {
      expect(withFigure({ value: '96%', before: '90%', after: '95%' })).toEqual([
        expect.objectContaining({
          code: 'figureDisagrees',
          where: at,
          message: `${label} says 96%, but 90% → 95% ends at 95%`,
        }),
      ]);
    });

    it('refuses a change in % from zero', () => {
      expect(withFigure({ value: '+40%', before: '$0', after: '$40K' })).toEqual([
        expect.objectContaining({
          code: 'figureDisagrees',
          where: at,
          message: `${label} says +40%, but $0 → $40K starts at zero, from which no change in % can be counted`,
        }),
      ]);
    });

    it('refuses a before or an after with no number in it, naming which', () => {
      expect(withFigure({ value: '+40%', before: 'a lot', after: '$40K' })).toEqual([
        expect.objectContaining({
          code: 'figureDisagrees',
          message: `${label} says +40%, but a lot → $40K has no number in its before`,
        }),
      ]);
      expect(withFigure({ value: '+40%', before: '$10K', after: 'more' })).toEqual([
        expect.objectContaining({
          code: 'figureDisagrees',
          message: `${label} says +40%, but $10K → more has no number in its after`,
        }),
      ]);
    });

    it('refuses a change that does not follow from before and after, giving the change they make', () => {
      expect(withFigure({ value: '+40%', before: '$10K', after: '$15K' })).toEqual([
        expect.objectContaining({
          code: 'figureDisagrees',
          where: at,
          message: `${label} says +40%, but $10K → $15K is +50%`,
        }),
      ]);
    });
  });
});

describe('eachText', () => {
  it('visits every text with its path, and passes over empty values, numbers and true or false', () => {
    const seen: [string, readonly unknown[]][] = [];
    eachText({ a: null, b: 5, c: true, d: ['x', { e: 'y', f: undefined }] }, ['root'], (text, path) => seen.push([text, path]));
    expect(seen).toEqual([
      ['x', ['root', 'd', 0]],
      ['y', ['root', 'd', 1, 'e']],
    ]);
  });
});
