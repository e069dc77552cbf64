// A/R by age at two moments: for each bucket, two bars as long as its share of the balance (the whole track being
// 100%), the earlier one hatched and pale, the later one solid, in the bucket's status colour. The drawing is for
// the eye; screen readers read the same figures from a table with real headers.
import { css } from '@emotion/react';
import type { ExhibitBucket } from '../model/types.generated.ts';
import { statusColor } from '../ui/status-look.ts';
import { color, space, tint } from '../ui/theme.ts';

const wide = '@container (min-width: 36rem)';
type Look = 'then' | 'now';

const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[2]} ${space[6]}`,
  margin: `0 0 ${space[5]}`,
  color: color('text'),
  fontSize: '0.9375rem',
});
const key = css({ display: 'inline-flex', alignItems: 'center', gap: space[2] });
const rows = css({ display: 'grid', gap: space[5] });
// The bucket's name over its bars on a phone, beside them on a wider frame.
const row = css({ display: 'grid', gap: space[2], [wide]: { gridTemplateColumns: '8rem minmax(0, 1fr)', alignItems: 'center', columnGap: space[5] } });
const name = css({ fontWeight: 700, color: color('text') });
const bars = css({ display: 'grid', gap: space[1] });
// The track is the whole A/R (100%); each share's figure stands just past the end of its bar, in the room kept
// at the track's right for the longest one.
const room = '3.5rem';
const barRow = css({ position: 'relative', display: 'block', paddingRight: room });
const track = css({ display: 'block', height: 16, borderRadius: 4, background: tint('border', 35) });
type Tone = Parameters<typeof color>[0];
const paint = (tone: Tone, look: Look) =>
  look === 'now'
    ? { background: color(tone) }
    : { background: `repeating-linear-gradient(135deg, ${tint(tone, 45)} 0 4px, ${tint(tone, 20)} 4px 8px)`, boxShadow: `inset 0 0 0 1px ${tint(tone, 60)}` };
const fill = (share: number, status: ExhibitBucket['status'], look: Look) =>
  css({ display: 'block', width: `${share}%`, height: '100%', borderRadius: 4, ...paint(statusColor[status ?? 'done'], look) });
// The legend tells the two moments apart by their pattern, each swatch in the colours of the buckets' statuses, as
// the bars are (one grey swatch matched no bar).
const swatch = css({ display: 'inline-flex', overflow: 'hidden', height: 12, borderRadius: 3 });
const swatchPart = (tone: Tone, look: Look) => css({ display: 'block', width: 12, height: '100%', ...paint(tone, look) });
const value = (share: number) =>
  css({
    position: 'absolute',
    top: '50%',
    left: `calc((100% - ${room}) * ${share / 100} + ${space[2]})`,
    transform: 'translateY(-50%)',
    fontWeight: 700,
    color: color('text'),
  });

/** The legend, a pair of bars for each bucket, and the table they draw. */
export function ExhibitAging({ caption, columns, buckets }: { caption: string; columns: string[]; buckets: ExhibitBucket[] }) {
  const looks: Look[] = ['then', 'now'];
  const tones = [...new Set(buckets.map((bucket) => statusColor[bucket.status ?? 'done']))];
  return (
    <>
      <div aria-hidden="true">
        <p css={legend}>
          {columns.map((column, i) => (
            <span key={column} css={key}>
              <span css={swatch}>
                {tones.map((tone) => (
                  <span key={tone} css={swatchPart(tone, looks[i])} />
                ))}
              </span>
              {column}
            </span>
          ))}
        </p>
        <div css={rows}>
          {buckets.map((bucket) => (
            <div key={bucket.label} css={row}>
              <span css={name}>{bucket.label}</span>
              <span css={bars}>
                {bucket.shares.map((share, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one share per column, in the columns' order
                  <span key={i} css={barRow}>
                    <span css={track}>
                      <span css={fill(share, bucket.status, looks[i])} />
                    </span>
                    <span css={value(share)}>{share}%</span>
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                {bucket.shares.map((share, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one share per column, in the columns' order
                  <td key={i}>{share}%</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
