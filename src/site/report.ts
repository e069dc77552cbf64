// A validation run written for its reader: for a person, each problem's line with the file's lines under it, JSON for a program, annotations for GitHub.
import { formatSummary, formatWithSource, type SiteProblem } from './problems.ts';

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
      return { output: [...all.map(formatWithSource), summary].join('\n'), failed };
    case 'json':
      return {
        output: JSON.stringify(
          {
            file,
            valid: report.problems.length === 0,
            summary,
            problems: all.map((p) => ({
              severity: p.severity ?? 'error',
              file: p.file,
              line: p.line,
              column: p.column,
              path: p.where,
              message: p.message,
              hint: p.hint ?? '',
              code: p.code,
            })),
          },
          null,
          2,
        ),
        failed,
      };
    case 'github':
      // The summary is a plain line of the log: with its colons escaped too, it holds no "::" and so can never be
      // read as a workflow command, whatever page path it names.
      return { output: [...all.map((p) => githubAnnotation(p, strict)), escapeData(summary).replace(/:/g, '%3A')].join('\n'), failed };
  }
}

/**
 * `::error file=site.yaml,line=12,col=5,title=page /about::message. hint`, every field escaped as GitHub Actions
 * reads it, so no value of the site file can end the annotation or start another command.
 */
function githubAnnotation(p: SiteProblem, strict: boolean): string {
  const level = p.severity === 'warning' && !strict ? 'warning' : 'error';
  const title = p.where ? `,title=${escapeProperty(p.where)}` : '';
  return `::${level} file=${escapeProperty(p.file)},line=${p.line},col=${p.column}${title}::${escapeData([p.message, p.hint].filter(Boolean).join('. '))}`;
}

/** The message of a workflow command: %, CR and LF escaped (GitHub reads everything after "::" as the message). */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property of a workflow command (file=, title=): as a message, and : and , too, which end a property. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
