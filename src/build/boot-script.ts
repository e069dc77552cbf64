// The one script a built page runs inline: it loads the app after the page's first paint. A <script src> or a
// <link rel="modulepreload"> in the HTML would be fetched by the browser's preload scanner at once, beside what the
// first paint needs; Lighthouse counts every request started before the largest paint against it, whatever its
// priority. So the page names its app's files only in the boot script's attributes, which the browser does not fetch
// from, and the script (src/app/boot.ts, built here by Vite) preloads the chunks and imports the entry once the page
// has painted. The page
// is whole before (text, pictures, styles, links, forms that post).
//
// Its code is the same on every page and in every build (the files it loads are its element's data, nothing from
// site.yaml), and the Content-Security-Policy allows it by the hash of the bytes Vite emitted (publish-files.ts): an
// injected script still cannot run.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Manifest, type Rolldown } from 'vite';
import { escapeXml, unescapeXml } from '../model/escape-xml.ts';

/** The browser's entry module, as the client build's manifest names it. */
export const clientEntry = 'src/app/entry-client.tsx';

export interface BootScript {
  /** The <script> element, for the end of the page's body. */
  tag: string;
  /** Its CSP source, 'sha256-…'. */
  hash: string;
}

/** What the boot script loads: the app's entry, and the chunks it imports, to preload. */
export interface AppFiles {
  entry: string;
  chunks: string[];
}

/** The app's files from the client build's manifest: its entry, and every chunk the entry imports (each once). */
export function appFiles(manifest: Manifest): AppFiles {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`the client build's manifest has no ${clientEntry}`);
  const imported = new Set<string>();
  const visit = (key: string) => {
    if (imported.has(key)) return;
    imported.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file: string) => `/${encodeURI(file)}`;
  return { entry: url(entry.file), chunks: [...imported].map((key) => url(manifest[key].file)) };
}

const bootSource = fileURLToPath(new URL('../app/boot.ts', import.meta.url));

/** The boot script's code, as Vite builds it (minified, one classic script). */
export async function bootCode(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, target: 'es2022', minify: true, lib: { entry: bootSource, formats: ['iife'], name: 'boot' } },
  })) as Rolldown.RolldownOutput[];
  const [chunk] = output[0].output;
  if (chunk.type !== 'chunk') throw new Error('the boot script built to no code');
  return chunk.code.trim();
}

/** The element that loads the app described by `manifest` once the page has painted: `code` (bootCode) and the files it loads. */
export function bootScript(manifest: Manifest, code: string): BootScript {
  const { entry, chunks } = appFiles(manifest);
  // The files are addresses (encodeURI): no space among them, and what an attribute gives a meaning written as entities.
  return {
    tag: `<script data-entry="${escapeXml(entry)}" data-preload="${escapeXml(chunks.join(' '))}">${code}</script>`,
    hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/** The files `html` loads through its boot script: its entry first, then the chunks it preloads (for the budget and the tests). */
export function bootFiles(html: string): string[] {
  const found = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (!found) return [];
  const [entry, preload] = [found[1], found[2]].map(unescapeXml);
  return [entry, ...preload.split(' ').filter(Boolean)];
}
