// A hero's picture of the revenue cycle (listVisual's cycle layout): the items as stations around a loop, in order
// from the top and clockwise, the loop drawn in code (SVG, no words in it) and the note in its middle, where the
// money comes back to the practice. The stations are HTML text: a figure screen readers read, its stations an
// ordered list. On a phone the loop has no room for the words around it: the stations are a numbered list, one
// under the other on a line that stands for the loop, and the note closes the list.
import { css, type Theme } from '@emotion/react';
import type { ListVisual } from '../model/types.generated.ts';
import { card, muted, Top } from '../ui/hero-card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { below, color, space, tint } from '../ui/theme.ts';

// The loop's centre and radii, in percent of the drawing's box; the stations stand on it.
// Its centre above the box's middle: the words under the lowest stations need the room below.
const [cy, rx, ry] = [42, 32, 36];
const at = (index: number, count: number) => {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return { x: 50 + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
};

const phone = (theme: Theme) => below(theme, 'sm');
const drawing = (theme: Theme) => css({ position: 'relative', height: 290, [phone(theme)]: { height: 'auto' } });
const loop = (theme: Theme) => css({ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible', [phone(theme)]: { display: 'none' } });
const stations = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [phone(theme)]: {
      display: 'grid',
      gap: space[3],
      position: 'relative',
      // The loop, unrolled: a line through the numbers' centres.
      '&::before': { content: '""', position: 'absolute', top: 14, bottom: 14, left: 13, width: 2, background: tint('primary', 35) },
    },
  });
const station = (theme: Theme, x: number, y: number) =>
  css({
    position: 'absolute',
    left: `${x}%`,
    top: `${y}%`,
    width: 120,
    // The number's centre on the loop, the words under it.
    transform: 'translate(-50%, -14px)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    lineHeight: 1.3,
    // The words stand on the card's white where the loop passes behind them.
    '& > b, & > span:last-of-type': { padding: '0 4px', borderRadius: 4, background: color('background') },
    [phone(theme)]: {
      position: 'relative',
      left: 'auto',
      top: 'auto',
      width: 'auto',
      transform: 'none',
      display: 'grid',
      gridTemplateColumns: '28px 1fr',
      columnGap: space[3],
      alignItems: 'center',
      textAlign: 'left',
      '& > span:first-of-type': { gridRow: 'span 2', marginBottom: 0 },
      '& > b, & > span:last-of-type': { padding: 0 },
    },
  });
const number = css({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  marginBottom: space[1],
  borderRadius: '50%',
  background: color('primary'),
  color: color('onPrimary'),
  fontWeight: 700,
  boxShadow: `0 0 0 4px ${color('background')}`,
});
const middle = (theme: Theme) =>
  css({
    position: 'absolute',
    left: '50%',
    top: `${cy}%`,
    // Narrower than the gap between the side stations' words at 1024 px.
    width: 128,
    fontSize: '0.8125rem',
    transform: 'translate(-50%, -50%)',
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space[1],
    textAlign: 'center',
    fontWeight: 600,
    color: color('text'),
    lineHeight: 1.3,
    '& svg': { color: color('success') },
    [phone(theme)]: {
      position: 'static',
      width: 'auto',
      transform: 'none',
      flexDirection: 'row',
      textAlign: 'left',
      gap: space[2],
      marginTop: space[4],
      paddingTop: space[4],
      borderTop: `1px solid ${color('border')}`,
      '& svg': { flex: 'none', color: color('success') },
    },
  });

/** The loop the stations stand on. */
function Loop() {
  return (
    <svg css={loop} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <ellipse cx={50} cy={cy} rx={rx} ry={ry} fill="none" stroke={tint('primary', 35)} strokeWidth={3} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The revenue cycle's stations around their loop, the note in its middle. */
export function HeroCycle({ visual }: { visual: ListVisual }) {
  const count = visual.items.length;
  return (
    <figure css={[card, { margin: 0 }]}>
      <Top title={visual.title} label={visual.tag} caption />
      <div css={drawing}>
        <Loop />
        <ol css={stations}>
          {visual.items.map((item, index) => {
            const { x, y } = at(index, count);
            return (
              <li key={item.label} css={(theme) => station(theme, x, y)}>
                <span css={number}>{index + 1}</span>
                <b css={{ color: color('text') }}>{item.label}</b> <span css={muted}>{item.detail}</span>
              </li>
            );
          })}
        </ol>
        {visual.note && (
          <p css={middle}>
            <Icon name="dollar" size={22} />
            {visual.note}
          </p>
        )}
      </div>
    </figure>
  );
}
