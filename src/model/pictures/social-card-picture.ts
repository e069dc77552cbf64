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
/** The heading's sizes, largest first: the first at which it fits in three lines is taken. */
const headingSizes = [64, 56, 48, 40];
const headingLines = 3;
const tagHeight = 50;
const tagGap = 18;

/** The SVG of the social card. */
export function socialCardPicture({ brand, theme, words, logo, measure }: SocialCardInput): string {
  const { colors } = theme;
  const font = theme.fonts.heading;
  const white = colors.onPrimary;
  const headingSize = headingSizes.find((size) => wrap(words.heading, size, 700, measure).length <= headingLines) ?? headingSizes.at(-1)!;
  const heading = wrap(words.heading, headingSize, 700, measure);
  const lineHeight = Math.round(headingSize * 1.12);
  // The heading's last line sits at the same place whatever its length: the lines grow upwards, towards the logo.
  const lastBaseline = 367;
  const headingText = el(
    'text',
    { x: margin, 'font-size': headingSize, 'font-weight': 700, fill: white },
    ...heading.map((line, i) => el('tspan', { x: margin, y: lastBaseline - (heading.length - 1 - i) * lineHeight }, line)),
  );
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
      el('rect', { x: margin, y: 72, width: 96, height: 96, rx: 22, fill: white }),
      el('image', { x: margin + 10, y: 82, width: 76, height: 76, href: logo }),
      el('g', { 'font-family': font }, el('text', { x: 200, y: 136, 'font-size': 46, 'font-weight': 700, fill: white }, brand.name), headingText),
      words.text
        ? el('text', { x: margin, y: 428, 'font-family': font, 'font-size': 28, fill: white, 'fill-opacity': 0.9 }, fitted(words.text, 28, 400, measure))
        : '',
      tagRow(words.tags ?? [], font, white, measure),
    ),
  )}\n`;
}

function stop(offset: number, color: string, opacity?: number): SvgElement {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/** The tags as pills in one row at the foot of the card, in a smaller size where the row would be too wide. */
function tagRow(tags: readonly string[], font: string, color: string, measure: MeasureText): SvgElement {
  const padding = 22;
  const rowWidth = (size: number) => tags.reduce((sum, tag) => sum + measure(tag, size, 600) + 2 * padding + tagGap, -tagGap);
  const size = [26, 24, 22, 20, 18].find((s) => rowWidth(s) <= textWidth) ?? 18;
  let x = margin;
  const pills = tags.map((tag) => {
    const pillWidth = measure(tag, size, 600) + 2 * padding;
    const pill = el(
      'g',
      {},
      el('rect', { x, y: 508, width: pillWidth, height: tagHeight, rx: tagHeight / 2, fill: color, 'fill-opacity': 0.16 }),
      el('text', { x: x + padding, y: 508 + tagHeight / 2 + size * 0.36, 'font-size': size, 'font-weight': 600, fill: color }, tag),
    );
    x += pillWidth + tagGap;
    return pill;
  });
  return el('g', { 'font-family': font }, ...pills);
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

/** `text` on one line, shortened with an ellipsis where it is wider than the card's words may be. */
function fitted(text: string, size: number, weight: number, measure: MeasureText): string {
  if (measure(text, size, weight) <= textWidth) return text;
  // The longest start of the text that fits with its ellipsis, found by halving (each measure lays the text out).
  const shortened = (length: number) => `${text.slice(0, length).trimEnd()}…`;
  let [fits, tooLong] = [0, text.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (measure(shortened(middle), size, weight) <= textWidth) fits = middle;
    else tooLong = middle;
  }
  return shortened(fits);
}
