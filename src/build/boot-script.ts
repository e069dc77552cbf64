// The one script a built page runs inline: it loads the app after the page's first paint. A <script src> or a
// <link rel="modulepreload"> in the HTML would be fetched by the browser's preload scanner at once, beside what the
// first paint needs; Lighthouse counts every request started before the largest paint against it, whatever its
// priority. So the page names no script file: this script waits for the first contentful paint, then preloads the
// app's chunks and imports its entry. The page is whole before (text, pictures, styles, links, forms that post).
//
// Its code is the same on every page of a build (it names the build's files, nothing from site.yaml), and the
// Content-Security-Policy allows it by its hash alone (publish-files.ts): an injected script still cannot run.
import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';

/** The browser's entry module, as the client build's manifest names it. */
export const clientEntry = 'src/app/entry-client.tsx';

/** How long a page waits for its first paint before loading the app anyway (a tab opened in the background paints late). */
const paintWaitMs = 3000;

export interface BootScript {
  /** The <script> element, for the end of the page's body. */
  tag: string;
  /** Its CSP source, 'sha256-…'. */
  hash: string;
}

/** The app's files from the client build's manifest: its entry, and every chunk the entry imports (each once). */
export function appFiles(manifest: Manifest): { entry: string; chunks: string[] } {
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

/** A value written into the script as a JavaScript literal that cannot end the <script> element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The script that loads the app described by `manifest` once the page has painted. */
export function bootScript(manifest: Manifest): BootScript {
  const { entry, chunks } = appFiles(manifest);
  const code = [
    '(()=>{let started=false;',
    'const load=()=>{if(started)return;started=true;',
    `for(const href of ${literal(chunks)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `import(${literal(entry)})};`,
    // The observer hears of the paint once it is on the screen. Not through a timer: a test's stopped clock would
    // hold the app back. A browser without paint timing loads at once.
    'try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}})',
    '.observe({type:"paint",buffered:true})}catch{load()}',
    `setTimeout(load,${paintWaitMs})})()`,
  ].join('');
  return { tag: `<script>${code}</script>`, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** The files `html` loads through its boot script: its entry first, then the chunks it preloads (for the budget and the tests). */
export function bootFiles(html: string): string[] {
  const code = /<script>(\(\(\)=>\{let started=false;[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const entry = /import\(("[^"]*")\)/.exec(code)?.[1];
  const chunks = /for\(const href of (\[[^\]]*\])\)/.exec(code)?.[1];
  if (entry === undefined || chunks === undefined) return [];
  return [JSON.parse(entry) as string, ...(JSON.parse(chunks) as string[])];
}
