// The Vite plugin that turns site.yaml into modules: `virtual:site` (the shell every page needs),
// `virtual:route-content` (the routes, and a loader per page), `virtual:content/N` (the N-th page's content, a chunk
// each) and `virtual:site-search` (the search's words and index, for the search panel). Each is made by a function
// of src/model and written from typed values (module-code.ts: data as JSON, imports as imports). YAML and Ajv run
// here, at build time and in the dev server, never in the browser. A bad site.yaml fails the build; in `npm run dev`
// the page keeps the last version that validated, with a banner naming the mistake (Vite's overlay only when no
// version has validated yet). Saving site.yaml updates the page by HMR. In the dev server the modules also say where
// each block comes from in site.yaml (site/sources.ts), and it serves the pictures the build draws from the site
// (draw-pictures.ts).
import { isAbsolute, relative, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { isoDate } from '../logic/format.ts';
import { buildRoutes } from '../model/routes.ts';
import { blockProps, type BlockProps, contentOf, type RouteContent, searchPartOf, shellOf } from '../model/site-shell.ts';
import type { Block, Site } from '../model/types.generated.ts';
import { publicDirOf } from '../site/check.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatSummary, formatWithSource, type SiteProblem } from '../site/problems.ts';
import { resolveSite } from '../site/resolve.ts';
import { schemasDir } from '../site/schemas.ts';
import { siteSources, type SiteSources } from '../site/sources.ts';
import { blockReference } from './block-docs.ts';
import { drawPicture } from './draw-pictures.ts';
import { array, imported, json, loaded, loader, moduleCode, type ModuleValue, object } from './module-code.ts';
import { dashboardPicturePath, drawnPicturePaths, socialCardPath } from '../model/pictures/drawn-pictures.ts';
import { siteEditHandler } from './site-edit.ts';
import { siteFileHash, watchSiteFile } from './site-file-watch.ts';

const contentPrefix = 'virtual:content/';
/** The site's routes, made once for each version read (each specialty's page is laid out to know its blocks). */
const routesOf = once(buildRoutes);
/** The addresses whose pages have content (not the redirects), in a fixed order: virtual:content/N is the N-th. */
const contentPaths = once((site: Site) => routesOf(site).flatMap((route) => (route.kind === 'redirect' ? [] : [route.path])));
/** The site as its pages show it (resolveSite): made once for each version read, not for each of its modules. */
const resolvedSite = once(resolveSite);

/** `make`, worked out once for each value it is given (a build loads a module per page, each from the same site). */
function once<Value extends object, Result>(make: (value: Value) => Result): (value: Value) => Result {
  const made = new WeakMap<Value, Result>();
  return (value) => {
    if (!made.has(value)) made.set(value, make(value));
    return made.get(value) as Result;
  };
}

const modules = {
  // build.ts sets BUILD_DATE once for both bundles, so a build across midnight still hydrates the same date.
  'virtual:site': (site: Site, dev?: DevFacts, server?: boolean) =>
    moduleCode({
      default: json(shellOf(site)),
      buildDate: json(process.env.BUILD_DATE ?? isoDate(new Date())),
      sources: json(dev?.sources ? { header: dev.sources.header, nav: dev.sources.nav, footer: dev.sources.footer } : undefined),
      siteProblems: json((dev?.problems ?? []).map(({ line, column, where, message, hint, source }) => ({ line, column, where, message, hint, source }))),
      siteHash: json(dev?.hash ?? ''),
      // The search's loader is here, with the shell: the search panel of the page arrived on reads it, before any
      // route. The server renders no search panel (its search page takes the search with its content).
      ...(server ? {} : { searchLoader: loader('virtual:site-search') }),
    }),
  // The browser fetches each page's content as a chunk of its own; the server entry, which renders every page, takes
  // them all in this one module (a thousand chunks would cost the server's bundle more than they save it).
  'virtual:route-content': (site: Site, dev?: DevFacts, server?: boolean) => {
    const paths = contentPaths(site);
    const loaders = paths.map((path, n) => [path, server ? loaded(contentValue(pageContent(site, path, dev?.sources))) : loader(`${contentPrefix}${n}`)]);
    return moduleCode({ routes: json(routesOf(site)), default: object(Object.fromEntries(loaders)) });
  },
  'virtual:site-search': (site: Site) => moduleCode({ default: json(searchPartOf(site)) }),
  // The dev server's gallery (/__blocks): every block type with its reference and its example's props.
  'virtual:block-gallery': (site: Site) =>
    moduleCode({ default: json(blockReference().map((block) => ({ ...block, props: blockProps(site, block.example as Block) }))) }),
} as const;
type ModuleId = keyof typeof modules;

/**
 * What the dev server's modules say besides the site: where each part comes from in site.yaml, the file's mistakes
 * while the preview shows the last version that validated, and the hash of the file they were made from (the edit
 * panel's base, see site-edit.ts).
 */
interface DevFacts {
  sources: SiteSources | undefined;
  problems: readonly SiteProblem[];
  hash: string;
}
const isModuleId = (id: string): id is ModuleId => Object.hasOwn(modules, id);
const isContentId = (id: string) => id.startsWith(contentPrefix) && /^\d+$/.test(id.slice(contentPrefix.length));

/** The content of the page at `path` (with its blocks' places in site.yaml in the dev server). */
function pageContent(site: Site, path: string | undefined, sources?: SiteSources): RouteContent {
  const found = path === undefined ? undefined : contentOf(site, path);
  if (!found || path === undefined) throw new Error(`no page at ${path}`);
  return { ...found, sources: sources?.pages[path] };
}

/** The module of the N-th page's content. */
function contentModule(site: Site, id: string, sources?: SiteSources): string {
  return moduleCode({ default: contentValue(pageContent(site, contentPaths(site)[Number(id.slice(contentPrefix.length))], sources)) });
}

/**
 * A page's content as a module value. The search's words and index are a module of their own, which the search
 * panel reads too: a block that shows the search imports them rather than carrying a copy.
 */
function contentValue({ page, blocks, sources }: RouteContent): ModuleValue {
  const blockValue = (props: BlockProps) =>
    'search' in props
      ? object(Object.fromEntries(Object.entries(props).map(([key, part]) => [key, key === 'search' ? imported('virtual:site-search') : json(part)])))
      : json(props);
  return object({ page: json(page), blocks: array(blocks.map(blockValue)), sources: json(sources) });
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
  // The dev server's last site.yaml that validated: while the file has a mistake, the preview shows it, with a
  // banner naming the mistake (siteProblems), rather than going blank.
  let lastGood: { site: Site; sources: SiteSources | undefined } | undefined;
  let dev: DevFacts | undefined;
  let logger: Logger | undefined;
  let stopWatching: (() => void) | undefined;
  const check = () => {
    if (!checked) {
      // Hashed before it is read: a change in between is a change after, which makes the modules again.
      const hash = sourcesFile ? siteFileHash(file) : '';
      checked = loadSiteFile(file);
      if (checked.ok && sourcesFile) lastGood = { site: checked.site, sources: siteSources(checked.site, sourcesFile, checked.locator) };
      if (sourcesFile) dev = { sources: lastGood?.sources, problems: checked.ok ? [] : checked.problems, hash };
      // The terminal says it once for each change of the file, as npm run validate would.
      if (!checked.ok && lastGood) logger?.warn([...checked.problems.map(formatWithSource), formatSummary(file, checked.problems)].join('\n'));
    }
    return checked;
  };
  return {
    name: 'site-yaml',
    // Its ids are resolved first, not after Vite's resolver has taken each (a thousand at 1,000 pages) for a package.
    enforce: 'pre',
    // The site's pictures are the public/ folder beside its file (the one the check looks in): a site built with
    // --site ships its own, never the project's.
    // The site file is watched by watchSiteFile, not Vite's watcher, which loses a save that comes soon after another.
    config: () => ({ publicDir: publicDirOf(file), server: { watch: { ignored: [(path: string) => resolve(path) === absolute] } } }),
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
      const result = check();
      if (!result.ok && !lastGood) {
        const [first] = result.problems;
        const error = new Error([...result.problems.map(formatWithSource), formatSummary(file, result.problems)].join('\n')) as Error & {
          loc: { file: string; line: number; column: number };
          id: string;
        };
        error.loc = { file: absolute, line: first.line, column: first.column };
        error.id = absolute;
        throw error;
      }
      const site = resolvedSite(result.ok ? result.site : lastGood!.site);
      // The server's modules: the prerender's bundle and the dev server's SSR.
      const server = this.environment.config.consumer === 'server';
      return isModuleId(name) ? modules[name](site, dev, server) : contentModule(site, name, dev?.sources);
    },
    configureServer(server) {
      // Editing in the browser saves through /__site/edit (site-edit.ts); hotUpdate below then brings the change.
      server.middlewares.use(siteEditHandler(file));
      // The pictures the build draws from the site (drawn-pictures.ts), drawn afresh from the version the preview
      // shows, so that a figure changed in site.yaml is in them at the next load.
      server.middlewares.use((request, response, next) => {
        // Only those two addresses read the site: every other request (the page's modules) passes as it came.
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (path !== dashboardPicturePath && path !== socialCardPath) return next();
        const result = check();
        const site = result.ok ? result.site : lastGood?.site;
        if (!site || !drawnPicturePaths(site).includes(path)) return next();
        const picture = drawPicture(resolvedSite(site), publicDirOf(file), path)!;
        response.setHeader('Content-Type', picture.contentType);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(picture.bytes);
      });
      server.watcher.add(schemasDir);
      // A change of the site file goes the way of every change Vite sees: its watcher's event, then hotUpdate below.
      stopWatching = watchSiteFile(absolute, () => server.watcher.emit('change', absolute));
    },
    closeBundle() {
      stopWatching?.();
    },
    // A saved site.yaml (or schema) makes every module of the site again, and the page takes them by HMR: it shows
    // the change in place, where it was scrolled, with edit mode open (entry-client accepts them).
    hotUpdate({ file: changed }) {
      if (resolve(changed) !== absolute && !resolve(changed).startsWith(schemasDir)) return;
      checked = undefined;
      const siteModules = [...this.environment.moduleGraph.idToModuleMap.values()].filter((module) => module.id?.startsWith('\0virtual:'));
      // The server entry (dev-render.ts) renders the next page from the new modules.
      if (this.environment.name !== 'client') return siteModules;
      // A page that never had a version that validated shows Vite's overlay and nothing to update: it loads afresh.
      if (!lastGood) {
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      }
      return siteModules;
    },
  };
}
