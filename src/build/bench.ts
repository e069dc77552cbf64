// `npm run bench`: how long the things people wait for take, as medians over several runs (a report, not a test).
// Today: the search filter over 10,000 synthetic entries, and validating site.yaml as a whole process.
import { spawnSync } from 'node:child_process';
import { buildSearchIndex, type SearchEntry } from '../logic/search-index.ts';
import { filterSearch, noFilters, type SearchFilters } from '../logic/search.ts';
import { loadSiteFile } from '../site/load.ts';
import { resolveSite } from '../site/resolve.ts';

const loaded = loadSiteFile('site.yaml');
if (!loaded.ok) throw new Error('site.yaml does not validate: run npm run validate');
const real = buildSearchIndex(resolveSite(loaded.site));

/** 10,000 entries made of the real ones' words, shuffled by a fixed seed so every run measures the same data. */
function syntheticIndex(size: number): SearchEntry[] {
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
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
  return median(Array.from({ length: repeats }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }));
}

const index = syntheticIndex(10_000);
const queries: Array<[string, SearchFilters]> = [
  ['no filters', noFilters],
  ['text "billing"', { ...noFilters, text: 'billing' }],
  ['text "denial management"', { ...noFilters, text: 'denial management' }],
  ['text with no match', { ...noFilters, text: 'zzz no such thing' }],
  ['category specialty + tags AR, CPT', { text: '', category: 'specialty', tags: ['AR', 'CPT'] }],
  ['text "cardio" + tag coding', { text: 'cardio', category: 'all', tags: ['coding'] }],
];
console.log(`Search filter over ${index.length.toLocaleString('en-US')} entries (median of 21 runs; goal ≤ 16 ms):`);
for (const [name, filters] of queries) {
  const ms = time(() => filterSearch(index, filters), 21);
  console.log(`  ${name.padEnd(36)} ${ms.toFixed(2).padStart(7)} ms  (${filterSearch(index, filters).length} results)`);
}

const validate = time(() => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/validate.ts'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}, 5);
console.log(`npm run validate, whole process (median of 5): ${validate.toFixed(0)} ms`);
