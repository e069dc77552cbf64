import { describe, expect, it } from 'vitest';
import { propertyRuns } from './property-runs.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const good = fixtureText();
const lines = good.split('\n');
const isContent = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');
const indentOf = (line: string) => line.length - line.trimStart().length;

/** `count` content lines spread evenly through the file that `select` accepts, as 0-based indexes. */
function spread(count: number, select: (line: string) => boolean): number[] {
  const candidates = lines.flatMap((line, index) => (isContent(line) && select(line) ? [index] : []));
  const step = candidates.length / count;
  return Array.from({ length: count }, (_, k) => candidates[Math.floor(k * step)]);
}

/** The first message for the site file with line `index` replaced by `line`, or undefined when the file is valid. */
function firstProblem(index: number, line: string) {
  const copy = [...lines];
  copy[index] = line;
  const result = loadSpecText(copy.join('\n'));
  return result.ok ? undefined : result.problems[0];
}

// Each test loads the whole site a few hundred times (~90 ms a load): on a busy two-core machine that is more than
// vitest's 30 s, a limit meant for a test that hangs, not for one that works hard.
describe('a slip anywhere in site.yaml', { timeout: 180_000 }, () => {
  it('a line moved one or two spaces left or right is named at its line, with the column it belongs at, 19 times in 20 or more', () => {
    const moves = [-2, -1, 1, 2];
    const missed: string[] = [];
    let tried = 0;
    const sample = propertyRuns(60);
    for (const index of spread(sample, (line) => indentOf(line) >= 2)) {
      for (const move of moves) {
        const line = lines[index];
        const moved = move > 0 ? ' '.repeat(move) + line : line.slice(-move);
        const problem = firstProblem(index, moved);
        // Some moves are still valid YAML of the same meaning (a text's second line): nothing to name.
        if (!problem) continue;
        tried++;
        const column = `column ${indentOf(line) + 1}`;
        // A list item moved right joins the item above, which its own message says at its line.
        const named = problem.line === index + 1 && (problem.code === 'yamlIndent' ? problem.hint?.endsWith(column) : problem.code !== 'yamlSyntax');
        if (!named) missed.push(`line ${index + 1} moved ${move}: ${problem.line}:${problem.column} ${problem.message} (${problem.hint})`);
      }
    }
    // Most of the sample's moves make a slip to name (200 of 240 in the whole run).
    expect(tried).toBeGreaterThan(sample * moves.length * 0.8);
    expect(missed.length / tried, missed.join('\n')).toBeLessThanOrEqual(0.05);
  });

  it("a key's colon left out, a list item's space left out, a text ending in a colon or a quote inside quotes: always that line, never the parser's words", () => {
    const slips: [string, RegExp, (line: string) => string][] = [
      ['no colon', /^\s*(- )?[A-Za-z]\w*: \S/, (line) => line.replace(': ', ' ')],
      ['no space after the dash', /^\s*- \S/, (line) => line.replace('- ', '-')],
      ['a colon at the end', /^\s*(- )?[A-Za-z]\w*: [A-Za-z][^:#]*$/, (line) => `${line}:`],
      ['a quote inside quotes', /^\s*(- )?[A-Za-z]\w*: [A-Za-z]\w* [^"#]*$/, (line) => line.replace(/: (\w+) /, ': "$1" ')],
    ];
    for (const [name, select, slip] of slips) {
      for (const index of spread(propertyRuns(25), (line) => select.test(line))) {
        const problem = firstProblem(index, slip(lines[index]));
        expect(problem, `${name} at line ${index + 1}`).toBeDefined();
        expect([problem!.line, problem!.code === 'yamlSyntax' ? problem!.message : 'plain words'], `${name} at line ${index + 1}: ${problem!.message}`).toEqual(
          [index + 1, 'plain words'],
        );
      }
    }
  });
});
