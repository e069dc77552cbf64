// The usual slips of a hand-written site.yaml, told in plain words with their fix instead of the parser's: a tab, a
// line indented a space off, a missing colon or space, a text that needs quotes, an unclosed quote, and a list item
// indented a space too far, which YAML quietly joins to the item above (so the parser says nothing at all).
// The file is indented two spaces a level, so a line that starts at an odd column is off.
import { isScalar, visit, type Document, type LineCounter } from 'yaml';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';

type Slip = Pick<SiteProblem, 'code' | 'line' | 'column' | 'message' | 'hint'>;

const indentOf = (line: string) => /^ */.exec(line)![0].length;
const isContent = (line: string | undefined) => line !== undefined && line.trim() !== '' && !line.trim().startsWith('#');
/** `key: ` (after any dash) at the start of a line: its prefix and key. */
const keyed = /^(\s*(?:- )?)([A-Za-z][\w]*): +(.*)$/;

/** The slip behind the syntax error the parser reports at `line` (1-based), or undefined when it is none of these. */
export function syntaxSlip(text: string, line: number, parserMessage: string): Slip | undefined {
  const lines = text.split('\n');
  // The parser may report the line after the slip (it reads on until something cannot fit).
  const near = [line, line - 1, line + 1].filter((n) => n >= 1 && n <= lines.length);
  for (const n of near) {
    const tab = lines[n - 1].search(/^ *\t/) === -1 ? -1 : lines[n - 1].indexOf('\t');
    if (tab !== -1) return { code: 'yamlTab', line: n, column: tab + 1, message: catalogue.yamlTab.message(), hint: catalogue.yamlTab.hint() };
  }
  const quote = /Missing closing (["'])quote/.exec(parserMessage)?.[1];
  if (quote) {
    for (let n = line; n >= Math.max(1, line - 5); n--) {
      const at = lines[n - 1].indexOf(quote);
      if (at !== -1)
        return {
          code: 'yamlUnclosedQuote',
          line: n,
          column: at + 1,
          message: catalogue.yamlUnclosedQuote.message({ quote }),
          hint: catalogue.yamlUnclosedQuote.hint({ quote }),
        };
    }
  }
  for (const n of near) {
    const slip = indentSlip(lines, n);
    if (slip) return slip;
  }
  for (const n of near) {
    const slip = lineSlip(lines, n);
    if (slip) return slip;
  }
  return undefined;
}

/** A line that starts at an odd column: how far off it is from the lines it belongs with, and where they start. */
function indentSlip(lines: string[], n: number): Slip | undefined {
  const current = lines[n - 1];
  if (!isContent(current) || indentOf(current) % 2 === 0) return undefined;
  let p = n - 1;
  while (p >= 1 && !isContent(lines[p - 1])) p--;
  if (p < 1) return undefined;
  const indent = indentOf(current);
  const nearest = (candidates: number[]) => candidates.reduce((best, candidate) => (Math.abs(candidate - indent) < Math.abs(best - indent) ? candidate : best));
  // Its neighbour's column, or one level in when the neighbour opens something (`key:` or `- key:`); failing
  // those, the column of the nearest line above of its kind (a list item's dash, or a key).
  let target = nearest([indentOf(lines[p - 1]), indentOf(lines[p - 1]) + 2]);
  if (Math.abs(target - indent) > 1) {
    const dash = current.trimStart().startsWith('- ');
    const kin = lines.slice(Math.max(0, n - 200), n - 1).filter((line) => isContent(line) && line.trimStart().startsWith('- ') === dash);
    if (kin.length > 0) target = nearest(kin.reverse().map(indentOf));
  }
  const spaces = Math.abs(indent - target);
  return {
    code: 'yamlIndent',
    line: n,
    column: indent + 1,
    message: catalogue.yamlIndent.message({ spaces, side: indent < target ? 'left' : 'right' }),
    hint: catalogue.yamlIndent.hint({ column: target + 1 }),
  };
}

/** A `key: value` line with a missing colon or space, or a text that YAML reads as something else. */
function lineSlip(lines: string[], n: number): Slip | undefined {
  const current = lines[n - 1];
  if (!isContent(current)) return undefined;
  const noSpace = /^(\s*(?:- )?)([A-Za-z][\w]*):([^\s/].*)$/.exec(current);
  if (noSpace) {
    const key = noSpace[2];
    return {
      code: 'yamlMissingSpace',
      line: n,
      column: noSpace[1].length + key.length + 2,
      message: catalogue.yamlMissingSpace.message({ key }),
      hint: catalogue.yamlMissingSpace.hint({ key }),
    };
  }
  const value = keyed.exec(current);
  if (value) {
    const [, lead, key, text] = value;
    const prefix = `${lead.trimStart()}${key}: `;
    const column = lead.length + key.length + 3;
    const quoted = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    // Shown whole to be copied, or, when a message would cut it, said in words.
    const fix = { key: prefix, text: quoted.length <= 60 ? quoted : undefined, hasQuote: text.includes('"') };
    if (/^[{[*&!@`%]/.test(text)) {
      return {
        code: 'yamlQuoteNeeded',
        line: n,
        column,
        message: catalogue.yamlQuoteNeeded.message({ start: text[0] }),
        hint: catalogue.yamlQuoteNeeded.hint(fix),
      };
    }
    if (!/^["']/.test(text) && /: /.test(text)) {
      return {
        code: 'yamlColonInText',
        line: n,
        column,
        message: catalogue.yamlColonInText.message(),
        hint: catalogue.yamlColonInText.hint(fix),
      };
    }
    return undefined;
  }
  // A word alone, or a word and then text, where the lines around it hold keys at its column (`key: value`,
  // `key:`, or the first key of a list item, `- key: value`): the colon after the word is missing.
  const missing = /^(\s*)([A-Za-z][\w]*)( +\S.*)?$/.exec(current);
  if (!missing) return undefined;
  const indent = indentOf(current);
  const around = [contentLine(lines, n, -1), contentLine(lines, n, 1)];
  if (!around.some((line) => line !== undefined && keyColumn(line) === indent)) return undefined;
  const key = missing[2];
  // A word alone opens what the lines under it hold (a list, or more keys).
  const below = around[1];
  const opens = missing[3] === undefined;
  if (opens && !(below !== undefined && (indentOf(below) > indent || (indentOf(below) === indent && below.trimStart().startsWith('- '))))) return undefined;
  return {
    code: 'yamlMissingColon',
    line: n,
    column: missing[1].length + key.length + 1,
    message: catalogue.yamlMissingColon.message({ key }),
    hint: catalogue.yamlMissingColon.hint({ key, opens }),
  };
}

/** The nearest line above (`step` -1) or below (1) line `n` that holds more than blanks and comments. */
function contentLine(lines: string[], n: number, step: -1 | 1): string | undefined {
  for (let i = n - 1 + step; i >= 0 && i < lines.length; i += step) if (isContent(lines[i])) return lines[i];
  return undefined;
}

/** The column (0-based) of the key a line starts with (`key:` or `- key:`), or -1 when it starts with none. */
function keyColumn(line: string): number {
  const match = /^(\s*(?:- )?)[A-Za-z][\w]*:( |$)/.exec(line);
  return match ? match[1].length : -1;
}

/**
 * List items joined to the item above: a `- ` line indented further than its list, which YAML reads as more words
 * of the item above ("Remote-first - Paid certification"). Found in the texts that span lines.
 */
export function mergedItems(text: string, doc: Document, lines: LineCounter): Slip[] {
  const slips: Slip[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== 'PLAIN' || !node.range) return;
      const [start, end] = node.range;
      const source = text.slice(start, end);
      let offset = source.indexOf('\n');
      while (offset !== -1) {
        const next = /^( *)- /.exec(source.slice(offset + 1));
        if (next) {
          const { line, col } = lines.linePos(start + offset + 1 + next[1].length);
          // The item it was meant to be beside: the dash on the scalar's own line.
          const first = lines.linePos(start);
          const itemLine = text.split('\n')[first.line - 1];
          const dash = /^( *)- /.exec(itemLine)?.[1].length ?? col - 2;
          slips.push({
            code: 'yamlMergedItem',
            line,
            column: col,
            message: catalogue.yamlMergedItem.message({ spaces: col - 1 - dash }),
            hint: catalogue.yamlMergedItem.hint({ column: dash + 1 }),
          });
          return;
        }
        offset = source.indexOf('\n', offset + 1);
      }
    },
  });
  return slips;
}
