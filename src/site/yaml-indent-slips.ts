// Lines indented off, in a file indented two spaces a level: which line moved, and to which column it belongs,
// told from what the lines around it agree on (a block's first line, its other lines, the items of its list).
import { problemCatalogue as catalogue } from './problems.ts';
import { contentLine, indentOf, isContent, isDashLine, keyColumn, keyed, opensBlock, opensText, type Slip } from './yaml-lines.ts';

/** How far from a line its kin, and the line that moved, are looked for (in lines): a slip further off is another. */
export const lookBack = 200;

/**
 * The line that moved, above line `reported` where the parser found keys that no longer line up: the nearest that
 * starts at an odd column, or opens a block at the block's column.
 */
export function movedAbove(lines: string[], reported: number): Slip | undefined {
  for (let n = reported - 1; n >= Math.max(1, reported - lookBack); n--) {
    const slip = indentSlip(lines, n) ?? openerSlip(lines, n, reported);
    if (slip) return slip;
  }
  return undefined;
}

/**
 * A line two or more spaces off (its column even, so indentSlip passes it), found by what the lines around it agree
 * on: a line deeper than the line above, whose value is already written (or that line, when it is the one out of
 * step with the lines before and after); a key at its list item's dash instead of under its first key; a list item
 * with no list at its column, beside items that start with the same key (the nearest of them up to lookBack lines
 * above).
 */
export function evenIndentSlip(lines: string[], reported: number): Slip | undefined {
  const off = (n: number, target: number) => offBy(lines, n, target);
  // The file's keys start at its left edge: its first line indented, with a line after it left of it, moved right.
  const top = lines.findIndex(isContent) + 1;
  if (lines.some((line) => isContent(line) && indentOf(line) < indentOf(lines[top - 1]))) return off(top, 0);
  // A text written on the lines under its key (`body: |`) starts a level right of the key, not at its column.
  const textKey = contentLine(lines, reported, -1);
  if (opensText(textKey) && indentOf(lines[reported - 1]) <= keyColumn(textKey)) {
    return off(reported, keyColumn(textKey) + 2);
  }
  // The first line of a block deeper than the lines after it that are of its kind (list items, or keys): it moved.
  for (const n of [reported - 1, reported]) {
    const current = lines[n - 1];
    // Stryker disable next-line StringLiteral: with no line above, '' and any other text that does not end with a colon open no block alike
    const opener = contentLine(lines, n, -1) ?? '';
    if (!isContent(current) || !opensBlock(opener)) continue;
    const indent = indentOf(current);
    // Its siblings stand left of it and right of the opener (so it stands right of the opener): none, when no line
    // after it does ('', at column 0, stands at or left of any opener).
    // Stryker disable next-line StringLiteral: any text at column 0 stands at or left of the opener, as '' does
    const sibling = lines.slice(n).find((line) => isContent(line) && indentOf(line) < indent) ?? '';
    if (indentOf(sibling) <= indentOf(opener) || isDashLine(sibling) !== isDashLine(current)) continue;
    return off(n, indentOf(sibling));
  }
  // A list's first item at the column of the key that opens the list (which YAML allows), its next items a level
  // right: the first item moved left.
  for (const n of [reported - 2, reported - 1, reported]) {
    // (A list item is a line that holds something.)
    // Stryker disable next-line StringLiteral: past the end of the file, '' and any other text that does not start with "- " are no list item alike
    const current = lines[n - 1] ?? '';
    // Stryker disable next-line StringLiteral: with no line above, '' and any other text that does not end with a colon open no block alike
    const opener = contentLine(lines, n, -1) ?? '';
    if (!isDashLine(current) || !opensBlock(opener) || indentOf(opener) !== indentOf(current)) continue;
    const indent = indentOf(current);
    // The next line at the item's column or left of it, or an item a level right ('' when none: at column 0, no level
    // right of anything).
    const next =
      lines.slice(n).find((line) => isContent(line) && (indentOf(line) <= indent || (isDashLine(line) && indentOf(line) === indent + 2))) ??
      // Stryker disable next-line StringLiteral: any text at column 0 stands no level right of an item, as '' does
      '';
    if (indentOf(next) === indent + 2) return off(n, indent + 2);
  }
  // (The line that opens the block may stand above a comment or a blank line before the line the parser reports.)
  const previous = lines.findLastIndex((one, index) => index < reported - 1 && isContent(one)) + 1;
  for (const n of [previous, reported]) {
    const slip = openerSlip(lines, n, reported);
    if (slip) return slip;
  }
  // The parser reports the line above, whose value cannot hold what follows (with blank lines or comments between
  // them, or not).
  const below = lines.findIndex((one, index) => index >= reported && isContent(one)) + 1;
  for (const n of [below, reported]) {
    const current = lines[n - 1];
    const above = contentLine(lines, n, -1);
    // Stryker disable next-line StringLiteral: with no line above, '' and any other text that is no `key: value` hold no value alike
    const value = keyed.exec(above ?? '');
    if (!isContent(current) || !value || /^[|>]/.test(value[3]) || indentOf(current) <= keyColumn(above!)) continue;
    const indent = indentOf(current);
    const aboveAt = lines.lastIndexOf(above!, n - 2) + 1;
    // The line above is the one out of step when the line before it, or the next key at this line's level, stands
    // where this line does.
    const before = contentLine(lines, aboveAt, -1);
    const next = lines.slice(n).find((line) => isContent(line) && indentOf(line) <= indent);
    const beforeAgrees = keyColumn(before) === indent;
    // A line that opens a block, at the column of what should be inside it, is the one out of step.
    const nextAgrees = next !== undefined && !opensBlock(current) && !isDashLine(next) && keyColumn(next) === indent;
    if (beforeAgrees || nextAgrees) return off(aboveAt, indentOf(above!) + indent - keyColumn(above!));
    return off(n, keyColumn(above!));
  }
  const line = isContent(lines[reported - 1]) ? reported : below;
  if (line === 0) return undefined;
  const current = lines[line - 1];
  const indent = indentOf(current);
  if (isDashLine(current)) {
    // Its kin: the items that start as it does (`- type:`, or a text item), nearest above and below.
    const first = /^\s*- ([A-Za-z][\w]*):/.exec(current)?.[1];
    const isKin = (other: string) => (first ? new RegExp(`^\\s*- ${first}:`) : /^\s*- (?![A-Za-z][\w]*:)/).test(other);
    // (Up to lookBack lines above: `from` is the index of the first line looked at.)
    const from = Math.max(0, line - 1 - lookBack);
    const aboveAt = lines.slice(from, line - 1).findLastIndex(isKin);
    if (aboveAt === -1) return undefined;
    const kinLine = from + aboveAt + 1;
    const kin = lines[kinLine - 1];
    // The one above is out of step when it is its list's first item (right under the key that opens the list), right
    // of this item, which stands right of that key: the first item moved, however many lines it holds.
    const list = contentLine(lines, kinLine, -1);
    const underList = opensBlock(list) && indentOf(list!) < indent;
    if (indentOf(kin) > indent && underList) return off(kinLine, indent);
    // Else it is in step with its kin when it stands at their column; and the one above is out of step when the next
    // line at this item's level or left of it is kin at this item's column.
    if (indentOf(kin) === indent) return undefined;
    // Stryker disable next-line StringLiteral: with no line after it, '' and any other text that does not start with "- " are no kin alike
    const next = lines.slice(line).find((other) => isContent(other) && indentOf(other) <= indent) ?? '';
    if (isKin(next) && indentOf(next) === indent) return off(kinLine, indent);
    return off(line, indentOf(kin));
  }
  // A key (or a line that should be one) at its list item's dash: it goes under the item's first key; or, when the
  // items are not maps, beside the key that opens the list. (An item moved a level right, to where the keys of the
  // item above stand, is reported itself, as no list may start among the keys of a map: the key under it is never
  // the line the parser reports.)
  const parent = lines.slice(0, line - 1).findLast((other) => isContent(other) && indentOf(other) <= indent);
  if (parent === undefined || !isDashLine(parent) || indentOf(parent) !== indent) return undefined;
  if (keyColumn(parent) !== -1) return off(line, keyColumn(parent));
  const list = lines.slice(0, line - 1).findLast((other) => isContent(other) && indentOf(other) < indent);
  return opensBlock(list) ? off(line, indentOf(list!)) : undefined;
}

/** Line `n` (1-based) is off: it should start at column `target` (0-based). */
function offBy(lines: string[], n: number, target: number): Slip {
  const indent = indentOf(lines[n - 1]);
  return {
    code: 'yamlIndent',
    line: n,
    column: indent + 1,
    message: catalogue.yamlIndent.message({ spaces: Math.abs(indent - target), side: indent < target ? 'left' : 'right' }),
    hint: catalogue.yamlIndent.hint({ column: target + 1 }),
  };
}

/**
 * Line `n` opens a block, and the block's first line is at its column: the first line moved left when it is no key
 * (a text, or a list written on one line) or when the block's next line stands a level (two spaces) right; else the
 * opening line moved right, unless it is in step with the line above it (`reported` is the line the parser reports).
 */
function openerSlip(lines: string[], n: number, reported: number): Slip | undefined {
  const current = lines[n - 1];
  const inside = contentLine(lines, n, 1);
  if (!isContent(current) || !opensBlock(current) || inside === undefined || isDashLine(inside) || indentOf(inside) !== indentOf(current)) return undefined;
  const insideAt = lines.indexOf(inside, n) + 1;
  // A text or a list written on one line, at the key's column, is what the key holds: a level right of it.
  if (keyColumn(inside) === -1) return offBy(lines, insideAt, indentOf(current) + 2);
  // Stryker disable next-line StringLiteral: past the end of the file, '' and any other text at column 0 stand no level right of anything
  const next = contentLine(lines, insideAt, 1) ?? '';
  if (indentOf(next) === indentOf(current) + 2) return offBy(lines, insideAt, indentOf(next));
  // The file's first line, one right under a line that opens a block (its block's first line, or a key after one that
  // holds nothing), or one under a key at its column stands in step with the line above: it moved right only when the
  // line the parser reports (past blank lines and comments) stands a level left of it, where keys no longer line up.
  const above = contentLine(lines, n, -1);
  const inStep = above === undefined || opensBlock(above) || keyColumn(above) === indentOf(current);
  // Stryker disable next-line StringLiteral: past the end of the file, '' and any other text without spaces at its start stand at column 0 alike
  const reportedLine = contentLine(lines, reported - 1, 1) ?? '';
  if (inStep && indentOf(reportedLine) !== indentOf(current) - 2) return undefined;
  return indentOf(current) >= 2 ? offBy(lines, n, indentOf(current) - 2) : undefined;
}

/**
 * A line that starts at an odd column, one space off: which way, by the nearest line of its kind (list items, or
 * keys) a space left or right of it, above, else below, up to lookBack lines away (none for a line that goes on with
 * a list written over lines); the first line of a block by the lines after it, its siblings, first. A line that opens
 * a block stands left of the block's first line, and the first line of a block right of the line that opens it (a
 * list's, also at its column). With none near, the column left of it where that fits.
 */
export function indentSlip(lines: string[], n: number): Slip | undefined {
  const current = lines[n - 1];
  if (!isContent(current) || indentOf(current) % 2 === 0) return undefined;
  // Stryker disable next-line StringLiteral: with no line above, '' and any other text that does not end with , [ or { go on with nothing alike
  const above = contentLine(lines, n, -1) ?? '';
  // A line that goes on with a list or map written over several lines (`[a,`) may stand at any column.
  if (/[,[{]\s*$/.test(above)) return undefined;
  const indent = indentOf(current);
  const dash = isDashLine(current);
  const next = contentLine(lines, n, 1);
  const opens = opensBlock(current) && next !== undefined;
  const first = opensBlock(above) && indentOf(above) < indent;
  // A list's items may also stand at the column of the key that opens the list, as YAML allows: where their kin do.
  // (Both options stand at or right of the line that opens the block, which stands left of this line.)
  const fits = (option: number, listAtOpener: boolean) =>
    (!opens || option < indentOf(next!) || (listAtOpener && isDashLine(next!) && option === indentOf(next!))) &&
    (!first || option > indentOf(above) || (listAtOpener && dash));
  const options = [indent - 1, indent + 1].filter((option) => fits(option, true));
  const level = [indent - 1, indent + 1].filter((option) => fits(option, false));
  // Where a line of its kind stands: a list item's dash; a key, also the first key of a list item (`- type: hero`).
  // (-1 for none: no option, as both are even. A blank line or a comment starts with no dash and no key.)
  // Stryker disable next-line UnaryOperator: +1 is odd too, so no option either
  const columnOf = (line: string) => (dash ? (isDashLine(line) ? indentOf(line) : -1) : keyColumn(line));
  const ofItsKind = (line: string) => options.includes(columnOf(line));
  // The first line of a block goes by the lines after it, its siblings; any other by the lines before it.
  const before = () => lines.slice(Math.max(0, n - 1 - lookBack), n - 1).findLast(ofItsKind);
  const after = () => lines.slice(n, n + lookBack).find(ofItsKind);
  const kin = first ? (after() ?? before()) : (before() ?? after());
  return offBy(lines, n, kin === undefined ? (level[0] ?? options[0]) : columnOf(kin));
}
