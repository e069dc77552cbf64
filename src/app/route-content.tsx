// Each page's facts and blocks come in a chunk of their own, with the code of their block types: the prerendered
// HTML preloads both for its own page (only what its live blocks need: the plain-HTML ones keep the server's
// markup there), and a link followed in the browser fetches them, whole, before the new page shows.
import { useEffect, useState } from 'react';
import contentLoaders, { contentModules } from 'virtual:route-content';
import { blockFile, liveBlockTypes, preloadBlockTypes } from '../blocks/registry.ts';
import { loadApart } from '../ui/load-apart.tsx';
import type { Route } from '../model/routes.ts';
import type { Block } from '../model/types.generated.ts';
import type { ArrivalContent, RouteContent } from '../model/site-shell.ts';

/** Each page's content once it has arrived: as a first visit has it (plain-HTML blocks marked only), or whole. */
const arrived = new Map<string, ArrivalContent>();
/** The pages whose blocks' code has all arrived (on the page a visitor arrives on, at first only the live blocks'). */
const whole = new Set<string>();

/** The home page's intro comes with the pages that play it, like a block. */
export const IntroStage = loadApart(() => import('../layout/IntroStage.tsx').then((module) => module.IntroStage));
type PageRoute = Exclude<Route, { kind: 'redirect' }>;
const needsContent = (route: Route | undefined): route is PageRoute => route !== undefined && route.kind !== 'redirect';
const isReady = (route: Route | undefined, keepingMarkup: boolean) =>
  !needsContent(route) || (arrived.has(route.path) && (keepingMarkup || whole.has(route.path)));
/** The block types whose code a route needs: all of them, or only the live ones where the server's markup is kept. */
const typesToLoad = (route: PageRoute, keepingMarkup: boolean) => (keepingMarkup ? liveBlockTypes(route.blockTypes) : route.blockTypes);

/** Puts back into `arrival` the blocks plainBlocksOf (site-shell.ts) took from the same content. */
export function wholeContent(arrival: ArrivalContent, plainBlocks: readonly Block[]): RouteContent {
  const rest = [...plainBlocks];
  return { page: arrival.page, blocks: arrival.blocks.map((block) => ('kept' in block ? rest.shift()! : block)) };
}

/**
 * Fetches a route's blocks and their code, and the intro's if it plays one (nothing for a redirect or the not-found
 * page). `keepingMarkup`: for the prerendered page the browser is taking over, which keeps the server's markup of
 * its plain-HTML blocks and needs no code for them.
 */
export async function loadContent(route: Route | undefined, keepingMarkup = false): Promise<void> {
  if (isReady(route, keepingMarkup) || !needsContent(route)) return;
  const load = contentLoaders[route.path];
  if (!load) throw new Error(`No content for ${route.path}`);
  const fetchContent = async () => {
    const content = await load();
    const plainBlocks = keepingMarkup ? undefined : await content.loadPlainBlocks?.();
    return plainBlocks ? wholeContent(content.default, plainBlocks.default) : content.default;
  };
  const [content] = await Promise.all([fetchContent(), preloadBlockTypes(typesToLoad(route, keepingMarkup)), route.playsIntro && IntroStage.preload()]);
  arrived.set(route.path, content);
  if (!keepingMarkup) whole.add(route.path);
}

/** The content loadContent fetched for `route`, if any. */
export function arrivedContent(route: Route | undefined): ArrivalContent | undefined {
  return needsContent(route) ? arrived.get(route.path) : undefined;
}

/**
 * The modules loadContent fetches for a route the browser takes over from its prerendered HTML, as the client
 * build names them (virtual:content/3, src/blocks/Stats.tsx): the prerender preloads their chunks in its HTML.
 */
export function modulesOf(route: Route | undefined): string[] {
  if (!needsContent(route)) return [];
  const content = contentModules[route.path];
  return [...(content ? [content] : []), ...typesToLoad(route, true).map(blockFile), ...(route.playsIntro ? ['src/layout/IntroStage.tsx'] : [])];
}

export interface ShownRoute {
  route: Route | undefined;
  /** The route's facts and blocks; undefined for a redirect and the not-found page. */
  content: ArrivalContent | undefined;
  /** True while the page shown is the prerendered one the browser took over: its plain-HTML blocks keep their markup. */
  keepMarkup: boolean;
}

/**
 * The route to show for `wanted`: itself once its blocks and their code have arrived, until then the one shown
 * before (a followed link leaves the old page in place for the moment it takes, as a browser does). When they
 * cannot be fetched (the site was published again and this page's files are gone) the browser loads the address
 * afresh. `hydrating`: `wanted` is the prerendered page the browser is taking over, whose markup is kept until the
 * visitor leaves it (coming back, it is rendered afresh, with all its code).
 */
export function useShownRoute(wanted: Route | undefined, hydrating: boolean): ShownRoute {
  const [previous, setPrevious] = useState(wanted);
  const [keptPath, setKeptPath] = useState(hydrating ? wanted?.path : undefined);
  const keepingMarkup = (candidate: Route | undefined) => candidate !== undefined && candidate.path === keptPath;
  const route = isReady(wanted, keepingMarkup(wanted)) ? wanted : previous;
  // Once another page is shown, the markup the server sent is gone for good.
  if (keptPath !== undefined && route?.path !== keptPath) setKeptPath(undefined);
  const keepWanted = keepingMarkup(wanted);
  useEffect(() => {
    let current = true;
    loadContent(wanted, keepWanted).then(
      () => current && setPrevious(wanted),
      () => current && window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [wanted, keepWanted]);
  return { route, content: arrivedContent(route), keepMarkup: keepingMarkup(route) };
}
