// Writes every route of the built site to static HTML: a file per route, 404.html, redirect pages.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { bootCode, bootScript } from './boot-script.ts';

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; status: number }>;
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

/** The files index.html takes from node_modules (the typeface): `./node_modules/…`, as the dev server serves them. */
const packageFile = /\.\/node_modules\/[\w@./-]+/g;

/**
 * `template` with each file it takes from node_modules copied into `clientDir`'s assets/ under a name with its
 * content's hash, as Vite names the assets it builds, and pointed at there: the hosts cache assets/ for a year.
 */
export function publishTemplateFiles(template: string, clientDir: string): string {
  const published = new Map<string, string>();
  return template.replace(packageFile, (source) => {
    const known = published.get(source);
    if (known) return known;
    const hash = createHash('sha256').update(readFileSync(source)).digest('base64url').slice(0, 8);
    const extension = extname(source);
    const name = `${basename(source, extension)}-${hash}${extension}`;
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    copyFileSync(source, join(clientDir, 'assets', name));
    published.set(source, `/assets/${name}`);
    return `/assets/${name}`;
  });
}

/**
 * Renders every route into `clientDir` (the Vite client build), in the page template `templateFile`. Answers the
 * number of pages written and the CSP hash of the script that loads the app on each (boot-script.ts).
 */
export async function prerender(clientDir: string, serverEntryFile: string, templateFile: string): Promise<{ pages: number; scriptHash: string }> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const template = publishTemplateFiles(readFileSync(templateFile, 'utf8'), clientDir);
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const boot = bootScript(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, await bootCode());
  rmSync(dirname(manifestFile), { recursive: true });
  const page = async (path: string) => {
    const { html, head } = await entry.render(path);
    return fillMarkers(template, { '<!--app-head-->': head, '<!--app-html-->': html, '<!--app-scripts-->': boot.tag });
  };
  const write = (file: string, html: string) => {
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  };
  for (const path of entry.routePaths) write(fileForRoute(path), await page(path));
  write('404.html', await page(entry.notFoundPath));
  return { pages: entry.routePaths.length + 1, scriptHash: boot.hash };
}
