// The Vite plugin that turns site.yaml into modules: `virtual:site` (the shell every page needs),
// `virtual:route-content` (the routes, and a loader per page), `virtual:content/N` (the N-th page's content, a chunk
// each) and `virtual:site-search` (the search's words and index, for the search panel). Each is made by a function
// of src/model. YAML and Ajv run here, at build time and in the dev server, never in the browser. A bad site.yaml
// fails the build, and in `npm run dev` shows in Vite's overlay with its line and column; saving site.yaml reloads
// the page. In the dev server the modules also say where each block comes from in site.yaml (site/sources.ts).
import { isAbsolute, relative, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { isoDate } from '../logic/format.ts';
import { buildRoutes } from '../model/routes.ts';
import { blockProps, contentOf, searchPartOf, shellOf } from '../model/site-shell.ts';
import type { Block, Site } from '../model/types.generated.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary, type SiteProblem } from '../site/problems.ts';
import { resolveSite } from '../site/resolve.ts';
import { schemasDir } from '../site/schemas.ts';
import { siteSources, type SiteSources } from '../site/sources.ts';
import { blockReference } from './block-docs.ts';
import { siteEditHandler } from './site-edit.ts';

const contentPrefix = 'virtual:content/';
/** The addresses whose pages have content (not the redirects), in a fixed order: virtual:content/N is the N-th. */
const contentPaths = (site: Site) => buildRoutes(site).flatMap((route) => (route.kind === 'redirect' ? [] : [route.path]));

const modules = {
  // build.ts sets BUILD_DATE once for both bundles, so a build across midnight still hydrates the same date.
  'virtual:site': (site: Site, sources?: SiteSources, problems: readonly SiteProblem[] = []) =>
    `${jsonModule(shellOf(site))}export const buildDate = ${JSON.stringify(process.env.BUILD_DATE ?? isoDate(new Date()))};\n` +
    `export const sources = ${sources ? jsonValue({ header: sources.header, nav: sources.nav, footer: sources.footer }) : 'undefined'};\n` +
    `export const siteProblems = ${jsonValue(problems.map(({ line, column, where, message, hint }) => ({ line, column, where, message, hint })))};\n`,
  'virtual:route-content': (site: Site) => {
    const loaders = contentPaths(site).map((path, n) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(`${contentPrefix}${n}`)}),\n`);
    return `export const routes = ${jsonValue(buildRoutes(site))};\nexport default {\n${loaders.join('')}};\n`;
  },
  'virtual:site-search': (site: Site) => jsonModule(searchPartOf(site)),
  // The dev server's gallery (/__blocks): every block type with its reference and its example's props.
  'virtual:block-gallery': (site: Site) => jsonModule(blockReference().map((block) => ({ ...block, props: blockProps(site, block.example as Block) }))),
} as const;
type ModuleId = keyof typeof modules;
const isModuleId = (id: string): id is ModuleId => Object.hasOwn(modules, id);
const isContentId = (id: string) => id.startsWith(contentPrefix) && /^\d+$/.test(id.slice(contentPrefix.length));

/** The module of the N-th page's content (with its blocks' places in site.yaml in the dev server). */
function contentModule(site: Site, id: string, sources?: SiteSources): string {
  const path = contentPaths(site)[Number(id.slice(contentPrefix.length))];
  const found = path === undefined ? undefined : contentOf(site, path);
  if (!found) throw new Error(`${id} names no page`);
  const content = { ...found, sources: sources?.pages[path] };
  // The search's words and index are a module of their own, which the search panel reads too: a page with the
  // search imports them rather than carrying a copy.
  const searchAt = content.blocks.flatMap((props, index) => ('search' in props ? [index] : []));
  if (searchAt.length === 0) return jsonModule(content);
  const blocks = content.blocks.map((props) => ('search' in props ? { ...props, search: undefined } : props));
  const assign = searchAt.map((index) => `content.blocks[${index}].search = search;\n`).join('');
  return `import search from 'virtual:site-search';\nconst content = ${jsonValue({ ...content, blocks })};\n${assign}export default content;\n`;
}

export interface SitePluginOptions {
  /** The site file, relative to the project (default site.yaml). */
  file?: string;
}

export function sitePlugin({ file = 'site.yaml' }: SitePluginOptions = {}): Plugin {
  const absolute = resolve(file);
  // Read once for all the modules of a build (there is one per page); a change in the dev server clears it.
  let checked: ReturnType<typeof loadSiteFile> | undefined;
  // The dev server's modules say where each part comes from, named as Vite's /__open-in-editor takes it.
  let sourcesFile: string | undefined;
  let sources: SiteSources | undefined;
  // The dev server's last site.yaml that validated: while the file has a mistake, the preview shows it, with a
  // banner naming the mistake (siteProblems), rather than going blank.
  let lastGood: { site: Site; sources: SiteSources | undefined } | undefined;
  let logger: Logger | undefined;
  return {
    name: 'site-yaml',
    configResolved(config) {
      if (config.command !== 'serve') return;
      logger = config.logger;
      const shown = relative(config.root, absolute);
      sourcesFile = shown.startsWith('..') || isAbsolute(shown) ? absolute : shown;
    },
    resolveId(id) {
      return isModuleId(id) || isContentId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !(isModuleId(name) || isContentId(name))) return undefined;
      this.addWatchFile(absolute);
      if (!checked) {
        checked = loadSiteFile(file);
        sources = checked.ok && sourcesFile ? siteSources(checked.site, sourcesFile, checked.locator) : undefined;
        if (checked.ok && sourcesFile) lastGood = { site: checked.site, sources };
        // The terminal says it once for each change of the file, as npm run validate would.
        if (!checked.ok && lastGood) logger?.warn([...checked.problems.map(formatProblem), formatSummary(file, checked.problems)].join('\n'));
      }
      const result = checked;
      if (!result.ok && lastGood) {
        const site = resolveSite(lastGood.site);
        return isModuleId(name) ? modules[name](site, lastGood.sources, result.problems) : contentModule(site, name, lastGood.sources);
      }
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
      return isModuleId(name) ? modules[name](site, sources, []) : contentModule(site, name, sources);
    },
    configureServer(server) {
      // Editing in the browser saves through /__site/edit (site-edit.ts); the watcher below then reloads the page.
      server.middlewares.use(siteEditHandler(file));
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

/** JSON.parse of a string literal: faster for the browser to evaluate than the same object as code. */
function jsonValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}
