// The audit popup's dashboard picture (640 × 360): a browser window around a revenue dashboard whose four cards show
// the company's figures from brand.figures, drawn in the theme's colours. The chart and the payer mix are a sample's
// shape, with pills where a real dashboard has words: the only words in it are the figures.
import type { CompanyFigures, Site } from '../types.generated.ts';
import { svgDocument, svgElement as el, svgMarkup, type SvgElement } from './svg-markup.ts';

/**
 * The figures the cards show, left to right, whether a good change points up (fewer days in A/R is good), and the
 * width of the pill that stands for the card's label.
 */
const cards: readonly { figure: keyof CompanyFigures; better: 'up' | 'down'; label: number }[] = [
  { figure: 'cleanClaimRate', better: 'up', label: 48 },
  { figure: 'daysInAR', better: 'down', label: 40 },
  { figure: 'monthlyCollections', better: 'up', label: 52 },
  { figure: 'providers', better: 'up', label: 44 },
];
/** Six months of a sample practice's collections, in pixels of the chart (the last three are ours: darker). */
const barHeights = [64, 74, 70, 90, 104, 120];
/** The sample payer mix, as shares of the ring, largest first. */
const payerShares = [0.45, 0.25, 0.18, 0.12];
/** The ring's last segment: a warm colour the theme has no name for, so the four segments stay apart. */
const amber = '#f59e0b';
/** The figures' size in the cards, and how many characters fit at it; a longer value is drawn smaller. */
const figureSize = 18;
const figureFits = 8;

/** The SVG of the dashboard picture, made from the site's figures, colours and heading font. */
export function dashboardPicture(site: Pick<Site, 'brand' | 'theme'>): string {
  const { colors } = site.theme;
  const figures = site.brand.figures;
  const line = { fill: 'none', stroke: colors.border };
  const pill = (x: number, y: number, width: number, height: number, fill = colors.border) => el('rect', { x, y, width, height, rx: height / 2, fill });
  const kpiCard = ({ figure, better, label }: (typeof cards)[number], i: number): SvgElement => {
    const x = 92 + i * 131;
    const value = figures?.[figure].value ?? '';
    const size = Math.max(10, Math.min(figureSize, (figureSize * figureFits) / Math.max(value.length, 1)));
    // A triangle at the card's top right: pointing up, or down for a figure that is better lower.
    const arrow = better === 'up' ? `M${x + 98} 86l6-8 6 8z` : `M${x + 98} 78l6 8 6-8z`;
    return el(
      'g',
      {},
      el('rect', { x, y: 68, width: 119, height: 60, rx: 8, fill: colors.background, stroke: colors.border, 'stroke-width': 1.5 }),
      pill(x + 12, 80, label, 6),
      el('path', { d: arrow, fill: colors.accent }),
      el('text', { x: x + 12, y: 114, 'font-size': size, 'font-weight': 700, fill: colors.text }, value),
    );
  };
  const bars = barHeights.map((height, i) => {
    const bar = { x: 120 + i * 46, y: 300 - height, width: 24, height, rx: 4 };
    // The months before us are a tint of the primary colour: drawn light over the background, which hides the grid
    // lines behind them as the solid bars do (a theme colour may be rgb() or hsl(), so it is not mixed here).
    if (i >= 3) return el('rect', { ...bar, fill: colors.primary });
    return el('g', {}, el('rect', { ...bar, fill: colors.background }), el('rect', { ...bar, fill: colors.primary, 'fill-opacity': 0.4 }));
  });
  const circumference = 2 * Math.PI * 34;
  const ringColors = [colors.primary, colors.accent, colors.primaryDark, amber];
  const ring = payerShares.map((share, i) => {
    const before = payerShares.slice(0, i).reduce((sum, s) => sum + s, 0);
    return el('circle', {
      cx: 480,
      cy: 246,
      r: 34,
      stroke: ringColors[i],
      'stroke-dasharray': `${share * circumference} ${(1 - share) * circumference}`,
      'stroke-dashoffset': -before * circumference,
    });
  });
  const legend = payerShares.map((_, i) =>
    el('g', {}, el('circle', { cx: 536, cy: 214 + i * 20, r: 4, fill: ringColors[i] }), pill(546, 211 + i * 20, [40, 32, 36, 28][i], 6)),
  );
  return `${svgMarkup(
    svgDocument(
      640,
      360,
      // The window: its frame, its title bar with three dots and an address bar, and a side bar of four icons.
      el('rect', { x: 20, y: 20, width: 600, height: 320, rx: 12, fill: colors.background, stroke: colors.border, 'stroke-width': 2 }),
      el('path', { d: 'M21 52h598V32a11 11 0 0 0-11-11H32a11 11 0 0 0-11 11z', fill: colors.surface }),
      el('path', { d: 'M20 52h600', ...line, 'stroke-width': 2 }),
      ...[40, 56, 72].map((cx) => el('circle', { cx, cy: 36, r: 5, fill: colors.border })),
      el('rect', { x: 250, y: 30, width: 140, height: 12, rx: 6, fill: colors.background, stroke: colors.border }),
      el('path', { d: 'M21 53h55v286H32a11 11 0 0 1-11-11z', fill: colors.surface }),
      el('path', { d: 'M76 53v286', ...line, 'stroke-width': 2 }),
      ...[70, 106, 142, 178].map((y, i) => el('rect', { x: 38, y, width: 22, height: 22, rx: 6, fill: i === 0 ? colors.primary : colors.border })),
      el('g', { 'font-family': site.theme.fonts.heading }, ...cards.map(kpiCard)),
      // The bar chart: a title pill, three grid lines, the axis and six months.
      el('rect', { x: 92, y: 144, width: 320, height: 180, rx: 8, fill: colors.background, stroke: colors.border, 'stroke-width': 1.5 }),
      pill(108, 158, 84, 8, colors.muted),
      el('path', { d: 'M108 200h288M108 240h288M108 280h288', ...line, 'stroke-opacity': 0.6, 'stroke-width': 1.5 }),
      el('path', { d: 'M108 300h288', ...line, 'stroke-width': 2 }),
      ...bars,
      ...[132, 178, 224, 270, 316, 362].map((x) => pill(x - 10, 310, 20, 6)),
      // The payer mix: a ring of four shares from twelve o'clock, and its legend.
      el('rect', { x: 424, y: 144, width: 180, height: 180, rx: 8, fill: colors.background, stroke: colors.border, 'stroke-width': 1.5 }),
      pill(440, 158, 64, 8, colors.muted),
      el('g', { fill: 'none', 'stroke-width': 16, transform: 'rotate(-90 480 246)' }, ...ring),
      ...legend,
    ),
  )}\n`;
}
