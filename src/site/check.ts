// Checks that need the whole site at once (the schema sees one field at a time): unique addresses,
// links to brand.links that exist, placeholders that will be filled.
import type { Site } from './types.generated.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import type { DataPath, Locator } from './locate.ts';
import { suggest } from './suggest.ts';
import { specialtyPath } from '../logic/specialty-page.ts';

/** Placeholders every text may use, and those only specialty texts may use. */
const sitePlaceholders = ['brand'];
const specialtyPlaceholders = ['brand', 'name'];
const titlePlaceholders = ['brand', 'title'];
const copyrightPlaceholders = ['brand', 'year'];

export function checkSite(site: Site, file: string, locator: Locator): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const report = (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) =>
    problems.push({ file, ...locator.at(path), where: locator.where(path, site), ...problem });

  const owners = new Map<string, string>();
  const claim = (path: string, owner: string, at: DataPath) => {
    const other = owners.get(path);
    if (other) report(at, { code: 'duplicatePath', message: catalogue.duplicatePath.message({ path }), hint: catalogue.duplicatePath.hint({ other }) });
    else owners.set(path, owner);
  };
  site.pages.forEach((page, i) => claim(page.path, `page ${page.path}`, ['pages', i, 'path']));
  site.redirects.forEach((redirect, i) => claim(redirect.from, `the redirect to ${redirect.to}`, ['redirects', i, 'from']));
  const slugs = new Set<string>();
  site.specialties.forEach((specialty, i) => {
    if (slugs.has(specialty.slug)) report(['specialties', i, 'slug'], { code: 'duplicateSlug', message: catalogue.duplicateSlug.message({ slug: specialty.slug }), hint: catalogue.duplicateSlug.hint() });
    else claim(specialtyPath(specialty.slug), `specialty ${specialty.slug}`, ['specialties', i, 'slug']);
    slugs.add(specialty.slug);
  });

  const linkKeys = Object.keys(site.brand.links);
  eachText(site, [], (text, path) => {
    const link = /^link:(.*)$/.exec(text);
    if (link && path.at(-1) === 'href' && !linkKeys.includes(link[1])) {
      report(path, { code: 'unknownLink', message: catalogue.unknownLink.message({ key: link[1] }), hint: catalogue.unknownLink.hint({ suggestion: suggest(link[1], linkKeys), allowed: linkKeys }) });
    }
    const allowed =
      path[0] === 'specialties' || path[0] === 'specialtyPage' ? specialtyPlaceholders : path[1] === 'titleTemplate' ? titlePlaceholders
          : path[1] === 'copyright' ? copyrightPlaceholders
            : sitePlaceholders;
    for (const [, name] of text.matchAll(/\{([^{}\s]*)\}/g)) {
      if (!allowed.includes(name)) report(path, { code: 'unknownPlaceholder', message: catalogue.unknownPlaceholder.message({ placeholder: name }), hint: catalogue.unknownPlaceholder.hint({ allowed }) });
    }
  });
  return problems;
}

/** Calls `visit` for every text in the data, with its path. */
export function eachText(value: unknown, path: DataPath, visit: (text: string, path: DataPath) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => eachText(item, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) eachText(item, [...path, key], visit);
}
