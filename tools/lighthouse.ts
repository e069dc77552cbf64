// `npm run lighthouse [-- --runs N] [--only /path ...] [--all] [--dir dist] [--reports DIR] [--applied]`: Lighthouse's
// mobile profile (simulated throttling; --applied slows the browser's network and CPU for real instead, which
// measures what Chrome does rather than what Lighthouse's model predicts) on the built site, served gzipped from this
// process on 127.0.0.1. Prints one table of medians (the four category scores, LCP, CLS, TBT), each page's largest
// contentful paint element, the LCP of pages against the same pages without their scripts, and the audits that
// cost points; exits 1 when a page misses budgets.json. --all measures every page of the site once (the compared
// pages and their copies without scripts as many times as budgets.json says, and a page below budget on its one run
// twice more; --runs N: every page N times). --reports keeps every run's full report as JSON (the Lighthouse viewer
// opens them).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
// chrome-launcher is the launcher Lighthouse itself depends on (and so is installed with it, in its version).
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { fileForRoute } from '../src/build/prerender.ts';
import { createStaticServer } from '../src/build/static-server.ts';
import { resolveStaticFile } from '../src/build/static-files.ts';
import { buildRoutes } from '../src/model/routes.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import type { Site } from '../src/model/types.generated.ts';
import { categories, costlyAudits, median, pageFigures, type Category, type PageFigures } from './lighthouse-summary.ts';
import { chromiumPath } from './chromium-path.ts';
import { withoutScripts } from './without-scripts.ts';

interface LighthouseBudget {
  pages: string[];
  runs: number;
  minScore: Record<Category, number>;
  /** A page's own floors, where it cannot meet minScore for a reason its $comment measures. */
  minScoreOf?: Record<string, Partial<Record<Category, number>> & { $comment?: string }>;
  maxCLS: number;
  lcpRatio: { pages: string[]; max: number; maxApplied: number; enforce: boolean };
}

const started = performance.now();
const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'dist' },
    // The site file the built site in --dir was built from (its pages, and which of them search engines skip).
    site: { type: 'string', default: 'site.yaml' },
    reports: { type: 'string' },
    applied: { type: 'boolean', default: false },
  },
});
const budget = (JSON.parse(readFileSync('budgets.json', 'utf8')) as { lighthouse: LighthouseBudget }).lighthouse;
const dist = values.dir!;
const runs = Number(values.runs ?? (values.all ? 1 : budget.runs));
const site = loadedSite();
const pages = values.only ?? (values.all ? sitePages() : budget.pages);
// A page site.yaml keeps out of search engines (the diagnostic) says so on purpose: Lighthouse's 'is-crawlable' audit
// would mark it down for exactly that. It is left out on those pages only.
const hidden = new Set(site.pages.filter((page) => page.hideFromSearchEngines).map((page) => page.path));
if (!Number.isInteger(runs) || runs < 1) fail(`--runs wants a whole number of runs, 1 or more (got "${values.runs}").`);
if (!existsSync(join(dist, 'index.html'))) fail(`Run npm run build first: ${dist}/ has no site to measure.`);
for (const page of pages)
  if (resolveStaticFile(dist, page)?.status !== 200) fail(`${page} is not a page of the built site in ${dist}/ (budgets.json lighthouse.pages, or --only).`);
// CHROME_PATH's browser, else the end-to-end tests' (chromium-path.ts).
const chromePath = process.env.CHROME_PATH || chromiumPath() || chromium.executablePath();
if (!existsSync(chromePath)) fail(`No browser at ${chromePath}: install chromium, or set CHROME_PATH to a Chrome or Chromium binary.`);

// Each compared page is also measured without its scripts, served beside the site (from a copy of it, so dist/ is
// never touched) and so under the same conditions: same server, same gzip, same headers.
const ratio = budget.lcpRatio;
const ratioMax = values.applied ? ratio.maxApplied : ratio.max;
const withoutScriptsPath = (page: string) => `/without-scripts${page === '/' ? '' : page}`;
const compared = ratio.pages.filter((page) => pages.includes(page));
const variants = new Map(compared.map((page) => [withoutScriptsPath(page), page]));
const measured = [...pages, ...variants.keys()];
const root = mkdtempSync(join(tmpdir(), 'lighthouse-site-'));
cpSync(dist, root, { recursive: true });
for (const [variant, page] of variants) {
  const file = join(root, fileForRoute(variant));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, withoutScripts(readFileSync(resolveStaticFile(dist, page)!.file, 'utf8')));
}

// Lighthouse times the page's script on this machine's CPU: right after the end-to-end tests (CI runs them just
// before) the machine is still busy, and the page with its scripts measures slower than its copy without them for
// that reason alone. Wait, at most 90 s, for the load average to fall below the number of cores.
const loadBeforeSettling = loadavg()[0];
const settleUntil = performance.now() + 90_000;
while (loadavg()[0] >= availableParallelism() && performance.now() < settleUntil) await new Promise((wait) => setTimeout(wait, 2_000));
if (loadBeforeSettling >= availableParallelism())
  console.log(
    `Waited ${((performance.now() - settleUntil + 90_000) / 1000).toFixed(0)} s for the machine to settle: load ${loadBeforeSettling.toFixed(1)}, then ${loadavg()[0].toFixed(1)}.`,
  );
const loadAtStart = loadavg()[0];
const server = createStaticServer(root, { gzip: true });
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let chrome: LaunchedChrome | undefined;
const cleanUp = () => {
  chrome?.kill();
  server.close();
  rmSync(root, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const reports = new Map<string, Result[]>(measured.map((page) => [page, []]));
try {
  chrome = await launch({
    chromePath,
    handleSIGINT: false,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every host name fails to resolve, so nothing can reach the internet (the site is on 127.0.0.1, an address).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  // --all takes one run per page, but a ratio compares two noisy figures: the compared pages and their copies
  // without scripts get budgets.json's runs (unless --runs says how many for every page).
  const runsOf = (page: string) => (values.all && values.runs === undefined && (compared.includes(page) || variants.has(page)) ? budget.runs : runs);
  const rounds = Math.max(...measured.map(runsOf));
  console.log(
    `Lighthouse, mobile profile (${values.applied ? 'applied' : 'simulated'} throttling): ${count(rounds, 'round')} over ${count(measured.length, 'page')}, taken in turn${rounds > runs ? ` (${count(runs, 'run')} a page; ${count(rounds, 'run')} for ${[...compared, ...variants.keys()].join(', ')})` : ''}.`,
  );
  // Pages alternate within each round so that a busier minute on the machine touches every page alike.
  for (let round = 1; round <= rounds; round++)
    await measureRound(
      round,
      measured.filter((page) => runsOf(page) >= round),
    );
  // One run is one draw of a noisy measure: a page of --all below budget on its single run is measured twice more,
  // and the median of the three decides, as it does for the key pages every time.
  const doubtful = values.all && values.runs === undefined ? pages.filter((page) => runsOf(page) === 1 && belowBudget(page).length > 0) : [];
  if (doubtful.length > 0) console.log(`  below budget on their one run, measured twice more: ${doubtful.join(', ')}`);
  for (let round = 2; round <= 3 && doubtful.length > 0; round++) await measureRound(round, doubtful);
} finally {
  cleanUp();
}

/** The runs of `page` Lighthouse could finish: one it could not (the page did not load or paint) has no figures. */
function measuredRuns(page: string): Result[] {
  return reports.get(page)!.filter((lhr) => !lhr.runtimeError);
}

/** What of budgets.json `page` misses, by the medians of its runs so far. */
function belowBudget(page: string): string[] {
  if (measuredRuns(page).length === 0) return [];
  const figure = pageFigures(measuredRuns(page));
  const floor = { ...budget.minScore, ...budget.minScoreOf?.[page] };
  const misses = categories
    .filter((category) => !(figure.scores[category] >= floor[category]))
    .map(
      (category) =>
        `${page}: ${category} score ${Number.isNaN(figure.scores[category]) ? '–' : figure.scores[category].toFixed(0)} is below ${floor[category]}`,
    );
  if (!(figure.cls <= budget.maxCLS)) misses.push(`${page}: cumulative layout shift ${figure.cls.toFixed(4)} is above ${budget.maxCLS}`);
  return misses;
}

/** One Lighthouse run of each of `list`, in turn, kept in `reports`. */
async function measureRound(round: number, list: readonly string[]): Promise<void> {
  const times: string[] = [];
  for (const page of list) {
    const runStarted = performance.now();
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome!.port,
      logLevel: 'error',
      output: 'json',
      // The full-page screenshot and the back/forward cache check weigh nothing in any score and take ~2 s a run.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', ...(hidden.has(variants.get(page) ?? page) ? ['is-crawlable'] : [])],
      // Nothing leaves the machine. The site is served over http on 127.0.0.1, so every https address is another
      // site's (the diagnostic's script and frame): Lighthouse refuses them itself, and does not count its own
      // refusals as the page's console errors (the --host-resolver-rules below are the second lock).
      blockedUrlPatterns: ['https://*'],
      throttlingMethod: values.applied ? 'devtools' : 'simulate',
      // Only a page's speed without its scripts is compared; its other categories would say nothing new.
      onlyCategories: variants.has(page) ? ['performance'] : [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    reports.get(page)!.push(result.lhr);
    if (values.reports) saveReport(values.reports, page, round, result.report);
    times.push(`${page} ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
  }
  console.log(`  round ${round}: ${times.join(', ')}`);
}

// ─── Report ─────────────────────────────────────────────────────────────────────────────────────────────────

// A run Lighthouse could not finish has no figures: it is reported, not averaged.
const figures = new Map<string, PageFigures>(measured.map((page) => [page, pageFigures(measuredRuns(page))]));
const label = (page: string) => (variants.has(page) ? `${variants.get(page)} without scripts` : page);
const width = Math.max(...measured.map((page) => label(page).length));
const cell = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
console.log(`\n${'Page'.padEnd(width)}  Perf  A11y  Best pr.  SEO  LCP ms     CLS  TBT ms`);
for (const [page, figure] of figures) {
  const [perf, a11y, practices, seo] = categories.map((category) => cell(figure.scores[category]));
  console.log(
    `${label(page).padEnd(width)}  ${perf.padStart(4)}  ${a11y.padStart(4)}  ${practices.padStart(8)}  ${seo.padStart(3)}  ${cell(figure.lcpMs).padStart(6)}  ${cell(figure.cls, 3).padStart(6)}  ${cell(figure.tbtMs).padStart(6)}`,
  );
}
console.log('\nLargest contentful paint element (run nearest the median):');
for (const [page, figure] of figures) console.log(`  ${label(page).padEnd(width)}  ${figure.lcpElement ?? '(Lighthouse named none)'}`);

const failures: string[] = [];
for (const page of measured) {
  const errors = new Set(reports.get(page)!.flatMap((lhr) => (lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])));
  for (const error of errors) failures.push(`${label(page)}: Lighthouse could not measure it in every run (${error})`);
  if (!variants.has(page)) failures.push(...belowBudget(page));
}

const each = (page: string) =>
  reports
    .get(page)!
    .map((lhr) => (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN).toFixed(0))
    .join(', ');
if (compared.length > 0)
  console.log(
    `\nLCP against the same page without its scripts (goal ≤ ${ratioMax}${ratio.enforce ? '' : ', reported only: budgets.json lighthouse.lcpRatio.enforce is false'}):`,
  );
for (const page of compared) {
  const ours = figures.get(page)!.lcpMs;
  const bare = figures.get(withoutScriptsPath(page))!.lcpMs;
  const met = ours / bare <= ratioMax;
  console.log(
    `  ${page}: ${ours.toFixed(0)} ms / ${bare.toFixed(0)} ms = ${(ours / bare).toFixed(2)}, ${met ? 'met' : 'not met'} (runs: ${each(page)} against ${each(withoutScriptsPath(page))} ms)`,
  );
  if (!met && ratio.enforce) failures.push(`${page}: LCP is ${(ours / bare).toFixed(2)} times the page's without its scripts, above ${ratioMax}`);
}

console.log("\nWhat cost points (weighted audits below 1, and for performance Lighthouse's failing diagnostics):");
let anyCost = false;
for (const page of pages) {
  for (const category of categories) {
    const lines = costlyAudits(measuredRuns(page), category);
    if (lines.length === 0) continue;
    anyCost = true;
    console.log(`  ${page} · ${category} ${cell(figures.get(page)!.scores[category])}`);
    for (const line of lines) console.log(`      ${line}`);
  }
}
if (!anyCost) console.log('  nothing: every audit passed in every run.');

const warnings = new Set([...reports.values()].flat().flatMap((lhr) => lhr.runWarnings));
for (const warning of warnings) console.log(`\nLighthouse warned: ${warning}`);
const allRuns = [...reports.values()].flat();
const seconds = (performance.now() - started) / 1000;
const browser = allRuns[0].environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
// Lighthouse's benchmark index and the load say how busy the machine was: a busy one gives slower figures.
const benchmark = median(allRuns.map((lhr) => lhr.environment.benchmarkIndex)).toFixed(0);
console.log(
  `\nTook ${seconds.toFixed(0)} s for ${count(allRuns.length, 'Lighthouse run')} (${(seconds / allRuns.length).toFixed(1)} s each): Lighthouse ${allRuns[0].lighthouseVersion}, ${browser}.`,
);
console.log(
  `Machine: benchmark index ${benchmark} (median); load ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${availableParallelism()} cores.`,
);
if (failures.length > 0) {
  console.error(`\n${failures.length} below budget (budgets.json lighthouse):\n${failures.join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery page meets budgets.json lighthouse.');

function saveReport(dir: string, page: string, round: number, report: string | string[]): void {
  mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  writeFileSync(join(dir, `${name}-run${round}.json`), Array.isArray(report) ? report[0] : report);
}

/** The site file (--site), resolved. */
function loadedSite(): Site {
  const loaded = loadSiteFile(values.site!);
  if (!loaded.ok) fail(`${values.site} has mistakes: run npm run validate -- ${values.site}`);
  return resolveSite(loaded.site);
}

/** Every page of the site in site.yaml: its routes but the redirects. */
function sitePages(): string[] {
  return buildRoutes(site)
    .filter((route) => route.kind !== 'redirect')
    .map((route) => route.path);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
