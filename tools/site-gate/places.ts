// The pages the gate visits, and where each part of a page comes from in the site file: a page's block is its item
// under `blocks:`, every block of a specialty's page is the specialty's entry, the header's links are `nav:` and the
// footer `footer:`. A failure on a page is placed at that line, as npm run validate places its messages.
import { fileForRoute } from '../../src/build/prerender.ts';
import { buildRoutes, type Route } from '../../src/model/routes.ts';
import type { Site } from '../../src/model/types.generated.ts';
import type { DataPath, Locator, Position } from '../../src/site/locate.ts';

/** A part of a rendered page: one of its blocks (the n-th child island of <main>), the header, the footer, or the page. */
export type PagePart = { block: number } | 'header' | 'footer' | 'page';

/** Where a finding goes in the site file. */
export interface Place extends Position {
  /** "page /about › block 3 (stats)", "specialty dental", "nav", as validate says it. */
  where: string;
}

export interface GatePage {
  /** The address visited, and named in messages. */
  path: string;
  /** The built file that answers it. */
  file: string;
  /** The site file's place of a part of the page. */
  place(part: PagePart): Place;
  /** The URLs of other websites the page may ask for: its diagnostic's script and form. */
  allowedExternal: string[];
}

/** The pages of `site` (resolved) a browser can visit: every route but the redirects, and the not-found page. */
export function gatePages(site: Site, locator: Locator, notFoundPath: string): GatePage[] {
  const placeAt = (path: DataPath): Place => ({ ...locator.at(path), where: locator.where(path, site) });
  const shell = (part: PagePart, page: DataPath): DataPath => (part === 'header' ? ['nav'] : part === 'footer' ? ['footer'] : page);
  const routes = buildRoutes(site).filter((route): route is Exclude<Route, { kind: 'redirect' }> => route.kind !== 'redirect');
  return [
    ...routes.map((route): GatePage => {
      if (route.kind === 'specialty') {
        const entry: DataPath = ['specialties', site.specialties.findIndex((s) => `/specialties/${s.slug}` === route.path)];
        return { path: route.path, file: fileForRoute(route.path), place: (part) => placeAt(shell(part, entry)), allowedExternal: [] };
      }
      const index = site.pages.findIndex((page) => page.path === route.path);
      const page: DataPath = ['pages', index];
      const embeds = site.pages[index].blocks.flatMap((block) => (block.type === 'diagnosticEmbed' ? [block.script, block.form] : []));
      return {
        path: route.path,
        file: fileForRoute(route.path),
        place: (part) => placeAt(typeof part === 'object' ? ['pages', index, 'blocks', part.block] : shell(part, page)),
        allowedExternal: embeds,
      };
    }),
    { path: notFoundPath, file: '404.html', place: (part) => placeAt(shell(part, ['notFound'])), allowedExternal: [] },
  ];
}

/** An address no route answers: the not-found page is visited there. */
export function absentPath(site: Site): string {
  const taken = new Set(buildRoutes(site).map((route) => route.path));
  let path = '/this-page-does-not-exist';
  while (taken.has(path)) path += '-either';
  return path;
}
