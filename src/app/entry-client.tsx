// The browser's entry. Every page arrives prerendered (by the build, or by the dev server with the same server
// entry): its islands hydrate, each in its own root, when their hydration says (Island). Every link of the site is a
// plain <a>, followed in the page by one click listener (followLink). The first followed link renders the page
// whole, in one root, with the routes and the app's code, which come only then. Only the dev server's /__blocks
// arrives empty: the browser renders it.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import site, { buildDate, searchLoader, siteHash, siteProblems, sources } from 'virtual:site';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
// The tables that name the islands a page may hydrate (islandTable): the blocks', the frame's and the app's.
import '../blocks/registry.ts';
import { playIntro } from '../layout/intro-player.ts';
import { layoutIslands } from '../layout/islands.ts';
import { isCurrentPage } from '../logic/nav.ts';
import { anchorOf, isInternal } from '../model/links.ts';
import { findRoute } from '../model/routes.ts';
import { hydrateIslands, loadAllIslands, loadIslands } from '../ui/Island.tsx';
import type { SiteModel } from '../ui/site-context.tsx';
import { createStyleCache } from './emotion.ts';
import { appIslands } from './islands.ts';
import { Providers } from './providers.tsx';
import type { PageContents } from './route-content.tsx';

const container = document.getElementById('root')!;
const arrivedAt = window.location.pathname;
const cache = createStyleCache();

type RouteContentModule = typeof import('virtual:route-content');

/** The search panel's fetch of the search's words and index, from virtual:site's loader of their module. */
const searchOf = (load: typeof searchLoader) => () => load().then((module) => module.default);

/** One version of site.yaml as the page shows it (the dev server's HMR brings others). */
interface Shown {
  model: SiteModel;
  /** The routes and a loader for each page's content: they come with the app, at the first followed link. */
  routeContent?: RouteContentModule;
  /** Which version of them, and the pages made from them (pageContents). */
  version: number;
  pages?: PageContents;
  problems: typeof siteProblems;
  hash: string;
}
let shown: Shown = { model: { site, buildDate, sources, loadSearch: searchOf(searchLoader) }, version: 0, problems: siteProblems, hash: siteHash };

/** The page arrived on: its islands, until the app renders the page itself. */
let arrival: { unmountIslands: () => void; stopWatching: () => void } | undefined;
let appRoot: Root | undefined;

if (container.firstElementChild !== null) {
  const wrap = (island: ReactNode) => (
    <Providers model={shown.model} cache={cache}>
      {island}
    </Providers>
  );
  const onMove = () => window.location.pathname !== arrivedAt && void renderApp();
  const moves = ['popstate', 'pushState', 'replaceState'];
  for (const move of moves) window.addEventListener(move, onMove);
  document.addEventListener('click', followLink);
  arrival = {
    unmountIslands: hydrateIslands(container, shown.model, wrap),
    stopWatching: () => {
      for (const move of moves) window.removeEventListener(move, onMove);
    },
  };
  playIntro(site.constants.timings.introMs);
  // The page's script has taken the page (the end-to-end tests wait for it).
  container.setAttribute('data-hydrated', '');
  if (import.meta.env.DEV) mountEditMode();
} else if (import.meta.env.DEV && window.location.pathname === '/__blocks') void renderBlockGallery();

/**
 * A click on a link to one of our addresses, wherever it is (the page arrived on, an island, the page the app
 * rendered): followed in the page, unless a handler took the click or the visitor asked for a new tab or window.
 */
function followLink(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || !isInternal(href) || link.target || link.hasAttribute('download') || event.defaultPrevented) return;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
  // A section of this page: the browser goes there itself, as for any anchor of a page.
  if (anchorOf(href) && isCurrentPage(href, window.location.pathname)) return;
  event.preventDefault();
  navigate(href);
}

let rendering: Promise<void> | undefined;

/**
 * The page at the browser's address, rendered whole with the app's code: after the first followed link, and for each
 * version of site.yaml in the dev server. The page shown stays until the routes, the app and the new page's content
 * and code have come; when they cannot (the site was published again), the address is loaded afresh.
 */
function renderApp(): Promise<void> {
  rendering ??= (async () => {
    // Until the app renders it, the page arrived on stays in view but takes no pointer: the visitor is leaving it, and
    // what an island did now (a menu opened) would be lost when the app draws the page afresh. Not inert, which would
    // take the focus from where the keyboard left it.
    if (arrival) container.style.pointerEvents = 'none';
    try {
      const [{ App }, { GlobalStyles }, routeContent, { pageContents }] = await Promise.all([
        import('./App.tsx'),
        import('../layout/GlobalStyles.tsx'),
        import('virtual:route-content'),
        import('./route-content.tsx'),
      ]);
      for (;;) {
        const current = shown;
        const { routes, default: loaders } = current.routeContent ?? routeContent;
        current.pages ??= pageContents(routes, loaders, current.version);
        const path = window.location.pathname;
        // The page's content and its blocks' code, and the frame's islands' code: every island is drawn whole.
        await Promise.all([current.pages.load(findRoute(current.pages.routes, path)), loadIslands(layoutIslands), loadIslands(appIslands)]);
        // Another link followed meanwhile, or another version of site.yaml: that one first.
        if (path !== window.location.pathname || current !== shown) continue;
        if (arrival) {
          arrival.stopWatching();
          arrival.unmountIslands();
          arrival = undefined;
        }
        // The page-wide styles only in the dev server, where a new version of site.yaml may change the theme's colours.
        const globalStyles = import.meta.env.DEV ? <GlobalStyles /> : undefined;
        const app = <App model={current.model} pages={current.pages} cache={cache} globalStyles={globalStyles} />;
        if (appRoot) appRoot.render(app);
        else {
          // Drawn at once, with its effects: a new version of the page arrived on (the dev server's HMR) is shown
          // where the visitor had scrolled, while a followed link's page starts at its top (Shell).
          const scrolled = path === arrivedAt ? window.scrollY : undefined;
          appRoot = createRoot(container);
          flushSync(() => appRoot?.render(app));
          if (scrolled !== undefined) window.scrollTo(0, scrolled);
        }
        container.style.pointerEvents = '';
        if (import.meta.env.DEV) mountEditMode();
        return;
      }
    } catch (error) {
      console.error(error);
      window.location.reload();
    } finally {
      rendering = undefined;
    }
  })();
  return rendering;
}

/** The dev server's Edit page and banner of mistakes (src/edit): the conditions fold away in the build. */
function mountEditMode(): void {
  if (import.meta.env.DEV) void import('../edit/mount.tsx').then((edit) => edit.mountEditMode(shown.problems, shown.hash));
}

/** The dev server's gallery of block types (/__blocks), rendered here with every block's code. */
async function renderBlockGallery() {
  const [{ GlobalStyles }, { BlockGallery }] = await Promise.all([import('../layout/GlobalStyles.tsx'), import('./BlockGallery.tsx'), loadAllIslands()]);
  createRoot(container).render(<BlockGallery model={shown.model} cache={cache} globalStyles={<GlobalStyles />} />);
}

// In the dev server a saved site.yaml arrives by HMR: the page shows the new version in place, without a reload (the
// intro does not play again, the scroll and edit mode stay). Both modules of a save arrive in one batch of updates.
if (import.meta.hot) {
  let pending = false;
  import.meta.hot.accept(['virtual:site', 'virtual:route-content'], ([siteModule, contentModule]) => {
    // Vite hands over each new module as an untyped namespace: they are these two modules, made again.
    if (siteModule) {
      const next = siteModule as unknown as typeof import('virtual:site');
      shown = {
        ...shown,
        model: { ...shown.model, site: next.default, sources: next.sources, loadSearch: searchOf(next.searchLoader) },
        problems: next.siteProblems,
        hash: next.siteHash,
      };
    }
    if (contentModule) shown = { ...shown, routeContent: contentModule as unknown as RouteContentModule, version: shown.version + 1, pages: undefined };
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      void renderApp();
    });
  });
}
