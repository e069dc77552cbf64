// The picture beside a hero's text on wide screens, drawn in HTML and CSS from site.yaml's visuals: (no request,
// sharp at any zoom, painted with the page's text). It is a sample, and says so in its tag; screen readers skip
// it, since every fact in it is also stated in words on the page.
import { css } from '@emotion/react';
import type { DashboardVisual, HeroBlock, ListVisual, Visuals } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { cardShadow, whiteBox } from '../ui/surface.ts';
import { color, space, tint } from '../ui/theme.ts';

/** Wide enough for the text and the picture side by side. */
export const twoColumns = '@media (min-width: 1024px)';

const frame = css({
  display: 'none',
  position: 'relative',
  [twoColumns]: { display: 'block' },
  // A soft glow of the brand colour behind the card.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '-8% -6% -10% 4%',
    borderRadius: 32,
    background: `radial-gradient(closest-side, ${tint('primary', 16)}, transparent)`,
  },
});
const card = css({
  position: 'relative',
  ...whiteBox,
  borderRadius: 16,
  padding: space[6],
  boxShadow: `${cardShadow}, 0 24px 48px -16px rgba(15, 23, 42, 0.22)`,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});
const top = css({ display: 'flex', alignItems: 'center', gap: space[3], marginBottom: space[5], fontWeight: 700, color: color('text') });
const tag = css({
  marginLeft: 'auto',
  padding: `${space[1]} ${space[3]}`,
  borderRadius: 999,
  background: color('surface'),
  color: color('muted'),
  fontSize: '0.75rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
const muted = css({ color: color('muted') });

function Top({ title, label }: { title: string; label: string }) {
  return (
    <div css={top}>
      <span>{title}</span>
      <span css={tag}>{label}</span>
    </div>
  );
}

const figures = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[3] });
// A label that wraps pushes its figure down: the figures sit at the tiles' foot, level with each other.
const figure = css({
  display: 'flex',
  flexDirection: 'column',
  padding: space[3],
  borderRadius: 10,
  background: color('surface'),
  '& b': { display: 'block', marginTop: 'auto', fontSize: '1.375rem', color: color('primary'), whiteSpace: 'nowrap' },
});
const chart = css({ display: 'flex', alignItems: 'flex-end', gap: space[2], height: 88, marginTop: space[3] });
const bar = (height: number) =>
  css({ flex: 1, height: `${height}%`, borderRadius: '6px 6px 2px 2px', background: `linear-gradient(${color('primary')}, ${tint('primary', 55)})` });
const rowList = css({ listStyle: 'none', margin: `${space[5]} 0 0`, padding: 0, borderTop: `1px solid ${color('border')}` });
const row = css({ display: 'flex', alignItems: 'center', gap: space[3], padding: `${space[2]} 0`, borderBottom: `1px solid ${color('border')}` });
const status = (done: boolean) =>
  css({
    padding: `2px ${space[2]}`,
    borderRadius: 999,
    fontSize: '0.75rem',
    fontWeight: 700,
    color: done ? color('success') : color('primary'),
    background: done ? tint('success', 12) : tint('primary', 10),
  });
const note = css({
  position: 'absolute',
  left: `-${space[8]}`,
  bottom: `-${space[8]}`,
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  ...whiteBox,
  borderRadius: 12,
  boxShadow: '0 12px 28px -10px rgba(15, 23, 42, 0.3)',
  fontWeight: 600,
  '& svg': { color: color('success'), flex: 'none' },
});

function Dashboard({ visual }: { visual: DashboardVisual }) {
  return (
    // Room at the bottom for the note that overlaps the card's corner.
    <div css={[card, { paddingBottom: space[10] }]}>
      <Top title={visual.title} label={visual.tag} />
      <div css={figures}>
        {visual.figures.map((item) => (
          <div key={item.label} css={figure}>
            <span css={muted}>{item.label}</span>
            <b>{item.value}</b>
          </div>
        ))}
      </div>
      <div css={{ display: 'flex', justifyContent: 'space-between', marginTop: space[5] }}>
        <span css={muted}>{visual.chart.label}</span>
        <b css={{ color: color('success') }}>{visual.chart.change}</b>
      </div>
      <div css={chart}>
        {visual.chart.bars.map((height, index) => (
          // The bars have no identity beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <span key={index} css={bar(height)} />
        ))}
      </div>
      <ul css={rowList}>
        {visual.rows.map((item) => (
          <li key={item.label} css={row}>
            <span css={{ flex: 1 }}>{item.label}</span>
            <span css={status(item.done)}>{item.status}</span>
            <span css={{ minWidth: '4.5rem', textAlign: 'right', fontWeight: 600 }}>{item.amount}</span>
          </li>
        ))}
      </ul>
      <p css={note}>
        <Icon name="checkCircle" size={20} />
        {visual.note}
      </p>
    </div>
  );
}

const steps = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] });
const step = css({ display: 'flex', alignItems: 'center', gap: space[4], padding: space[3], borderRadius: 10, background: color('surface') });
type Mark = 'done' | 'working' | 'attention' | 'step';
const markColor = { done: 'success', working: 'primary', attention: 'rating', step: 'primary' } as const;
const markIcon = { done: 'checkCircle', working: 'clock', attention: 'alert' } as const;
const marker = (mark: Mark) =>
  css({
    display: 'grid',
    placeItems: 'center',
    flex: 'none',
    width: 32,
    height: 32,
    borderRadius: 999,
    fontWeight: 700,
    color: color('onPrimary'),
    background: color(markColor[mark]),
  });

/**
 * A list drawn as numbered steps (a process: each step's number, the last one done) or as a checklist (each item's
 * mark: done, working or needing attention).
 */
function List({ visual, numbered }: { visual: ListVisual; numbered: boolean }) {
  const last = visual.items.length - 1;
  return (
    <div css={card}>
      <Top title={visual.title} label={visual.tag} />
      <ol css={steps}>
        {visual.items.map((item, index) => {
          const mark: Mark = numbered ? (index < last ? 'step' : 'done') : (item.status ?? 'done');
          return (
            <li key={item.label} css={step}>
              <span css={marker(mark)} data-mark={mark}>
                {mark === 'step' ? index + 1 : <Icon name={markIcon[mark]} size={18} />}
              </span>
              <span>
                <b css={{ display: 'block', color: color('text') }}>{item.label}</b>
                <span css={muted}>{item.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The hero's picture: its own checklist, or the shared visual it names (of `visuals`, the page's); shown from 1024 px
 * wide, nothing on narrower screens.
 */
export function HeroVisual({ block, visuals }: { block: Pick<HeroBlock, 'visual' | 'checklist'>; visuals: Partial<Visuals> }) {
  const shared = block.checklist ? undefined : block.visual;
  const dashboard = shared === 'dashboard' ? visuals.dashboard : undefined;
  const list = block.checklist ?? (shared && shared !== 'dashboard' ? visuals[shared] : undefined);
  if (!dashboard && !list) return null;
  return (
    <div css={frame} aria-hidden="true">
      {dashboard ? <Dashboard visual={dashboard} /> : list && <List visual={list} numbered={shared === 'claim' || list.numbered === true} />}
    </div>
  );
}
