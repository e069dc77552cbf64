// `npm run budget`: what a first visit to each route downloads from dist/ (HTML, the JavaScript its boot script
// loads after the first paint, with the static imports, stylesheets), gzipped, against budgets.json. Prints a
// table and the totals, and the last build's time; exits 1 when a budget is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRoutes } from '../src/model/routes.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { buildStatsFile } from '../src/build/build-stats.ts';
import { gzipSizes, overBudget, type PageBudgets, pageWeights } from './page-weight.ts';

interface Budgets extends PageBudgets {
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

const gz = gzipSizes(dist);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows = pageWeights(dist, buildRoutes(resolveSite(loaded.site)), gz);

const failures: string[] = [];
for (const row of rows) for (const over of overBudget(row, budgets)) failures.push(`${row.path}: ${over}`);
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
