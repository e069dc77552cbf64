// Putting a rendered page into the HTML template, and its styles into <style>: a page's text is never read as
// anything but text, whatever it holds.
import { describe, expect, it } from 'vitest';
import { styleTags } from '../../src/model/head.ts';
import { clientEntry, fillMarkers, scriptTags } from '../../src/build/prerender.ts';

const template = '<!doctype html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>';

describe('filling the page template', () => {
  it("takes $&, $', $` and $$ in a page as they are (String.replace would expand them)", () => {
    const page = fillMarkers(template, { '<!--app-head-->': "<title>Fees $' and $` here</title>", '<!--app-html-->': '<h1>Save $$$ with $&</h1>' });
    expect(page).toBe('<!doctype html><head><title>Fees $\' and $` here</title></head><body><div id="root"><h1>Save $$$ with $&</h1></div></body>');
  });

  it("puts the page where the template's marker is, even when the head holds the other marker's text", () => {
    const page = fillMarkers(template, { '<!--app-head-->': '<meta content="<!--app-html-->">', '<!--app-html-->': '<p>body</p>' });
    expect(page).toBe('<!doctype html><head><meta content="<!--app-html-->"></head><body><div id="root"><p>body</p></div></body>');
  });

  it('refuses a template without a marker', () => {
    expect(() => fillMarkers('<html></html>', { '<!--app-html-->': '' })).toThrow('lacks the <!--app-html--> marker');
  });
});

describe('the page styles', () => {
  it('writes </style> inside the CSS so that it cannot end the element', () => {
    const html = styleTags([{ key: 'css', ids: ['a1', 'b2'], css: 'body{font-family:"x</style><script>alert(1)</script>", serif}h1{content:"</STYLE >"}' }]);
    expect(html).toBe('<style data-emotion="css a1 b2">body{font-family:"x<\\/style><script>alert(1)</script>", serif}h1{content:"<\\/STYLE >"}</style>');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });
});

describe("the app's script tags, from the client build's manifest", () => {
  const manifest = {
    [clientEntry]: { file: 'assets/entry-1.js', isEntry: true, imports: ['_runtime.js', '_shared.js'] },
    '_runtime.js': { file: 'assets/runtime-2.js' },
    '_shared.js': { file: 'assets/shared-3.js', imports: ['_runtime.js', '_deep.js'] },
    '_deep.js': { file: 'assets/deep-4.js' },
    'src/blocks/Hero.tsx': { file: 'assets/Hero-5.js', isDynamicEntry: true },
  };

  it('loads the entry and preloads every chunk it imports, each once, at low priority; nothing it imports lazily', () => {
    expect(scriptTags(manifest).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/entry-1.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-2.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-3.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/deep-4.js">',
    ]);
  });

  it('fails the build when the manifest has no entry', () => {
    expect(() => scriptTags({})).toThrow(`the client build's manifest has no ${clientEntry}`);
  });
});
