// What a first visit to each route of a built site downloads, gzipped: its HTML, the JavaScript its boot script loads
// after the first paint (the entry, its preloads and their static imports) and its stylesheets. Read by npm run budget
// (against budgets.json) and npm run check:site (a page over budget is a warning there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootFiles } from '../src/build/boot-script.ts';
import { fileForRoute } from '../src/build/prerender.ts';
import type { Route } from '../src/model/routes.ts';

/** budgets.json's limits for one page (kilobytes are 1,000 bytes, gzipped at level 9, each file apart). */
export interface PageBudgets {
  htmlGzipKB: { specialtyPage: number; anyPage: number };
  /** The most JavaScript a first visit of any page may download, following its preloads. */
  initialJavaScriptGzipKB: number;
}

export interface PageWeight {
  /** The route's address, or "(not found)" for 404.html. */
  path: string;
  kind: Route['kind'];
  file: string;
  html: number;
  js: number;
  scripts: number;
  css: number;
}

/** Gzipped sizes of the files of `dist`, each measured once. */
export function gzipSizes(dist: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => sizes.get(file) ?? sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
}

/** Every script a page loads before it can run: the entry its boot script imports and the chunks it preloads, and their static imports. */
export function initialScripts(dist: string, html: string): string[] {
  const found = new Set<string>();
  const queue = bootFiles(html).map((file) => decodeURI(file.slice(1)));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only ("from"./x.js"" and bare import"./x.js"); import("./x.js") loads later, on demand.
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${name}`);
  }
  return [...found];
}

/** The first-visit weight of each route of the site built in `dist`, and of its not-found page. */
export function pageWeights(dist: string, routes: readonly Route[], gz = gzipSizes(dist)): PageWeight[] {
  return [
    ...routes.map((route) => ({ path: route.path, kind: route.kind, file: fileForRoute(route.path) })),
    { path: '(not found)', kind: 'page' as const, file: '404.html' },
  ].map((row) => {
    const html = readFileSync(join(dist, row.file), 'utf8');
    const scripts = initialScripts(dist, html);
    const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
    return {
      ...row,
      html: gz(row.file),
      js: scripts.reduce((sum, file) => sum + gz(file), 0),
      scripts: scripts.length,
      css: styles.reduce((sum, file) => sum + gz(file), 0),
    };
  });
}

/** What of `budgets` the page's weight exceeds, in words: "HTML is 17.4 KB gz, over 17.1 KB". */
export function overBudget(row: PageWeight, budgets: PageBudgets): string[] {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const htmlLimit = (row.kind === 'specialty' ? budgets.htmlGzipKB.specialtyPage : budgets.htmlGzipKB.anyPage) * 1000;
  return [
    ...(row.html > htmlLimit ? [`HTML is ${kb(row.html)} KB gz, over ${kb(htmlLimit)} KB`] : []),
    ...(row.js > budgets.initialJavaScriptGzipKB * 1000 ? [`first-visit JavaScript is ${kb(row.js)} KB gz, over ${budgets.initialJavaScriptGzipKB} KB`] : []),
  ];
}
