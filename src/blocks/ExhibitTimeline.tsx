// Tasks over weeks, a Gantt chart: each task a bar from its first week to its last on a shared axis of weeks, a
// diamond where we follow it up, its words beside the bar on a wide frame and over it on a phone, where the
// labels keep the whole width. A list: screen readers read each task's weeks and follow-ups in words.
import { css } from '@emotion/react';
import { axisWeeks, lastWeek, taskBar, timelineWeeks, weekMiddle } from '../logic/exhibit.ts';
import { fillTemplate } from '../model/template.ts';
import type { ExhibitTask } from '../model/types.generated.ts';
import { statusColor } from '../ui/status-look.ts';
import { color, space, tint } from '../ui/theme.ts';

const wide = '@container (min-width: 44rem)';
const columns = { display: 'grid', gap: space[2], [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)', columnGap: space[6], alignItems: 'center' } };

const axis = css({ ...columns, marginBottom: space[3], color: color('muted'), fontSize: '0.8125rem' });
const ticks = css({ gridColumn: '-2 / -1', position: 'relative', height: '1.25rem' });
// On a narrow frame every other named week keeps its name, so no two names touch.
const tick = (left: number, minor: boolean) =>
  css({ position: 'absolute', left: `${left}%`, whiteSpace: 'nowrap', ...(minor && { '@container (max-width: 30rem)': { display: 'none' } }) });
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[4] });
const row = css({ ...columns, paddingTop: space[4], borderTop: `1px solid ${color('border')}` });
const words = css({ display: 'grid', gap: 2, color: color('muted'), fontSize: '0.875rem', lineHeight: 1.45 });
const name = css({ color: color('text'), fontSize: '1rem' });
const span = css({ color: color('text'), fontWeight: 600 });
// The track: one light rule at the start of every week.
const track = (total: number) =>
  css({
    position: 'relative',
    height: 28,
    borderRadius: 6,
    background: `linear-gradient(90deg, ${tint('border', 70)} 1px, transparent 1px) 0 0 / calc(100% / ${total}) 100%, ${tint('border', 20)}`,
  });
const bar = (task: ExhibitTask, total: number) => {
  const { left, width } = taskBar(task, total);
  return css({
    position: 'absolute',
    top: 4,
    bottom: 4,
    left: `${left}%`,
    width: `${width}%`,
    borderRadius: 4,
    background: color(statusColor[task.status ?? 'working']),
  });
};
const diamond = css({
  display: 'inline-block',
  width: 12,
  height: 12,
  transform: 'rotate(45deg)',
  // White with a dark rim: it stands out on a bar of any status's colour, and on the track.
  background: color('background'),
  border: `2px solid ${color('text')}`,
});
const followUp = (left: number) => css(diamond, { position: 'absolute', top: 8, left: `calc(${left}% - 6px)` });
const legend = css({ display: 'flex', alignItems: 'center', gap: space[2], margin: `${space[5]} 0 0`, color: color('text'), fontSize: '0.875rem' });

interface TimelineProps {
  weekLabel: string;
  spanLabel: string;
  followUpLabel: string;
  tasks: ExhibitTask[];
}

/** The axis of weeks, a row per task, and what a diamond means. */
export function ExhibitTimeline({ weekLabel, spanLabel, followUpLabel, tasks }: TimelineProps) {
  const total = timelineWeeks(tasks);
  const week = (n: number) => fillTemplate(weekLabel, { week: String(n) });
  const weeksOf = (task: ExhibitTask) =>
    task.weeks === 1 ? week(task.start) : fillTemplate(spanLabel, { from: String(task.start), to: String(lastWeek(task)) });
  return (
    <>
      <div css={axis} aria-hidden="true">
        <span css={ticks}>
          {axisWeeks(total).map((n, i) => (
            <span key={n} css={tick(((n - 1) / total) * 100, i % 2 === 1)}>
              {i === 0 ? week(n) : n}
            </span>
          ))}
        </span>
      </div>
      <ol css={list}>
        {tasks.map((task) => (
          <li key={task.label} css={row}>
            <span css={words}>
              <b css={name}>{task.label}</b>
              <span css={span}>{weeksOf(task)}</span>
              <span>{task.detail}</span>
              {task.followUps && <span className="visually-hidden">{`${followUpLabel}: ${task.followUps.map(week).join(', ')}`}</span>}
            </span>
            <span css={track(total)} aria-hidden="true">
              <span css={bar(task, total)} />
              {task.followUps?.map((n) => (
                <span key={n} css={followUp(weekMiddle(n, total))} />
              ))}
            </span>
          </li>
        ))}
      </ol>
      <p css={legend} aria-hidden="true">
        <span css={diamond} />
        {followUpLabel}
      </p>
    </>
  );
}
