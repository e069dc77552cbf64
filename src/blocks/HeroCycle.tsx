// A hero's picture of the revenue cycle (listVisual's cycle layout): the items as stations around a loop, in order
// from the top and clockwise, the loop drawn in code (SVG, no words in it) and the note in its middle, where the
// money comes back to the practice. The stations are HTML text: a figure screen readers read, its stations an
// ordered list. On a phone the loop has no room for the words around it: the stations are a numbered list, one
// under the other on a line that stands for the loop, and the note closes the list.
import { css, type CSSObject, type Theme } from '@emotion/react';
import type { ListVisual } from '../model/types.generated.ts';
import { card, muted, Top } from '../ui/hero-card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { below, color, space, tint } from '../ui/theme.ts';

// The loop's centre and radii, in percent of the drawing's box; the stations stand on it, each station's words beyond
// its number, away from the loop's middle: above the top one, beside the ones on its sides, under one at its foot.
// (Words centred under every number stood inside the loop at the top, across it on the sides, outside at the foot.)
const [cy, rx, ry] = [50, 24, 30];
type Side = 'top' | 'right' | 'bottom' | 'left';
const at = (index: number, count: number) => {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const side: Side = Math.abs(cos) > Math.abs(sin) ? (cos > 0 ? 'right' : 'left') : sin < 0 ? 'top' : 'bottom';
  return { x: 50 + rx * cos, y: cy + ry * sin, side, cos };
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
// Half the number's 28 px and the room between it and its words.
const [half, room] = [14, 6];
// Where a station stands: its number's centre on the loop (x, y), its words on the side away from the middle. A side
// station's words run to the card's edge and wrap there; a top or foot station off the middle reads outwards from
// its number, so two at the foot never meet (centred, they touched at 1024 px).
const placed = (x: number, y: number, side: Side, cos: number): CSSObject => {
  if (side === 'right')
    return { left: `calc(${x}% - ${half}px)`, right: 0, top: `${y}%`, transform: 'translateY(-50%)', flexDirection: 'row', textAlign: 'left' };
  if (side === 'left')
    return { right: `calc(${100 - x}% - ${half}px)`, left: 0, top: `${y}%`, transform: 'translateY(-50%)', flexDirection: 'row-reverse', textAlign: 'right' };
  const vertical: CSSObject =
    side === 'top' ? { bottom: `calc(${100 - y}% - ${half}px)`, flexDirection: 'column-reverse' } : { top: `calc(${y}% - ${half}px)`, flexDirection: 'column' };
  if (Math.abs(cos) < 0.2) return { ...vertical, left: `${x}%`, width: 128, transform: 'translateX(-50%)', alignItems: 'center', textAlign: 'center' };
  return cos > 0
    ? { ...vertical, left: `calc(${x}% - ${half}px)`, width: 128, alignItems: 'flex-start', textAlign: 'left' }
    : { ...vertical, right: `calc(${100 - x}% - ${half}px)`, width: 128, alignItems: 'flex-end', textAlign: 'right' };
};
const station = (theme: Theme, { x, y, side, cos }: ReturnType<typeof at>) =>
  css({
    position: 'absolute',
    display: 'flex',
    alignItems: 'center',
    ...placed(x, y, side, cos),
    gap: room,
    lineHeight: 1.3,
    '& > div': { display: 'flex', flexDirection: 'column' },
    [phone(theme)]: {
      position: 'relative',
      inset: 'auto',
      width: 'auto',
      transform: 'none',
      display: 'grid',
      gridTemplateColumns: '28px 1fr',
      columnGap: space[3],
      textAlign: 'left',
    },
  });
const number = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 28,
  height: 28,
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
            const place = at(index, count);
            return (
              <li key={item.label} css={(theme) => station(theme, place)}>
                <span css={number}>{index + 1}</span>
                <div>
                  <b css={{ color: color('text') }}>{item.label}</b> <span css={muted}>{item.detail}</span>
                </div>
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
