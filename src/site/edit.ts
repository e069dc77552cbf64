// Changes one value of a site file in its text, so that every other byte stays as the editor wrote it: comments,
// key order, quoting, flow maps such as `{ label: …, href: … }`, blank lines. yaml's Document API would re-space flow
// maps and re-fold long texts; its concrete syntax tree (CST) does not: only the changed scalar's token is written
// again, in its own style where that style can hold the new value, and the tree is printed back as it was read.
import { isDeepStrictEqual } from 'node:util';
import { Composer, CST, type Document, isCollection, isMap, isScalar, LineCounter, Parser, parseDocument, stringify, type Scalar } from 'yaml';
import type { Site } from '../model/types.generated.ts';
import { Locator, type DataPath } from './locate.ts';
import { loadSiteText } from './load.ts';
import type { SiteProblem } from './problems.ts';
import { asFileWritesIt, changeList, readData, type ListChange } from './edit-list.ts';

/** A value an edit can set: a text, a number or a yes/no. */
export type EditValue = string | number | boolean;

/** One value to set, at its place in the data (["pages", 0, "blocks", 0, "heading"]). */
export interface SetValue {
  op?: 'set';
  path: DataPath;
  value: EditValue;
  /** For a field the map does not set yet: the field it goes after (the one before it in its schema). */
  after?: string;
}

/** A change of the file: a value set, or a list item added, removed or moved (edit-list.ts). */
export type Edit = SetValue | ListChange;
const isSet = (edit: Edit): edit is SetValue => edit.op === undefined || edit.op === 'set';

export type EditResult =
  | { ok: true; text: string; site: Site }
  /** `refused`: the edit cannot be made in place (no such value, or not a single value); `invalid`: it can, and the site would not validate. */
  | { ok: false; reason: 'refused'; message: string }
  | { ok: false; reason: 'invalid'; problems: EditProblem[] };

/** A problem of the edited file, with the path of the edit whose value it points at, when it points at one. */
export type EditProblem = SiteProblem & { path?: DataPath };

/**
 * The site file's text with each edit made, in order, then checked once by the same checker as `npm run validate`
 * (so several fields saved together are valid together). Nothing is written: the caller writes `text` when ok.
 */
export function editSiteText(text: string, file: string, edits: readonly Edit[]): EditResult {
  let changed = text;
  for (const edit of edits) {
    const next = isSet(edit)
      ? setScalar(changed, edit.path, edit.value, edit.after)
      : // Stryker disable next-line ConditionalExpression: insertItem hands a remove or a move to changeList just the same (its item is in the file, or it has no index)
        edit.op === 'insert'
        ? insertItem(changed, edit)
        : changeList(changed, edit);
    if (typeof next !== 'string') return { ok: false, reason: 'refused', message: next.refused };
    changed = next;
  }
  const loaded = loadSiteText(changed, file);
  if (loaded.ok) return { ok: true, text: changed, site: loaded.site };
  const lines = new LineCounter();
  const locator = new Locator(parseDocument(changed, { lineCounter: lines }), lines, changed);
  const pointsAt = (problem: SiteProblem, path: DataPath) => {
    const { line, column } = locator.at(path);
    return line === problem.line && column === problem.column;
  };
  // A problem of a changed list (too many items) concerns the list: the panel shows it there.
  const pathOf = (edit: Edit) => (isSet(edit) || edit.op === 'insert' ? edit.path : edit.path.slice(0, -1));
  const problems = loaded.problems.map((problem) => ({ ...problem, path: edits.map(pathOf).find((path) => pointsAt(problem, path)) }));
  return { ok: false, reason: 'invalid', problems };
}

/** `text` with the scalar at `path` set to `value`, every other byte kept; or why it cannot be. */
export function setScalar(text: string, path: DataPath, value: EditValue, after?: string): string | { refused: string } {
  if (!isEditValue(value)) return { refused: 'The value must be a text, a number or true/false.' };
  const source = String(value);
  const styles: (Scalar.Type | undefined)[] =
    typeof value !== 'string'
      ? ['PLAIN']
      : // The value's own style first; a plain text that would read back as something else (80202, yes, a line
        // break folded away) is written in double quotes.
        [undefined, 'QUOTE_DOUBLE'];
  for (const type of styles) {
    const tokens = [...new Parser().parse(text)];
    const [doc, ...more] = new Composer({ keepSourceTokens: true }).compose(tokens, true, text.length);
    if (!doc || more.length > 0 || doc.errors.length > 0) return { refused: 'The site file has a syntax error: fix it in the file first.' };
    const node = doc.getIn(path, true);
    // A field the map does not set yet is added, and with it the groups it is in that the file does not set either.
    if (node === undefined) return addField(text, doc, path, value, after);
    if (!isScalar(node) || !node.srcToken) return { refused: `There is no single value at ${describe(path)}.` };
    const parent = doc.getIn(path.slice(0, -1));
    const inFlow = isCollection(parent) && parent.flow === true;
    // A text on more lines than one goes one level under its key or its dash (`afterKey`: the token's own indentation
    // is its key's or its dash's column).
    CST.setScalarValue(node.srcToken, source, { afterKey: true, inFlow, type });
    // A double-quoted text is written as JSON writes it (a JSON string is a double-quoted YAML one): on one line, with
    // "two\nlines" for a line break, where YAML's writer would fold it over lines. So is a text with a line break in a
    // list or map written in brackets: it stays on its line.
    if (node.srcToken.type === 'double-quoted-scalar' || (inFlow && /[\n\r]/.test(source))) Object.assign(node.srcToken, { source: JSON.stringify(source) });
    const changed = tokens.map((token) => CST.stringify(token)).join('');
    const reread = parseDocument(changed);
    // Stryker disable next-line ConditionalExpression: no value was found whose own style reads back the same but with errors (38 values in 9 places tried); were there one, it is written in double quotes instead
    if (reread.errors.length === 0 && reread.getIn(path) === value) return changed;
  }
  return { refused: `${describe(path)} cannot hold that value.` };
}

/**
 * `text` with the value at `path` added: under the deepest map of the path the file has, the first key it lacks,
 * holding the value in the groups the file does not set yet (`image: { alt: … }`). The key goes after the field
 * `after` when the map has it, else after the map's last field; on a line of its own at the map's indentation, or,
 * in a map written on one line (`{ label: …, href: … }`), on that line.
 */
function addField(text: string, doc: Document, path: DataPath, value: unknown, after?: string): string | { refused: string } {
  // Down the path while the file has it (some part of it is missing: the value is not there).
  let depth = 0;
  let map: unknown = doc.contents;
  while (isCollection(map) && map.has(path[depth])) map = map.get(path[depth++]);
  const key = path[depth];
  const groups = path.slice(depth + 1);
  if (!isMap(map) || typeof key !== 'string') return { refused: `There is no single value at ${describe(path)}.` };
  const added = groups.reduceRight<unknown>((inner, part) => ({ [part]: inner }), value);
  const place = map.items.find((pair) => isScalar(pair.key) && pair.key.value === after) ?? map.items.at(-1);
  const range = (place?.value as { range?: [number, number, number] } | null)?.range;
  if (!range) return { refused: `${describe(path)} is added in the file.` };
  let changed: string;
  if (map.flow) {
    // `{ label: …, href: … }` -> `{ label: …, href: …, key: value }`, quoted as a one-line map needs it.
    const flow = stringify({ [key]: added }, { collectionStyle: 'flow', lineWidth: 0 })
      .trim()
      .slice(1, -1)
      .trim();
    // A text of several lines would spread the map over them: written as JSON (which YAML reads), it stays on one.
    const pair = flow.includes('\n') ? `${key}: ${JSON.stringify(added)}` : flow;
    changed = `${text.slice(0, range[1])}, ${pair}${text.slice(range[1])}`;
  } else {
    // The map's first key, as parsed: a node with its range.
    const keyStart = (map.items[0].key as Scalar).range![0];
    const pad = ' '.repeat(keyStart - (text.lastIndexOf('\n', keyStart) + 1));
    let end = range[1];
    while (/\s/.test(text[end - 1])) end--;
    const lineEnd = text.indexOf('\n', end);
    const at = lineEnd === -1 ? text.length : lineEnd;
    const lines = asFileWritesIt({ [key]: added })
      .trimEnd()
      .split('\n')
      .map((line) => `${pad}${line}`);
    changed = `${text.slice(0, at)}\n${lines.join('\n')}${text.slice(at)}`;
  }
  // Read back, the file must hold what it held and the value added: nothing else changed on the way (a `|+` text
  // above keeps its blank lines, for one). A list the file does not have (a number in the path) reads back as a map
  // here, and is refused: it is added with its first item (insertItem).
  doc.setIn(path, value);
  const reread = readData(changed);
  return reread && isDeepStrictEqual(reread.data, doc.toJS()) ? changed : { refused: `${describe(path)} is added in the file.` };
}

/** An item put into a list; into a list the file does not have yet, as its first item (the list is added, see addField). */
function insertItem(text: string, edit: Extract<ListChange, { op: 'insert' }>): string | { refused: string } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || doc.hasIn(edit.path) || edit.index !== 0) return changeList(text, edit);
  return addField(text, doc, edit.path, [edit.value], edit.after);
}

function isEditValue(value: unknown): value is EditValue {
  return typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
}

/** The path as an editor reads it: pages[0].blocks[2].heading. */
function describe(path: DataPath): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '') || 'the top';
}
