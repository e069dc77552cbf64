// A chart note and the codes it supports: the phrases that drive each code marked in the note with the code's
// number, and beside it (under it on a phone) the codes in order, each with why the note supports it and the
// phrases quoted, so a screen reader hears the whole mapping in words, and colour is never the only link.
import { css } from '@emotion/react';
import { notePieces, splitLastWord } from '../logic/exhibit.ts';
import type { ExhibitChartNote, ExhibitClaimLines, ExhibitCode } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { codeFont } from '../ui/code-font.ts';
import { color, space, tint } from '../ui/theme.ts';

const wide = '@container (min-width: 52rem)';
// On the widest frames the codes two by two, beside a narrower note: one under the other, they ran some 500 px past
// the note and its claim lines.
const widest = '@container (min-width: 68rem)';
const layout = css({
  display: 'grid',
  gap: space[6],
  [wide]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'start', gap: space[5] },
  [widest]: { gridTemplateColumns: 'minmax(0, 5fr) auto minmax(0, 7fr)' },
});
// The note as it reads in a chart: a ruled sheet. Beside the codes it stays in view while the longer list of codes
// scrolls past it, so a code and the phrase it comes from are on the screen together.
const noteColumn = css({ display: 'grid', gap: space[5], [wide]: { position: 'sticky', top: '6.5rem' } });
const sheet = css({
  margin: 0,
  padding: space[5],
  borderRadius: 10,
  background: color('surface'),
  borderLeft: `4px solid ${color('primary')}`,
});
const sheetTitle = css({
  margin: `0 0 ${space[3]}`,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color('muted'),
});
const noteText = css({ margin: 0, fontSize: '1rem', lineHeight: 1.9, color: color('text') });
const mark = css({
  padding: '2px 2px',
  borderRadius: 4,
  background: tint('primary', 14),
  color: 'inherit',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  borderBottom: `2px solid ${color('primary')}`,
});
const keepTogether = css({ whiteSpace: 'nowrap' });
const number = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 22,
  height: 22,
  marginLeft: 3,
  padding: '0 5px',
  borderRadius: 999,
  background: color('primary'),
  color: color('onPrimary'),
  fontSize: '0.75rem',
  fontWeight: 800,
  lineHeight: 1,
  verticalAlign: '2px',
});
// The arrow from the note to its codes, on wide frames only.
const arrow = css({ display: 'none', color: color('primary'), [wide]: { display: 'block', marginTop: space[12] } });
const codesHeading = css({ margin: `0 0 ${space[3]}`, fontSize: '1.125rem' });
const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[3],
  counterReset: 'code',
  [widest]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  // Its lines from the top, as tall as the card beside it (two by two) or not.
  alignContent: 'start',
  columnGap: space[3],
  padding: space[4],
  borderRadius: 10,
  border: `1px solid ${color('border')}`,
  '& > :not(:first-child)': { gridColumn: 2 },
});
const code = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${space[2]}`, color: color('text') });
const codeValue = css({ fontSize: '1.25rem', fontWeight: 800, color: color('primaryDark'), whiteSpace: 'nowrap' });
const small = css({ margin: `${space[1]} 0 0`, color: color('muted'), fontSize: '0.9375rem', lineHeight: 1.5 });
const quotes = css({ margin: `${space[2]} 0 0`, fontSize: '0.875rem', fontStyle: 'italic', color: color('text') });

// The claim's service lines as a biller keys them (the CMS-1500's box 24): fixed-width codes, a modifier as a chip.
const claimTable = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', margin: `0 0 ${space[2]}`, fontWeight: 700, color: color('text') },
  '& th, & td': { padding: `${space[2]} ${space[3]}`, textAlign: 'left' },
  '& th': { fontSize: '0.8125rem', fontWeight: 700, color: color('muted'), borderBottom: `2px solid ${color('border')}` },
  '& td': {
    borderBottom: `1px solid ${color('border')}`,
    fontFamily: codeFont,
    fontWeight: 700,
    color: color('primaryDark'),
  },
  '& :is(th, td):first-of-type': { paddingLeft: 0 },
  // Four columns in a phone's frame (about 15 rem at 320 px): the cells close up.
  '@container (max-width: 24rem)': { '& th, & td': { paddingInline: space[1] } },
});
const modifier = css({ display: 'inline-block', marginRight: space[1], padding: `0 ${space[2]}`, borderRadius: 999, background: tint('primary', 12) });

/** The claim's lines: each line's procedure, its modifiers and the diagnoses it points to. */
function ClaimLines({ claim }: { claim: ExhibitClaimLines }) {
  const { columns } = claim;
  return (
    <table css={claimTable}>
      <caption>{claim.title}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.line}</th>
          <th scope="col">{columns.procedure}</th>
          <th scope="col">{columns.modifiers}</th>
          <th scope="col">{columns.diagnoses}</th>
        </tr>
      </thead>
      <tbody>
        {claim.lines.map((line, index) => (
          // A claim's lines have no identity beyond their number: the same code may stand on two lines.
          // biome-ignore lint/suspicious/noArrayIndexKey: the claim's lines in order, never reordered
          <tr key={index}>
            <td>{index + 1}</td>
            <td>{line.procedure}</td>
            <td>
              {(line.modifiers ?? []).map((code) => (
                <span key={code} css={modifier}>
                  {code}
                </span>
              ))}
            </td>
            <td>{line.diagnoses.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The note with its marked phrases (and under it the claim's lines), an arrow, and the codes they lead to. */
export function ExhibitAnnotated({
  chartNote,
  claimLines,
  codesTitle,
  codes,
}: {
  chartNote: ExhibitChartNote;
  claimLines?: ExhibitClaimLines;
  codesTitle: string;
  codes: ExhibitCode[];
}) {
  return (
    <div css={layout}>
      <div css={noteColumn}>
        <blockquote css={sheet}>
          <p css={sheetTitle}>{chartNote.title}</p>
          <p css={noteText}>
            {notePieces(chartNote.text, codes).map((piece, index) =>
              piece.code === undefined ? (
                piece.text
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the note's pieces, in the note's order, never reordered
                <mark key={index} css={mark}>
                  {splitLastWord(piece.text)[0]}
                  {/* The phrase's last word and its number on one line: a number alone at a line's start lost its phrase. */}
                  <span css={keepTogether}>
                    {splitLastWord(piece.text)[1]}
                    <span css={number} aria-hidden="true">
                      {piece.code}
                    </span>
                  </span>
                </mark>
              ),
            )}
          </p>
        </blockquote>
        {claimLines && <ClaimLines claim={claimLines} />}
      </div>
      <span css={arrow}>
        <Icon name="arrowRight" size={32} />
      </span>
      <div>
        <h3 css={codesHeading}>{codesTitle}</h3>
        <ol css={list}>
          {codes.map((entry, index) => (
            <li key={entry.code} css={item}>
              <span css={number} aria-hidden="true">
                {index + 1}
              </span>
              <span css={code}>
                <b css={codeValue}>{entry.code}</b>
                <span>{entry.name}</span>
              </span>
              <p css={small}>{entry.reason}</p>
              <p css={quotes}>{entry.phrases.map((phrase) => `“${phrase}”`).join(' · ')}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
