// `npm run budget`: what a first visit to each route downloads from dist/ (HTML, the JavaScript its boot script
// loads after the first paint, with the static imports, stylesheets), gzipped, against budgets.json. Prints a
// table and the totals, and the last build's time; exits 1 when a budget is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildRoutes } from '../src/model/routes.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { buildStatsFile } from '../src/build/build-stats.ts';
import { bootFiles } from '../src/build/boot-script.ts';
import { fileForRoute } from '../src/build/prerender.ts';

interface Budgets {
  htmlGzipKB: { specialtyPage: number; anyPage: number };
  /** The most JavaScript a first visit of any page may download, following its preloads. */
  initialJavaScriptGzipKB: number;
  buildTimeCodeMarkers: string[];
}

// --site: the site file the built site in --dir was built from (its routes).
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, site: { type: 'string', default: 'site.yaml' } } });
const dist = values.dir!;
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const loaded = loadSiteFile(values.site!);
if (!loaded.ok || !existsSync(join(dist, 'index.html'))) {
  console.error(`Run npm run build first (and fix ${values.site} if it does not validate): ${dist}/ has no site to measure.`);
  process.exit(1);
}

const gzipped = new Map<string, number>();
const gz = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every script a page loads before it can run: the entry its boot script imports and the chunks it preloads, and their static imports. */
function initialScripts(html: string): string[] {
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

const routes = buildRoutes(resolveSite(loaded.site));
const rows = [
  ...routes.map((route) => ({ path: route.path, kind: route.kind, file: fileForRoute(route.path) })),
  { path: '(not found)', kind: 'page', file: '404.html' },
].map((row) => {
  const html = readFileSync(join(dist, row.file), 'utf8');
  const scripts = initialScripts(html);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  return {
    ...row,
    html: gz(row.file),
    js: scripts.reduce((sum, file) => sum + gz(file), 0),
    scripts: scripts.length,
    css: styles.reduce((sum, file) => sum + gz(file), 0),
  };
});

const failures: string[] = [];
for (const row of rows) {
  const htmlLimit = (row.kind === 'specialty' ? budgets.htmlGzipKB.specialtyPage : budgets.htmlGzipKB.anyPage) * 1000;
  if (row.html > htmlLimit) failures.push(`${row.path}: HTML is ${kb(row.html)} KB gz, over ${kb(htmlLimit)} KB`);
  if (row.js > budgets.initialJavaScriptGzipKB * 1000)
    failures.push(`${row.path}: first-visit JavaScript is ${kb(row.js)} KB gz, over ${budgets.initialJavaScriptGzipKB} KB`);
}
const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
for (const chunk of chunks) {
  const code = readFileSync(join(dist, 'assets', chunk), 'utf8');
  for (const marker of budgets.buildTimeCodeMarkers) if (code.includes(marker)) failures.push(`assets/${chunk} holds build-time code ("${marker}")`);
}

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`${'Route'.padEnd(width)}  HTML KB gz  JS KB gz (files)  CSS KB gz`);
for (const row of rows)
  console.log(`${row.path.padEnd(width)}  ${kb(row.html).padStart(10)}  ${`${kb(row.js)} (${row.scripts})`.padStart(16)}  ${kb(row.css).padStart(9)}`);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const allJs = sum(chunks.map((chunk) => gz(`assets/${chunk}`)));
console.log(
  `\nTotals: ${rows.length} pages, HTML ${kb(sum(rows.map((r) => r.html)))} KB gz (largest ${kb(Math.max(...rows.map((r) => r.html)))}); first-visit JavaScript ${kb(Math.min(...rows.map((r) => r.js)))}–${kb(Math.max(...rows.map((r) => r.js)))} KB gz; all ${chunks.length} chunks ${kb(allJs)} KB gz.`,
);
const stats = existsSync(buildStatsFile) ? (JSON.parse(readFileSync(buildStatsFile, 'utf8')) as { seconds: number; pages: number }) : undefined;
console.log(stats ? `Last build + prerender: ${stats.seconds.toFixed(1)} s for ${stats.pages} pages.` : 'Last build time: unknown (run npm run build).');
console.log(
  `Budgets (budgets.json): HTML ${budgets.htmlGzipKB.specialtyPage} KB gz for a specialty page and ${budgets.htmlGzipKB.anyPage} KB for any other; first-visit JavaScript ${budgets.initialJavaScriptGzipKB} KB gz; no build-time code in the browser.`,
);
if (failures.length > 0) {
  console.error(`\n${failures.length} over budget:\n${summarise(failures)}`);
  process.exitCode = 1;
} else console.log('\nEvery budget is met.');

/** The same failure on many routes reads as one line, with the routes counted. */
function summarise(list: string[]): string {
  const byMessage = new Map<string, string[]>();
  for (const failure of list) {
    const [where, ...rest] = failure.split(': ');
    const message = rest.join(': ');
    byMessage.set(message, [...(byMessage.get(message) ?? []), where]);
  }
  return [...byMessage]
    .map(([message, places]) =>
      places.length === 1 ? `${places[0]}: ${message}` : `${places.length} routes (${places.slice(0, 3).join(', ')}, …): ${message}`,
    )
    .join('\n');
}
