// The bare page npm run lighthouse measures the first paint against: the same text, none of the styling or code.
import { describe, expect, it } from 'vitest';
import { barePage } from '../../tools/bare-page.ts';

const built = [
  '<!doctype html><html lang="en"><head><title>Cardiology Billing | Crestline</title><link rel="stylesheet" href="/a.css">',
  '<script type="module" src="/assets/index.js"></script></head><body><header><a href="/">Crestline</a></header>',
  '<main id="main" class="c-1"><section class="c-2"><div><h1 class="c-3">Billing That Keeps Pace</h1>',
  '<p class="c-4">We code &amp; bill every echo.</p><div class="row"><a href="/revenue-audit" class="c-5">Get Analysis</a></div></div></section>',
  '<ul class="c-6"><li><svg aria-hidden="true"><path d="M7 12"></path></svg><span>Cath lab coding</span></li>',
  '<li><h3>Depth</h3><p>Vessel-based rules.</p></li></ul><style>.c-1{color:red}</style></main><footer>© 2026</footer></body></html>',
].join('');

describe('the bare page', () => {
  it("keeps <main>'s headings, paragraphs, lists and links as plain elements, under the page's title", () => {
    const bare = barePage(built);
    expect(bare).toContain('<html lang="en">');
    expect(bare).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(bare).toContain('<title>Cardiology Billing | Crestline</title>');
    expect(bare).toContain('<h1>Billing That Keeps Pace</h1>\n<p>We code &amp; bill every echo.</p>');
    expect(bare).toContain('<ul>\n<li>Cath lab coding</li>\n<li><h3>Depth</h3>\n<p>Vessel-based rules.</p>\n</li>\n</ul>');
  });

  it('puts text that sits outside any paragraph (a row of buttons) in a paragraph of its own', () => {
    expect(barePage(built)).toContain('<p><a href="/revenue-audit">Get Analysis</a></p>');
  });

  it('leaves out scripts, styles, classes, icons and everything outside <main>', () => {
    const bare = barePage(built);
    for (const gone of ['<script', '<style', 'stylesheet', 'class=', '<svg', 'color:red', 'Crestline</a>', '© 2026']) expect(bare).not.toContain(gone);
  });
});
