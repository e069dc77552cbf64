// `npm run validate [file] [--format text|json|github] [--strict]`: checks a site file and reports every problem
// with its line and column. Exit 1 on any error (and with --strict on any warning), 2 on a wrong command.
import { parseArgs } from 'node:util';
import { loadSiteFile } from '../site/load.ts';
import { formatReport, reportFormats, type ReportFormat } from '../site/report.ts';

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' }, strict: { type: 'boolean', default: false } } });
}
try {
  args = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\nUsage: npm run validate -- [site.yaml] [--format text|json|github] [--strict]`);
  process.exit(2);
}
const format = args.values.format as ReportFormat;
if (!reportFormats.includes(format)) {
  console.error(`Unknown --format "${format}": use ${reportFormats.join(', ')}.`);
  process.exit(2);
}
const file = args.positionals[0] ?? 'site.yaml';
const result = loadSiteFile(file);
const report = result.ok ? { problems: [], warnings: result.warnings } : { problems: result.problems, warnings: [] };
const { output, failed } = formatReport(file, report, format, args.values.strict);
if (format === 'text' && result.ok)
  console.log(`${output} ${count(result.site.pages.length, 'page')}, ${count(result.site.specialties.length, 'specialty', 'specialties')}.`);
else (failed && format === 'text' ? console.error : console.log)(output);
process.exitCode = failed ? 1 : 0;

/** "1 page", "19 pages". */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
