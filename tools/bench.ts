// `npm run bench`: how long the things people wait for take, as medians over several runs (a report, not a test).
// Today: the search filter over 10,000 synthetic entries, validating and building the site as whole processes, how
// long the built site (dist/, so build first) takes to answer a click or a key (bench-interactions.ts), how much
// later its pages hydrate for loading the app after their first paint (bench-loading.ts), and how the build, the
// checker and the dev server cost as the site grows (bench-scale.ts). `npm run bench -- --scale`: only the last.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSearchIndex, type SearchEntry } from '../src/model/search-index.ts';
import { filterSearch, noFilters, type SearchFilters } from '../src/logic/search.ts';
import { loadSiteFile, loadSiteText } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { buildStatsFile } from '../src/build/build-stats.ts';
import { interactionRows } from './bench-interactions.ts';
import { loadingRows } from './bench-loading.ts';
import { devSaveMs, scaleRows, validateAtLimit } from './bench-scale.ts';

if (process.argv.includes('--scale')) {
  await printScale();
  process.exit();
}

const loaded = loadSiteFile('site.yaml');
if (!loaded.ok) throw new Error('site.yaml does not validate: run npm run validate');
const real = buildSearchIndex(resolveSite(loaded.site));

/** 10,000 entries made of the real ones' words, shuffled by a fixed seed so every run measures the same data. */
function syntheticIndex(size: number): SearchEntry[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const words = real.flatMap((entry) => `${entry.title} ${entry.description}`.split(/\s+/));
  const phrase = (length: number) => Array.from({ length }, () => pick(words)).join(' ');
  return Array.from({ length: size }, (_, i) => {
    const model = pick(real);
    return { ...model, id: `${model.id}-${i}`, title: phrase(3), description: phrase(24), tags: model.tags.filter(() => random() < 0.7) };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function time(run: () => void, repeats: number): number {
  run(); // warm-up
  return median(
    Array.from({ length: repeats }, () => {
      const start = performance.now();
      run();
      return performance.now() - start;
    }),
  );
}

/** A command run as its own process, as a person runs it; throws with its errors when it fails. */
function runCommand(args: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
}

/** The build, timed into a throwaway folder: dist/ and the time npm run budget reports as the last build's stay. */
function timeBuild(repeats: number): number {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const lastBuild = existsSync(buildStatsFile) ? readFileSync(buildStatsFile) : undefined;
  try {
    return time(() => runCommand(['src/build/build.ts', '--out', join(scratch, 'site')]), repeats);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    if (lastBuild) writeFileSync(buildStatsFile, lastBuild);
    else rmSync(buildStatsFile, { force: true });
  }
}

interface Row {
  what: string;
  ms: number;
  runs: number;
  note: string;
}
const rows: Row[] = [];
const loadAtStart = loadavg()[0];
const index = syntheticIndex(10_000);
const queries: Array<[string, SearchFilters]> = [
  ['no filters', noFilters],
  ['text "billing"', { ...noFilters, text: 'billing' }],
  ['text "denial management"', { ...noFilters, text: 'denial management' }],
  ['text with no match', { ...noFilters, text: 'zzz no such thing' }],
  ['category specialty + tags AR, CPT', { text: '', category: 'specialty', tags: ['AR', 'CPT'] }],
  ['text "cardio" + tag coding', { text: 'cardio', category: 'all', tags: ['coding'] }],
];
const entries = index.length.toLocaleString('en-US');
for (const [name, filters] of queries) {
  rows.push({
    what: `search filter, ${name}`,
    ms: time(() => filterSearch(index, filters), 21),
    runs: 21,
    note: `${entries} entries, ${filterSearch(index, filters).length.toLocaleString('en-US')} results; goal ≤ 16 ms`,
  });
}
rows.push({ what: 'npm run validate, whole process', ms: time(() => runCommand(['src/build/validate.ts']), 5), runs: 5, note: 'goal < 1 s' });
// Files over a limit are refused quickly: each is checked in the process, as the dev server and the build do.
const siteText = readFileSync('site.yaml', 'utf8');
const hostile: Array<[string, string]> = [
  ['a 50 MB text', `${siteText}\nfiller: ${'x'.repeat(50_000_000)}\n`],
  ['a million nested [', siteText.replace('theme:\n', `deep: ${'['.repeat(1_000_000)}\ntheme:\n`)],
  ['a 1 MB text', siteText.replace('  blurb: ', `  blurb: ${'x'.repeat(1_000_000)} `)],
  [
    '100 aliases of a 600 KB list',
    siteText.replace(
      'theme:\n',
      `big: &big\n${'  - "a line of filler text, about sixty characters long, x"\n'.repeat(10_000)}copies: [${Array(99).fill('*big').join(', ')}]\ntheme:\n`,
    ),
  ],
];
for (const [name, text] of hostile) {
  const result = loadSiteText(text, 'site.yaml');
  const refusal = result.ok ? 'ACCEPTED' : result.problems[0].message;
  rows.push({ what: `refusing ${name}`, ms: time(() => loadSiteText(text, 'site.yaml'), 5), runs: 5, note: `${refusal.slice(0, 70)}; goal well under 1 s` });
}
rows.push({ what: 'npm run build, whole process', ms: timeBuild(3), runs: 3, note: 'into a temporary folder, not dist/' });

const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(2)} ms`);
const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'What (median of the runs, after one warm-up run)'.padEnd(width)}    Median  Runs  Notes`);
for (const row of rows) console.log(`${row.what.padEnd(width)}  ${duration(row.ms).padStart(8)}  ${String(row.runs).padStart(4)}  ${row.note}`);

// What a visitor waits for after a click or a key, on the built site (the INP measure).
const answers = await interactionRows();
const answerWidth = Math.max(...answers.map((row) => row.what.length));
console.log('\nAnswering a click or a key on the built site: Event Timing duration (INP), Chromium, CPU 4x, worst of 2 loads; goal ≤ 100 ms');
console.log(`${'Interaction'.padEnd(answerWidth)}   First   Later`);
for (const row of answers) console.log(`${row.what.padEnd(answerWidth)}  ${`${row.first} ms`.padStart(6)}  ${`${row.later} ms`.padStart(6)}`);
// What loading the app after the first paint costs before a page answers through it.
const loading = await loadingRows();
const pageWidth = Math.max(...loading.map((row) => row.page.length));
console.log(
  '\nLoading the app after the first paint (as built) or at once: first contentful paint and hydrated, ms from navigation, a phone on slow 4G with the CPU slowed 4x, medians of 3',
);
console.log(`${'Page'.padEnd(pageWidth)}  ${'As built: FCP'.padStart(13)}  Hydrated  ${'At once: FCP'.padStart(12)}  Hydrated  Hydrated later by`);
for (const { page, built, atOnce } of loading)
  console.log(
    `${page.padEnd(pageWidth)}  ${String(built[0]).padStart(13)}  ${String(built[1]).padStart(8)}  ${String(atOnce[0]).padStart(12)}  ${String(atOnce[1]).padStart(8)}  ${`${built[1] - atOnce[1]} ms`.padStart(17)}`,
  );
// Whole processes wait for the processor like everything else: a busy machine shows here first.
console.log(
  `\nMachine load (processes waiting or running, 1-minute average): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${availableParallelism()} cores.`,
);

await printScale();

/** How the build, the checker and the dev server cost as the site grows (bench-scale.ts). */
async function printScale() {
  const rows = scaleRows();
  const [first] = rows;
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const change = (value: number, base: number) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(1)}%`;
  console.log(
    "\nThe build as the site grows: the spec's site and the large fixture site (CPU seconds of the whole process, user + system); goals: 1,000 pages under 30 s, at most 15 ms for each page added, first-visit JS and a specialty page's HTML within 1% of the spec site's",
  );
  console.log('Pages  Build CPU  Per page added  First-visit JS KB gz  Specialty HTML KB gz');
  for (const row of rows) {
    const added = row === first ? '' : `${(((row.buildSeconds - first.buildSeconds) / (row.pages - first.pages)) * 1000).toFixed(1)} ms`;
    const js = `${kb(row.firstVisitJs)}${row === first ? '' : ` (${change(row.firstVisitJs, first.firstVisitJs)})`}`;
    const html = `${kb(row.specialtyHtml)}${row === first ? '' : ` (${change(row.specialtyHtml, first.specialtyHtml)})`}`;
    console.log(
      `${String(row.pages).padStart(5)}  ${`${row.buildSeconds.toFixed(1)} s`.padStart(9)}  ${added.padStart(14)}  ${js.padStart(20)}  ${html.padStart(20)}`,
    );
  }
  const validate = validateAtLimit();
  console.log(
    `\nnpm run validate at the file size limit (${validate.bytes.toLocaleString('en-US')} bytes): ${validate.seconds.toFixed(2)} s CPU, best of 3; goal under 2 s`,
  );
  const saves = await devSaveMs();
  console.log(
    `The dev server at 1,000 pages, from a save of site.yaml to the change shown in the page: ${saves.map((ms) => `${ms} ms`).join(', ')}; goal under 1 s`,
  );
}
