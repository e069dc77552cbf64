// A claim's service line as a biller sees it (CMS-1500 / 837P): the payer, one chip a code with its modifiers as
// small chips after it, what was done, then where the claim stands on a track and what was checked before it went
// out. Drawn in HTML from site.yaml's words (specialtyPage.heroClaim): a figure screen readers read, its fields a
// description list and its track an ordered list.
import { css, type Theme } from '@emotion/react';
import { type ClaimCode, claimCodes } from '../logic/claim-codes.ts';
import type { ClaimVisual } from '../model/types.generated.ts';
import { CardNote, card, frame, muted, Top } from '../ui/hero-card.tsx';
import { statusColor } from '../ui/status-look.ts';
import { codeFont } from '../ui/code-font.ts';
import { WholeWords } from '../ui/WholeWords.tsx';
import { color, mq, space, tint } from '../ui/theme.ts';

const line = css({ margin: 0, border: `1px solid ${color('border')}`, borderRadius: 10, overflow: 'hidden' });
const field = css({ padding: `${space[2]} ${space[4]} ${space[3]}`, '& + &': { borderTop: `1px solid ${color('border')}` } });
const label = css({
  display: 'block',
  marginBottom: space[1],
  color: color('muted'),
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
const value = css({ margin: 0, fontWeight: 700, color: color('text') });
const chips = css({ listStyle: 'none', margin: `0 0 ${space[2]}`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space[2] });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: `${space[1]} ${space[2]}`,
  borderRadius: 6,
  border: `1px solid ${tint('primary', 30)}`,
  background: tint('primary', 6),
  color: color('primaryDark'),
  fontFamily: codeFont,
  fontSize: '0.9375rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
const modifierChip = css({
  padding: `0 ${space[1]}`,
  borderRadius: 4,
  background: color('primary'),
  color: color('onPrimary'),
  fontSize: '0.6875rem',
  lineHeight: 1.6,
});
const units = css({ color: color('muted'), fontSize: '0.8125rem' });

/** A code's chip; its text is the code as written ("93458-26"), the hyphen before a modifier there for screen readers. */
function CodeChip({ code }: { code: ClaimCode }) {
  return (
    <li css={chip}>
      {code.code}
      {code.modifiers.map((modifier) => (
        <span key={modifier}>
          <span className="visually-hidden">-</span>
          <span css={modifierChip}>{modifier}</span>
        </span>
      ))}
      {code.units && <span css={units}> {code.units}</span>}
    </li>
  );
}

// Under the large breakpoint the card's column is narrower and its words a size smaller, so that the card stays no
// taller than the text beside it (a long denial, physical therapy's, made it 40 px taller at 1024 px).
const narrowColumn = (theme: Theme) => css({ fontSize: '0.8125rem', [mq(theme, 'lg')]: { fontSize: '0.875rem' } });

const node = 24;
const track = (count: number) =>
  css({ listStyle: 'none', margin: `${space[5]} 0 0`, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: space[3] });
// Each step: its node on a line that runs from the first node to the last, its day, its words.
const step = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[1],
  '&::before': { content: '""', position: 'absolute', top: node / 2 - 1, left: 0, right: `calc(-1 * ${space[3]})`, height: 2, background: tint('primary', 30) },
  '&:last-of-type::before': { right: 'auto', width: node / 2 },
});
const nodeLook = (done: boolean) =>
  css({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: node,
    height: node,
    marginBottom: space[1],
    borderRadius: '50%',
    background: color(done ? statusColor.done : statusColor.working),
    color: color('onPrimary'),
    boxShadow: `0 0 0 3px ${color('background')}`,
  });
const when = css({
  padding: `0 ${space[2]}`,
  borderRadius: 6,
  background: tint('primary', 10),
  color: color('primaryDark'),
  fontSize: '0.75rem',
  fontWeight: 700,
});

/** The hero's claim picture: shown from 1024 px wide, nothing on narrower screens. */
export function HeroClaim({ claim }: { claim: ClaimVisual }) {
  const last = claim.track.length - 1;
  return (
    <div css={frame}>
      <figure css={[card, { margin: 0 }, narrowColumn]}>
        <Top title={claim.title} label={claim.tag} caption />
        <dl css={line}>
          <div css={field}>
            <dt css={label}>{claim.payer.label}</dt>
            <dd css={value}>{claim.payer.text}</dd>
          </div>
          <div css={field}>
            <dt css={label}>{claim.codes.label}</dt>
            <dd css={{ margin: 0 }}>
              <ul css={chips}>
                {claimCodes(claim.codes.text).map((code) => (
                  <CodeChip key={`${code.code}${code.modifiers.join('')}`} code={code} />
                ))}
              </ul>
              <span css={muted}>{claim.description}</span>
            </dd>
          </div>
        </dl>
        <ol css={track(claim.track.length)}>
          {claim.track.map((item, index) => (
            <li key={item.label} css={step}>
              <span css={nodeLook(index === last)}>
                <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span css={when}>{item.when}</span> <span css={{ fontWeight: 600, color: color('text') }}>{item.label}</span>
            </li>
          ))}
        </ol>
        {claim.note && (
          <CardNote icon="checkCircle" iconColor="success">
            <WholeWords text={claim.note} />
          </CardNote>
        )}
      </figure>
    </div>
  );
}
