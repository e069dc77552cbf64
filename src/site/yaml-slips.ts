// The usual slips of a hand-written site.yaml, told in plain words with their fix instead of the parser's: a tab, a
// line indented off (yaml-indent-slips.ts), a missing colon or space, a text that needs quotes, an unclosed quote or
// bracket, a list item's dash without its space, and a list item indented a space too far, which YAML quietly joins
// to the item above (so the parser says nothing at all).
import { isScalar, visit, type Document, type LineCounter } from 'yaml';
import { problemCatalogue as catalogue } from './problems.ts';
import { evenIndentSlip, indentSlip, movedAbove } from './yaml-indent-slips.ts';
import { contentLine, indentOf, isContent, isDashLine, keyColumn, keyed, opensBlock, opensText, type Slip } from './yaml-lines.ts';

/** The slip behind the syntax error the parser reports at `line` (1-based), or undefined when it is none of these. */
export function syntaxSlip(text: string, line: number, parserMessage: string): Slip | undefined {
  const lines = text.split('\n');
  // The parser may report the line after the slip (it reads on until something cannot fit), or a comment or blank
  // line before it; or the line after a comment that follows the slip (`- type hero`, a comment, then its keys).
  const after = lines.findIndex((one, index) => index >= line && isContent(one)) + 1;
  const before = lines.findLastIndex((one, index) => index < line - 1 && isContent(one)) + 1;
  // (The line after it is `after` when it holds something: a blank line or a comment is no slip.)
  const near = [...new Set([line, line - 1, after, before])].filter((n) => n >= 1);
  for (const n of near) {
    // A tab on a blank line is none: the parser passes it, and may report a slip under it there.
    const tab = isContent(lines[n - 1]) && /^ *\t/.test(lines[n - 1]) ? lines[n - 1].indexOf('\t') : -1;
    if (tab !== -1) return { code: 'yamlTab', line: n, column: tab + 1, message: catalogue.yamlTab.message(), hint: catalogue.yamlTab.hint() };
  }
  const quote = /Missing closing (["'])quote/.exec(parserMessage)?.[1];
  if (quote) {
    // The parser reads on to the end of the file, or to the next quote: the nearest quote above is the one left open,
    // however far up, passing those that stand for a quote inside the text (\" in double quotes, '' in single).
    const escaped = quote === '"' ? /\\./g : /''/g;
    for (let n = line; n >= 1; n--) {
      // The last on its line: one before it may open and close a text of its own (`["a", "b`).
      const at = lines[n - 1].replace(escaped, '  ').lastIndexOf(quote);
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
  const close = /end with an? ([}\]])/.exec(parserMessage)?.[1];
  if (close) {
    const slip = unclosedBracket(lines, line, close);
    if (slip) return slip;
  }
  for (const detect of [dashSlip, indentSlip, lineSlip])
    for (const n of near) {
      const slip = detect(lines, n);
      if (slip) return slip;
    }
  // Keys that no longer line up may be reported far below the line that moved.
  if (/same column/.test(parserMessage)) {
    const slip = movedAbove(lines, line);
    if (slip) return slip;
  }
  return evenIndentSlip(lines, line);
}

/**
 * The `{` or `[` left open on the line of the error or above it, where `close` was expected: the parser reads a list
 * or map written over several lines to its end, the first line that stands left of it.
 */
function unclosedBracket(lines: string[], line: number, close: string): Slip | undefined {
  const open = close === '}' ? '{' : '[';
  for (let n = line; n >= 1; n--) {
    // Brackets inside quotes are text: count those outside them.
    const bare = lines[n - 1].replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, (quoted) => ' '.repeat(quoted.length));
    let depth = 0;
    let at = -1;
    // Stryker disable next-line ArithmeticOperator: starting past the end reads characters that are not there (undefined), which are no bracket
    for (let i = bare.length - 1; i >= 0; i--) {
      if (bare[i] === close) depth++;
      else if (bare[i] === open && depth-- === 0) at = i;
      if (at !== -1) break;
    }
    if (at === -1) continue;
    // At the start of a value, a [ or { that opens neither a list of short items nor a map of keys starts a text
    // (lineSlip says it needs quotes).
    const rest = bare.slice(at + 1);
    const startsValue = /(^|: |- )\s*$/.test(bare.slice(0, at));
    const looksLikeText = open === '{' ? !/^\s*[A-Za-z]\w*:\s/.test(rest) : rest.split(',').some((item) => item.trim().split(/\s+/).length > 3);
    if (startsValue && looksLikeText) return undefined;
    return {
      code: 'yamlUnclosedBracket',
      line: n,
      column: at + 1,
      message: catalogue.yamlUnclosedBracket.message({ open }),
      hint: catalogue.yamlUnclosedBracket.hint({ close }),
    };
  }
  return undefined;
}

/** A list item whose dash has no space after it (`-Text`): YAML does not read it as an item. */
function dashSlip(lines: string[], n: number): Slip | undefined {
  const item = /^( *)-([^\s-].*)/.exec(lines[n - 1]);
  if (!item) return undefined;
  const indent = item[1].length;
  // Beside items of its list: a `- ` line at its column just below, or the item before it (the nearest line above at
  // its column or left of it, however many lines that item holds: the line just above, when it is an item), or the
  // key that opens the list just above it.
  const before = lines.slice(0, n - 1).findLast((line) => isContent(line) && indentOf(line) <= indent);
  // Stryker disable next-line StringLiteral: a line that is not there, as '' or any other text at column 0 with no "- " at its start and no colon at its end, is no item and opens no list
  const [above, below, itemBefore] = [contentLine(lines, n, -1), contentLine(lines, n, 1), before].map((line) => line ?? '');
  const isItem = (line: string) => indentOf(line) === indent && isDashLine(line);
  if (!isItem(below) && !isItem(itemBefore) && !(opensBlock(above) && indentOf(above) <= indent)) return undefined;
  return {
    code: 'yamlDashSpace',
    line: n,
    column: indent + 2,
    message: catalogue.yamlDashSpace.message(),
    hint: catalogue.yamlDashSpace.hint({ item: item[2] }),
  };
}

/** A `key: value` line with a missing colon or space, or a text that YAML reads as something else. */
function lineSlip(lines: string[], n: number): Slip | undefined {
  // (A blank line or a comment matches none of these: each starts with a key or a word.)
  const current = lines[n - 1];
  // (A web address, `https://…`, is none.)
  const noSpace = /^(\s*(?:- )?)([A-Za-z][\w]*):(?!\/\/)(\S.*)/.exec(current);
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
    const [, lead, key, written] = value;
    const prefix = `${lead.trimStart()}${key}: `;
    // Where the value starts, past however many spaces follow the colon.
    const column = current.length - written.length + 1;
    // Spaces at the end of the line are no part of the text.
    const text = written.trimEnd();
    const quoted = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    // Shown whole to be copied, or, when a message would cut it, said in words.
    const fix = { key: prefix, text: quoted.length <= 60 ? quoted : undefined, hasQuote: text.includes('"') };
    // A whole [ … ] or { … } on the line is a list or a map written on one line, as the file writes some; a | or >
    // alone (with - or +) starts a text written on the lines under it.
    if (/^\[.*\]$|^\{.*\}$/.test(text) || opensText(current)) return undefined;
    const start = /^(?:[{[*&!@`%>|,]|[-?:](?=\s|$))/.exec(text)?.[0];
    if (start) {
      return {
        code: 'yamlQuoteNeeded',
        line: n,
        column,
        message: catalogue.yamlQuoteNeeded.message({ start }),
        hint: catalogue.yamlQuoteNeeded.hint(fix),
      };
    }
    const early = quoteEnd(text);
    if (early !== undefined) {
      // The text meant, quotes and all: without its outer quotes when it ends with one, else as written.
      const meant = text.endsWith(text[0]) ? text.slice(1, -1) : text;
      const escaped = meant.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
      return {
        code: 'yamlQuoteEndsEarly',
        line: n,
        column: column + early,
        message: catalogue.yamlQuoteEndsEarly.message({ quote: text[0] }),
        hint: catalogue.yamlQuoteEndsEarly.hint({ key: prefix, text: escaped.length <= 60 ? escaped : undefined, hasQuote: meant.includes('"') }),
      };
    }
    const atEnd = /:$/.test(text);
    if (!/^["']/.test(text) && (/: /.test(text) || atEnd)) {
      return {
        code: 'yamlColonInText',
        line: n,
        column,
        message: catalogue.yamlColonInText.message({ atEnd: atEnd && !/: /.test(text) }),
        hint: catalogue.yamlColonInText.hint(fix),
      };
    }
    return undefined;
  }
  // A word alone, or a word and then text, where the lines around it hold keys at its column (`key: value`,
  // `key:`, or the first key of a list item, `- key: value`): the colon after the word is missing.
  const missing = /^(\s*(?:- )?)([A-Za-z][\w]*)( +\S.*)?$/.exec(current);
  if (!missing) return undefined;
  const indent = missing[1].length;
  const around = [contentLine(lines, n, -1), contentLine(lines, n, 1)];
  // Under a key whose text is on the lines under it (`body: |`), words are that text: not a key.
  if (opensText(around[0])) return undefined;
  // Above a word alone, its sibling: the nearest line at its column or left of it, past the lines of a block above
  // and the items of a list at its column (which YAML allows).
  const sibling = lines.slice(0, n - 1).findLast((line) => isContent(line) && indentOf(line) <= indent && !(isDashLine(line) && indentOf(line) === indent));
  // The first key of a list item (`- quote Text`): the item's next key stands under it. A text item
  // (`- Clean claims`) has none.
  const neighbours = missing[1].includes('-') ? [around[1]] : [sibling, around[1]];
  if (!neighbours.some((line) => keyColumn(line) === indent)) return undefined;
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

/**
 * Where a quoted text's closing quote stands (its index in `text`) when more than a comment follows it on the
 * line: `"Our "Journey"`, `"Our" Journey`. Undefined when the text is not quoted or ends at its closing quote.
 */
function quoteEnd(text: string): number | undefined {
  // A text in quotes, to its closing quote: \" inside double quotes, and '' inside single ones, stand for a quote.
  const quoted = /^"(?:[^"\\]|\\.)*"|^'(?:[^']|'')*'/.exec(text)?.[0];
  if (quoted === undefined) return undefined;
  const rest = text.slice(quoted.length).trim();
  return rest === '' || rest.startsWith('#') ? undefined : quoted.length - 1;
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
      // A text on one line (most of them) joins nothing: looked at no further.
      const newline = text.indexOf('\n', start);
      if (newline === -1 || newline >= end) return;
      const source = text.slice(start, end);
      // A list's first item written without the space after its dash is the start of a text, which the items
      // under it then join (the next ones also without their space, or not): the first missing space is the slip.
      const first = /^-([^\s-][^\n]*)(?=.*\n *- )/s.exec(source);
      if (first) {
        const { line, col } = lines.linePos(start);
        slips.push({
          code: 'yamlDashSpace',
          line,
          column: col + 1,
          message: catalogue.yamlDashSpace.message(),
          hint: catalogue.yamlDashSpace.hint({ item: first[1] }),
        });
        return;
      }
      let offset = source.indexOf('\n');
      while (offset !== -1) {
        const next = /^( *)- /.exec(source.slice(offset + 1));
        if (next) {
          // The item it was meant to be beside: the dash on the scalar's own line. A key's text (`name: one`, then
          // `- two` under it) has none: it is a text over two lines, with no list to join.
          const dash = /^( *)- /.exec(text.split('\n')[lines.linePos(start).line - 1])?.[1].length;
          if (dash === undefined) return;
          const { line, col } = lines.linePos(start + offset + 1 + next[1].length);
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
