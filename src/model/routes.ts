// The routes table: every address the site answers, built from the Site at build time. The browser gets it with
// the pages' loaders (virtual:route-content); the prerender and the tests build it the same way, so a page in
// site.yaml is a route everywhere at once.
import type { Redirect, Site } from './types.generated.ts';
import { normalizePath } from './links.ts';
import { specialtyPageContent, specialtyPath } from './specialty-page.ts';
import type { BlockType } from './site-shell.ts';

export type Route =
  | {
      /** A page of site.yaml, or a specialty's page. */
      kind: 'page' | 'specialty';
      path: string;
      /**
       * The types of its blocks, in order: the browser hydrating the page's server HTML needs no more of them (see
       * Island), and one rendering the page itself fetches their code before it shows the page.
       */
      blocks: BlockType[];
      /** True for a page with an intro (the home page's rocket); left out when false (the table is in every page's first JavaScript). */
      playsIntro?: true;
      /** True for a page that brings its own header and footer (the diagnostic); left out when false. */
      bare?: true;
    }
  | { kind: 'redirect'; path: string; redirect: Redirect };

const typesOf = (blocks: readonly { type: BlockType }[]) => blocks.map((block) => block.type);

export function buildRoutes(site: Site): Route[] {
  return [
    ...site.pages.map(
      (page): Route => ({
        kind: 'page',
        path: page.path,
        blocks: typesOf(page.blocks),
        ...(page.intro !== undefined && { playsIntro: true }),
        ...(page.layout === 'bare' && { bare: true }),
      }),
    ),
    ...site.specialties.map(
      (specialty): Route => ({
        kind: 'specialty',
        path: specialtyPath(specialty.slug),
        blocks: typesOf(specialtyPageContent(specialty, site.specialtyPage, site.clientResults).blocks),
      }),
    ),
    ...site.redirects.map((redirect): Route => ({ kind: 'redirect', path: redirect.from, redirect })),
  ];
}

/** The route answering `path`, or undefined for the not-found page. */
export function findRoute(routes: readonly Route[], path: string): Route | undefined {
  const wanted = normalizePath(path);
  return routes.find((route) => route.path === wanted);
}
