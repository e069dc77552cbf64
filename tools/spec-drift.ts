// `npm run spec-drift [-- site.yaml] [--format text|json|github]`: where the site file departs from the spec's values
// (tools/spec-values.ts), each at its line and column, as npm run validate prints a warning. It informs and never
// fails: an editor may decide otherwise than the spec, and the report keeps that visible.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { loadSiteFile } from '../src/site/load.ts';
import { formatWithSource, problemCatalogue, type SiteProblem } from '../src/site/problems.ts';
import { sourceLines } from '../src/site/quote.ts';
import { formatReport, reportFormats, type ReportFormat } from '../src/site/report.ts';
import { specValues } from './spec-values.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' } } });
const format = values.format as ReportFormat;
if (!reportFormats.includes(format)) {
  console.error(`Unknown --format "${format}": use ${reportFormats.join(', ')}.`);
  process.exit(2);
}
const file = positionals[0] ?? 'site.yaml';
const loaded = loadSiteFile(file);
if (!loaded.ok) {
  console.error(formatReport(file, { problems: loaded.problems, warnings: [] }, format).output);
  console.error('The spec drift is measured on a valid file: fix the errors above first.');
  process.exit(1);
}

const shown = (value: unknown) => JSON.stringify(value) ?? 'nothing';
/**
 * A list the site changed, by what it added and what it dropped (a route table, whole, is cut off before the
 * pages the site added); a list of the same items in another order, whole.
 */
function shownList(value: unknown, spec: unknown): string | undefined {
  if (!Array.isArray(value) || !Array.isArray(spec)) return undefined;
  const outside = (items: unknown[], other: unknown[]) => items.filter((item) => !other.some((entry) => isDeepStrictEqual(entry, item)));
  const [added, dropped] = [outside(value, spec), outside(spec, value)];
  if (added.length === 0 && dropped.length === 0) return undefined;
  const parts = [added.length > 0 && `${added.map(shown).join(', ')} added`, dropped.length > 0 && `without ${dropped.map(shown).join(', ')}`];
  return `the spec's list, ${parts.filter(Boolean).join(' and ')}`;
}
const drift: SiteProblem[] = specValues.flatMap(({ section, values: rows }) =>
  rows.flatMap((row): SiteProblem[] => {
    const value = row.valueIn(loaded.site);
    if (isDeepStrictEqual(value, row.spec)) return [];
    const params = { value: shownList(value, row.spec) ?? shown(value), spec: shown(row.spec), section, says: row.says };
    return [
      {
        code: 'specDrift',
        file,
        ...loaded.locator.at(row.path),
        where: row.field,
        message: problemCatalogue.specDrift.message(params),
        hint: problemCatalogue.specDrift.hint(params),
        severity: 'warning',
      },
    ];
  }),
);
const count = specValues.reduce((sum, section) => sum + section.values.length, 0);
if (format !== 'text') console.log(formatReport(file, { problems: [], warnings: drift }, format).output);
else if (drift.length === 0) console.log(`${file} keeps all ${count} of the spec's values.`);
else {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const note of drift) console.log(formatWithSource({ ...note, source: sourceLines(lines, note.line, note.column) }));
  console.log(`${file} departs from ${drift.length} of the spec's ${count} values (a note, not a mistake: npm test does not fail on it).`);
}
