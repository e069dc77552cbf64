import { createRoot, hydrateRoot } from 'react-dom/client';
import site, { buildDate } from 'virtual:site';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { loadContent } from './route-content.tsx';
import { buildRoutes, findRoute } from './routes.ts';

const container = document.getElementById('root')!;
// Built pages arrive prerendered and are hydrated; the dev server sends an empty shell.
const prerendered = container.firstElementChild !== null;
const app = <App model={{ site, buildDate }} cache={createStyleCache()} hydrating={prerendered} />;
// The page's blocks and their code first (the HTML preloads them), so the first render matches the prerendered one.
loadContent(findRoute(buildRoutes(site), window.location.pathname), prerendered).then(
  () => (prerendered ? hydrateRoot(container, app) : createRoot(container).render(app)),
  // Without them the page stays as the server sent it: its links and text work as plain HTML.
  (error: unknown) => console.error(error),
);
