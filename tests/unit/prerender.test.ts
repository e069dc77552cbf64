// Putting a rendered page into the HTML template, and its styles into <style>: a page's text is never read as
// anything but text, whatever it holds.
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { styleTags } from '../../src/model/head.ts';
import { createHash } from 'node:crypto';
import { bootCode, bootFiles, bootScript, clientEntry } from '../../src/build/boot-script.ts';
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
  let code = '';
  beforeAll(async () => {
    code = await bootCode();
  }, 60_000);

  /** Runs the boot script of `tag` in a stand-in page: what it preloads and imports, and its paint and timer. */
  function runBoot(tag: string) {
    const [entry, ...chunks] = bootFiles(tag);
    const preloaded: string[] = [];
    const imported: string[] = [];
    let painted: (() => void) | undefined;
    let timer: (() => void) | undefined;
    const context = vm.createContext({
      document: {
        currentScript: { dataset: { entry, preload: chunks.join(' ') } },
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
      },
      PerformanceObserver: class {
        constructor(private readonly heard: (list: unknown, observer: unknown) => void) {}
        observe() {
          painted = () => this.heard({ getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
        }
      },
      setTimeout: (run: () => void) => {
        timer = run;
      },
      importEntry: (specifier: string) => imported.push(specifier),
    });
    // The browser's import(), which a script in node:vm has only behind a flag: the one import in the code, taken here.
    expect(code.match(/\bimport\(/g)).toHaveLength(1);
    vm.runInContext(code.replace(/\bimport\(/, 'importEntry('), context);
    return { preloaded, imported, paint: () => painted?.(), wait: () => timer?.() };
  }

  it('is one inline script that names no file to fetch with the page: it imports the entry and preloads every chunk the entry imports, each once; nothing it imports lazily', () => {
    const { tag } = bootScript(manifest, code);
    expect(tag).toMatch(/^<script data-entry="[^"]*" data-preload="[^"]*">[^<]*<\/script>$/);
    expect(bootFiles(`<body>${tag}</body>`)).toEqual(['/assets/entry-1.js', '/assets/runtime-2.js', '/assets/shared-3.js', '/assets/deep-4.js']);
  });

  it('loads the app once the page has painted, or after 3 s without a paint, once: its chunks preloaded, its entry imported', () => {
    const files = ['modulepreload /assets/runtime-2.js', 'modulepreload /assets/shared-3.js', 'modulepreload /assets/deep-4.js'];
    const page = runBoot(bootScript(manifest, code).tag);
    expect(page.imported).toEqual([]);
    page.paint();
    page.wait();
    page.paint();
    expect(page.preloaded).toEqual(files);
    expect(page.imported).toEqual(['/assets/entry-1.js']);
    const unpainted = runBoot(bootScript(manifest, code).tag);
    unpainted.wait();
    expect([unpainted.preloaded, unpainted.imported]).toEqual([files, ['/assets/entry-1.js']]);
    expect(code).toContain('3e3');
  });

  it('is allowed by the CSP through the SHA-256 of the code Vite emitted, the same in every build', async () => {
    const { tag, hash } = bootScript(manifest, code);
    expect(tag).toContain(`>${code}</script>`);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(bootScript({ [clientEntry]: { file: 'assets/entry-9.js', isEntry: true } }, await bootCode()).hash).toBe(hash);
  }, 60_000);

  it('cannot be ended or broken by a file name', () => {
    const hostile = { [clientEntry]: { file: 'assets/</script><script>alert(1)</script>"&amp;\'.js', isEntry: true } };
    const { tag } = bootScript(hostile, code);
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    expect(tag.match(/<script/gi)).toHaveLength(1);
    expect(bootFiles(tag)).toEqual([`/${encodeURI('assets/</script><script>alert(1)</script>"&amp;\'.js')}`]);
  });

  it('fails the build when the manifest has no entry', () => {
    expect(() => bootScript({}, code)).toThrow(`the client build's manifest has no ${clientEntry}`);
  });
});
