// Which part of a built page an HTML checker's message is about: the page's HTML parsed with each element's place in
// the file (jsdom's node locations), the message's line and column turned into a place, and the block, header or
// footer that holds it found as in-page.ts finds them in the browser.
import { JSDOM } from 'jsdom';
import type { PagePart } from './places.ts';

/** The part of the page `html` whose source holds line `line`, column `column` (1-based). */
export function partAtSource(html: string, line: number, column: number): PagePart {
  const lines = html.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const { document } = dom.window;
  const holds = (element: Element | null | undefined) => {
    const place = element ? dom.nodeLocation(element) : null;
    return place ? place.startOffset <= offset && offset < place.endOffset : false;
  };
  const main = document.querySelector('main');
  const blocks = main ? [...main.children].filter((child) => child.hasAttribute('data-island')) : [];
  const block = blocks.findIndex(holds);
  if (block >= 0) return { block };
  const outside = (element: Element) => !element.closest('main, article, section, aside, dialog');
  if (holds([...document.querySelectorAll('header')].find(outside))) return 'header';
  if (holds([...document.querySelectorAll('footer')].find(outside))) return 'footer';
  return 'page';
}
