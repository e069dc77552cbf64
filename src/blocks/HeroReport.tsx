// A hero's picture of a report's page (listVisual's report layout): each item a labelled bar filled to its share,
// its figure at its end, the findings line under them, on a sheet with the report's other pages behind it. A figure
// screen readers read: its caption the report's title and tag, its bars a list, its findings a paragraph.
import { css } from '@emotion/react';
import type { ListVisual } from '../model/types.generated.ts';
import { CardNote, card, stacked, Top } from '../ui/hero-card.tsx';
import { statusColor } from '../ui/status-look.ts';
import { WholeWords } from '../ui/WholeWords.tsx';
import { color, space, tint } from '../ui/theme.ts';

const rows = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[4] });
const row = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: space[3], rowGap: space[1], alignItems: 'baseline' });
const amount = css({ fontWeight: 700, color: color('text'), whiteSpace: 'nowrap' });
const track = css({ gridColumn: '1 / -1', display: 'block', height: 10, borderRadius: 999, background: tint('primary', 8) });
const fill = (share: number, status: keyof typeof statusColor) =>
  css({ display: 'block', width: `${share}%`, height: '100%', borderRadius: 999, background: color(statusColor[status]) });

/** The page of a report: its bars (an item without a share has no bar) and its findings line. */
export function HeroReport({ visual }: { visual: ListVisual }) {
  return (
    <figure css={[card, { margin: 0 }, stacked]}>
      <Top title={visual.title} label={visual.tag} caption />
      <ul css={rows}>
        {visual.items.map((item) => (
          <li key={item.label} css={row}>
            <span>{item.label}</span> <span css={amount}>{item.detail}</span>
            {item.share !== undefined && (
              <span css={track}>
                <span css={fill(item.share, item.status ?? 'working')} />
              </span>
            )}
          </li>
        ))}
      </ul>
      {visual.note && (
        <CardNote icon="document" iconColor="primary" css={{ fontWeight: 600, color: color('text') }}>
          <WholeWords text={visual.note} />
        </CardNote>
      )}
    </figure>
  );
}
