// The module the Vite plugin (src/build/site-plugin.ts) builds from site.yaml at build time.
declare module 'virtual:site' {
  import type { Site } from '../site/types.generated.ts';
  /** site.yaml, validated, with {brand} and link:name references filled in. */
  const site: Site;
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
