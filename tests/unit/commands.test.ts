// The commands an editor and CI run: exit codes, messages, and a build that writes nothing when site.yaml is bad.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

function badSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-yaml-'));
  const file = join(dir, 'site.yaml');
  writeFileSync(file, readFileSync('site.yaml', 'utf8').replace('      - type: hero\n', '      - type: heroo\n'));
  return file;
}

describe('npm run validate', () => {
  it('exits 0 and says so for the real site.yaml', () => {
    const result = run('src/build/validate.ts');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^site\.yaml is valid\. \d+ pages, 32 specialties\.$/m);
  });

  it('exits 1 with one positioned message and a summary for a bad file', () => {
    const file = badSite();
    const result = run('src/build/validate.ts', file);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${file}:\\d+:15  page / › block 1 \\(heroo\\)  unknown block type "heroo"  did you mean "hero"\\?`));
    expect(lines[1]).toBe(`1 error in ${file} (page /)`);
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
});
