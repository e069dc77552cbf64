// The Vite plugin that turns site.yaml into modules: `virtual:site` (the shell every page needs: the checked site
// without its pages and the parts below), `virtual:route-content` (the routes, and loaders per page),
// `virtual:content/N` (the facts and blocks of one page for a first visit, a chunk each), `virtual:plain-blocks/N`
// (the blocks that first visit keeps as the server wrote them), and the parts only some code reads, which come with that code:
// `virtual:site-forms` (the forms' words), `virtual:site-search` (the search's words and its index) and
// `virtual:site-specialties` (the specialties the specialty blocks list). YAML and Ajv run here, at build time and in
// the dev server, never in the browser. A bad site.yaml fails the build, and in `npm run dev` shows in Vite's overlay
// with its line and column; saving site.yaml reloads the page.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isoDate } from '../logic/format.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary } from '../site/problems.ts';
import { resolveSite } from '../site/resolve.ts';
import { buildRoutes } from '../model/routes.ts';
import { arrivalOf, contentOf, formsPartOf, plainBlocksOf, searchPartOf, shellOf, specialtiesPartOf, type RouteContent } from '../model/site-shell.ts';
import { schemasDir } from '../site/schemas.ts';
import type { Site } from '../model/types.generated.ts';

const contentPrefix = 'virtual:content/';
const plainBlocksPrefix = 'virtual:plain-blocks/';
/**
 * The addresses whose pages have blocks (not the redirects), in a fixed order: virtual:content/N is the N-th
 * page's content for a first visit, virtual:plain-blocks/N the blocks it keeps as the server wrote them.
 */
const contentPaths = (site: Site) => buildRoutes(site).flatMap((route) => (route.kind === 'redirect' ? [] : [route.path]));
const hasPlainBlocks = (content: RouteContent) => plainBlocksOf(content).length > 0;

const modules = {
  // build.ts sets BUILD_DATE once for both bundles, so a build across midnight still hydrates the same date.
  'virtual:site': (site: Site) => `${jsonModule(shellOf(site))}export const buildDate = ${JSON.stringify(process.env.BUILD_DATE ?? isoDate(new Date()))};\n`,
  'virtual:route-content': (site: Site) => {
    const paths = contentPaths(site);
    const entries = (prefix: string, value: (id: string) => string) => paths.map((path, n) => `  ${JSON.stringify(path)}: ${value(`${prefix}${n}`)},\n`).join('');
    const load = (id: string) => `() => import(${JSON.stringify(id)})`;
    return [
      `export const routes = JSON.parse(${JSON.stringify(JSON.stringify(buildRoutes(site)))});`,
      `export default {\n${entries(contentPrefix, load)}};`,
      `export const contentModules = {\n${entries(contentPrefix, JSON.stringify)}};\n`,
    ].join('\n');
  },
  'virtual:site-forms': (site: Site) => jsonExports(formsPartOf(site)),
  'virtual:site-search': (site: Site) => jsonExports(searchPartOf(site)),
  'virtual:site-specialties': (site: Site) => jsonExports(specialtiesPartOf(site)),
} as const;
type ModuleId = keyof typeof modules;
const isModuleId = (id: string): id is ModuleId => Object.hasOwn(modules, id);
const numbered = (id: string) => [contentPrefix, plainBlocksPrefix].find((prefix) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)));
const isContentId = (id: string) => numbered(id) !== undefined;

/** The module of the N-th page's content for a first visit, or of the plain-HTML blocks it keeps. */
function contentModule(site: Site, id: string): string {
  const prefix = numbered(id)!;
  const path = contentPaths(site)[Number(id.slice(prefix.length))];
  const content = path === undefined ? undefined : contentOf(site, path);
  if (!content) throw new Error(`${id} names no page`);
  if (prefix === plainBlocksPrefix) return jsonModule(plainBlocksOf(content));
  // The loader of the blocks a first visit keeps is in the page's own chunk, not in every page's first download.
  const plainBlocks = `${plainBlocksPrefix}${id.slice(prefix.length)}`;
  return `${jsonModule(arrivalOf(content))}export const loadPlainBlocks = ${hasPlainBlocks(content) ? `() => import(${JSON.stringify(plainBlocks)})` : 'undefined'};\n`;
}

export interface SitePluginOptions {
  /** The site file, relative to the project (default site.yaml). */
  file?: string;
}

export function sitePlugin({ file = 'site.yaml' }: SitePluginOptions = {}): Plugin {
  const absolute = resolve(file);
  // Read once for all the modules of a build (there is one per page); a change in the dev server clears it.
  let checked: ReturnType<typeof loadSiteFile> | undefined;
  return {
    name: 'site-yaml',
    resolveId(id) {
      return isModuleId(id) || isContentId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !(isModuleId(name) || isContentId(name))) return undefined;
      this.addWatchFile(absolute);
      const result = (checked ??= loadSiteFile(file));
      if (!result.ok) {
        const [first] = result.problems;
        const error = new Error([...result.problems.map(formatProblem), formatSummary(file, result.problems)].join('\n')) as Error & {
          loc: { file: string; line: number; column: number };
          id: string;
        };
        error.loc = { file: absolute, line: first.line, column: first.column };
        error.id = absolute;
        throw error;
      }
      const site = resolveSite(result.site);
      return isModuleId(name) ? modules[name](site) : contentModule(site, name);
    },
    configureServer(server) {
      server.watcher.add([absolute, schemasDir]);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== absolute && !resolve(changed).startsWith(schemasDir)) return;
        checked = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/** A module whose default export is `value`. */
function jsonModule(value: unknown): string {
  return `export default ${jsonValue(value)};\n`;
}

/** A module with a named export for each of `values`. */
function jsonExports(values: Record<string, unknown>): string {
  return Object.entries(values).map(([name, value]) => `export const ${name} = ${jsonValue(value)};\n`).join('');
}

/** JSON.parse of a string literal: faster for the browser to evaluate than the same object as code. */
function jsonValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}
