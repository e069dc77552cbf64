// The gate fails a site that validates but does not work for its visitors, naming the page, the width and the line:
// the small site with a header of too many links, text too faint to read and a headline too long for the first
// screen (a warning, not an error: it works, a person should look).
import { describe, expect, it } from 'vitest';
import { copyFixture, fixtureText } from '../sites.ts';
import { engineFaults, type GateProblem, runGate } from './run-gate.ts';

/** The small site's text with each `[find, replacement]` made once (each must be there). */
function changed(text: string, changes: [string, string][]): string {
  return changes.reduce((result, [find, replacement]) => {
    if (!result.includes(find)) throw new Error(`the small site no longer has ${JSON.stringify(find)}`);
    return result.replace(find, replacement);
  }, text);
}

const small = fixtureText('small');
const navLink = /^ {4}- \{ label: [^,]+, href: (\/[^ ]+) \}\n/m.exec(small.slice(small.indexOf('\nnav:')))!;
const homeHeading = /^ {8}heading: (.*)\n/m.exec(small.slice(small.indexOf('\n  - path: /\n')))!;
const broken = changed(small, [
  [navLink[0], Array.from({ length: 8 }, (_, i) => `    - { label: Podiatry Billing Services Number ${i + 1}, href: ${navLink[1]} }\n`).join('')],
  [homeHeading[0], `        heading: ${`${homeHeading[1]}, `.repeat(8)}and More\n`],
  [/ {4}muted: "#[0-9a-f]{6}"/.exec(small)![0], '    muted: "#b8c0c8"'],
]);
/** The line where `needle` (which starts with a line break) starts its line. */
const lineOf = (needle: string) => broken.slice(0, broken.indexOf(needle) + 1).split('\n').length;
/** The line of the home page's hero block (its `- type: hero`), wherever the page's fields before it put it. */
const homeHeroLine = broken.slice(0, broken.indexOf('      - type: hero', broken.indexOf('\n  - path: /\n'))).split('\n').length;

describe('a site that validates but fails its visitors', () => {
  let problems: GateProblem[] = [];
  let status: number | null = null;
  it('fails the gate, exit 1', () => {
    const gate = runGate(copyFixture('small', broken));
    problems = gate.problems;
    status = gate.status;
    expect(status, gate.output.slice(-2000)).toBe(1);
  });

  it("names the header's links that do not fit at 1280 px, at the nav: line", () => {
    const header = problems.filter((p) => p.code === 'headerCutOff');
    expect(header.length).toBeGreaterThan(0);
    for (const problem of header) {
      expect(problem).toMatchObject({ severity: 'error', line: lineOf('\nnav:\n') + 1, path: expect.stringMatching(/^nav › on \//) });
      expect(problem.message).toMatch(/^at (\d+ and )?1280 px wide, "[^"]+" is cut off in the header$/);
    }
  });

  it('names text too faint to read in each block it is in, at every width, and points at the theme', () => {
    const faint = problems.filter((p) => p.code === 'accessibility' && p.message.includes('color-contrast'));
    expect(faint.length).toBeGreaterThan(0);
    for (const problem of faint) {
      expect(problem.path).toMatch(/^(page \/\S* › block \d+ \(\w+\)|specialty \w+)/);
      expect(problem.message).toMatch(/^at 320, 390, 768 and 1280 px wide, /);
      expect(problem.message).toMatch(/: \w+ "[^"]+"/);
      expect(problem.hint).toContain('theme.colors');
    }
  });

  it('warns of the headline too long for the first screen at its hero, with how many lines it takes', () => {
    const hero = problems.filter((p) => p.code === 'heroBelowFold');
    expect(hero.length).toBeGreaterThan(0);
    for (const problem of hero) {
      expect(problem).toMatchObject({ severity: 'warning', path: 'page / › block 1 (hero)', line: homeHeroLine });
      expect(problem.message).toMatch(/^at [\d, and]+ px wide, the hero ends \d+ px below the first screen: its headline takes \d+ lines$/);
    }
  });

  it('finds nothing the site itself did not cause: no error in the browser, invalid HTML or failed request', () => {
    expect(problems.filter((p) => engineFaults.has(p.code))).toEqual([]);
  });
});
