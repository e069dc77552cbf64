// While site.yaml has a mistake, the dev server's preview shows the last version that validated; this banner says
// so, names the mistake and its line, and goes when the file is fixed (the fixed version then arrives by HMR).
import { css } from '@emotion/react';
import type { SiteProblem } from '../site/problems.ts';
import { frameLines, type SourceLines } from '../site/quote.ts';

export type ShownProblem = Pick<SiteProblem, 'line' | 'column' | 'where' | 'message' | 'hint' | 'source'>;

const banner = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 2147483000,
  padding: '0.75rem 1rem',
  background: '#fffbeb',
  borderBottom: '3px solid #b45309',
  color: '#0f172a',
  font: '15px/1.5 system-ui, sans-serif',
  boxShadow: '0 4px 12px rgba(15, 23, 42, 0.12)',
  '& p': { margin: 0 },
  '& ul': { margin: '0.25rem 0 0', paddingLeft: '1.25rem' },
  '& pre': {
    margin: '0.25rem 0 0.5rem',
    padding: '0.5rem 0.75rem',
    overflowX: 'auto',
    background: '#fff',
    border: '1px solid #fcd34d',
    borderRadius: 4,
    font: '13px/1.4 ui-monospace, monospace',
  },
});

/** A hint as a sentence of its own: "line it up at column 7" -> "Line it up at column 7." */
const sentence = (hint: string) => `${hint.charAt(0).toUpperCase()}${hint.slice(1)}${/[.?!]$/.test(hint) ? '' : '.'}`;

/** The file's lines a problem is on, with a marker under the spot, as npm run validate prints them. */
function SourceFrame({ source }: { source: SourceLines }) {
  return <pre>{frameLines(source).join('\n')}</pre>;
}

export function ProblemsBanner({ problems }: { problems: readonly ShownProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section css={banner} role="status" aria-label="site.yaml has a mistake">
      <p>
        <strong>site.yaml has {problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}</strong>, so this preview shows the last version that
        worked. It updates by itself once the file is fixed.
      </p>
      <ul>
        {problems.slice(0, 3).map((problem) => (
          <li key={`${problem.line}:${problem.column}`}>
            Line {problem.line}, column {problem.column}
            {problem.where && ` (${problem.where})`}: {problem.message}
            {problem.hint && `. ${sentence(problem.hint)}`}
            {problem.source && <SourceFrame source={problem.source} />}
          </li>
        ))}
      </ul>
      {problems.length > 3 && <p>…and {problems.length - 3} more: npm run validate lists them all.</p>}
    </section>
  );
}
