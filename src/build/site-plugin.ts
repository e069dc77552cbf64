// The Vite plugin that turns site.yaml into the `virtual:site` module. YAML and Ajv run here, at build time and
// in the dev server, never in the browser. A bad site.yaml fails the build, and in `npm run dev` shows in
// Vite's overlay with its line and column; saving site.yaml reloads the page.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isoDate } from '../logic/format.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary } from '../site/problems.ts';
import { resolveSite } from '../site/resolve.ts';
import { schemasDir } from '../site/schemas.ts';

const virtualId = 'virtual:site';
const resolvedId = `\0${virtualId}`;

export interface SitePluginOptions {
  /** The site file, relative to the project (default site.yaml). */
  file?: string;
}

export function sitePlugin({ file = 'site.yaml' }: SitePluginOptions = {}): Plugin {
  const absolute = resolve(file);
  return {
    name: 'site-yaml',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
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
      const model = JSON.stringify(resolveSite(result.site));
      // JSON.parse of a string literal is faster for the browser to evaluate than the same object as code.
      return `export default JSON.parse(${JSON.stringify(model)});\nexport const buildDate = ${JSON.stringify(isoDate(new Date()))};\n`;
    },
    configureServer(server) {
      server.watcher.add([absolute, schemasDir]);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== absolute && !resolve(changed).startsWith(schemasDir)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

