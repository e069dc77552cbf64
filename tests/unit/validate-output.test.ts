// What npm run validate prints for a hostile site.yaml: in CI's github format, every line is an annotation whose
// fields are escaped or a plain line that cannot be read as a workflow command; in json, one JSON document.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { goodText, withValue } from '../hostile-values.ts';
import { copyFixture } from '../sites.ts';

const validate = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/build/validate.ts', ...args], { encoding: 'utf8' });

const siteFile = (text: string) => copyFixture('spec', text);

// A page whose path tries to end the annotation and start commands of its own.
const forged = withValue(goodText, ['pages', 2, 'path'], '/about\n::error file=x,line=1::forged\n::add-mask::secret\n::stop-commands::x,y');

describe('npm run validate -- --format github', () => {
  it('writes one line per problem and the summary, and no value of the file starts a command', () => {
    const result = validate(siteFile(forged), '--format', 'github');
    expect(result.status).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    // The path is cut to an excerpt; what is left of it is escaped in the title, and quoted in the message (which
    // GitHub reads to the end of the line).
    expect(lines[0]).toMatch(
      /^::error file=[^:,]+,line=\d+,col=\d+,title=page \/about\\n%3A%3Aerror file=x%2Cline=1%3A%3Aforged\\n%3A%3Aadd-mask%3A%3Asecret\\n%3A%3As… \(76 characters\) › path::"\/about\\n::error file=x,line=1::forged/,
    );
    expect(lines[1]).not.toContain('::');
    expect(lines[1]).toMatch(/^1 error in .*site\.yaml \(page \/about\\n%3A%3Aerror file=x,line=1%3A%3Aforged/);
  });
});

describe('npm run validate -- --format json', () => {
  it('prints a single JSON document whatever the file holds', () => {
    const inputs = [
      forged,
      goodText.replace('  blurb: ', '  blurb: \u001b[2J\u0000'),
      `a: ${'['.repeat(100_000)}`,
      `a: ${'x'.repeat(2_100_000)}`,
      '\u0000\u0001 not: [yaml',
    ];
    for (const text of inputs) {
      const result = validate(siteFile(text), '--format', 'json');
      expect(result.status).toBe(1);
      const report = JSON.parse(result.stdout) as { valid: boolean; problems: unknown[] };
      expect(report.valid).toBe(false);
      expect(report.problems.length).toBeGreaterThan(0);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
