// Changes one value of a site file in its text, so that every other byte stays as the editor wrote it: comments,
// key order, quoting, flow maps such as `{ label: …, href: … }`, blank lines. yaml's Document API would re-space flow
// maps and re-fold long texts; its concrete syntax tree (CST) does not: only the changed scalar's token is written
// again, in its own style where that style can hold the new value, and the tree is printed back as it was read.
import { isDeepStrictEqual } from 'node:util';
import { Composer, CST, type Document, isCollection, isMap, isScalar, LineCounter, Parser, parseDocument, stringify, type Scalar } from 'yaml';
import type { Site } from '../model/types.generated.ts';
import { Locator, type DataPath } from './locate.ts';
import { loadSiteText } from './load.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { siteLimits, valueProblem } from './limits.ts';
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
 * How many edits of one request may change the file's shape (an item added, removed or moved, a field added). Each
 * reads the whole file twice, where any number of values set in a row take one reading: the dev server answers one
 * request at a time, and must not be held for long by one.
 */
export const maxShapeChanges = 10;

/**
 * The site file's text with each edit made, in order, then checked once by the same checker as `npm run validate`
 * (so several fields saved together are valid together). Nothing is written: the caller writes `text` when ok.
 */
export function editSiteText(text: string, file: string, edits: readonly Edit[]): EditResult {
  const unsafe = insertedValueProblems(text, file, edits);
  if (unsafe.length > 0) return { ok: false, reason: 'invalid', problems: unsafe };
  let changed = text;
  let shapeChanges = 0;
  for (let index = 0; index < edits.length; ) {
    const edit = edits[index];
    let read: Document | undefined;
    if (isSet(edit)) {
      // The values set in a row, up to one whose field the file does not have yet, in one reading of the file.
      const end = edits.findIndex((next, at) => at > index && !isSet(next));
      const sets = edits.slice(index, end === -1 ? edits.length : end) as SetValue[];
      const made = setScalars(changed, sets);
      if ('refused' in made) return { ok: false, reason: 'refused', message: made.refused };
      changed = made.text;
      index += made.made;
      if (made.made > 0) continue;
      read = made.doc;
    }
    if (++shapeChanges > maxShapeChanges)
      return { ok: false, reason: 'refused', message: `One save may add, remove or move at most ${maxShapeChanges} items or fields: save in smaller steps.` };
    const next = isSet(edit)
      ? addField(changed, read!, edit.path, edit.value, edit.after)
      : // Stryker disable next-line ConditionalExpression: insertItem hands a remove or a move to changeList just the same (its item is in the file, or it has no index)
        edit.op === 'insert'
        ? insertItem(changed, edit)
        : changeList(changed, edit);
    if (typeof next !== 'string') return { ok: false, reason: 'refused', message: next.refused };
    changed = next;
    index++;
  }
  const loaded = loadSiteText(changed, file);
  if (loaded.ok) return { ok: true, text: changed, site: loaded.site };
  const locator = locatorOf(changed);
  const pointsAt = (problem: SiteProblem, path: DataPath) => {
    const { line, column } = locator.at(path);
    return line === problem.line && column === problem.column;
  };
  // A problem of a changed list (too many items) concerns the list: the panel shows it there.
  const pathOf = (edit: Edit) => (isSet(edit) || edit.op === 'insert' ? edit.path : edit.path.slice(0, -1));
  const problems = loaded.problems.map((problem) => ({ ...problem, path: edits.map(pathOf).find((path) => pointsAt(problem, path)) }));
  return { ok: false, reason: 'invalid', problems };
}

function locatorOf(text: string): Locator {
  const lines = new LineCounter();
  return new Locator(parseDocument(text, { lineCounter: lines }), lines, text);
}

/**
 * The values an insert would put into the file that it may not hold, each at the list it goes into: nested deeper
 * than the file may nest, or under a key JavaScript gives a meaning. Checked before the value is written out, which
 * recurses as deep as the value goes (3,000 lists deep overflowed the stack and ended the dev server).
 */
function insertedValueProblems(text: string, file: string, edits: readonly Edit[]): EditProblem[] {
  const found = edits.flatMap((edit) => {
    if (isSet(edit) || edit.op !== 'insert') return [];
    const problem = valueProblem(edit.value, edit.path.length + 1);
    return problem ? [{ edit, problem }] : [];
  });
  if (found.length === 0) return [];
  const locator = locatorOf(text);
  return found.map(({ edit, problem }) => {
    const { line, column } = locator.at(edit.path);
    const code = problem.key === undefined ? 'tooDeep' : 'forbiddenKey';
    const message = problem.key === undefined ? catalogue.tooDeep.message({ limit: siteLimits.depth }) : catalogue.forbiddenKey.message({ key: problem.key });
    const hint = problem.key === undefined ? catalogue.tooDeep.hint() : catalogue.forbiddenKey.hint();
    return { file, line, column, where: '', code, message, hint, path: edit.path };
  });
}

/**
 * `text` with the values of `sets` set, every other byte kept, on one reading of the file (two when a text must go
 * in double quotes): the sets from the first up to one whose field the file does not have yet (`made` says how
 * many were made, and when none was, `doc` is the file as read); or why one cannot be.
 */
function setScalars(text: string, sets: readonly SetValue[]): { text: string; made: number; doc?: Document } | { refused: string } {
  if (!sets.every((set) => isEditValue(set.value))) return { refused: 'The value must be a text, a number or true/false.' };
  // Each text in its own style first; a plain text that would read back as something else (80202, yes, a line
  // break folded away) is written in double quotes on the second try.
  const quoted = new Set<number>();
  for (let attempt = 0; attempt < 2; attempt++) {
    const tokens = [...new Parser().parse(text)];
    const [doc, ...more] = new Composer({ keepSourceTokens: true }).compose(tokens, true, text.length);
    if (!doc || more.length > 0 || doc.errors.length > 0) return { refused: 'The site file has a syntax error: fix it in the file first.' };
    let made = 0;
    for (const [index, { path, value }] of sets.entries()) {
      const node = doc.getIn(path, true);
      // A field the map does not set yet is added (addField), after the values before it are set.
      if (node === undefined) break;
      if (!isScalar(node) || !node.srcToken) return { refused: `There is no single value at ${describe(path)}.` };
      const type = typeof value !== 'string' ? 'PLAIN' : quoted.has(index) ? 'QUOTE_DOUBLE' : undefined;
      setToken(node, doc.getIn(path.slice(0, -1)), String(value), type);
      made++;
    }
    // The first set adds a field: the document read is the one to add it to.
    if (made === 0) return { text, made, doc };
    const changed = tokens.map((token) => CST.stringify(token)).join('');
    const reread = parseDocument(changed);
    // The last value set at each path is what the path must read back.
    const wanted = new Map(sets.slice(0, made).map((set, index) => [JSON.stringify(set.path), { ...set, index }]));
    const wrong = [...wanted.values()].filter(({ path, value }) => reread.errors.length > 0 || reread.getIn(path) !== value);
    if (wrong.length === 0) return { text: changed, made };
    const again = wrong.filter(({ index, value }) => typeof value === 'string' && !quoted.has(index));
    if (again.length === 0) return { refused: `${describe(wrong[0].path)} cannot hold that value.` };
    for (const { index } of again) quoted.add(index);
  }
  const first = sets.find((_, index) => quoted.has(index))!;
  return { refused: `${describe(first.path)} cannot hold that value.` };
}

/** Writes `source` into the scalar `node`'s token, in the style `type` (undefined: the token's own). */
function setToken(node: Scalar, parent: unknown, source: string, type: Scalar.Type | undefined): void {
  const token = node.srcToken!;
  const inFlow = isCollection(parent) && parent.flow === true;
  // A text on more lines than one goes one level under its key or its dash (`afterKey`: the token's own indentation
  // is its key's or its dash's column).
  CST.setScalarValue(token, source, { afterKey: true, inFlow, type });
  // A double-quoted text is written as JSON writes it (a JSON string is a double-quoted YAML one): on one line, with
  // "two\nlines" for a line break, where YAML's writer would fold it over lines. So is a text with a line break in a
  // list or map written in brackets: it stays on its line.
  if (token.type === 'double-quoted-scalar' || (inFlow && /[\n\r]/.test(source))) Object.assign(token, { source: JSON.stringify(source) });
}

/** `text` with the scalar at `path` set to `value`, every other byte kept (a field the file lacks is added); or why it cannot be. */
export function setScalar(text: string, path: DataPath, value: EditValue, after?: string): string | { refused: string } {
  const made = setScalars(text, [{ path, value, after }]);
  if ('refused' in made) return made;
  return made.doc ? addField(text, made.doc, path, value, after) : made.text;
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
