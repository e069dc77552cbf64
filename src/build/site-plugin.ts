// The Vite plugin that turns site.yaml into two modules: `virtual:site` (the checked site) and
// `virtual:search-index` (the search index built from it). YAML and Ajv run here, at build time and in the dev
// server, never in the browser. A bad site.yaml fails the build, and in `npm run dev` shows in Vite's overlay
// with its line and column; saving site.yaml reloads the page.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isoDate } from '../logic/format.ts';
import { buildSearchIndex } from '../logic/search-index.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary } from '../site/problems.ts';
import { resolveSite } from '../site/resolve.ts';
import { schemasDir } from '../site/schemas.ts';
import type { Site } from '../site/types.generated.ts';

const modules = {
  // build.ts sets BUILD_DATE once for both bundles, so a build across midnight still hydrates the same date.
  'virtual:site': (site: Site) => `${jsonModule(site)}export const buildDate = ${JSON.stringify(process.env.BUILD_DATE ?? isoDate(new Date()))};\n`,
  'virtual:search-index': (site: Site) => jsonModule(buildSearchIndex(site)),
} as const;
type ModuleId = keyof typeof modules;
const isModuleId = (id: string): id is ModuleId => Object.hasOwn(modules, id);

export interface SitePluginOptions {
  /** The site file, relative to the project (default site.yaml). */
  file?: string;
}

export function sitePlugin({ file = 'site.yaml' }: SitePluginOptions = {}): Plugin {
  const absolute = resolve(file);
  return {
    name: 'site-yaml',
    resolveId(id) {
      return isModuleId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !isModuleId(name)) return undefined;
      this.addWatchFile(absolute);
      const result = loadSiteFile(file);
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
      return modules[name](resolveSite(result.site));
    },
    configureServer(server) {
      server.watcher.add([absolute, schemasDir]);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== absolute && !resolve(changed).startsWith(schemasDir)) return;
        for (const id of Object.keys(modules)) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/** A module whose default export is `value`: JSON.parse of a string literal is faster for the browser to evaluate than the same object as code. */
function jsonModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}
