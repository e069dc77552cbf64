// The picture beside a hero's text on wide screens, drawn in HTML and CSS from site.yaml's visuals: (no request,
// sharp at any zoom, painted with the page's text). It is a sample, and says so in its tag; screen readers skip
// it, since every fact in it is also stated in words on the page.
import { css } from '@emotion/react';
import type { DashboardVisual, HeroBlock, ListVisual, Visuals } from '../model/types.generated.ts';
import { besideTextOnly, card, frame, muted, stacked, Top } from '../ui/hero-card.tsx';
import { twoColumns } from '../ui/hero-look.ts';
import { Icon } from '../ui/Icon.tsx';
import { WholeWords } from '../ui/WholeWords.tsx';
import { HeroCycle } from './HeroCycle.tsx';
import { HeroReport } from './HeroReport.tsx';
import { statusColor, statusIcon } from '../ui/status-look.ts';
import { whiteBox } from '../ui/surface.ts';
import { color, space, tint } from '../ui/theme.ts';

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
// Over the card's corner beside the text; a plain line under the chart on a phone's compact card.
const note = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: `${space[4]} 0 0`,
  fontWeight: 600,
  '& svg': { color: color('success'), flex: 'none' },
  [twoColumns]: {
    position: 'absolute',
    left: `-${space[8]}`,
    bottom: `-${space[8]}`,
    margin: 0,
    padding: `${space[3]} ${space[4]}`,
    ...whiteBox,
    borderRadius: 12,
    boxShadow: '0 12px 28px -10px rgba(15, 23, 42, 0.3)',
  },
});

function Dashboard({ visual }: { visual: DashboardVisual }) {
  return (
    // Room at the bottom for the note that overlaps the card's corner.
    <div css={[card, { [twoColumns]: { paddingBottom: space[10] } }]}>
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
      <ul css={[rowList, besideTextOnly]}>
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
type Layout = NonNullable<ListVisual['layout']>;
type Item = ListVisual['items'][number];
const markColor = { ...statusColor, step: 'primary' } as const;
const markIcon = statusIcon;
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
// A document's icon on a pale square: the file's contents, each ticked as ready.
const documentIcon = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 36,
  height: 40,
  borderRadius: 8,
  color: color('primary'),
  background: tint('primary', 10),
});
const track = css({ display: 'block', height: 6, marginTop: space[2], borderRadius: 999, background: color('border') });
const fill = (share: number, mark: Mark) =>
  css({ display: 'block', width: `${share}%`, height: '100%', borderRadius: 999, background: color(markColor[mark]) });
const listNote = css({ margin: `${space[4]} 0 0`, color: color('muted') });
const tiles = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space[3],
  // An odd count: the first tile takes the whole row, so no tile stands alone in the last one.
  '& > li:first-of-type:nth-last-of-type(odd)': { gridColumn: '1 / -1' },
});
const tile = css({ display: 'flex', flexDirection: 'column', gap: space[1], padding: space[4], borderRadius: 10, background: color('surface') });
const tileFigure = (mark: Mark) => css({ fontSize: '1.5rem', lineHeight: 1.2, letterSpacing: '-0.01em', textWrap: 'balance', color: color(markColor[mark]) });

/** The item's words, and under them a bar filled to its share when it has one. */
function Words({ item, mark }: { item: Item; mark: Mark }) {
  return (
    <span css={{ flex: 1, minWidth: 0 }}>
      <b css={{ display: 'block', color: color('text') }}>{item.label}</b>
      <span css={muted}>{item.detail}</span>
      {item.share !== undefined && (
        <span css={track}>
          <span css={fill(item.share, mark)} />
        </span>
      )}
    </span>
  );
}

/** The mark before an item: its step's number, its status, or a document. */
function Marker({ layout, mark, index }: { layout: Layout; mark: Mark; index: number }) {
  if (layout === 'documents')
    return (
      <span css={documentIcon}>
        <Icon name="document" size={20} />
      </span>
    );
  return <span css={marker(mark)}>{mark === 'step' ? index + 1 : <Icon name={markIcon[mark]} size={18} />}</span>;
}

/**
 * A list drawn as its layout says: a checklist (each item's mark: done, working or needing attention), numbered
 * steps (a process: each step's number, the last one done), figures in tiles, or the documents of a file.
 */
function List({ visual }: { visual: ListVisual }) {
  const layout = visual.layout ?? 'checklist';
  const last = visual.items.length - 1;
  const markOf = (item: Item, index: number): Mark => (layout === 'steps' ? (index < last ? 'step' : 'done') : (item.status ?? 'done'));
  return (
    <div css={[card, layout === 'documents' && stacked]}>
      <Top title={visual.title} label={visual.tag} />
      {layout === 'figures' ? (
        <ul css={tiles}>
          {visual.items.map((item) => (
            <li key={item.label} css={tile}>
              <b css={tileFigure(item.status ?? 'step')}>{item.label}</b>
              <span css={muted}>
                <WholeWords text={item.detail} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ol css={steps}>
          {visual.items.map((item, index) => {
            const mark = markOf(item, index);
            return (
              <li key={item.label} css={step}>
                <Marker layout={layout} mark={mark} index={index} />
                <Words item={item} mark={mark} />
                {layout === 'documents' && (
                  <span css={{ color: color('success'), display: 'flex' }}>
                    <Icon name="checkCircle" size={18} />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {visual.note && <p css={listNote}>{visual.note}</p>}
    </div>
  );
}

/**
 * The hero's picture: its own checklist, or the shared visual it names (of `visuals`, the page's); beside the text
 * from 1024 px wide, under it on narrower screens (the dashboard without its claims there).
 */
export function HeroVisual({ block, visuals }: { block: Pick<HeroBlock, 'visual' | 'checklist'>; visuals: Partial<Visuals> }) {
  const shared = block.checklist ? undefined : block.visual;
  const dashboard = shared === 'dashboard' ? visuals.dashboard : undefined;
  const list = block.checklist ?? (shared && shared !== 'dashboard' ? visuals[shared] : undefined);
  if (!dashboard && !list) return null;
  // A report's page and a cycle's loop say what nothing else on the page does: screen readers read them. The others they skip.
  if (list?.layout === 'report' || list?.layout === 'cycle')
    return <div css={frame}>{list.layout === 'report' ? <HeroReport visual={list} /> : <HeroCycle visual={list} />}</div>;
  return (
    <div css={frame} aria-hidden="true">
      {dashboard ? <Dashboard visual={dashboard} /> : list && <List visual={list} />}
    </div>
  );
}
