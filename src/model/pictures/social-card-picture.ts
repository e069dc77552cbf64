// The social card (1200 × 630), the picture link previews show (og:image): the brand's logo and name, the card's
// heading and line, and its tags (a figure's value through its placeholder, {cleanClaimRate} clean claims) as
// pills, white on the brand's blues. Text in an SVG does not wrap, so the words are measured (by the rasteriser,
// in the font it draws them with) and broken into lines here.
import type { Site, SocialCard } from '../types.generated.ts';
import { svgDocument, svgElement as el, svgMarkup, type SvgElement } from './svg-markup.ts';

/** The width in pixels of `text` drawn at `size` pixels in the given weight of the card's font. */
export type MeasureText = (text: string, size: number, weight: number) => number;

export interface SocialCardInput {
  brand: Pick<Site['brand'], 'name'>;
  theme: Pick<Site['theme'], 'colors' | 'fonts'>;
  /** brand.socialImage.card, its placeholders filled. */
  words: SocialCard;
  /** The brand's square logo, as an address the rasteriser reads (a data: URL). */
  logo: string;
  measure: MeasureText;
}

const width = 1200;
const height = 630;
/** The margin on all sides, and so the width the words may take. */
const margin = 80;
const textWidth = width - 2 * margin;
/** The logo's tile, and the name beside it. */
const logoSize = 96;
const nameX = margin + logoSize + 24;
/** The highest a heading's first line may reach: its capitals' top, a gap under the logo. */
const headingTop = margin + logoSize + 56;
/** The heading's sizes, largest first: the first at which it fits between the logo and the line under it is taken. */
const headingSizes = [64, 56, 48, 40, 34];
/** The tags' sizes, largest first: the first at which they fit in one row (else in two) is taken. */
const tagSizes = [26, 24, 22, 20, 18];
const tagHeight = 50;
const tagGap = 18;
const tagPadding = 22;
/** The top of the last row of tags: the words above move up by a row for a second row. */
const lastTagRowTop = 508;

/** The SVG of the social card. */
export function socialCardPicture({ brand, theme, words, logo, measure }: SocialCardInput): string {
  const { colors } = theme;
  const font = theme.fonts.heading;
  const white = colors.onPrimary;
  // Laid out from the foot up: the tags, the line over them, then the heading, whose lines grow towards the logo.
  const tags = tagRows(words.tags ?? [], measure);
  const tagsTop = lastTagRowTop - (tags.rows.length - 1) * (tagHeight + tagGap);
  const lineBaseline = tagsTop - 80;
  const headingBaseline = words.text ? lineBaseline - 61 : tagsTop - 80;
  const headingLayout = (size: number) => {
    const lines = wrap(words.heading, size, 700, measure);
    const lineHeight = Math.round(size * 1.12);
    return { size, lines, lineHeight, fits: headingBaseline - (lines.length - 1) * lineHeight - size * 0.72 >= headingTop };
  };
  const heading = headingSizes.map(headingLayout).find((layout) => layout.fits) ?? headingLayout(headingSizes.at(-1)!);
  let x = margin;
  const pill = (tag: string, top: number, tagWidth: number) => {
    const shape = el('rect', { x, y: top, width: tagWidth, height: tagHeight, rx: tagHeight / 2, fill: white, 'fill-opacity': 0.16 });
    const text = el('text', { x: x + tagPadding, y: top + tagHeight / 2 + tags.size * 0.36, 'font-size': tags.size, 'font-weight': 600 }, tag);
    x += tagWidth + tagGap;
    return el('g', {}, shape, text);
  };
  const pills = tags.rows.flatMap((row, r) => {
    x = margin;
    return row.map(({ tag, width: tagWidth }) => pill(tag, tagsTop + r * (tagHeight + tagGap), tagWidth));
  });
  return `${svgMarkup(
    svgDocument(
      width,
      height,
      el(
        'defs',
        {},
        // From top to bottom, not across: rows of one colour each keep the PNG small (about 55 KB, where a diagonal gives 200 KB).
        el('linearGradient', { id: 'blues', x1: 0, y1: 0, x2: 0, y2: 1 }, stop(0, colors.primaryDark), stop(0.6, colors.primary)),
        // The accent shows through at the foot, under the tags.
        el('linearGradient', { id: 'accent', x1: 0, y1: 0, x2: 0, y2: 1 }, stop(0.5, colors.accent, 0), stop(1, colors.accent, 0.45)),
      ),
      el('rect', { width, height, fill: 'url(#blues)' }),
      el('rect', { width, height, fill: 'url(#accent)' }),
      el('rect', { x: margin, y: 72, width: logoSize, height: logoSize, rx: 22, fill: white }),
      el('image', { x: margin + 10, y: 82, width: logoSize - 20, height: logoSize - 20, href: logo }),
      el(
        'g',
        { 'font-family': font, fill: white },
        el('text', { x: nameX, y: 136, 'font-size': 46, 'font-weight': 700 }, fitted(brand.name, 46, 700, width - margin - nameX, measure)),
        el(
          'text',
          { x: margin, 'font-size': heading.size, 'font-weight': 700 },
          ...heading.lines.map((line, i) => el('tspan', { x: margin, y: headingBaseline - (heading.lines.length - 1 - i) * heading.lineHeight }, line)),
        ),
        ...(words.text
          ? [el('text', { x: margin, y: lineBaseline, 'font-size': 28, 'fill-opacity': 0.9 }, fitted(words.text, 28, 400, textWidth, measure))]
          : []),
        ...pills,
      ),
    ),
  )}\n`;
}

function stop(offset: number, color: string, opacity?: number): SvgElement {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/** The tags in rows as wide as the card's words, each with its pill's width, at the largest size that needs fewest rows. */
function tagRows(tags: readonly string[], measure: MeasureText): { size: number; rows: { tag: string; width: number }[][] } {
  const layout = (size: number) => {
    const rows: { tag: string; width: number }[][] = [[]];
    let used = 0;
    for (const tag of tags) {
      const tagWidth = measure(tag, size, 600) + 2 * tagPadding;
      if (rows.at(-1)!.length > 0 && used + tagGap + tagWidth > textWidth) {
        rows.push([]);
        used = 0;
      }
      used += (rows.at(-1)!.length > 0 ? tagGap : 0) + tagWidth;
      rows.at(-1)!.push({ tag, width: tagWidth });
    }
    return { size, rows };
  };
  const layouts = tagSizes.map(layout);
  return layouts.find((l) => l.rows.length === 1) ?? layouts.find((l) => l.rows.length === 2) ?? layouts.at(-1)!;
}

/** `text` broken into lines at spaces, each as wide as the card's words may be (a word wider than that stands alone). */
export function wrap(text: string, size: number, weight: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size, weight) <= textWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** `text` on one line, shortened with an ellipsis where it is wider than `room`. */
function fitted(text: string, size: number, weight: number, room: number, measure: MeasureText): string {
  if (measure(text, size, weight) <= room) return text;
  // The longest start of the text that fits with its ellipsis, found by halving (each measure lays the text out).
  const shortened = (length: number) => `${text.slice(0, length).trimEnd()}…`;
  let [fits, tooLong] = [0, text.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (measure(shortened(middle), size, weight) <= room) fits = middle;
    else tooLong = middle;
  }
  return shortened(fits);
}
