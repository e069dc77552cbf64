// Checks that need the whole site at once (the schema sees one field at a time): unique addresses, links to
// pages, sections and contact requests that exist, links to brand.links that exist, specialty tiles of specialties
// that exist, comparison rows as wide as their table, exhibits whose numbers add up (check-exhibit.ts), one picture
// per hero, pictures that are in public/ or drawn by the build, no link in public/ that leads out of it
// (public-folder.ts), placeholders that will be filled (the brand's, and those a field's schema names), company
// figures that brand.figures defines, clients that clientResults.clients defines (no two of one kind in one state),
// client figures that agree with their before and after, search topics that are topics of search.tags and that some
// page is about, a search page for the not-found page's search box, a demo dashboard for each monthly report.
import { dirname, join, relative, resolve } from 'node:path';
import type { ResultFigure, Site } from '../model/types.generated.ts';
import { figureDisagreement } from '../logic/result-change.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import type { DataPath, Locator } from './locate.ts';
import { brandPlaceholders, companyFigure } from './resolve.ts';
import { namedClient } from '../model/client-result.ts';
import { suggest } from './suggest.ts';
import { fieldFacts } from './schemas.ts';
import { siteSchemas } from './validate.ts';
import { checkExhibit } from './check-exhibit.ts';
import { anchorOf, isInternal, normalizePath } from '../model/links.ts';
import { specialtyPath } from '../model/specialty-page.ts';
import { buildSearchIndex } from '../model/search-index.ts';
import { drawnPicturePaths } from '../model/pictures/drawn-pictures.ts';
import { readPublicFolder, type StrayLink } from './public-folder.ts';

/** What the words every client's result shares may name: the client's words, its months and the window's words. */
const clientPlaceholders = ['practice', 'size', 'state', 'months', 'window', 'role'];

/** The fields that name a picture of public/. */
const pictureKeys = new Set(['src', 'srcOnDark']);

/** The folder of a site's pictures: public/, next to its site file. */
export const publicDirOf = (file: string) => join(dirname(resolve(file)), 'public');

export function checkSite(site: Site, file: string, locator: Locator, publicDir = publicDirOf(file)): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const report = (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) =>
    problems.push({ file, ...locator.at(path), where: locator.where(path, site), ...problem });

  // Where a thing is first written: a "used twice" message points there, so the editor sees both places.
  const lineOf = (path: DataPath) => locator.at(path).line;
  const owners = new Map<string, { owner: string; at: DataPath }>();
  const claim = (path: string, owner: string, at: DataPath) => {
    const other = owners.get(path);
    if (other)
      report(at, {
        code: 'duplicatePath',
        message: catalogue.duplicatePath.message({ path, first: lineOf(other.at) }),
        hint: catalogue.duplicatePath.hint({ other: other.owner }),
      });
    else owners.set(path, { owner, at });
  };
  for (const [i, page] of site.pages.entries()) claim(page.path, `page ${page.path}`, ['pages', i, 'path']);
  for (const [i, redirect] of site.redirects.entries()) claim(redirect.from, `the redirect to ${redirect.to}`, ['redirects', i, 'from']);
  const slugs = new Map<string, number>();
  site.specialties.forEach((specialty, i) => {
    const first = slugs.get(specialty.slug);
    if (first !== undefined)
      report(['specialties', i, 'slug'], {
        code: 'duplicateSlug',
        message: catalogue.duplicateSlug.message({ slug: specialty.slug, first: lineOf(['specialties', first, 'slug']) }),
        hint: catalogue.duplicateSlug.hint(),
      });
    else {
      // Stryker disable next-line StringLiteral: nothing claims an address after the specialties, so no message names them as its owner
      claim(specialtyPath(specialty.slug), `specialty ${specialty.slug}`, ['specialties', i, 'slug']);
    }
    if (first === undefined) slugs.set(specialty.slug, i);
  });

  // Every link to this site goes to a page that exists, and to a section that page declares.
  const anchors = new Map<string, string[]>([...owners.keys()].map((path) => [path, []]));
  for (const page of site.pages)
    anchors.set(
      page.path,
      // Stryker disable next-line LogicalOperator: where a block has an anchor, the schema makes it a text that is not empty
      page.blocks.flatMap((block) => ('anchor' in block && block.anchor ? [block.anchor] : [])),
    );
  // What each page's contact form can be asked for with ?request=.
  const requests = new Map(
    // Stryker disable next-line ConditionalExpression: only a contact form has requests (the test tells TypeScript so)
    site.pages.map((page) => [page.path, page.blocks.flatMap((block) => (block.type === 'contactForm' ? (block.requests ?? []).map((r) => r.key) : []))]),
  );
  const checkInternal = (href: string, at: DataPath) => {
    const path = normalizePath(href);
    const declared = anchors.get(path);
    if (!declared) {
      report(at, {
        code: 'unknownPage',
        message: catalogue.unknownPage.message({ path }),
        hint: catalogue.unknownPage.hint({ suggestion: suggest(path, [...anchors.keys()]) }),
      });
      return;
    }
    const request = /\?request=([a-z0-9-]+)/.exec(href)?.[1];
    const offered = requests.get(path) ?? [];
    if (request && !offered.includes(request)) {
      report(at, {
        code: 'unknownRequest',
        message: catalogue.unknownRequest.message({ path, request }),
        hint: catalogue.unknownRequest.hint({ suggestion: suggest(request, offered), allowed: offered }),
      });
    }
    const anchor = anchorOf(href);
    if (anchor && !declared.includes(anchor)) {
      report(at, {
        code: 'unknownAnchor',
        message: catalogue.unknownAnchor.message({ path, anchor }),
        hint: catalogue.unknownAnchor.hint({ suggestion: suggest(anchor, declared), allowed: declared }),
      });
    }
  };
  for (const [i, redirect] of site.redirects.entries()) checkInternal(redirect.to, ['redirects', i, 'to']);

  // The panel's chips and the topics chosen for a page or a specialty are topics of search.tags (spelled as the panel
  // shows them), and each topic is some page's: its chip would otherwise find nothing. Each category is listed once.
  const topics = site.search.tags.map((t) => t.tag);
  const checkTopic = (tag: string, at: DataPath) => {
    if (!topics.some((topic) => topic.toLowerCase() === tag.toLowerCase())) {
      report(at, {
        code: 'unknownSearchTag',
        message: catalogue.unknownSearchTag.message({ tag }),
        hint: catalogue.unknownSearchTag.hint({ suggestion: suggest(tag, topics), allowed: topics }),
      });
    }
  };
  for (const [i, tag] of site.search.panelTags.entries()) checkTopic(tag, ['search', 'panelTags', i]);
  for (const [p, page] of site.pages.entries()) for (const [i, tag] of (page.searchTags ?? []).entries()) checkTopic(tag, ['pages', p, 'searchTags', i]);
  for (const [s, specialty] of site.specialties.entries())
    for (const [i, tag] of (specialty.searchTags ?? []).entries()) checkTopic(tag, ['specialties', s, 'searchTags', i]);
  const given = new Set(buildSearchIndex(site).flatMap((entry) => entry.tags));
  for (const [i, { tag }] of site.search.tags.entries()) {
    if (!given.has(tag))
      report(['search', 'tags', i, 'tag'], {
        code: 'unusedSearchTag',
        message: catalogue.unusedSearchTag.message({ tag }),
        hint: catalogue.unusedSearchTag.hint({ tag }),
      });
  }
  site.search.categories.forEach((category, i) => {
    const first = site.search.categories.findIndex((other) => other.value === category.value);
    if (first < i) {
      report(['search', 'categories', i, 'value'], {
        code: 'repeatedCategory',
        message: catalogue.repeatedCategory.message({ value: category.value, first: lineOf(['search', 'categories', first, 'value']) }),
        hint: catalogue.repeatedCategory.hint(),
      });
    }
  });

  // The not-found page's search box opens the search page: there must be one.
  if (site.notFound.search && !site.pages.some((page) => page.blocks.some((block) => block.type === 'siteSearch'))) {
    report(['notFound', 'search'], { code: 'noSearchPage', message: catalogue.noSearchPage.message(), hint: catalogue.noSearchPage.hint() });
  }

  if (!site.specialties.some((specialty) => specialty.featured)) {
    report(['specialties'], { code: 'noFeaturedSpecialty', message: catalogue.noFeaturedSpecialty.message(), hint: catalogue.noFeaturedSpecialty.hint() });
  }

  // Blocks whose fields must agree with other parts of the site.
  const slugList = [...slugs.keys()];
  const dashboards = site.pages.filter((page) => page.blocks.some((block) => block.type === 'demoDashboard')).map((page) => page.path);
  const proofFigure = site.trust.proof.figure;
  for (const [p, page] of site.pages.entries()) {
    // The company figures the page's stats show: a hero's proof row shows its figure only on a page whose stats do not.
    const shown = page.blocks.flatMap((block) => (block.type === 'stats' ? (block.stats ?? []).map((stat) => stat.figure) : []));
    page.blocks.forEach((block, b) => {
      if (block.type === 'monthlyReport' && !dashboards.includes(block.dashboard)) {
        report(['pages', p, 'blocks', b, 'dashboard'], {
          code: 'noDashboard',
          message: catalogue.noDashboard.message({ path: block.dashboard }),
          hint: catalogue.noDashboard.hint({ suggestion: suggest(block.dashboard, dashboards), allowed: dashboards }),
        });
      }
      const at: DataPath = ['pages', p, 'blocks', b];
      switch (block.type) {
        case 'specialtyTiles':
          block.specialties.forEach((slug, i) => {
            if (!slugs.has(slug))
              report([...at, 'specialties', i], {
                code: 'unknownSpecialty',
                message: catalogue.unknownSpecialty.message({ slug }),
                hint: catalogue.unknownSpecialty.hint({ suggestion: suggest(slug, slugList) }),
              });
          });
          break;
        case 'specialtyIndex':
          if (block.groups) checkSpecialtyGroups(site, block.groups, [...at, 'groups'], report, slugList, lineOf);
          break;
        case 'hero': {
          // The pictures a hero may have, in the order the schema lists them: the second one given is the one reported.
          const given = (['visual', 'checklist', 'claim', 'reply'] as const).filter((key) => block[key] !== undefined);
          const [first, second] = given;
          if (first && second)
            report([...at, second], {
              code: 'twoHeroPictures',
              message: catalogue.twoHeroPictures.message({ first, second }),
              hint: catalogue.twoHeroPictures.hint({ first, second }),
            });
          if (block.proof === true && proofFigure !== undefined && shown.includes(proofFigure))
            report([...at, 'proof'], {
              code: 'proofFigureTwice',
              message: catalogue.proofFigureTwice.message({ figure: proofFigure }),
              hint: catalogue.proofFigureTwice.hint(),
            });
          break;
        }
        case 'exhibit':
          checkExhibit(block, at, report);
          break;
        case 'comparisonTable':
          block.rows.forEach((row, i) => {
            if (row.values.length !== block.columns.length)
              report([...at, 'rows', i, 'values'], {
                code: 'columnCount',
                message: catalogue.columnCount.message({ expected: block.columns.length, actual: row.values.length }),
                hint: catalogue.columnCount.hint(),
              });
          });
      }
    });
  }

  // Each client is one practice: two of one kind in one state would read as the same practice told two ways.
  const seen = new Map<string, string>();
  for (const [name, client] of Object.entries(site.clientResults.clients)) {
    // Stryker disable next-line MethodExpression: toUpperCase folds the case of a practice's name just as well
    const key = `${client.practice.toLowerCase()}\n${client.state}`;
    const other = seen.get(key);
    if (other === undefined) seen.set(key, name);
    else
      report(['clientResults', 'clients', name, 'practice'], {
        code: 'repeatedClient',
        message: catalogue.repeatedClient.message({
          name,
          other,
          first: lineOf(['clientResults', 'clients', other, 'practice']),
          practice: client.practice,
          state: client.state,
        }),
        hint: catalogue.repeatedClient.hint(),
      });
  }

  // Each figure agrees with what it measured before and after: the sum a buyer can do from the page.
  for (const [name, client] of Object.entries(site.clientResults.clients))
    for (const [i, figure] of client.figures.entries()) checkFigure(figure, ['clientResults', 'clients', name, 'figures', i], report);

  const linkKeys = Object.keys(site.brand.links);
  const clientNames = Object.keys(site.clientResults.clients);
  const figureNames = Object.keys(site.brand.figures ?? {});
  // Placeholders every text may use (the brand's), and those only some texts may use.
  const schemas = siteSchemas();
  const sitePlaceholders = Object.keys(brandPlaceholders(site.brand));
  const placeholdersAt = (path: DataPath): string[] => {
    const [section, field] = path;
    // The specialty page's claim (no other section has a field of that name).
    if (field === 'heroClaim') return [...sitePlaceholders, 'name', 'practices', 'code', 'codeName', 'payer', 'paidIn', 'denial'];
    // The words every client's result shares (not a client's own words, which are shown as written).
    if (section === 'clientResults' && field !== 'clients') return [...sitePlaceholders, ...clientPlaceholders];
    if (section === 'specialties' || section === 'specialtyPage') return [...sitePlaceholders, 'name', 'practices'];
    // A field the site fills with more (a form's subject, the copyright's year) says so in its schema.
    return [...sitePlaceholders, ...(fieldFacts(schemas, site, path)?.placeholders ?? [])];
  };
  // Pictures are files of public/ (publicDir), or pictures the build draws from the site. A link of public/ that
  // leads out of it, or nowhere, is refused where site.yaml names it (that line is what the editor is looking at).
  const publicFolder = readPublicFolder(publicDir);
  const pictures = [...publicFolder.files, ...drawnPicturePaths(site)];
  const strayLinkOf = (src: string) => publicFolder.strayLinks.find((link) => src === link.path || src.startsWith(`${link.path}/`));
  const named = new Set<StrayLink>();
  eachText(site, [], (text, path) => {
    const stray = pictureKeys.has(String(path.at(-1))) ? strayLinkOf(text) : undefined;
    if (stray) {
      named.add(stray);
      report(path, strayLinkProblem(stray));
    } else if (pictureKeys.has(String(path.at(-1))) && !pictures.includes(text)) {
      report(path, {
        code: 'missingImage',
        message: catalogue.missingImage.message({ src: text }),
        hint: catalogue.missingImage.hint({ suggestion: suggest(text, pictures), file: text }),
      });
    }
    const link = /^link:([a-zA-Z]*)$/.exec(text);
    if (path.at(-1) === 'href' && isInternal(text)) checkInternal(text, path);
    if (link && !linkKeys.includes(link[1])) {
      report(path, {
        code: 'unknownLink',
        message: catalogue.unknownLink.message({ key: link[1] }),
        hint: catalogue.unknownLink.hint({ suggestion: suggest(link[1], linkKeys), allowed: linkKeys }),
      });
    }
    // A stat's or the hero proof's figure: names one of brand.figures.
    if (path.at(-1) === 'figure' && !companyFigure(site.brand.figures, text)) {
      report(path, {
        code: 'unknownFigure',
        message: catalogue.unknownFigure.message({ name: text }),
        hint: catalogue.unknownFigure.hint({ suggestion: suggest(text, figureNames), allowed: figureNames }),
      });
    }
    // A specialty's, a band's, a study's or a quote's client: names one of clientResults.clients.
    if (path.at(-1) === 'client' && !namedClient(site.clientResults.clients, text)) {
      report(path, {
        code: 'unknownClient',
        message: catalogue.unknownClient.message({ name: text }),
        hint: catalogue.unknownClient.hint({ suggestion: suggest(text, clientNames), allowed: clientNames }),
      });
    }
    // Worked out only for a text that names one (the schemas are walked for each).
    let allowed: string[] | undefined;
    for (const [, name] of text.matchAll(/\{([^{}\s]*)\}/g)) {
      allowed ??= placeholdersAt(path);
      if (!allowed.includes(name))
        report(path, {
          code: 'unknownPlaceholder',
          message: catalogue.unknownPlaceholder.message({ placeholder: name }),
          hint: catalogue.unknownPlaceholder.hint({ allowed }),
        });
    }
  });
  // One that site.yaml does not name is still published: refused at the link itself, the file to replace.
  for (const stray of publicFolder.strayLinks.filter((link) => !named.has(link)))
    problems.push({ file: shownPath(file, join(publicDir, ...stray.path.split('/'))), line: 1, column: 1, where: 'public/', ...strayLinkProblem(stray) });
  return problems;
}

function strayLinkProblem(link: StrayLink): Pick<SiteProblem, 'code' | 'message' | 'hint'> {
  const params = { file: link.path, target: link.target, dangling: link.dangling, folder: link.folder };
  return { code: 'strayPublicLink', message: catalogue.strayPublicLink.message(params), hint: catalogue.strayPublicLink.hint(params) };
}

/** `other` as a path beside the site file as its name is written: tests/fixtures/sites/small/public/x, or /tmp/s/public/x. */
function shownPath(siteFile: string, other: string): string {
  return join(dirname(siteFile), relative(dirname(resolve(siteFile)), other));
}

/** Calls `visit` for every text in the data, with its path. */
export function eachText(value: unknown, path: DataPath, visit: (text: string, path: DataPath) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) eachText(item, [...path, i], visit);
  // An object (a number's or a true's entries are none).
  else if (value) for (const [key, item] of Object.entries(value)) eachText(item, [...path, key], visit);
}

/** A client's figure against its before and after (logic/result-change.ts): reported at the figure's value. */
function checkFigure(figure: ResultFigure, at: DataPath, report: (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) => void): void {
  const wrong = figureDisagreement(figure);
  if (!wrong) return;
  const { label, value } = figure;
  if (wrong.problem === 'noAfter')
    report([...at, 'value'], {
      code: 'figureWithoutAfter',
      message: catalogue.figureWithoutAfter.message({ label, value }),
      hint: catalogue.figureWithoutAfter.hint(),
    });
  else {
    const compared = `${figure.before} → ${figure.after ?? value}`;
    const why =
      wrong.problem === 'differs'
        ? wrong.kind === 'level'
          ? `ends at ${wrong.computed}`
          : `is ${wrong.computed}`
        : wrong.problem === 'fromZero'
          ? 'starts at zero, from which no change in % can be counted'
          : `has no number in its ${wrong.field}`;
    report([...at, 'value'], {
      code: 'figureDisagrees',
      message: catalogue.figureDisagrees.message({ label, value, compared, why }),
      hint: catalogue.figureDisagrees.hint(),
    });
  }
}

/** The groups of the other specialties on /specialties: no specialty in two, none featured, none unknown. */
function checkSpecialtyGroups(
  site: Site,
  groups: NonNullable<Extract<Site['pages'][number]['blocks'][number], { type: 'specialtyIndex' }>['groups']>,
  at: DataPath,
  report: (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) => void,
  slugList: string[],
  lineOf: (path: DataPath) => number,
): void {
  const featured = new Set(site.specialties.filter((s) => s.featured).map((s) => s.slug));
  // Against a sound list of specialties only: a slug used twice, or none featured, is reported on its own.
  if (slugList.length !== site.specialties.length || featured.size === 0) return;
  const seen = new Map<string, DataPath>();
  for (const [g, group] of groups.entries())
    for (const [i, slug] of group.specialties.entries()) {
      const path: DataPath = [...at, g, 'specialties', i];
      if (!slugList.includes(slug))
        report(path, {
          code: 'unknownSpecialty',
          message: catalogue.unknownSpecialty.message({ slug }),
          hint: catalogue.unknownSpecialty.hint({ suggestion: suggest(slug, slugList) }),
        });
      else if (featured.has(slug) || seen.has(slug)) {
        const why = featured.has(slug)
          ? 'featured, so it has its card above the groups'
          : `listed in more than one group (first on line ${lineOf(seen.get(slug) ?? path)})`;
        report(path, {
          code: 'specialtyGroupedTwice',
          message: catalogue.specialtyGroupedTwice.message({ slug, why }),
          hint: catalogue.specialtyGroupedTwice.hint(),
        });
      }
      if (!seen.has(slug)) seen.set(slug, path);
    }
}
