// How wide a figure such as $3,000,000,000 is when written large, so a box can size its text to fit on one line
// in CSS alone (font-size: min(largest, box width / this)), without measuring it in the browser.

// In em of the bold system fonts the site uses, with tabular digits: the widest of them, rounded up (Noto Sans
// ExtraBold, measured here: digits and $ 0.572, comma 0.285; San Francisco and Segoe UI are a little wider or
// narrower), so the text fits in every one of them.
const digitEm = 0.64;
const narrowEm = 0.34;
const narrow = new Set([',', '.', ' ']);

/** The width of `text` set in bold tabular figures, in em, measured generously. */
export function figureWidthEm(text: string): number {
  let width = 0;
  for (const character of text) width += narrow.has(character) ? narrowEm : digitEm;
  return Math.round(width * 100) / 100;
}
