// Where a built page's HTML bytes go, gzipped: what the page would weigh without each kind of thing (its styles, the
// class names, its SVG, its islands' props, …) and without each region (the intro, the header, each block of main,
// the footer) with the style rules only that region uses. Gzip is what the network carries, and it charges little
// for bytes the page has already said once: a part's figure is what removing it saves, not its raw size.
// A tool for looking, not a test (the budget in budgets.json is the test).
//
//   npm run build && npm run html-weight -- [--page /] [--page /specialties/cardiology] [--dir dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fileForRoute } from '../src/build/prerender.ts';

const { values } = parseArgs({
  options: { page: { type: 'string', multiple: true, default: ['/'] }, dir: { type: 'string', default: 'dist' } },
});

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

/** Every text the page would be without one kind of thing, by name. */
const kinds: Record<string, (html: string) => string> = {
  'style rules (<style> text)': (html) => html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2'),
  "style tags' class list (data-emotion)": (html) => html.replace(/ data-emotion="[^"]*"/g, ''),
  'class attributes': (html) => html.replace(/ class="[^"]*"/g, ''),
  'SVG, whole': (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, ''),
  'SVG path data (d="…")': (html) => html.replace(/ d="[^"]*"/g, ''),
  "islands' props (data-props)": (html) => html.replace(/ data-props="[^"]*"/g, ''),
  'structured data (JSON-LD)': (html) => html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, ''),
  'boot script': (html) => html.replace(/<script data-entry=[^>]*>[\s\S]*?<\/script>/g, ''),
  'inline style attributes': (html) => html.replace(/ style="[^"]*"/g, ''),
  'visible text (text nodes of <body>)': (html) => {
    const at = html.indexOf('<body');
    return html.slice(0, at) + html.slice(at).replace(/>[^<]+</g, '><');
  },
};

/** The top-level rules of a style sheet (an @media block is one rule, its inner rules are split too). */
function rules(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      found.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found;
}

/** `css` without the rules whose selector names one of `classes` (inside @media blocks too). */
function withoutRulesOf(css: string, classes: Set<string>): string {
  const names = (selector: string) => [...selector.matchAll(/\.(c-[a-z0-9]+)/g)].some(([, name]) => classes.has(name));
  return rules(css)
    .map((rule) => {
      const open = rule.indexOf('{');
      if (!rule.startsWith('@')) return names(rule.slice(0, open)) ? '' : rule;
      const inner = rules(rule.slice(open + 1, -1)).filter((r) => !names(r.slice(0, r.indexOf('{'))));
      return inner.length === 0 ? '' : `${rule.slice(0, open + 1)}${inner.join('')}}`;
    })
    .join('');
}

const classesIn = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list.split(/\s+/)).filter((name) => name.startsWith('c-')));

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** Where the element that opens at `start` ends (just after its closing tag), the server's HTML read as it is. */
function elementEnd(html: string, start: number): number {
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>|<!--[\s\S]*?-->/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, name, selfClosing] = match;
    if (name === undefined || voidElements.has(name.toLowerCase()) || selfClosing) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return tag.lastIndex;
  }
  return html.length;
}

/** The elements directly inside the element that opens at `start`. */
function children(html: string, start: number): { at: number; end: number }[] {
  const found: { at: number; end: number }[] = [];
  const end = elementEnd(html, start);
  let at = html.indexOf('>', start) + 1;
  while (at < end) {
    const next = html.indexOf('<', at);
    if (next < 0 || html.startsWith('</', next)) break;
    if (html.startsWith('<!--', next)) {
      at = html.indexOf('-->', next) + 3;
      continue;
    }
    const close = voidElements.has(/^<(\w+)/.exec(html.slice(next))?.[1] ?? '') ? html.indexOf('>', next) + 1 : elementEnd(html, next);
    found.push({ at: next, end: close });
    at = close;
  }
  return found;
}

/** The page's regions: the intro, the header, each block of main (named by its heading), the footer. */
function regions(html: string): { name: string; outer: string }[] {
  const found: { name: string; outer: string }[] = [];
  const add = (name: string, at: number) => at >= 0 && found.push({ name, outer: html.slice(at, elementEnd(html, at)) });
  add('intro', html.indexOf('<div data-intro'));
  add('header', html.indexOf('<header'));
  const main = html.indexOf('<main');
  for (const block of main < 0 ? [] : children(html, main)) {
    const outer = html.slice(block.at, block.end);
    const heading = /<h[123][^>]*>([\s\S]*?)<\/h[123]>/.exec(outer)?.[1].replace(/<[^>]*>/g, '') ?? outer.replace(/<[^>]*>/g, ' ').trim();
    found.push({ name: `main: "${heading.slice(0, 36)}"`, outer });
  }
  add('footer', html.indexOf('<footer'));
  return found;
}

for (const path of values.page!) {
  const html = readFileSync(join(values.dir!, fileForRoute(path)), 'utf8');
  const total = gz(html);
  const style = /(<style data-emotion="c [^"]*">)([\s\S]*?)(<\/style>)/.exec(html);
  console.log(`\n${path}: ${(total / 1000).toFixed(1)} KB gz (${(html.length / 1000).toFixed(1)} KB raw)\n`);
  console.log(`${'Without'.padEnd(44)}  raw B  saves gz B`);
  const row = (name: string, without: string) =>
    console.log(`${name.slice(0, 44).padEnd(44)}  ${String(html.length - without.length).padStart(5)}  ${String(total - gz(without)).padStart(10)}`);
  for (const [name, remove] of Object.entries(kinds)) row(name, remove(html));
  console.log('');
  for (const { name, outer } of regions(html)) {
    const at = html.indexOf(outer);
    if (!style) continue;
    const rest = html.slice(0, at) + html.slice(at + outer.length);
    const onlyHere = new Set([...classesIn(outer)].filter((name) => !classesIn(rest).has(name)));
    row(name, rest.replace(style[0], style[1] + withoutRulesOf(style[2], onlyHere) + style[3]));
  }
}
