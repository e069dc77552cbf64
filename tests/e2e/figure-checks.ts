// How a figure looks on the page, measured the way a reader sees it (issue 22's rule: "a figure never wraps inside
// itself"): the lines its text is laid out on and the box it must stay inside. Shared by the specs of the blocks
// that show figures.
import type { Locator } from '@playwright/test';
import { expect } from './support.ts';

/** The widths a figure is checked at: the smallest phone, a common phone, a tablet and a laptop. */
export const figureWidths = [320, 390, 768, 1280] as const;

/**
 * The lines the element's text is laid out on, top to bottom: the client rects of a Range over each of its text
 * nodes (one per line a text runs on) and of its pictures (an icon beside a number), grouped into lines: a rect
 * whose middle is above the bottom of the line before it is on that line.
 */
export function textLines(locator: Locator): Promise<{ top: number; bottom: number }[]> {
  return locator.evaluate((element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node instanceof SVGSVGElement || node instanceof HTMLImageElement) rects.push(node.getBoundingClientRect());
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top)) {
      const last = lines.at(-1);
      // By its middle: with a tight line height the glyph boxes of two lines overlap, but each line's middle is a
      // line height below the one before it.
      if (last && (rect.top + rect.bottom) / 2 < last.bottom) last.bottom = Math.max(last.bottom, rect.bottom);
      else lines.push({ top: rect.top, bottom: rect.bottom });
    }
    return lines;
  });
}

/** The element's text (and any icon in it) is laid out on one line: nothing of it wrapped onto a second. */
export async function expectOnOneLine(locator: Locator): Promise<void> {
  const text = (await locator.textContent())?.trim();
  expect(await textLines(locator), `"${text}" on one line`).toHaveLength(1);
}

/**
 * Everything `inner` shows (its own box and its text, which may spill out of it) stays inside the padding box of
 * `outer` (its border box less its borders), to half a pixel.
 */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const shown = await inner.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = element.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    const hasText = text.width > 0 && text.height > 0;
    return {
      left: hasText ? Math.min(box.left, text.left) : box.left,
      right: hasText ? Math.max(box.right, text.right) : box.right,
      top: hasText ? Math.min(box.top, text.top) : box.top,
      bottom: hasText ? Math.max(box.bottom, text.bottom) : box.bottom,
    };
  });
  const room = await outer.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: box.left + Number.parseFloat(style.borderLeftWidth),
      right: box.right - Number.parseFloat(style.borderRightWidth),
      top: box.top + Number.parseFloat(style.borderTopWidth),
      bottom: box.bottom - Number.parseFloat(style.borderBottomWidth),
    };
  });
  const name = `"${(await inner.textContent())?.trim()}" inside its box`;
  expect(shown.left, name).toBeGreaterThanOrEqual(room.left - 0.5);
  expect(shown.right, name).toBeLessThanOrEqual(room.right + 0.5);
  expect(shown.top, name).toBeGreaterThanOrEqual(room.top - 0.5);
  expect(shown.bottom, name).toBeLessThanOrEqual(room.bottom + 0.5);
}

/** A figure keeps to the rule: on one line, and inside `box`. */
export async function expectWholeFigure(figure: Locator, box: Locator): Promise<void> {
  await expectOnOneLine(figure);
  await expectInside(figure, box);
}

/**
 * Every number in the element's text (18, $116,700, 98.5%, 27001/27701, 24/7) is laid out on one line, whatever
 * the words around it do: a Range over each number has all its client rects on one line.
 */
export async function expectNumbersOnOneLine(locator: Locator): Promise<void> {
  const split = await locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[$−+]?\d(?:[\d,./]*\d)?%?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
  expect(split, `numbers split over two lines in "${(await locator.textContent())?.trim()}"`).toEqual([]);
}
