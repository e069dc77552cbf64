import { createRoot, hydrateRoot } from 'react-dom/client';
import site, { buildDate, siteProblems, sources } from 'virtual:site';
import { routes } from 'virtual:route-content';
import { findRoute } from '../model/routes.ts';
import { loadAllIslands } from '../ui/Island.tsx';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { loadContent } from './route-content.tsx';

const container = document.getElementById('root')!;
const model = { site, buildDate, sources, loadSearch: () => import('virtual:site-search').then((module) => module.default) };
// Built pages arrive prerendered and are hydrated: their islands come when their hydration says (see Island).
if (container.firstElementChild !== null) hydrateRoot(container, <App model={model} cache={createStyleCache()} hydrating />);
else renderInDevServer();

/**
 * Only the dev server sends no prerendered page (the build prerenders every address), and so no prerendered head
 * either: there the browser renders everything, with all its code, and writes the page-wide styles itself.
 */
async function renderInDevServer() {
  const [{ GlobalStyles }] = await Promise.all([
    import('../layout/GlobalStyles.tsx'),
    loadAllIslands(),
    loadContent(findRoute(routes, window.location.pathname)),
  ]);
  // Editing in the page (src/edit) and the gallery of block types: the conditions fold away in the build, so no
  // chunk of either is built.
  if (import.meta.env.DEV && window.location.pathname === '/__blocks') {
    const { BlockGallery } = await import('./BlockGallery.tsx');
    createRoot(container).render(<BlockGallery model={model} cache={createStyleCache()} globalStyles={<GlobalStyles />} />);
    return;
  }
  createRoot(container).render(<App model={model} cache={createStyleCache()} globalStyles={<GlobalStyles />} />);
  if (import.meta.env.DEV) void import('../edit/mount.tsx').then((edit) => edit.mountEditMode(siteProblems));
}
