// A page's content (its facts and its blocks' props) is a chunk of its own. A followed link fetches it, with its
// blocks' code, before the new page shows. The page a visitor arrives on needs neither: its islands hydrate from
// its server HTML (see Island).
import { useEffect, useMemo, useState } from 'react';
import { blockRegistry } from '../blocks/registry.ts';
import type { Route } from '../model/routes.ts';
import type { RouteContent } from '../model/site-shell.ts';

type PageRoute = Exclude<Route, { kind: 'redirect' }>;
const isPage = (route: Route | undefined): route is PageRoute => route !== undefined && route.kind !== 'redirect';

/** Every address of the site and the content of its pages, fetched when a page is shown (virtual:route-content). */
export interface PageContents {
  routes: readonly Route[];
  /** Which version of site.yaml these are: 0 for the one the page arrived with, then one more for each by HMR. */
  version: number;
  /** Fetches a page's content and its blocks' code (nothing for a redirect or the not-found page). */
  load: (route: Route | undefined) => Promise<void>;
  /** The content `load` fetched for `route`, if any. */
  get: (route: Route | undefined) => RouteContent | undefined;
}

type ContentLoaders = Record<string, (() => Promise<{ default: RouteContent }>) | undefined>;

/**
 * The pages of one version of site.yaml: `loaders` fetch each page's content chunk. In the dev server a saved
 * site.yaml brings new loaders, and so new PageContents, by HMR (entry-client).
 */
export function pageContents(routes: readonly Route[], loaders: ContentLoaders, version = 0): PageContents {
  const loaded = new Map<string, RouteContent>();
  return {
    routes,
    version,
    async load(route) {
      if (!isPage(route) || loaded.has(route.path)) return;
      const load = loaders[route.path];
      if (!load) throw new Error(`No content for ${route.path}`);
      const [content] = await Promise.all([load(), ...route.blocks.map((type) => blockRegistry[type].load())]);
      loaded.set(route.path, content.default);
    },
    get: (route) => (isPage(route) ? loaded.get(route.path) : undefined),
  };
}

export interface ShownRoute {
  route: Route | undefined;
  /** The page's facts and blocks; undefined for a redirect and the not-found page. */
  content: RouteContent | undefined;
}

/**
 * The route to show for `wanted`: itself once its content and code have arrived, until then the one shown before
 * (a followed link leaves the old page in place for the moment it takes, as a browser does). When they cannot be
 * fetched (the site was published again and this page's files are gone) the browser loads the address afresh.
 */
export function useShownRoute(pages: PageContents, wanted: Route | undefined): ShownRoute {
  const [previous, setPrevious] = useState(wanted);
  const route = !isPage(wanted) || pages.get(wanted) ? wanted : previous;
  useEffect(() => {
    let current = true;
    pages.load(wanted).then(
      () => current && setPrevious(wanted),
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [pages, wanted]);
  const content = pages.get(route);
  // The same object while nothing in it changes: the page's body is made again only for a new route (see Shell).
  return useMemo(() => ({ route, content }), [route, content]);
}
