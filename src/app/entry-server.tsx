// Renders one address to HTML for the prerender (src/build/prerender.ts).
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import site, { buildDate } from 'virtual:site';
import { preloadBlocks } from '../blocks/registry.ts';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { headFor, type PageHead } from './head.ts';
import { buildRoutes, findRoute } from './routes.ts';

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, description, canonical, robots, refresh, and the page's styles. */
  head: string;
  /** 200, or 404 when no route answers the path. */
  status: number;
}

/** Every address to write to disk, and where the not-found page is rendered. */
export const routePaths = buildRoutes(site).map((route) => route.path);
export const notFoundPath = '/404';

/** The page at `path`, whole: the blocks that load apart are fetched first, so none is left for later. */
export async function render(path: string): Promise<RenderedPage> {
  await preloadBlocks();
  const cache = createStyleCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(<App model={{ site, buildDate }} cache={cache} ssrPath={path} />);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const route = findRoute(buildRoutes(site), path);
  return { html, head: `${headTags(headFor(site, route))}\n${styles}`, status: route ? 200 : 404 };
}

function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    head.refreshTo && `<meta http-equiv="refresh" content="0; url=${escapeHtml(head.refreshTo)}">`,
  ]
    .filter(Boolean)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
