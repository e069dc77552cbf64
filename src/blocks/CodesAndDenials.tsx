import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { CodesAndDenialsBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { cardTitle, gridList, whiteBox } from '../ui/surface.ts';
import { codeFont } from '../ui/code-font.ts';
import { color, mq, space, tint } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

const columns = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[10],
    marginTop: space[8],
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: space[12] },
  });
const row = css({ padding: `${space[3]} ${space[4]}`, ...whiteBox, borderRadius: 10, lineHeight: 1.5 });
// Each family's code over its name on a phone; from the small breakpoint the codes in one column and the names in
// the next, every name starting at one edge (columns shared by the rows, subgrid). A row that wrapped its name under
// a long code beside rows that did not left the names at two edges (review 6).
const codeList = (theme: Theme) =>
  css({ ...gridList(`${space[4]} 0 0`, space[3]), [mq(theme, 'sm')]: { gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)' } });
const codeRow = (theme: Theme) =>
  css({
    display: 'grid',
    justifyItems: 'start',
    gap: `${space[1]} ${space[3]}`,
    // The longest code a clear gap from its name: the shared column is sized without the row's padding, which left
    // about 4 px after a two-range code.
    [mq(theme, 'sm')]: { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline', columnGap: space[5] },
  });
// Codes are read digit by digit and compared with a claim's: fixed-width figures, set apart from the words.
const code = css({
  flex: 'none',
  maxWidth: '100%',
  padding: `0 ${space[2]}`,
  borderRadius: 6,
  background: tint('primary', 10),
  color: color('primaryDark'),
  fontFamily: codeFont,
  fontSize: '0.9375rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
const codeName = css({ fontWeight: 500 });
const denialRow = css({ display: 'flex', gap: space[3], alignItems: 'flex-start', '& svg': { flex: 'none', marginTop: space[1], color: color('accent') } });
const note = css({ margin: `${space[6]} 0 0`, fontSize: '0.875rem', color: color('muted') });

/** The codes a practice bills most beside the denials that hit it most: the depth a billing buyer checks. */
export function CodesAndDenials({ block }: { block: CodesAndDenialsBlock }) {
  const codesId = useId();
  const denialsId = useId();
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <div css={columns}>
        <div>
          <h3 id={codesId} css={cardTitle('1.25rem')}>
            {block.codesHeading}
          </h3>
          <ul css={codeList} aria-labelledby={codesId}>
            {block.codes.map((family) => (
              <li key={family.code} css={(theme) => [row, codeRow(theme)]}>
                <span css={code}>{family.code}</span>{' '}
                <span css={codeName}>
                  <WholeWords text={family.name} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id={denialsId} css={cardTitle('1.25rem')}>
            {block.denialsHeading}
          </h3>
          <ul css={gridList(`${space[4]} 0 0`, space[3])} aria-labelledby={denialsId}>
            {block.denials.map((denial) => (
              <li key={denial} css={[row, denialRow]}>
                <Icon name="shield" size={18} />
                <span>
                  <WholeWords text={denial} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {block.note && <p css={note}>{block.note}</p>}
    </Section>
  );
}
