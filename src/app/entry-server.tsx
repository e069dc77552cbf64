// Renders one address to HTML for the prerender (src/build/prerender.ts).
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import site, { buildDate } from 'virtual:site';
import { preloadBlocks } from '../blocks/registry.ts';
import { App } from './App.tsx';
import { createStyleCache } from './emotion.ts';
import { headHtml, prerenderedHead, styleTags } from './head.ts';
import { GlobalStyles } from '../layout/GlobalStyles.tsx';
import { RocketIntro } from '../layout/IntroStage.tsx';
import { arrivedContent, IntroStage, loadContent, modulesOf } from './route-content.tsx';
import { routes } from 'virtual:route-content';
import { findRoute } from '../model/routes.ts';

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, description, canonical, robots, refresh, and the page's styles. */
  head: string;
  /** 200, or 404 when no route answers the path. */
  status: number;
  /**
   * The modules the page needs before it can be hydrated (its blocks and their code), for the prerender to
   * preload: ids as the client build names them (src/blocks/Hero.tsx, virtual:content/3).
   */
  modules: string[];
}

/** Every address to write to disk, and where the not-found page is rendered. */
export const routePaths = routes.map((route) => route.path);
export const notFoundPath = '/404';

/** The page at `path`, whole: the blocks that load apart are fetched first, so none is left for later. */
export async function render(path: string): Promise<RenderedPage> {
  const route = findRoute(routes, path);
  await Promise.all([preloadBlocks(), IntroStage.preload(), RocketIntro.preload(), loadContent(route)]);
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<App model={{ site, buildDate }} cache={cache} ssrPath={path} globalStyles={<GlobalStyles />} />);
  const styles = styleTags(extractCriticalToChunks(html).styles);
  return { html, head: `${headHtml(prerenderedHead(site, route, arrivedContent(route)?.page))}\n${styles}`, status: route ? 200 : 404, modules: modulesOf(route) };
}
