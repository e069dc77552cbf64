// After `stryker run` (`npm run test:mutation`): the mutation score of each folder Stryker mutated, from its JSON
// report, against the least each folder may score. Prints a table and the mutants that survived, each at its line;
// exits 1 when a folder scores under its minimum. Mutants marked equivalent in the source (`// Stryker disable
// next-line <mutator>: <why>`) are Ignored and count neither way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The least mutation score (%) of each folder: the pure logic is held to more than the site.yaml checks. */
export const minimumScores: Record<string, number> = { 'src/logic': 90, 'src/site': 80 };

/** The part of Stryker's report (the mutation-testing-report schema) read here. */
export interface MutationReport {
  files: Record<string, { mutants: { mutatorName: string; replacement?: string; status: string; location: { start: { line: number } } }[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** (killed + timed out) / (killed + timed out + survived + no coverage), in %, as Stryker counts it. */
  score: number;
}

const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** Each folder's counts and score, in the order of its first file in the report. */
export function scoreByFolder(report: MutationReport): FolderScore[] {
  const folders = new Map<string, FolderScore>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = folderOf(file);
    const row = folders.get(folder) ?? { folder, killed: 0, timedOut: 0, survived: 0, noCoverage: 0, ignored: 0, score: 0 };
    for (const { status } of mutants) {
      if (status === 'Killed') row.killed++;
      else if (status === 'Timeout') row.timedOut++;
      else if (status === 'Survived') row.survived++;
      else if (status === 'NoCoverage') row.noCoverage++;
      else if (status === 'Ignored') row.ignored++;
    }
    folders.set(folder, row);
  }
  return [...folders.values()].map((row) => {
    const detected = row.killed + row.timedOut;
    const valid = detected + row.survived + row.noCoverage;
    return { ...row, score: valid === 0 ? 100 : (100 * detected) / valid };
  });
}

/** The mutants still alive, as `file:line mutator → replacement` on one line each. */
export function survivors(report: MutationReport): string[] {
  return Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter(({ status }) => status === 'Survived' || status === 'NoCoverage')
      .map(({ mutatorName, replacement, status, location }) => {
        // A replacement is source code: on one line, cut short, with nothing a terminal would act on.
        const shown = JSON.stringify((replacement ?? '').replace(/\s+/g, ' ').slice(0, 80));
        return `${file}:${location.start.line} ${mutatorName}${status === 'NoCoverage' ? ' (no test runs it)' : ''} → ${shown}`;
      }),
  );
}

function main(): void {
  const reportFile = 'reports/mutation/mutation.json';
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport;
  const rows = scoreByFolder(report);
  const alive = survivors(report);
  if (alive.length > 0) console.log(`Survivors (${alive.length}):\n${alive.map((line) => `  ${line}`).join('\n')}\n`);
  console.log('| Folder | Killed | Timed out | Survived | No coverage | Ignored (static, or marked equivalent) | Score | Minimum |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  let failed = false;
  for (const row of rows) {
    const minimum = minimumScores[row.folder];
    const under = minimum !== undefined && row.score < minimum;
    failed ||= under;
    console.log(
      `| ${row.folder} | ${row.killed} | ${row.timedOut} | ${row.survived} | ${row.noCoverage} | ${row.ignored} | ${row.score.toFixed(2)}% | ${minimum === undefined ? '–' : `${minimum}%`}${under ? ' (under)' : ''} |`,
    );
  }
  console.log(`\nFrom ${reportFile}; the whole report, mutant by mutant: reports/mutation/mutation.html.`);
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
