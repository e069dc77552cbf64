// Joins Stryker reports of runs over parts of the code (`stryker run --mutate <part> --incrementalFile <file>`) into
// one, for `npm run test:mutation` to start from (as its incremental file: only what changed since is run again)
// or for tools/mutation-score.ts to read. On two cores a run over all of src/site takes hours; by parts, each part's
// results are kept as soon as it ends. The joined file is kept in the repository (reports/mutation/
// stryker-incremental.json), so that a new machine does not start from nothing: `npm run test:mutation` passes its
// own run's file through here alone, which leaves out the folder it ran in.
// Usage: tsx tools/mutation-merge.ts <out.json> <report.json>... (oldest first)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Test {
  id: string;
  name: string;
  [field: string]: unknown;
}
interface Mutant {
  coveredBy?: string[];
  killedBy?: string[];
  [field: string]: unknown;
}
/** The parts of the mutation-testing-report schema that the joining reads or rewrites. */
export interface StrykerReport {
  files: Record<string, { mutants: Mutant[]; [field: string]: unknown }>;
  testFiles?: Record<string, { tests: Test[]; source?: string; [field: string]: unknown }>;
  [field: string]: unknown;
}

/**
 * One report of several, oldest first. A source file's mutants come from the last report that has it (the newest
 * run of that file). A test file keeps the source it had in the first report that has it, so that Stryker, finding
 * it changed since, runs its tests' mutants again rather than trust results a later edit may have changed. Test ids
 * are per report: they are given anew, one per test (a test file's and its name), and the mutants' coveredBy and
 * killedBy follow.
 */
export function mergeReports(reports: StrykerReport[]): StrykerReport {
  const ids = new Map<string, string>();
  const idOf = (file: string, name: string) => {
    const key = `${file}\n${name}`;
    if (!ids.has(key)) ids.set(key, String(ids.size));
    return ids.get(key)!;
  };
  const testFiles: NonNullable<StrykerReport['testFiles']> = {};
  const files: StrykerReport['files'] = {};
  for (const report of reports) {
    const newId = new Map<string, string>();
    for (const [file, testFile] of Object.entries(report.testFiles ?? {})) {
      testFiles[file] ??= { ...testFile, tests: [] };
      const merged = testFiles[file];
      for (const test of testFile.tests) {
        const id = idOf(file, test.name);
        newId.set(test.id, id);
        if (!merged.tests.some((other) => other.id === id)) merged.tests.push({ ...test, id });
      }
    }
    const remap = (list?: string[]) => list?.flatMap((id) => (newId.has(id) ? [newId.get(id)!] : []));
    for (const [file, entry] of Object.entries(report.files))
      files[file] = {
        ...entry,
        // Without the message a test failed with (statusReason): Stryker does not read it back, and it names folders of
        // the machine that ran it.
        mutants: entry.mutants.map(({ statusReason, ...mutant }) => ({
          ...mutant,
          ...(mutant.coveredBy && { coveredBy: remap(mutant.coveredBy) }),
          ...(mutant.killedBy && { killedBy: remap(mutant.killedBy) }),
        })),
      };
  }
  // Nor the folder the newest run ran in: the joined report is kept in the repository, the same on any machine.
  const { projectRoot, ...newest } = reports.at(-1)!;
  return { ...newest, files, testFiles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out, ...inputs] = process.argv.slice(2);
  if (!out || inputs.length === 0) {
    console.error('usage: tsx tools/mutation-merge.ts <out.json> <report.json>... (oldest first)');
    process.exit(2);
  }
  const merged = mergeReports(inputs.map((file) => JSON.parse(readFileSync(file, 'utf8')) as StrykerReport));
  writeFileSync(out, JSON.stringify(merged));
  const mutants = Object.values(merged.files).reduce((sum, file) => sum + file.mutants.length, 0);
  console.log(`${out}: ${Object.keys(merged.files).length} source files, ${mutants} mutants, ${Object.keys(merged.testFiles ?? {}).length} test files`);
}
