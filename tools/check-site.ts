// `npm run check:site [-- --site site.yaml --out dist --format text|json|github --strict --no-build --widths 320,390]`:
// the gate every site passes before it is published, whatever its content. It checks the site file as validate does,
// builds it, and then checks every page of the built site at 320, 390, 768 and 1280 px wide:
//   - the page shows with no error in the browser and no failed request, and asks no other website for anything
//     but what its page names (the diagnostic);
//   - every link to the site goes to a page or file of it, and every #section to an element of that page;
//   - axe finds no WCAG 2.1 A/AA violation;
//   - the page never scrolls sideways;
//   - the Nu HTML Checker finds no error in its HTML;
//   - a figure (98.5%, $30M+, 24/7) never breaks over two lines;
//   - nothing in the header overlaps or is cut off;
//   - a page over budgets.json's first-visit weight, and a hero that ends below the first screen (a headline too long
//     for it), are warnings: they work, but a person should look.
// Each problem is printed as validate prints its own, at the site.yaml line of the page, block or section it is in.
// Exit 0 when there is no error (and with --strict no warning), 1 otherwise, 2 when the check could not run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { resolveStaticFile } from '../src/build/static-files.ts';
import { buildRoutes } from '../src/model/routes.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { problemCatalogue, type SiteProblem } from '../src/site/problems.ts';
import { sourceLines } from '../src/site/quote.ts';
import { formatReport, reportFormats, type ReportFormat } from '../src/site/report.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { nuCheckerErrors } from './nu-checker.ts';
import { overBudget, type PageBudgets, pageWeights } from './page-weight.ts';
import { browseSite, type Finding } from './site-gate/browse.ts';
import { partAtSource } from './site-gate/html-places.ts';
import { absentPath, type GatePage, gatePages, type PagePart } from './site-gate/places.ts';

const usage = 'Usage: npm run check:site -- [--site site.yaml] [--out dist] [--format text|json|github] [--strict] [--no-build] [--widths 320,390,768,1280]';
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      site: { type: 'string', default: 'site.yaml' },
      out: { type: 'string', default: 'dist' },
      format: { type: 'string', default: 'text' },
      strict: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      widths: { type: 'string', default: '320,390,768,1280' },
    },
  });
}
try {
  args = parse();
} catch (error) {
  stop(`${error instanceof Error ? error.message : error}\n${usage}`);
}
const file = args.values.site!;
const out = args.values.out!;
const format = args.values.format as ReportFormat;
if (!reportFormats.includes(format)) stop(`Unknown --format "${format}": use ${reportFormats.join(', ')}.`);
/** The screens: a small phone (and 400% zoom), a common phone, a tablet, a laptop. */
const heights: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1280: 800 };
const screens = args.values.widths!.split(',').map((width) => ({ width: Number(width), height: heights[Number(width)] ?? 800 }));
if (screens.some((screen) => !Number.isInteger(screen.width) || screen.width < 200)) stop(`--widths wants widths in pixels, such as 320,1280.\n${usage}`);
const say = (line: string) => format === 'text' && console.log(line);

// 1. The file itself, as npm run validate checks it.
const loaded = loadSiteFile(file);
if (!loaded.ok) finish(loaded.problems, []);
const { locator } = loaded;
const site = resolveSite(loaded.site);
const pages = gatePages(site, locator, absentPath(site));

// 2. The build.
if (!args.values['no-build']) {
  say(`Building ${file} into ${out}/ …`);
  // For a machine (json, github), stdout is the report alone: the build's words go to stderr.
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', file, '--out', out], {
    stdio: ['ignore', format === 'text' ? 'inherit' : 2, 'inherit'],
  });
  if (build.status !== 0) process.exit(1);
}

const problems: SiteProblem[] = [];
const warnings: SiteProblem[] = [];
const add = (page: GatePage, part: PagePart, code: SiteProblem['code'], message: string, hint: string, severity?: 'warning') => {
  const place = page.place(part);
  const where = typeof part === 'string' && part !== 'page' ? `${place.where} › on ${page.path}` : place.where;
  (severity ? warnings : problems).push({ code, file, line: place.line, column: place.column, where, message, hint, ...(severity && { severity }) });
};

// 3. The HTML of every page.
say('Checking the HTML of every page (Nu HTML Checker) …');
const checked = nuCheckerErrors(out);
if ('cannotCheck' in checked) stop(`check:site: ${checked.cannotCheck}`);
for (const error of checked.errors) {
  const path = error.url?.startsWith('file:') ? relative(out, fileURLToPath(error.url)) : '';
  const page = pages.find((candidate) => candidate.file === path);
  if (!page) continue;
  const part = partAtSource(readFileSync(`${out}/${path}`, 'utf8'), error.lastLine ?? error.firstLine ?? 1, error.lastColumn ?? error.firstColumn ?? 1);
  const near = (error.extract ?? '').replace(/\s+/g, ' ').trim();
  add(page, part, 'invalidHtml', problemCatalogue.invalidHtml.message({ detail: error.message, near }), problemCatalogue.invalidHtml.hint());
}

// 4. What a first visit of each page downloads.
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as PageBudgets;
for (const weight of pageWeights(out, buildRoutes(site))) {
  const page = pages.find((candidate) => candidate.file === weight.file);
  for (const detail of page ? overBudget(weight, budgets) : [])
    add(page!, 'page', 'overBudget', problemCatalogue.overBudget.message({ detail }), problemCatalogue.overBudget.hint(), 'warning');
}

// 5. Every page in the browser, at every width.
say(`Checking ${pages.length} pages in Chromium at ${screens.map((s) => s.width).join(', ')} px wide …`);
const skipIntro = new Map(site.pages.flatMap((page) => (page.intro ? [[page.path, page.intro.skipLabel] as const] : [])));
const seen = await browseSite({ dist: out, pages, screens, skipIntro });
for (const group of groupByWords(seen.findings)) {
  const page = pages.find((candidate) => candidate.path === group.path)!;
  const widths = `at ${listed(group.widths.map(String))} px wide`;
  const entry = problemCatalogue[group.kind];
  const params = { ...group.params, widths } as never;
  add(page, group.part, group.kind, entry.message(params), entry.hint(params), group.kind === 'heroBelowFold' ? 'warning' : undefined);
}

// 6. Links and #sections, from what each page shows once its script has run.
for (const page of pages)
  for (const { href, part } of seen.links.get(page.path) ?? []) {
    const url = new URL(href, `http://site.invalid${page.path}`);
    if (url.origin !== 'http://site.invalid') continue;
    // A link within the page (the skip link's #main) goes to it, whatever answers its address.
    const here = url.pathname === page.path;
    const target = here ? undefined : resolveStaticFile(out, url.pathname);
    if (!here && target?.status !== 200) {
      add(page, part, 'brokenLink', problemCatalogue.brokenLink.message({ href }), problemCatalogue.brokenLink.hint());
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    const ids = seen.ids.get(here ? page.path : (pages.find((candidate) => target?.file.endsWith(candidate.file))?.path ?? ''));
    if (anchor && ids && !ids.includes(anchor))
      add(page, part, 'brokenAnchor', problemCatalogue.brokenAnchor.message({ href, anchor }), problemCatalogue.brokenAnchor.hint());
  }

finish(dedupe(problems), dedupe(warnings));

/** The same words at several widths read as one finding, naming the widths. */
function groupByWords(findings: Finding[]) {
  const groups = new Map<string, Finding & { widths: number[] }>();
  for (const finding of findings) {
    const key = JSON.stringify([finding.path, finding.part, finding.kind, finding.params]);
    const group = groups.get(key);
    if (group) group.widths = [...new Set([...group.widths, finding.width])].sort((a, b) => a - b);
    else groups.set(key, { ...finding, widths: [finding.width] });
  }
  return groups.values();
}

/** A problem of the header or footer is seen on every page: one message at its line, naming the first page. */
function dedupe(list: SiteProblem[]): SiteProblem[] {
  const kept = new Map<string, SiteProblem>();
  for (const problem of list) {
    const key = JSON.stringify([problem.line, problem.column, problem.code, problem.message]);
    if (!kept.has(key)) kept.set(key, problem);
  }
  return [...kept.values()];
}

/** "320", "320 and 390", "320, 390 and 768". */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Prints the report as validate does (each problem with its lines of the site file under it) and exits: 1 on an
 * error (with --strict, on a warning too).
 */
function finish(failed: readonly SiteProblem[], warned: readonly SiteProblem[]): never {
  const lines = failed.every((p) => p.source) && warned.every((p) => p.source) ? [] : readFileSync(file, 'utf8').split('\n');
  const framed = (p: SiteProblem) => (p.source ? p : { ...p, source: sourceLines(lines, p.line, p.column) });
  const report = formatReport(file, { problems: failed.map(framed), warnings: warned.map(framed) }, format, args.values.strict);
  // After the checks, the summary says what was checked, not only that the file is valid.
  const checked = loaded.ok && format === 'text' ? ` Checked ${pages.length} pages at ${listed(screens.map((s) => String(s.width)))} px wide.` : '';
  (report.failed && format === 'text' ? console.error : console.log)(`${report.output}${checked}`);
  process.exit(report.failed ? 1 : 0);
}

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}
