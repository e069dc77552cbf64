// The floor a page's first paint is measured against: the same text as a built page, as bare HTML (no script, no
// stylesheet, no attributes but links' href). npm run lighthouse compares the largest contentful paint of the two.

// Elements kept, without their attributes (except a link's href): they give the text its structure, so the largest
// element of the bare page is the same heading or paragraph as on the real one.
const blockTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'blockquote', 'dl', 'dt', 'dd']);
const inlineTags = new Set(['a', 'strong', 'em', 'b', 'i', 'code', 'small', 'br']);
// Inline elements dropped for their text alone: they do not end a paragraph.
const transparentTags = new Set(['span', 'abbr', 'time', 'mark', 'label', 'sup', 'sub']);
// Elements whose content is not page text.
const skipped = /<(svg|script|style|template|noscript|iframe|canvas)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi;
const textElements = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'blockquote', 'dt', 'dd']);

/** The text of `html`'s <main> (or its <body>) with its headings, paragraphs, lists and links, as bare HTML. */
export function barePage(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const content = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">', // no icon request, so no 404 page fetched after the paint
    `<title>${title}</title>`,
    '</head>',
    '<body>',
    bareContent(content),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Rewrites markup to the kept elements. Text outside any kept text element (a button row, a card's caption in a
 *  <div>) goes into a paragraph of its own, as it would read on the real page. */
function bareContent(markup: string): string {
  const out: string[] = [];
  let openText = 0; // kept text elements open around the current point
  let looseParagraph = false;
  const closeLoose = () => {
    if (looseParagraph) out.push('</p>\n');
    looseParagraph = false;
  };
  const openLoose = () => {
    if (openText > 0 || looseParagraph) return;
    out.push('<p>');
    looseParagraph = true;
  };
  for (const [, closing, rawName, attributes, text] of markup.replace(skipped, '').matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (text.trim() === '') continue;
      openLoose();
      out.push(text);
      continue;
    }
    const name = rawName.toLowerCase();
    if (transparentTags.has(name)) continue;
    if (inlineTags.has(name)) {
      if (name === 'br' && closing) continue;
      openLoose();
      const href = name === 'a' && !closing ? /\shref="([^"]*)"/.exec(attributes)?.[1] : undefined;
      out.push(href === undefined ? `<${closing}${name}>` : `<a href="${href}">`);
      continue;
    }
    // Any other element ends a loose paragraph; only the kept ones are written.
    closeLoose();
    if (!blockTags.has(name)) continue;
    if (textElements.has(name)) openText += closing ? -1 : 1;
    out.push(`<${closing}${name}>${closing || name === 'ul' || name === 'ol' ? '\n' : ''}`);
  }
  closeLoose();
  return out.join('').trim();
}
