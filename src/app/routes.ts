// The routes table: every address the site answers, built from the Site. Shared by the router, the prerender
// and the tests, so a page in site.yaml is a route everywhere at once.
import type { Redirect } from '../site/types.generated.ts';
import { normalizePath } from '../logic/links.ts';
import { specialtyPath } from '../logic/specialty-page.ts';
import type { BlockType } from '../blocks/registry.ts';
import type { PageEntry, SiteShell, SpecialtyEntry } from './site-shell.ts';

export type Route =
  | { kind: 'page'; path: string; page: PageEntry }
  | { kind: 'specialty'; path: string; specialty: SpecialtyEntry }
  | { kind: 'redirect'; path: string; redirect: Redirect };

export function buildRoutes(site: SiteShell): Route[] {
  return [
    ...site.pages.map((page): Route => ({ kind: 'page', path: page.path, page })),
    ...site.specialties.map((specialty): Route => ({ kind: 'specialty', path: specialtyPath(specialty.slug), specialty })),
    ...site.redirects.map((redirect): Route => ({ kind: 'redirect', path: redirect.from, redirect })),
  ];
}

/** The route answering `path`, or undefined for the not-found page. */
export function findRoute(routes: readonly Route[], path: string): Route | undefined {
  const wanted = normalizePath(path);
  return routes.find((route) => route.path === wanted);
}

/** The types of the blocks a route shows (none for a redirect), whose code must be there before it is shown. */
export function blockTypesOf(route: Route): BlockType[] {
  return route.kind === 'page' ? route.page.blockTypes : route.kind === 'specialty' ? route.specialty.blockTypes : [];
}
