import { createRoot, hydrateRoot } from 'react-dom/client';
import site, { buildDate } from 'virtual:site';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';

const container = document.getElementById('root')!;
const app = <App model={{ site, buildDate }} cache={createStyleCache()} />;
// Built pages arrive prerendered and are hydrated; the dev server sends an empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
