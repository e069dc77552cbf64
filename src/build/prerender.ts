// Writes every route of the built site to static HTML: a file per route, 404.html, redirect pages.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunksFor, moduleChunksFile, readModuleChunks } from './module-chunks.ts';

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; status: number; modules: string[] }>;
  routePaths: string[];
  notFoundPath: string;
}

/**
 * The file a route is written to: / -> index.html, /about -> about.html, /services/analytics ->
 * services/analytics.html. Static hosts answer /about with about.html as it is (a folder's index.html would be
 * answered at /about/, after a redirect from the address every link and canonical uses).
 */
export function fileForRoute(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The page is whole without its scripts (its text, pictures and styles are in the HTML), so they are fetched at low
 * priority: they must not take the network from what the first paint needs.
 */
function lowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * `template` with each marker replaced by its HTML, taken as it is. Both markers are found in the template before
 * anything is put in, so a page's text can neither be read as a replacement pattern ($& or $' in "Save $$$", which
 * String.replace would expand) nor be mistaken for the second marker.
 */
export function fillMarkers(template: string, parts: Readonly<Record<string, string>>): string {
  const found = Object.entries(parts)
    .map(([marker, html]) => ({ at: template.indexOf(marker), marker, html }))
    .sort((a, b) => a.at - b.at);
  let filled = '';
  let from = 0;
  for (const { at, marker, html } of found) {
    if (at < 0) throw new Error(`the page template lacks the ${marker} marker`);
    filled += template.slice(from, at) + html;
    from = at + marker.length;
  }
  return filled + template.slice(from);
}

/** Renders every route into `clientDir` (the Vite client build, whose index.html is the template). */
export async function prerender(clientDir: string, serverEntryFile: string): Promise<number> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const template = lowPriority(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> marker');
  const chunks = readModuleChunks(join(clientDir, moduleChunksFile));
  rmSync(join(clientDir, dirname(moduleChunksFile)), { recursive: true });
  // The page's own chunks (its blocks and their code) are fetched beside the entry, not after it has run.
  const preloads = (modules: string[]) =>
    chunksFor(chunks, modules)
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('\n');
  const page = async (path: string) => {
    const { html, head, modules } = await entry.render(path);
    return fillMarkers(template, { '<!--app-head-->': `${head}\n${preloads(modules)}`, '<!--app-html-->': html });
  };
  const write = (file: string, html: string) => {
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  };
  for (const path of entry.routePaths) write(fileForRoute(path), await page(path));
  write('404.html', await page(entry.notFoundPath));
  return entry.routePaths.length + 1;
}
