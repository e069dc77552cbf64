// `npm run slip-survey`: how the checker speaks of the usual slips, made on lines all over the real site.yaml. For
// each kind of slip it tries `--lines` content lines (taken at an even step through the file, so a run is the same
// each time), and counts how often the first message names the line of the slip (and, for a line moved left or
// right, the column it belongs at) and how often it falls back on the parser's own words. Prints a table.
// tests/unit/yaml-slips.test.ts holds a floor under the same measure; this prints the whole picture.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSiteText } from '../src/site/load.ts';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'site.yaml' }, lines: { type: 'string', default: '400' } } });
const lines = readFileSync(values.site, 'utf8').split('\n');
const indentOf = (line: string) => line.length - line.trimStart().length;
const isContent = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');

/** Each kind of slip: its name, and the line as the slip leaves it (undefined where it cannot be made). */
const slips: [string, (line: string) => string | undefined][] = [
  ['moved 2 right', (line) => `  ${line}`],
  ['moved 2 left', (line) => (line.startsWith('  ') ? line.slice(2) : undefined)],
  ['moved 1 right', (line) => ` ${line}`],
  ['moved 1 left', (line) => (line.startsWith(' ') ? line.slice(1) : undefined)],
  ['no space after a dash', (line) => (/^\s*- /.test(line) ? line.replace('- ', '-') : undefined)],
  ['no colon after a key', (line) => (/^\s*(- )?[A-Za-z]\w*: /.test(line) ? line.replace(': ', ' ') : undefined)],
  ['a colon at the end', (line) => (/^\s*(- )?[A-Za-z]\w*: [A-Za-z]/.test(line) ? `${line}:` : undefined)],
  ['a quote inside quotes', (line) => (/^\s*(- )?[A-Za-z]\w*: [A-Za-z]/.test(line) ? line.replace(/: (\w+)/, ': "$1" x') : undefined)],
];

const candidates = lines.flatMap((line, index) => (isContent(line) ? [index] : []));
const count = Math.min(Number(values.lines), candidates.length);
const sample = Array.from({ length: count }, (_, k) => candidates[Math.floor((k * candidates.length) / count)]);

console.log("| slip | tried | named at its line | in the parser's words | still valid YAML |");
console.log('|---|---|---|---|---|');
for (const [name, slip] of slips) {
  let tried = 0;
  let named = 0;
  let parser = 0;
  let valid = 0;
  for (const index of sample) {
    const slipped = slip(lines[index]);
    if (slipped === undefined) continue;
    tried++;
    const copy = [...lines];
    copy[index] = slipped;
    const result = loadSiteText(copy.join('\n'), values.site);
    if (result.ok) {
      valid++;
      continue;
    }
    const [problem] = result.problems;
    if (problem.code === 'yamlSyntax') parser++;
    // A line moved left or right is named with the column it came from.
    const column = `column ${indentOf(lines[index]) + 1}`;
    if (problem.line === index + 1 && problem.code !== 'yamlSyntax' && (problem.code !== 'yamlIndent' || problem.hint?.endsWith(column))) named++;
  }
  console.log(`| ${name} | ${tried} | ${named} | ${parser} | ${valid} |`);
}
