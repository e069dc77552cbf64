// `npm run check:html`: the Nu HTML Checker over a folder of pages, its messages and its exit codes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Java starts once per run and the checker loads its schemas: seconds, not milliseconds.
const javaTimeout = 60_000;

const checkHtml = (dir: string, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-html.ts', '--dir', dir], { encoding: 'utf8', env });

const page = (body: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>A page</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

/** A fresh folder holding `files` (name → text). */
function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-html-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('npm run check:html', () => {
  it(
    'exits 1 naming each invalid file, the line and column and the problem, in order, and counts the files checked',
    () => {
      const dir = folderWith({
        'good.html': page('<p>Fine.</p>'),
        'bad.html': page('<p>Fine.</p>\n<span><div>A block in a phrase.</div></span>\n<p id="twice">One</p><p id="twice">Two</p>'),
        'open.html': page('<main>\n<p>Never closed.'),
        'notes.txt': 'not HTML, not checked',
      });
      const result = checkHtml(dir);
      expect(result.status).toBe(1);
      const errors = result.stderr.split('\n').filter((line) => !line.startsWith('    near: '));
      expect(errors).toEqual([
        expect.stringMatching(new RegExp(`^${join(dir, 'bad.html')}:6:7  Element “div” not allowed as child of element “span”`)),
        expect.stringMatching(new RegExp(`^${join(dir, 'bad.html')}:7:\\d+  Duplicate ID “twice”\\.$`)),
        expect.stringMatching(new RegExp(`^${join(dir, 'open.html')}:5:1  Unclosed element “main”\\.$`)),
        expect.stringMatching(new RegExp(`^${join(dir, 'open.html')}:7:1  End tag for +“body” seen, but there were unclosed elements\\.$`)),
        `4 errors in 2 of 3 HTML files checked in ${dir}/ by the Nu HTML Checker.`,
        '',
      ]);
      expect(result.stderr).toMatch(/^ {4}near: .*<span><div>A bloc/m);
    },
    javaTimeout,
  );

  it(
    "lets container queries through (the checker's CSS grammar predates them), and nothing else of the CSS",
    () => {
      const queries =
        '<style>.box{container-type:inline-size}.n{--figure-size:min(2rem, (100cqi - 0px) / 0.65);font-size:var(--figure-size)}@container (min-width: 20rem){.n{color:red}}</style>';
      const ok = folderWith({ 'figures.html': page(`${queries}<p class="box"><span class="n">$1</span></p>`) });
      expect(checkHtml(ok).status).toBe(0);
      const bad = folderWith({ 'other.html': page('<style>.n{--other-size:calc(100cqi / 2)}.b{colour:red}</style><p>x</p>') });
      const result = checkHtml(bad);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/“--other-size”: Parse Error/);
      expect(result.stderr).toMatch(/“colour”: Property “colour” doesn't exist/);
    },
    javaTimeout,
  );

  it(
    'exits 0 with the count when every file is valid',
    () => {
      const dir = folderWith({ 'index.html': page('<p>Fine.</p>'), 'about.html': page('<main><h1>About</h1></main>') });
      const result = checkHtml(dir);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.trim()).toBe(`2 HTML files checked in ${dir}/ by the Nu HTML Checker: no errors.`);
    },
    javaTimeout,
  );

  it('exits 2 and says what to do when there is nothing to check', () => {
    const missing = checkHtml(join(tmpdir(), 'check-html-no-such-folder'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('does not exist: run npm run build first');
    const empty = checkHtml(folderWith({ 'notes.txt': 'no pages here' }));
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('has no HTML file to check');
  });

  it('exits 2 and tells how to install Java when there is no java command', () => {
    const result = checkHtml(folderWith({ 'index.html': page('<p>Fine.</p>') }), { ...process.env, PATH: join(tmpdir(), 'check-html-no-java') });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('needs Java 17 or newer');
    expect(result.stderr).toContain('apt-get install -y default-jre-headless');
  });
});
