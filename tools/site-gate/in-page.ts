// What the gate measures inside a page, run there by Playwright's page.evaluate: each function is sent to the browser
// as its source, so it carries its helpers inside it. Every finding names the part of the page it is in (see
// places.ts): the n-th island under <main> is the page's n-th block.
import type { PagePart } from './places.ts';

export interface PageMeasure {
  /** How far the page scrolls sideways, and the innermost elements that stick out. */
  sideways: { by: number; culprits: { text: string; part: PagePart }[] };
  /** Figures (98.5%, $30M+, 24/7) laid out over two lines. */
  figures: { figure: string; text: string; part: PagePart }[];
  /** Links and buttons of the header that overlap, and its labels cut off. */
  header: { overlaps: [string, string][]; cutOff: string[] };
  /** The hero (the block of the page's h1): how far below the first screen it ends, and its headline's lines. */
  hero: { part: PagePart; below: number; lines: number } | undefined;
  /** Every link of the page (its href as written) with its part. */
  links: { href: string; part: PagePart }[];
  /** The ids of the page's elements (for links to #sections of it). */
  ids: string[];
  /** axe's violations of `tags`, each element with its part of the page and in words: `p "Routine foot care…"`. */
  violations: { rule: string; help: string; helpUrl: string; elements: { part: PagePart; element: string }[] }[];
}

/** The little of axe's API the gate uses (axe is in every page the gate opens: browse.ts). */
interface Axe {
  run(context: Document, options: object): Promise<{ violations: { id: string; help: string; helpUrl: string; nodes: { target: unknown[] }[] }[] }>;
}

/** Measures the page as a visitor sees it now, then lets axe look at it for violations of `tags`. */
export async function measurePage(tags: string[]): Promise<PageMeasure> {
  const main = document.querySelector('main');
  const blocks = main ? [...main.children].filter((child) => child.hasAttribute('data-island')) : [];
  const banner = [...document.querySelectorAll('header')].find((header) => !header.closest('main, article, section, aside, dialog'));
  const contentinfo = [...document.querySelectorAll('footer')].find((footer) => !footer.closest('main, article, section, aside, dialog'));
  const partOf = (element: Element): PagePart => {
    const block = blocks.findIndex((island) => island.contains(element));
    if (block >= 0) return { block };
    if (banner?.contains(element)) return 'header';
    if (contentinfo?.contains(element)) return 'footer';
    return 'page';
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? textOf(element);

  // Sideways: the innermost elements whose right edge is past the page's width.
  const width = document.documentElement.clientWidth;
  const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && shown(element));
  const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
  const sideways = {
    by: Math.max(0, document.documentElement.scrollWidth - width),
    culprits: innermost.slice(0, 5).map((element) => ({ text: `${element.localName} "${textOf(element).slice(0, 30)}"`, part: partOf(element) })),
  };

  // Figures: each number of the visible text ([$−+]digits with , . / inside, % after) on one line.
  const figures: PageMeasure['figures'] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !shown(parent) || parent.closest('script, style, [aria-hidden="true"]')) continue;
    for (const match of (node.textContent ?? '').matchAll(/[$−+]?\d(?:[\d,./]*\d)?%?\+?/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      if (tops.some((top) => Math.abs(top - tops[0]) >= 4)) figures.push({ figure: match[0], text: textOf(parent), part: partOf(parent) });
    }
  }

  // The header: its links and buttons (the innermost ones) that show, pairwise, and any of them cut off.
  const overlaps: [string, string][] = [];
  const cutOff: string[] = [];
  if (banner) {
    const bar = banner.getBoundingClientRect();
    const controls = [...banner.querySelectorAll('a, button')].filter((element) => shown(element) && !element.closest('[role="dialog"], [role="menu"]'));
    const leaves = controls.filter((element) => !controls.some((other) => other !== element && element.contains(other)));
    const boxes = leaves.map((element) => ({ name: nameOf(element), box: element.getBoundingClientRect(), element }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) overlaps.push([a.name, b.name]);
      }
    for (const { name, box, element } of boxes) {
      // Text a screen reader alone reads ("opens in a new tab") is clipped to a pixel on purpose.
      const clipped = [element, ...element.querySelectorAll('*')].some(
        (inner) => inner.clientWidth > 1 && inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'visible',
      );
      if (clipped || box.left < bar.left - 0.5 || box.right > Math.min(bar.right, width) + 0.5) cutOff.push(name);
    }
  }

  // The hero: the block of the h1. A headline's lines are counted by its words' tops.
  const h1 = main?.querySelector('h1');
  let hero: PageMeasure['hero'];
  if (h1 && shown(h1)) {
    const block = blocks.find((island) => island.contains(h1));
    const section = block?.querySelector('section') ?? h1.parentElement!;
    const tops: number[] = [];
    const words = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode())
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()];
        if (rects.length > 0) tops.push(rects[rects.length - 1].top);
      }
    const lines = tops.filter((top, i) => !tops.slice(0, i).some((seen) => Math.abs(seen - top) < 4)).length;
    // A hero made to fill the first screen (its least height takes it to the screen's foot) must end on it; any
    // other, its headline at least.
    const top = section.getBoundingClientRect().top + window.scrollY;
    const least = Number.parseFloat(getComputedStyle(section).minHeight);
    const fills = least > 0 && Math.abs(top + least - window.innerHeight) < 3;
    const bottom = (fills ? section : h1).getBoundingClientRect().bottom + window.scrollY;
    hero = { part: partOf(h1), below: Math.round(bottom - window.innerHeight), lines };
  }

  const links = [...document.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href') ?? '', part: partOf(a) }));
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);

  const { axe } = window as unknown as { axe: Axe };
  // Not into frames: a frame is another website's page (the diagnostic's stand-in here), not the site's to answer
  // for, and a frame still navigating when axe asks it never answers (axe then throws, "Axe in frame timed out").
  const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
  const described = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return { part: 'page' as const, element: selector };
    const name = element.getAttribute('aria-label') ?? textOf(element);
    return { part: partOf(element), element: name ? `${element.localName} "${name.length > 40 ? `${name.slice(0, 40)}…` : name}"` : element.localName };
  };
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    helpUrl: violation.helpUrl.split('?')[0],
    elements: violation.nodes.map((node) => described(String(node.target[0]))),
  }));
  return { sideways, figures, header: { overlaps, cutOff }, hero, links, ids, violations };
}
