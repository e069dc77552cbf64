// The modules the Vite plugin (src/build/site-plugin.ts) makes from site.yaml. Their types are those of the
// functions of src/model that make them; only src/app imports them.
declare module 'virtual:site' {
  /** site.yaml, checked, without what is lazy-loaded (shellOf). */
  const site: ReturnType<typeof import('../model/site-shell.ts').shellOf>;
  export default site;
  /** The day the site was built, YYYY-MM-DD: what the prerendered HTML shows as today (the browser then shows its own date). */
  export const buildDate: string;
  /** Dev server only: where the header, the navigation and the footer start in site.yaml (data-site-source). */
  export const sources: import('../model/site-shell.ts').ShellSources | undefined;
  /** Dev server only: the mistakes of site.yaml while the preview shows its last version that validated. */
  export const siteProblems: import('../edit/ProblemsBanner.tsx').ShownProblem[];
  /** Dev server only: the hash of the site.yaml these modules were made from (what /__site/edit answers). */
  export const siteHash: string;
  /** Fetches the search's words and index (virtual:site-search), which only the search panel reads. Not on the server. */
  export const searchLoader: () => Promise<typeof import('virtual:site-search')>;
}

declare module 'virtual:route-content' {
  /** Every address the site answers (buildRoutes). */
  export const routes: ReturnType<typeof import('../model/routes.ts').buildRoutes>;
  /** Page address -> a function fetching that page's content (contentOf), a chunk a page. */
  const contentLoaders: Record<string, (() => Promise<{ default: NonNullable<ReturnType<typeof import('../model/site-shell.ts').contentOf>> }>) | undefined>;
  export default contentLoaders;
}

declare module 'virtual:site-search' {
  /** The search's words and index (searchPartOf): a chunk of its own, for the search panel. */
  const search: ReturnType<typeof import('../model/site-shell.ts').searchPartOf>;
  export default search;
}

declare module 'virtual:block-gallery' {
  /** Dev server only (/__blocks): every block type, its reference (blockReference) and its example's props. */
  const gallery: (import('../build/block-docs.ts').BlockReference & { props: import('../model/site-shell.ts').BlockProps })[];
  export default gallery;
}
