// Where each part of a rendered page comes from in the site file, as `file:LINE:COLUMN`. The dev server writes it on
// the part's root element (data-site-source), so an editor can go from what they see to the line that makes it.
import type { ShellSources } from '../model/site-shell.ts';
import { specialtyPageContent, specialtyPath } from '../model/specialty-page.ts';
import type { Site } from '../model/types.generated.ts';
import type { Locator, Position } from './locate.ts';

export interface SiteSources extends ShellSources {
  /**
   * Page address -> one position a block, in the page's order: the block's `type:` key. A specialty's page is made
   * from its entry in `specialties` and the shared `specialtyPage` words: each of its blocks names the entry.
   */
  pages: Record<string, string[]>;
}

export function siteSources(site: Site, file: string, locator: Locator): SiteSources {
  const at = ({ line, column }: Position) => `${file}:${line}:${column}`;
  const pages = site.pages.map((page, p) => [page.path, page.blocks.map((_, b) => at(locator.keyAt(['pages', p, 'blocks', b], 'type')))]);
  const specialties = site.specialties.map((specialty, s) => {
    const entry = at(locator.at(['specialties', s]));
    return [specialtyPath(specialty.slug), specialtyPageContent(specialty, site.specialtyPage, site.clientResults).blocks.map(() => entry)];
  });
  return {
    header: at(locator.keyAt([], 'brand')),
    nav: at(locator.keyAt([], 'nav')),
    footer: at(locator.keyAt([], 'footer')),
    pages: Object.fromEntries([...pages, ...specialties]),
  };
}
