// Links (symbolic links) in a site's public/ folder: the build copies what each leads to onto the website, so one
// that leads out of the folder, or nowhere, is refused by the checks, at the line of site.yaml that names it or at the
// link itself; a link to another file of the folder is a picture like the file.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/site/load.ts';
import { formatProblem } from '../../src/site/problems.ts';
import { copyFixture, fixtureText } from '../sites.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the small site in a folder of its own, with a file beside it (outside public/) that no visitor may get. */
function smallSite(): { file: string; dir: string; publicDir: string; secret: string } {
  const file = copyFixture('small');
  const dir = dirname(file);
  made.push(dir);
  const secret = join(dir, 'secret.txt');
  writeFileSync(secret, 'SECRET outside public/');
  return { file, dir, publicDir: join(dir, 'public'), secret };
}

/** What the checks say of the site file: each problem as npm run validate's first line prints it. */
function problemsOf(file: string): string[] {
  const result = loadSiteFile(file);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** Where the small site names its logo: the line, and the column of the picture's address. */
function logoPosition(): string {
  const lines = fixtureText('small').split('\n');
  const line = lines.findIndex((text) => text.includes('logo: { src: /images/logo.png }'));
  return `${line + 1}:${lines[line].indexOf('/images/logo.png') + 1}`;
}

const publishes = 'everything in public/ goes on the website, so this would publish what the link leads to: ';

describe('a link in public/', () => {
  it('that leads out of the folder is refused at the line of site.yaml that names it', () => {
    const { file, publicDir, secret } = smallSite();
    unlinkSync(join(publicDir, 'images/logo.png'));
    symlinkSync(secret, join(publicDir, 'images/logo.png'));
    expect(problemsOf(file)).toEqual([
      `${file}:${logoPosition()}  brand.logo.src  public/images/logo.png is a link to ${secret}, outside the public/ folder  ${publishes}put the file itself at public/images/logo.png in place of the link, or remove the link`,
    ]);
  });

  it('that site.yaml does not name is refused at the link itself, since the build would publish it all the same', () => {
    const { file, dir, publicDir } = smallSite();
    symlinkSync('/', join(publicDir, 'rootlink'));
    symlinkSync('../secret.txt', join(publicDir, 'notes.txt'));
    expect(problemsOf(file)).toEqual([
      `${dir}/public/notes.txt:1:1  public/  public/notes.txt is a link to ../secret.txt, outside the public/ folder  ${publishes}put the file itself at public/notes.txt in place of the link, or remove the link`,
      `${dir}/public/rootlink:1:1  public/  public/rootlink is a link to /, outside the public/ folder  ${publishes}put a copy of the folder at public/rootlink in place of the link, or remove the link`,
    ]);
    // Under the message, no line of site.yaml: the problem is in another file.
    const result = loadSiteFile(file);
    expect(result.ok ? [] : result.problems.map((problem) => problem.source)).toEqual([undefined, undefined]);
  });

  it('that leads to nothing is refused, with what the link says', () => {
    const { file, dir, publicDir } = smallSite();
    symlinkSync('old-logo.svg', join(publicDir, 'images/logo.svg'));
    expect(problemsOf(file)).toEqual([
      `${dir}/public/images/logo.svg:1:1  public/  public/images/logo.svg is a link to old-logo.svg, which does not exist  put the file itself at public/images/logo.svg in place of the link, or remove the link`,
    ]);
  });

  it('to another file of the folder is a picture like that file', () => {
    const { file, publicDir } = smallSite();
    mkdirSync(join(publicDir, 'archive'));
    renameSync(join(publicDir, 'images/logo.png'), join(publicDir, 'archive/logo-2026.png'));
    symlinkSync('../archive/logo-2026.png', join(publicDir, 'images/logo.png'));
    expect(problemsOf(file)).toEqual([]);
  });
});

describe('npm run validate and npm run build, for a link in public/ to a file outside it', () => {
  it('exit 1 with the message, and the build leaves its output as it was', () => {
    const { file, dir, publicDir, secret } = smallSite();
    symlinkSync(secret, join(publicDir, 'notes.txt'));
    const message = `${dir}/public/notes.txt:1:1  public/  public/notes.txt is a link to ${secret}, outside the public/ folder`;
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8' });

    const validate = run('src/build/validate.ts', file);
    expect([validate.status, validate.stderr.split('\n')[0]]).toEqual([1, expect.stringContaining(message)]);

    const out = join(dir, 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'the site as it was');
    const build = run('src/build/build.ts', '--site', file, '--out', out);
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(message);
    expect(build.stderr).toContain(`Build stopped: nothing was written to ${out}.`);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the site as it was');
  }, 60_000);
});
