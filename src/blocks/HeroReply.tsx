// /contact's picture: the reply a visitor gets, as it arrives in their inbox (who it is from, the company's
// address, when it comes, its subject and first lines), and under it the week of call times it offers, one picked,
// over the office hours (brand.hours.office). Drawn in HTML from site.yaml's words (a hero's reply:): a figure
// screen readers read, since its lines say what happens after a visitor reaches out and nothing else does.
import { css } from '@emotion/react';
import type { ReplyVisual } from '../model/types.generated.ts';
import { besideTextOnly, card, frame, muted, Top } from '../ui/hero-card.tsx';
import { twoColumns } from '../ui/hero-look.ts';
import { Icon } from '../ui/Icon.tsx';
import { useSite } from '../ui/site-context.tsx';
import { color, space, tint } from '../ui/theme.ts';

const mail = css({ border: `1px solid ${color('border')}`, borderRadius: 10, padding: space[3], [twoColumns]: { padding: space[4] } });
// The mark, the sender and when the reply comes; on a phone's compact card the "when" under the sender, who then has
// the line's width (beside it, the name broke into four lines).
const head = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: space[3],
  rowGap: space[1],
  margin: 0,
  '& > :first-of-type': { gridRow: 'span 2' },
  [twoColumns]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', '& > :first-of-type': { gridRow: 'auto' } },
});
const avatar = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: color('primary'),
  color: color('onPrimary'),
  fontWeight: 700,
  fontSize: '0.8125rem',
});
const received = css({
  justifySelf: 'start',
  alignSelf: 'flex-start',
  padding: `0 ${space[2]}`,
  borderRadius: 6,
  background: tint('success', 12),
  color: color('success'),
  fontSize: '0.75rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
const subject = css({ margin: `${space[3]} 0 ${space[2]}`, fontWeight: 700, color: color('text') });
const line = css({ margin: `${space[2]} 0 0`, color: color('text') });
const weekLabel = css({
  margin: `${space[4]} 0 ${space[2]}`,
  color: color('muted'),
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
const week = (count: number) =>
  css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: space[1] });
const day = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[1],
  padding: `${space[2]} 2px`,
  borderRadius: 10,
  background: color('surface'),
});
const date = css({ fontWeight: 700, color: color('text') });
const slot = (picked: boolean) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    // Narrow padding: a time fits its day's column at 1024 px, five days to the week.
    padding: `2px ${space[1]}`,
    borderRadius: 6,
    border: `1px solid ${picked ? color('primary') : tint('primary', 30)}`,
    background: picked ? color('primary') : color('background'),
    color: picked ? color('onPrimary') : color('primaryDark'),
    fontSize: '0.8125rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
  });
const pickedWord = css({ display: 'inline-flex', alignItems: 'center', gap: 2, color: color('success'), fontSize: '0.75rem', fontWeight: 700 });
const hours = css({ display: 'flex', alignItems: 'center', gap: space[2], margin: `${space[3]} 0 0`, '& svg': { flex: 'none' } });

/** The week under the reply: each day, the time offered on it if any, the picked one filled and said. */
function Week({ calendar }: { calendar: ReplyVisual['calendar'] }) {
  return (
    <ul css={week(calendar.days.length)}>
      {calendar.days.map((item) => (
        <li key={`${item.day}${item.date}`} css={day}>
          <span>
            <span css={muted}>{item.day}</span> <span css={date}>{item.date}</span>
          </span>
          {item.slot ? (
            <>
              {' '}
              <span css={slot(item.picked === true)}>{item.slot}</span>
              {item.picked && ' '}
              {item.picked && (
                <span css={pickedWord}>
                  <Icon name="checkCircle" size={14} />
                  {calendar.pickedLabel}
                </span>
              )}
            </>
          ) : (
            // A day with no time offered: a dash in the place of one, drawn (no text to read).
            <span aria-hidden="true" css={[muted, { lineHeight: 1.9, '&::before': { content: '"–"' } }]} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The hero's reply picture: shown from 1024 px wide, nothing on narrower screens. */
export function HeroReply({ reply }: { reply: ReplyVisual }) {
  const office = useSite().site.brand.hours.office;
  return (
    <div css={frame}>
      <figure css={[card, { margin: 0 }]}>
        <Top title={reply.title} label={reply.tag} caption />
        <div css={mail}>
          <p css={head}>
            <span css={avatar}>
              <Icon name="mail" size={18} />
            </span>
            <span css={{ minWidth: 0 }}>
              <b css={{ display: 'block', color: color('text') }}>{reply.from}</b>
              <span css={muted}>{reply.address}</span>
            </span>{' '}
            <span css={received}>{reply.received}</span>
          </p>
          {/* The reply itself, the times offered and the office's hours beside the text only: a phone's compact card
              is who replies and when, and the form follows it. */}
          <div css={besideTextOnly}>
            <p css={subject}>{reply.subject}</p>
            {reply.lines.map((text) => (
              <p key={text} css={line}>
                {text}
              </p>
            ))}
          </div>
        </div>
        <div css={besideTextOnly}>
          <p css={weekLabel}>{reply.calendar.label}</p>
          <Week calendar={reply.calendar} />
          <p css={[hours, muted]}>
            <Icon name="clock" size={16} />
            {office.label}: {office.text}
          </p>
        </div>
      </figure>
    </div>
  );
}
