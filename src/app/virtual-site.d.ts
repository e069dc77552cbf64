// The module the Vite plugin (src/build/site-plugin.ts) builds from site.yaml at build time.
declare module 'virtual:site' {
  import type { SiteShell } from './site-shell.ts';
  /** site.yaml, validated, with {brand} and link:name references filled in; without the pages' blocks (see virtual:route-content). */
  const site: SiteShell;
  export default site;
  /** The day the site was built, YYYY-MM-DD: what the prerendered HTML shows as today (the browser then shows its own date). */
  export const buildDate: string;
}

// The search index the Vite plugin builds from site.yaml (src/logic/search-index.ts).
declare module 'virtual:search-index' {
  import type { SearchEntry } from '../logic/search-index.ts';
  const searchIndex: SearchEntry[];
  export default searchIndex;
}

// Each page's blocks, a chunk a page (src/app/route-content.ts).
declare module 'virtual:route-content' {
  import type { RouteContent } from './site-shell.ts';
  /** Page address -> a function fetching that page's blocks. */
  const contentLoaders: Record<string, (() => Promise<{ default: RouteContent }>) | undefined>;
  export default contentLoaders;
  /** Page address -> the id of the module with its blocks (the prerender preloads its chunk). */
  export const contentModules: Record<string, string | undefined>;
}
