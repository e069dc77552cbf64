// How a headline breaks into lines, measured word by word: a headline that leaves one word alone on its last line,
// or breaks a word at its hyphen ("High-" over "Volume"), reads as a mistake (issue 22).
import type { Locator } from '@playwright/test';

/** A headline measured: how many lines it takes, how many words its last line holds, and its words on two lines. */
export interface HeadlineLines {
  lines: number;
  lastLineWords: number;
  text: string;
  brokenWords: string[];
}

/** The screens a page's headlines are measured on, one page load for all: the words wrap by the page's CSS alone. */
export const headlineWidths = [
  [1280, 800],
  [1024, 768],
  [390, 844],
  [320, 640],
] as const;

/** Every element of `headlines` measured, in one round trip: a page's headline and its labels at each width. */
export function eachHeadlineLines(headlines: Locator): Promise<HeadlineLines[]> {
  return headlines.evaluateAll((elements) =>
    elements.map((h1) => {
      // Each word's own box, from a Range over it: the words whose top is the lowest share the last line.
      const tops: number[] = [];
      const brokenWords: string[] = [];
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()];
          tops.push(rects[rects.length - 1].top);
          if (rects.some((rect) => Math.abs(rect.top - rects[0].top) >= 4)) brokenWords.push(word[0]);
        }
      }
      const lineTops = tops.filter((top, i) => !tops.slice(0, i).some((seen) => Math.abs(seen - top) < 4));
      const last = Math.max(...tops);
      return { lines: lineTops.length, lastLineWords: tops.filter((top) => last - top < 4).length, text: h1.textContent ?? '', brokenWords };
    }),
  );
}

/** The phrases of a text that a line break splits ("Suite" at a line's end, "400" on the next): each phrase's words
 * measured as one Range over the element's text, its boxes' tops compared. */
export function splitPhrases(element: Locator, phrases: string[]): Promise<string[]> {
  return element.evaluate((root, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent ?? '';
    }
    /** The text node and offset of a character of the whole text. */
    const at = (offset: number) => {
      const found = nodes.findLast((entry) => entry.start <= offset)!;
      return [found.node, offset - found.start] as const;
    };
    // A no-break space (the phone number's) reads as a space: the same length, so the offsets hold.
    const words = text.replaceAll('\u00a0', ' ');
    return wanted.filter((phrase) => {
      const index = words.indexOf(phrase);
      if (index < 0) return true;
      const range = document.createRange();
      range.setStart(...at(index));
      range.setEnd(...at(index + phrase.length - 1));
      range.setEnd(range.endContainer, range.endOffset + 1);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      return tops.some((top) => Math.abs(top - tops[0]) >= 4);
    });
  }, phrases);
}
