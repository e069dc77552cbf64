import { css, type CSSObject, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ComparisonTableBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { below, color, mq, space, tint } from '../ui/theme.ts';

// A real table on every screen to a screen reader: its rows, row headers and column headers stay what they are.
// From the small breakpoint it looks like one too, its cells wrapping between words. Narrower, three columns left
// each value a few words to a line (cramped at 390 px), so there each row shows as a card (rowCards). No word or
// number breaks inside itself (ISO 27001/27701 broke as 27001/277 01).

/** A row as a card: the feature as its heading line, then each column's name (its cell's data-label) beside its value. */
const rowCards: CSSObject = {
  position: 'relative',
  display: 'block',
  border: 0,
  background: 'none',
  fontSize: '0.9375rem',
  // The column headers stay for screen readers (each cell is still read with its column), out of sight: a pixel in
  // the table's corner whose words, clipped, wrap one under the other there rather than run out past the page.
  '& thead': { position: 'absolute', top: 0, left: 0, width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
  '& tbody': { display: 'grid', gap: space[4] },
  '& tr': { display: 'block', overflow: 'hidden', border: `1px solid ${color('border')}`, borderRadius: 12 },
  '& th, & td': { padding: `${space[3]} ${space[4]}` },
  '& tbody th': { display: 'block', borderTop: 0, background: color('surface'), color: color('text'), fontSize: '1rem' },
  '& td': { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: space[3] },
  '& td::before': {
    // Seen, not read twice: a cell is announced with its column header already, so the name's alt text is empty
    // (a browser that does not know alt text drops the second value and keeps the first).
    content: ['attr(data-label)', 'attr(data-label) / ""'],
    color: color('text'),
    fontWeight: 600,
  },
};

const table = (theme: Theme) =>
  css({
    width: '100%',
    // Columns by rule, not by their longest words: the feature a quarter, the rest shared equally among the
    // columns compared (auto widths gave ours 628 px and the other 357 at 1280).
    tableLayout: 'fixed',
    marginTop: space[8],
    borderCollapse: 'separate',
    borderSpacing: 0,
    border: `1px solid ${color('border')}`,
    borderRadius: 12,
    background: color('background'),
    fontSize: '0.875rem',
    lineHeight: 1.45,
    '& th, & td': {
      padding: `${space[3]} ${space[1]}`,
      textAlign: 'left',
      verticalAlign: 'top',
      borderTop: `1px solid ${color('border')}`,
      overflowWrap: 'break-word',
      WebkitHyphens: 'auto',
      hyphens: 'auto',
    },
    '& thead th': { borderTop: 0, background: color('surface') },
    '& thead th:first-of-type': { width: '24%', borderTopLeftRadius: 12 },
    '& thead th:last-of-type': { borderTopRightRadius: 12 },
    '& tbody th': { fontWeight: 700 },
    // The others' words in the text's colour: in the muted grey, their column read as switched off.
    '& td': { color: color('text') },
    // Our column, the second: tinted, with a tick before each offer (the words carry the meaning, the tick repeats it).
    '& thead th:nth-of-type(2)': { background: color('primary'), color: color('onPrimary') },
    '& tbody td:first-of-type': { background: tint('primary', 6), fontWeight: 600 },
    '& td svg': { float: 'left', marginRight: space[2], color: color('success') },
    [mq(theme, 'md')]: { fontSize: '1rem', '& th, & td': { padding: `${space[4]} ${space[5]}` } },
    // Below the small breakpoint only, so that the table's look is not undone there and done again above it.
    [below(theme, 'sm')]: rowCards,
  });

/** Features compared column by column: ours first, then the others. */
export function ComparisonTable({ block }: { block: ComparisonTableBlock }) {
  const headingId = useId();
  return (
    <Section heading={block.heading} intro={block.intro} headingId={headingId}>
      <table css={table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{block.featureLabel}</th>
            {block.columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are site.yaml's, in its order; a column is its place.
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are site.yaml's, in its order, and hold no state.
            <tr key={r}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column's place in the row.
                <td key={i} data-label={block.columns[i]}>
                  {/* One box for the value, beside its column's name on a phone. */}
                  <span>
                    {i === 0 && <Icon name="checkCircle" size={18} />}
                    {value}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
