// Putting a rendered page into the HTML template, and its styles into <style>: a page's text is never read as
// anything but text, whatever it holds.
import { describe, expect, it } from 'vitest';
import { styleTags } from '../../src/model/head.ts';
import { createHash } from 'node:crypto';
import { bootFiles, bootScript, clientEntry } from '../../src/build/boot-script.ts';
import { fillMarkers, publishTemplateFiles } from '../../src/build/prerender.ts';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

describe("the template's files from node_modules", () => {
  const font = './node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2';

  it('copies each once into assets/ under a name with its hash, and points every mention of it there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-files-'));
    try {
      const page = publishTemplateFiles(`<link rel="preload" href="${font}"><style>src: url(${font})</style>`, dir);
      const [name, ...others] = readdirSync(join(dir, 'assets'));
      expect(others).toEqual([]);
      expect(name).toMatch(/^public-sans-latin-wght-normal-[\w-]{8}\.woff2$/);
      expect(page).toBe(`<link rel="preload" href="/assets/${name}"><style>src: url(/assets/${name})</style>`);
      expect(readFileSync(join(dir, 'assets', name!))).toEqual(readFileSync(font));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('leaves a template without them as it is, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-files-'));
    try {
      expect(publishTemplateFiles(template, dir)).toBe(template);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('the page styles', () => {
  it('writes </style> inside the CSS so that it cannot end the element', () => {
    const html = styleTags([{ key: 'css', ids: ['a1', 'b2'], css: 'body{font-family:"x</style><script>alert(1)</script>", serif}h1{content:"</STYLE >"}' }]);
    expect(html).toBe('<style data-emotion="css a1 b2">body{font-family:"x<\\/style><script>alert(1)</script>", serif}h1{content:"<\\/STYLE >"}</style>');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });
});

describe("the boot script, from the client build's manifest", () => {
  const manifest = {
    [clientEntry]: { file: 'assets/entry-1.js', isEntry: true, imports: ['_runtime.js', '_shared.js'] },
    '_runtime.js': { file: 'assets/runtime-2.js' },
    '_shared.js': { file: 'assets/shared-3.js', imports: ['_runtime.js', '_deep.js'] },
    '_deep.js': { file: 'assets/deep-4.js' },
    'src/blocks/Hero.tsx': { file: 'assets/Hero-5.js', isDynamicEntry: true },
  };

  it('is one inline script that names no file to fetch with the page: it imports the entry and preloads every chunk the entry imports, each once; nothing it imports lazily', () => {
    const { tag } = bootScript(manifest);
    expect(tag).toMatch(/^<script>[^<]*<\/script>$/);
    expect(bootFiles(`<body>${tag}</body>`)).toEqual(['/assets/entry-1.js', '/assets/runtime-2.js', '/assets/shared-3.js', '/assets/deep-4.js']);
  });

  it('loads the app once the page has painted, or after 3 s without a paint, once', () => {
    const code = /<script>(.*)<\/script>/.exec(bootScript(manifest).tag)![1];
    expect(code).toContain('getEntriesByName("first-contentful-paint")');
    expect(code).toContain('setTimeout(load,3000)');
    expect(code).toContain('if(started)return;started=true;');
  });

  it("is allowed by the CSP through its code's SHA-256, the same for the same build", () => {
    const { tag, hash } = bootScript(manifest);
    const code = /<script>(.*)<\/script>/.exec(tag)![1];
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(bootScript(structuredClone(manifest)).hash).toBe(hash);
  });

  it('cannot be ended or broken by a file name', () => {
    const hostile = { [clientEntry]: { file: 'assets/</script><script>alert(1)</script>".js', isEntry: true } };
    const { tag } = bootScript(hostile);
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    expect(bootFiles(tag)).toEqual([`/${encodeURI('assets/</script><script>alert(1)</script>".js')}`]);
  });

  it('fails the build when the manifest has no entry', () => {
    expect(() => bootScript({})).toThrow(`the client build's manifest has no ${clientEntry}`);
  });
});
