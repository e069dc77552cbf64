import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ComparisonTableBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { color, mq, space, tint } from '../ui/theme.ts';

// A real table on every screen: the cells wrap between words instead of the table scrolling sideways, so a phone
// reads it whole. No word or number breaks inside itself (ISO 27001/27701 broke as 27001/277 01): on a 320 px phone
// the three columns' longest words fit beside each other with 0.25 rem of room either side of them.
const table = (theme: Theme) =>
  css({
    width: '100%',
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
      hyphens: 'auto',
    },
    '& thead th': { borderTop: 0, background: color('surface') },
    '& thead th:first-of-type': { borderTopLeftRadius: 12 },
    '& thead th:last-of-type': { borderTopRightRadius: 12 },
    '& tbody th': { fontWeight: 700 },
    '& td': { color: color('muted') },
    // Our column, the second: tinted, with a tick before each offer (the words carry the meaning, the tick repeats it).
    '& thead th:nth-of-type(2)': { background: color('primary'), color: color('onPrimary') },
    '& tbody td:first-of-type': { background: tint('primary', 6), color: color('text'), fontWeight: 600 },
    '& td svg': { float: 'left', marginRight: space[2], color: color('success') },
    [mq(theme, 'md')]: { fontSize: '1rem', '& th, & td': { padding: `${space[4]} ${space[5]}` } },
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
                <td key={i}>
                  {i === 0 && <Icon name="checkCircle" size={18} />}
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
