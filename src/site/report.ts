// A validation run written for its reader: plain lines for a person, JSON for a program, annotations for GitHub.
import { formatProblem, formatSummary, type SiteProblem } from './problems.ts';

export type ReportFormat = 'text' | 'json' | 'github';
export const reportFormats: readonly ReportFormat[] = ['text', 'json', 'github'];

export interface Report {
  /** Errors (empty when the file is valid). */
  problems: readonly SiteProblem[];
  warnings: readonly SiteProblem[];
}

/** The run's output, and whether it failed: on any error, and with `strict` on any warning too. */
export function formatReport(file: string, report: Report, format: ReportFormat, strict = false): { output: string; failed: boolean } {
  const all = [...report.problems, ...report.warnings].sort((a, b) => a.line - b.line || a.column - b.column);
  const failed = report.problems.length > 0 || (strict && report.warnings.length > 0);
  const summary = formatSummary(file, report.problems, report.warnings);
  switch (format) {
    case 'text':
      return { output: [...all.map(formatProblem), summary].join('\n'), failed };
    case 'json':
      return {
        output: JSON.stringify(
          {
            file,
            valid: report.problems.length === 0,
            summary,
            problems: all.map((p) => ({ severity: p.severity ?? 'error', file: p.file, line: p.line, column: p.column, path: p.where, message: p.message, hint: p.hint ?? '', code: p.code })),
          },
          null,
          2,
        ),
        failed,
      };
    case 'github':
      return { output: [...all.map((p) => githubAnnotation(p, strict)), summary].join('\n'), failed };
  }
}

/** `::error file=site.yaml,line=12,col=5,title=page /about::message  hint`, escaped as GitHub Actions reads it. */
function githubAnnotation(p: SiteProblem, strict: boolean): string {
  const level = p.severity === 'warning' && !strict ? 'warning' : 'error';
  const property = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = p.where ? `,title=${property(p.where)}` : '';
  return `::${level} file=${property(p.file)},line=${p.line},col=${p.column}${title}::${escapeData([p.message, p.hint].filter(Boolean).join('. '))}`;
}

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
