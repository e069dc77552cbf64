// npm run check:site as CI runs it, on a site file of a test's own: its exit code and its report (--format json).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

export interface GateProblem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
  hint: string;
  code: string;
}

/** What the gate reports that only the engine can cause: whatever a site says, these never show. */
export const engineFaults = new Set(['pageError', 'invalidHtml', 'failedRequest', 'externalRequest', 'brokenLink', 'brokenAnchor']);

/** Builds `siteFile` beside itself (dist/ in its folder) and checks it; `widths` to look at fewer screens. */
export function runGate(siteFile: string, widths?: string): { status: number | null; problems: GateProblem[]; output: string } {
  const args = ['--import', 'tsx', 'tools/check-site.ts', '--site', siteFile, '--out', join(dirname(siteFile), 'dist'), '--format', 'json'];
  const run = spawnSync(process.execPath, widths ? [...args, '--widths', widths] : args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let problems: GateProblem[] = [];
  try {
    problems = (JSON.parse(run.stdout) as { problems: GateProblem[] }).problems;
  } catch {
    // No report: the status and the output say why.
  }
  return { status: run.status, problems, output: `${run.stdout}\n${run.stderr}` };
}
