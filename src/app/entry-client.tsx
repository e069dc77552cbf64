import { createRoot, hydrateRoot } from 'react-dom/client';
import site, { buildDate } from 'virtual:site';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { loadContent } from './route-content.tsx';
import { routes } from 'virtual:route-content';
import { findRoute } from '../model/routes.ts';

const container = document.getElementById('root')!;
// Built pages arrive prerendered and are hydrated; the dev server sends an empty shell.
const prerendered = container.firstElementChild !== null;
const model = { site, buildDate };
// The page's blocks and their code first (the HTML preloads them), so the first render matches the prerendered one.
loadContent(findRoute(routes, window.location.pathname), prerendered).then(
  async () => {
    if (prerendered) return hydrateRoot(container, <App model={model} cache={createStyleCache()} hydrating />);
    // Only the dev server sends no prerendered page (the build prerenders every address), and so no prerendered
    // head either: there the page-wide styles are the browser's to write. The built site has none of their code.
    const GlobalStyles = import.meta.env.DEV ? (await import('../layout/GlobalStyles.tsx')).GlobalStyles : () => null;
    createRoot(container).render(<App model={model} cache={createStyleCache()} globalStyles={<GlobalStyles />} />);
  },
  // Without them the page stays as the server sent it: its links and text work as plain HTML.
  (error: unknown) => console.error(error),
);
