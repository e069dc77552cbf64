// Each page's blocks come in a chunk of their own, with the code of their block types: the prerendered HTML
// preloads both for its own page, and a link followed in the browser fetches them before the new page shows.
import { useEffect, useState } from 'react';
import contentLoaders, { contentModules } from 'virtual:route-content';
import { blockFile, preloadBlockTypes } from '../blocks/registry.ts';
import { loadApart } from '../ui/load-apart.tsx';
import { blockTypesOf, type Route } from './routes.ts';
import type { RouteContent } from './site-shell.ts';

const arrived = new Map<string, RouteContent>();

/** The home page's intro comes with the pages that play it, like a block. */
export const RocketIntro = loadApart(() => import('../layout/RocketIntro.tsx').then((module) => module.RocketIntro));
const playsIntro = (route: Route) => route.kind === 'page' && route.page.intro !== undefined;

const needsContent = (route: Route | undefined): route is Route => route !== undefined && route.kind !== 'redirect';
const isReady = (route: Route | undefined) => !needsContent(route) || arrived.has(route.path);

/** Fetches a route's blocks and their code, and the intro's if it plays one (nothing for a redirect or the not-found page). */
export async function loadContent(route: Route | undefined): Promise<void> {
  if (isReady(route) || !needsContent(route)) return;
  const load = contentLoaders[route.path];
  if (!load) throw new Error(`No content for ${route.path}`);
  const [content] = await Promise.all([load(), preloadBlockTypes(blockTypesOf(route)), playsIntro(route) && RocketIntro.preload()]);
  arrived.set(route.path, content.default);
}

/**
 * The modules loadContent fetches for a route, as the client build names them (virtual:content/3,
 * src/blocks/Hero.tsx): the prerender preloads their chunks in the route's HTML.
 */
export function modulesOf(route: Route | undefined): string[] {
  if (!needsContent(route)) return [];
  const content = contentModules[route.path];
  return [...(content ? [content] : []), ...blockTypesOf(route).map(blockFile), ...(playsIntro(route) ? ['src/layout/RocketIntro.tsx'] : [])];
}

export interface ShownRoute {
  route: Route | undefined;
  /** The route's blocks; undefined for a redirect and the not-found page. */
  content: RouteContent | undefined;
}

/**
 * The route to show for `wanted`: itself once its blocks and their code have arrived, until then the one shown
 * before (a followed link leaves the old page in place for the moment it takes, as a browser does). When they
 * cannot be fetched (the site was published again and this page's files are gone) the browser loads the address
 * afresh.
 */
export function useShownRoute(wanted: Route | undefined): ShownRoute {
  const [previous, setPrevious] = useState(wanted);
  const route = isReady(wanted) ? wanted : previous;
  useEffect(() => {
    let current = true;
    loadContent(wanted).then(
      () => current && setPrevious(wanted),
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return { route, content: needsContent(route) ? arrived.get(route.path) : undefined };
}
