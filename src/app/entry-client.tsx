import { createRoot } from 'react-dom/client';
import site, { buildDate, siteHash, siteProblems, sources } from 'virtual:site';
import contentLoaders, { loadSearch, routes } from 'virtual:route-content';
import { findRoute } from '../model/routes.ts';
import { hydrateInSlices, loadAllIslands } from '../ui/Island.tsx';
import type { SiteModel } from '../ui/site-context.tsx';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { type PageContents, pageContents } from './route-content.tsx';

const container = document.getElementById('root')!;
const model: SiteModel = { site, buildDate, sources, loadSearch };
const pages = pageContents(routes, contentLoaders);
const cache = createStyleCache();

/** One version of site.yaml as the dev server's page shows it. */
interface Shown {
  model: SiteModel;
  pages: PageContents;
  problems: typeof siteProblems;
  hash: string;
}
let shown: Shown = { model, pages, problems: siteProblems, hash: siteHash };
let show: (() => Promise<void>) | undefined;

// Every page arrives prerendered (by the build, or by the dev server with the same server entry) and is hydrated in
// slices: its islands come when their hydration says (see Island). Only the dev server's /__blocks arrives empty.
if (container.firstElementChild !== null) {
  const root = hydrateInSlices(container, <App model={model} pages={pages} cache={cache} hydrating />);
  // Editing in the page (src/edit): the condition folds away in the build, so no chunk of it is built.
  if (import.meta.env.DEV) {
    const mountEditMode = () => void import('../edit/mount.tsx').then((edit) => edit.mountEditMode(shown.problems, shown.hash));
    mountEditMode();
    show = async () => {
      const current = shown;
      // The page shown (a followed link may have changed it) with its content of this version, then the render,
      // unless a newer version arrived meanwhile. Drawn afresh, as a followed link draws a page, with the page-wide
      // styles of this version (a colour of the theme may have changed).
      await current.pages.load(findRoute(current.pages.routes, window.location.pathname));
      if (current !== shown) return;
      const { GlobalStyles } = await import('../layout/GlobalStyles.tsx');
      root.render(<App model={current.model} pages={current.pages} cache={cache} globalStyles={<GlobalStyles />} />);
      mountEditMode();
    };
  }
} else if (import.meta.env.DEV && window.location.pathname === '/__blocks') void renderBlockGallery();

/** The dev server's gallery of block types (/__blocks), rendered here with every block's code. */
async function renderBlockGallery() {
  const [{ GlobalStyles }, { BlockGallery }] = await Promise.all([import('../layout/GlobalStyles.tsx'), import('./BlockGallery.tsx'), loadAllIslands()]);
  createRoot(container).render(<BlockGallery model={model} cache={cache} globalStyles={<GlobalStyles />} />);
}

// In the dev server a saved site.yaml arrives by HMR: the page shows the new version in place, without a reload (the
// intro does not play again, the scroll and edit mode stay). Both modules of a save arrive in one batch of updates.
if (import.meta.hot) {
  let pending = false;
  import.meta.hot.accept(['virtual:site', 'virtual:route-content'], ([siteModule, contentModule]) => {
    // Vite hands over each new module as an untyped namespace: they are these two modules, made again.
    if (siteModule) {
      const next = siteModule as unknown as typeof import('virtual:site');
      shown = { ...shown, model: { ...shown.model, site: next.default, sources: next.sources }, problems: next.siteProblems, hash: next.siteHash };
    }
    if (contentModule) {
      const next = contentModule as unknown as typeof import('virtual:route-content');
      shown = { ...shown, model: { ...shown.model, loadSearch: next.loadSearch }, pages: pageContents(next.routes, next.default, shown.pages.version + 1) };
    }
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      void show?.();
    });
  });
}
