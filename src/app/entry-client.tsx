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
const model = { site, buildDate, sources, loadSearch };
const pages = pageContents(routes, contentLoaders);
// Built pages arrive prerendered and are hydrated in slices: their islands come when their hydration says (see Island).
if (container.firstElementChild !== null) hydrateInSlices(container, <App model={model} pages={pages} cache={createStyleCache()} hydrating />);
else void renderInDevServer();

/** One version of site.yaml as the dev server's page shows it. */
interface Shown {
  model: SiteModel;
  pages: PageContents;
  problems: typeof siteProblems;
  hash: string;
}
let shown: Shown = { model, pages, problems: siteProblems, hash: siteHash };
let show: (() => Promise<void>) | undefined;

/**
 * Only the dev server sends no prerendered page (the build prerenders every address), and so no prerendered head
 * either: there the browser renders everything, with all its code, and writes the page-wide styles itself.
 */
async function renderInDevServer() {
  const [{ GlobalStyles }] = await Promise.all([
    import('../layout/GlobalStyles.tsx'),
    loadAllIslands(),
    pages.load(findRoute(routes, window.location.pathname)),
  ]);
  const root = createRoot(container);
  const cache = createStyleCache();
  // Editing in the page (src/edit) and the gallery of block types: the conditions fold away in the build, so no
  // chunk of either is built.
  if (import.meta.env.DEV && window.location.pathname === '/__blocks') {
    const { BlockGallery } = await import('./BlockGallery.tsx');
    root.render(<BlockGallery model={model} cache={cache} globalStyles={<GlobalStyles />} />);
    return;
  }
  show = async () => {
    const current = shown;
    const { model, pages, problems, hash } = current;
    // The page shown (a followed link may have changed it) with its content of this version, then the render,
    // unless a newer version arrived meanwhile.
    await pages.load(findRoute(pages.routes, window.location.pathname));
    if (current !== shown) return;
    root.render(<App model={model} pages={pages} cache={cache} globalStyles={<GlobalStyles />} />);
    if (import.meta.env.DEV) void import('../edit/mount.tsx').then((edit) => edit.mountEditMode(problems, hash));
  };
  await show();
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
