// The routes table: every address the site answers, built from the Site. Shared by the router, the prerender
// and the tests, so a page in site.yaml is a route everywhere at once.
import type { Page, Redirect, Site, Specialty } from '../site/types.generated.ts';
import { normalizePath } from '../logic/links.ts';
import { specialtyPath } from '../logic/specialty-page.ts';

export type Route =
  | { kind: 'page'; path: string; page: Page }
  | { kind: 'specialty'; path: string; specialty: Specialty }
  | { kind: 'redirect'; path: string; redirect: Redirect };

export function buildRoutes(site: Site): Route[] {
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
