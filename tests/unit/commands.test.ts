// The commands an editor and CI run: exit codes, messages, and a build that writes nothing when site.yaml is bad.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, fixtureText } from '../sites.ts';

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

/** A copy of the spec's site changed by `change`, in a folder of its own with its public/. */
const siteWith = (change: (text: string) => string) => copyFixture('spec', change(fixtureText()));
const badSite = () => siteWith((text) => text.replace('      - type: hero\n', '      - type: heroo\n'));
const longDescription = 'A description far longer than a search result shows. '.repeat(4).trim();
const adviceSite = () => siteWith((text) => text.replace(/( {2}- path: \/about\n {4}title: [^\n]*\n {4}description: )[^\n]*/, `$1"${longDescription}"`));

describe('npm run validate', () => {
  it('exits 0 and says so for a valid site', () => {
    const file = siteWith((text) => text);
    const result = run('src/build/validate.ts', file);
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(`${file} is valid. 19 pages, 32 specialties.`);
  });

  it('exits 1 with one positioned message and a summary for a bad file', () => {
    const file = badSite();
    const result = run('src/build/validate.ts', file);
    expect(result.status).toBe(1);
    // The message, the line before and the line of the mistake with a marker under the spot, and the summary.
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(new RegExp(`^${file}:\\d+:15  page / › block 1 \\(heroo\\)  unknown block type "heroo"  did you mean "hero"\\?`));
    expect(lines.slice(1, 4).map((line) => line.replace(/^ +(\d+)? \| /, '$1: '))).toEqual([
      expect.stringMatching(/^\d+: {5}blocks:$/),
      expect.stringMatching(/^\d+: {7}- type: heroo$/),
      `: ${' '.repeat(14)}^`,
    ]);
    expect(lines[4]).toBe(`1 error in ${file} (page /)`);
  });

  it('exits 1 for a stat that names a figure brand.figures does not define, at the name', () => {
    const file = siteWith((text) =>
      text.replace(
        '- { figure: cleanClaimRate, label: Clean Claim Rate, icon: checkCircle }',
        '- { figure: cleanClaimsRate, label: Clean Claim Rate, icon: checkCircle }',
      ),
    );
    const result = run('src/build/validate.ts', file);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(
      new RegExp(
        `^${file}:\\d+:23  page / › block 2 \\(stats\\) › stats\\[0\\]\\.figure  brand\\.figures has no figure "cleanClaimsRate"  did you mean "cleanClaimRate"\\?`,
      ),
    );
    expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(`1 error in ${file} (page /)`);
  });

  it('--format json: every problem with its file, line, column, path, message and hint', () => {
    const file = badSite();
    const result = run('src/build/validate.ts', file, '--format', 'json');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ file, valid: false, summary: `1 error in ${file} (page /)` });
    expect(report.problems).toEqual([
      {
        severity: 'error',
        file,
        line: expect.any(Number),
        column: 15,
        path: 'page / › block 1 (heroo)',
        message: 'unknown block type "heroo"',
        hint: expect.stringMatching(/^did you mean "hero"\? allowed types: \w+, /),
        code: 'unknownBlockType',
      },
    ]);
  });

  it('--format github: an annotation GitHub shows on the line of the pull request', () => {
    const file = badSite();
    const result = run('src/build/validate.ts', file, '--format', 'github');
    expect(result.status).toBe(1);
    const [annotation] = result.stdout.split('\n');
    expect(annotation.startsWith(`::error file=${file},line=`)).toBe(true);
    expect(annotation).toMatch(/,col=15,title=page \/ › block 1 \(heroo\)::unknown block type "heroo"\. did you mean "hero"\? allowed types: \w+, /);
  });

  it('passes a site with a warning, and fails it with --strict', () => {
    const file = adviceSite();
    const relaxed = run('src/build/validate.ts', file);
    expect(relaxed.status).toBe(0);
    expect(relaxed.stdout).toMatch(
      new RegExp(
        `^${file}:\\d+:18  warning  page /about › description  the description is ${longDescription.length} characters long; search results show about 160`,
        'm',
      ),
    );
    expect(relaxed.stdout).toContain(`${file} is valid, with 1 warning (page /about).`);
    const strict = run('src/build/validate.ts', file, '--strict');
    expect(strict.status).toBe(1);
    expect(run('src/build/validate.ts', file, '--format', 'github').stdout).toMatch(/^::warning file=/);
  });

  it('exits 2 on a format it does not know', () => {
    const result = run('src/build/validate.ts', '--format', 'xml');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown --format "xml": use text, json, github.');
  });

  it('exits 1 on an empty file and on a file that is not YAML, with a message and no stack trace', () => {
    for (const text of ['', '\u0000\u0001 not: [yaml', '<!doctype html>\n<p>hello</p>\n']) {
      const result = run(
        'src/build/validate.ts',
        siteWith(() => text),
      );
      expect(result.status, JSON.stringify(text)).toBe(1);
      expect(result.stderr).toMatch(/^\S+site\.yaml:1:\d+ {2}/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('exits 1 for a file that does not exist', () => {
    const result = run('src/build/validate.ts', 'no-such-site.yaml');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('cannot read no-such-site.yaml: the file does not exist');
  });
});

describe('npm run build', () => {
  it('fails on a bad site.yaml and writes nothing', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'site-dist-')), 'dist');
    const result = run('src/build/build.ts', '--site', badSite(), '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('unknown block type "heroo"');
    expect(result.stderr).toContain('nothing was written');
    expect(existsSync(out)).toBe(false);
  });

  it('draws the pictures that show a figure from the figures of the site it builds', () => {
    // A copy of the spec's site, with its public/, and another figure.
    const text = fixtureText();
    const changed = text.replace(/(cleanClaimRate: \{ value: )"[^"]*"/, '$1"98.7%"');
    expect(changed).not.toBe(text);
    const dir = dirname(copyFixture('spec', changed));
    const out = join(dir, 'dist');
    try {
      const result = run('src/build/build.ts', '--site', join(dir, 'site.yaml'), '--out', out);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readFileSync(join(out, 'images/audit-popup-dashboard.svg'), 'utf8')).toContain('>98.7%</text>');
      const card = readFileSync(join(out, 'images/social-card.png'));
      expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm run spec-drift', () => {
  it("lists where a site departs from the spec's values, at their lines, and never fails", () => {
    const file = siteWith((text) => text.replace('auditPopupDelayMs: 3000', 'auditPopupDelayMs: 4500'));
    const result = run('tools/spec-drift.ts', file);
    expect(result.status).toBe(0);
    const line =
      fixtureText()
        .split('\n')
        .findIndex((text) => text.includes('auditPopupDelayMs: 3000')) + 1;
    expect(result.stdout.split('\n')[0]).toBe(
      `${file}:${line}:24  warning  constants.timings.auditPopupDelayMs  is 4500; the spec says 3000  spec §9 Timings: "Audit popup delay: 3000 ms by default." (a departure an editor may decide on)`,
    );
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      `${file} departs from 1 of the spec's 59 values (a note, not a mistake: npm test does not fail on it).`,
    );
    expect(
      run(
        'tools/spec-drift.ts',
        siteWith((text) => text),
      ).stdout,
    ).toMatch(/ keeps all 59 of the spec's values\.\n$/);
  });

  it('names the pages a site adds to the route table, and the ones it drops', () => {
    const extra =
      '  - path: /extra-page\n    title: Extra Page\n    description: A page the spec does not have.\n    blocks:\n      - { type: callToAction, heading: Extra, buttons: [{ label: Contact Us, href: /contact }] }\n';
    const file = siteWith((text) => text.replace('pages:\n', `pages:\n${extra}`));
    const result = run('tools/spec-drift.ts', file);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`pages[].path)  is the spec's list, "/extra-page" added; the spec says [`);
  });
});
