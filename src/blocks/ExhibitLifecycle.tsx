// A claim's way from charge to posting: its stages on a track, each with its day and what we do there. Across the
// frame when it is wide enough for every stage side by side, down its side on a phone. An ordered list: screen
// readers count the stages and read each one's day.
import { css } from '@emotion/react';
import { fillTemplate } from '../model/template.ts';
import type { ExhibitStage } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { statusColor } from '../ui/status-look.ts';
import { color, space, tint } from '../ui/theme.ts';

/** Each stage gets about 9 rem across: narrower, the track runs down the side. */
const across = (count: number) => `@container (min-width: ${count * 9}rem)`;
const node = 36;
// The day's pill has a set height, so the line across can run through the nodes under the pills.
const dayHeight = 24;
const dayGap = space[2];
const lineTop = `calc(${dayHeight}px + ${dayGap} + ${node / 2 - 1}px)`;

const track = (count: number) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    counterReset: 'stage',
    [across(count)]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, columnGap: space[3] },
  });
// Down the side: the node beside the words, the line from node to node behind them.
const stage = (count: number) =>
  css({
    counterIncrement: 'stage',
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${node}px minmax(0, 1fr)`,
    gridTemplateAreas: '"node day" "node label" "node detail"',
    alignContent: 'start',
    columnGap: space[4],
    paddingBottom: space[6],
    '&::before': { content: '""', position: 'absolute', left: node / 2 - 1, top: 0, bottom: 0, width: 3, background: tint('primary', 30) },
    '&:first-of-type::before': { top: node / 2 },
    '&:last-of-type': { paddingBottom: 0 },
    '&:last-of-type::before': { bottom: 'auto', height: node / 2 },
    // Across: the day over the node, the words under it, the line through the nodes.
    [across(count)]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"day" "node" "label" "detail"',
      paddingBottom: 0,
      '&::before': { left: `calc(-1 * ${space[3]})`, right: 0, top: lineTop, bottom: 'auto', width: 'auto', height: 3 },
      '&:first-of-type::before': { left: node / 2, top: lineTop },
      '&:last-of-type::before': { right: 'auto', width: `calc(${space[3]} + ${node / 2}px)`, height: 3 },
    },
  });
const marker = (done: boolean) =>
  css({
    gridArea: 'node',
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: node,
    height: node,
    borderRadius: '50%',
    background: color(done ? statusColor.done : statusColor.working),
    color: color('onPrimary'),
    fontWeight: 800,
    boxShadow: `0 0 0 4px ${color('background')}`,
    '&:empty::before': { content: 'counter(stage)' },
  });
const day = css({
  gridArea: 'day',
  justifySelf: 'start',
  height: dayHeight,
  marginBottom: dayGap,
  padding: `0 ${space[2]}`,
  lineHeight: `${dayHeight}px`,
  borderRadius: 6,
  background: tint('primary', 10),
  color: color('primaryDark'),
  fontSize: '0.8125rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
// Each stage's name is a heading under the band's: a step of the process it shows.
const name = (count: number) =>
  css({ gridArea: 'label', margin: 0, fontSize: '1rem', fontWeight: 700, color: color('text'), lineHeight: 1.3, [across(count)]: { marginTop: space[3] } });
const detail = css({ gridArea: 'detail', margin: `${space[1]} 0 0`, color: color('muted'), fontSize: '0.9375rem', lineHeight: 1.5 });

/** The stages in order on their track; the last one, where the money is posted, is drawn done. */
export function ExhibitLifecycle({ dayLabel, stages }: { dayLabel: string; stages: ExhibitStage[] }) {
  const count = stages.length;
  return (
    <ol css={track(count)}>
      {stages.map((item, index) => (
        <li key={item.label} css={stage(count)}>
          <span css={day}>{fillTemplate(dayLabel, { day: String(item.day) })}</span>
          <span css={marker(index === count - 1)} aria-hidden="true">
            {index === count - 1 ? <Icon name="checkCircle" size={20} /> : null}
          </span>
          <h3 css={name(count)}>{item.label}</h3>
          <p css={detail}>{item.detail}</p>
        </li>
      ))}
    </ol>
  );
}
