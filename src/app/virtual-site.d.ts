// The modules the Vite plugin (src/build/site-plugin.ts) builds from site.yaml at build time. Their types come
// through import() types: an ambient module may not import a relative path (TS2439, which skipLibCheck hides), and
// such an import leaves everything it names `any`.
declare module 'virtual:site' {
  /** site.yaml, validated, with {brand} and link:name references filled in; without the pages' blocks (see virtual:route-content) and the parts below. */
  const site: import('../model/site-shell.ts').SiteShell;
  export default site;
  /** The day the site was built, YYYY-MM-DD: what the prerendered HTML shows as today (the browser then shows its own date). */
  export const buildDate: string;
}

// What the contact and audit forms read (formsPartOf in site-shell.ts): it comes with their code, not with every page.
declare module 'virtual:site-forms' {
  export const forms: import('../model/types.generated.ts').Forms;
  /** The lists of choices of the forms' drop-downs and checkboxes. */
  export const options: import('../model/types.generated.ts').Options;
  export const messages: import('../model/types.generated.ts').Messages;
}

// What the search panel and the /search page read (searchPartOf in site-shell.ts): it comes with their code.
declare module 'virtual:site-search' {
  export const search: import('../model/types.generated.ts').Search;
  /** Every page and specialty as the search finds them (src/model/search-index.ts). */
  export const searchIndex: import('../model/search-index.ts').SearchEntry[];
}

// What the specialty index and the specialty tiles read (specialtiesPartOf in site-shell.ts): it comes with their code.
declare module 'virtual:site-specialties' {
  export const specialties: import('../model/site-shell.ts').ListedSpecialty[];
}

// The routes, and each page's content, a chunk a page (src/app/route-content.ts).
declare module 'virtual:route-content' {
  /** Every address the site answers (buildRoutes in routes.ts). */
  export const routes: import('../model/routes.ts').Route[];
  /**
   * Page address -> a function fetching that page's module: its facts and blocks, the plain-HTML blocks only
   * marked, and a function fetching those whole (undefined for a page without any).
   */
  const contentLoaders: Record<
    string,
    | (() => Promise<{
        default: import('../model/site-shell.ts').ArrivalContent;
        loadPlainBlocks: (() => Promise<{ default: import('../model/types.generated.ts').Block[] }>) | undefined;
      }>)
    | undefined
  >;
  export default contentLoaders;
  /** Page address -> the id of the module of its content (the prerender preloads its chunk). */
  export const contentModules: Record<string, string | undefined>;
}
