// `npm run validate [file]`: checks a site file, prints one line per problem and a summary; exit 1 on any error.
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary } from '../site/problems.ts';

const file = process.argv[2] ?? 'site.yaml';
const result = loadSiteFile(file);
if (result.ok) {
  console.log(`${formatSummary(file, [])} ${result.site.pages.length} pages, ${result.site.specialties.length} specialties.`);
} else {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(formatSummary(file, result.problems));
  process.exitCode = 1;
}
