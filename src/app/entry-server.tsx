// Renders one address to HTML for the prerender (src/build/prerender.ts).
import createEmotionServer from '@emotion/server/create-instance';
import site, { buildDate, sources } from 'virtual:site';
import contentLoaders, { routes } from 'virtual:route-content';
import { GlobalStyles } from '../layout/GlobalStyles.tsx';
import { findRoute } from '../model/routes.ts';
import { loadAllIslands } from '../ui/Island.tsx';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { headHtml, prerenderedHead, styleTags } from '../model/head.ts';
import { pageContents } from './route-content.tsx';
import { renderWithIslands } from './render-apart.ts';

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, description, canonical, robots, refresh, and the page's styles. */
  head: string;
  /** 200, or 404 when no route answers the path. */
  status: number;
}

/** Every address to write to disk, and where the not-found page is rendered. */
export const routePaths = routes.map((route) => route.path);
export const notFoundPath = '/404';

// The search is never prerendered: the search panel opens only in the browser.
const model = { site, buildDate, sources, loadSearch: () => Promise.reject(new Error('no search on the server')) };
const pages = pageContents(routes, contentLoaders);

/** The page at `path`, whole: every island's code is loaded first, so each is rendered with its component. */
export async function render(path: string): Promise<RenderedPage> {
  const route = findRoute(routes, path);
  await Promise.all([loadAllIslands(), pages.load(route)]);
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderWithIslands((renderApart) => (
    <App model={model} pages={pages} cache={cache} ssrPath={path} globalStyles={<GlobalStyles />} renderApart={renderApart} />
  ));
  const styles = styleTags(extractCriticalToChunks(html).styles);
  return { html, head: `${headHtml(prerenderedHead(site, route, pages.get(route)?.page))}\n${styles}`, status: route ? 200 : 404 };
}
