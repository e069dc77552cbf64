// The page npm run lighthouse measures the first paint against: the same page, none of the code.
import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../tools/without-scripts.ts';

const built = [
  '<!doctype html><html lang="en"><head><title>Cardiology Billing</title><style data-emotion="c a">.c-a{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Organization"}</script><link rel="modulepreload" href="/assets/a.js"></head>',
  '<body><div id="root"><main><h1 class="c-a">Billing That Keeps Pace</h1><a href="/revenue-audit">Get Analysis</a></main></div>',
  '<script>(()=>{import("/assets/entry.js")})()</script><script type="module" src="/assets/b.js"></script></body></html>',
].join('');

describe('the page without its scripts', () => {
  it('keeps the page as it is: its text, styles, links and JSON-LD data', () => {
    const page = withoutScripts(built);
    for (const kept of [
      '<title>Cardiology Billing</title>',
      '<style data-emotion="c a">.c-a{color:red}</style>',
      '<h1 class="c-a">Billing That Keeps Pace</h1>',
      '<a href="/revenue-audit">',
      '{"@type":"Organization"}',
    ])
      expect(page).toContain(kept);
  });

  it('leaves out every script that runs and every module preload', () => {
    const page = withoutScripts(built);
    for (const gone of ['import(', '/assets/b.js', 'modulepreload', '/assets/a.js']) expect(page).not.toContain(gone);
    expect(page.match(/<script/g)).toHaveLength(1);
  });
});
