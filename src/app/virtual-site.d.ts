// The module the Vite plugin (src/build/site-plugin.ts) builds from site.yaml at build time.
declare module 'virtual:site' {
  import type { Site } from '../site/types.generated.ts';
  /** site.yaml, validated, with {brand} and link:name references filled in. */
  const site: Site;
  export default site;
  /** The year the site was built, for the copyright line (the same on the server and in the browser). */
  export const buildYear: number;
}
