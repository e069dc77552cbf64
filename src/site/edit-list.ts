// Adds, removes and moves the items of a list of a site file (a page's blocks, a card list) by splicing its lines,
// so that every other line stays as it was. An item is its lines from its dash to its last value, with the comment
// lines right above its dash (a comment above a block goes with the block). Only lists written one item a line
// (`- …`) are changed this way; a list written on one line (`[a, b]`) is edited in the file.
import { Document, isScalar, isSeq, parseDocument, visit, type Node } from 'yaml';
import type { DataPath } from './locate.ts';

export type ListChange =
  /**
   * Puts `value` at `index` of the list at `path` (index = the list's length adds it at the end). A list the file
   * does not have yet is added with it as its first item, after the field `after` (see edit.ts).
   */
  | { op: 'insert'; path: DataPath; index: number; value: unknown; after?: string }
  /** Takes out the item at `path`. */
  | { op: 'remove'; path: DataPath }
  /** Moves the item at `path` to `to`, the others closing up. */
  | { op: 'move'; path: DataPath; to: number };

interface Item {
  /** 0-based lines: the first (its comments' or its dash's) and the last (its value's). */
  first: number;
  last: number;
  /** The dash's column. */
  indent: number;
}

/** `text` with `change` made, or why it cannot be. The result is read back and checked against the intended data. */
export function changeList(text: string, change: ListChange): string | { refused: string } {
  const before = readData(text);
  if (!before) return { refused: 'The site file has a syntax error: fix it in the file first.' };
  const listPath = change.op === 'insert' ? change.path : change.path.slice(0, -1);
  // A scalar comes back as its value here, not as a node; isSeq refuses it either way.
  const list = before.doc.getIn(listPath);
  if (!isSeq(list) || list.flow) return { refused: 'Only a list written one item a line can be changed here.' };
  const lines = text.split('\n');
  const items = list.items.map((node) => itemLines(text, lines, node as Node));
  if (items.some((item) => item === undefined)) return { refused: 'Only a list whose items each start with "- " on a line of their own can be changed here.' };
  // A list written one item a line has at least one item: an empty list is written `[]`, on one line.
  const spans = items as Item[];
  const expected = structuredClone(before.data);
  const target = listPath.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], expected) as unknown[];

  let changed: string[];
  if (change.op === 'insert') {
    if (!isPlace(change.index, spans.length + 1)) return { refused: 'The new item must go between the items of a list that has some.' };
    changed = insertLines(lines, spans, change.index, change.value);
    target.splice(change.index, 0, change.value);
  } else {
    const index = change.path.at(-1);
    if (!isPlace(index, spans.length)) return { refused: 'There is no such item in the list.' };
    if (change.op === 'remove') {
      if (spans.length === 1) return { refused: 'The last item of a list is removed in the file.' };
      changed = removeLines(lines, spans, index);
      target.splice(index, 1);
    } else {
      if (!isPlace(change.to, spans.length)) return { refused: 'An item moves to a place in its list.' };
      changed = moveLines(lines, spans, index, change.to);
      target.splice(change.to, 0, ...target.splice(index, 1));
    }
  }
  const result = changed.join('\n');
  const after = readData(result);
  if (!after || JSON.stringify(after.data) !== JSON.stringify(expected)) return { refused: 'This list cannot be changed in place: change it in the file.' };
  return result;
}

/** A site file's document and data, or undefined when it has none. */
export function readData(text: string): { doc: Document.Parsed; data: unknown } | undefined {
  const doc = parseDocument(text);
  try {
    if (doc.errors.length === 0) return { doc, data: doc.toJS() };
  } catch {
    // toJS throws where an alias (*name) stands above its anchor (&name): no syntax error, and no data.
  }
  return undefined;
}

/** Whether `value` is a whole number from 0 to below `end`: a place in a list. */
const isPlace = (value: unknown, end: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < end;

/** The lines of a list item, or undefined when its dash is not the first thing on its line. */
function itemLines(text: string, lines: string[], node: Node): Item | undefined {
  // A node read from a file always has its range.
  const [start, valueEnd] = node.range!;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lead = /^( *)- +$/.exec(text.slice(lineStart, start));
  if (!lead) return undefined;
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const indent = lead[1].length;
  // The comment lines right above the dash, in the dash's column.
  const comment = new RegExp(`^ {${indent}}#`);
  const first = lines.slice(0, lineOf(start)).findLastIndex((line) => !comment.test(line)) + 1;
  // The value's last line, without the line ends and blank lines the value's range may take in.
  return { first, last: lineOf(start + text.slice(start, valueEnd).trimEnd().length), indent };
}

/** The lines between two items (blank ones, usually none). */
const gapAfter = (lines: string[], spans: Item[], index: number) => lines.slice(spans[index].last + 1, spans[index + 1].first);

function removeLines(lines: string[], spans: Item[], index: number): string[] {
  // With the item goes the gap after it (or, for the last one, the gap before it), so the gaps stay as they were.
  const from = index === spans.length - 1 ? spans[index - 1].last + 1 : spans[index].first;
  const to = index === spans.length - 1 ? spans[index].last : spans[index + 1].first - 1;
  return [...lines.slice(0, from), ...lines.slice(to + 1)];
}

function moveLines(lines: string[], spans: Item[], from: number, to: number): string[] {
  const items = spans.map((span) => lines.slice(span.first, span.last + 1));
  items.splice(to, 0, ...items.splice(from, 1));
  // The items change places; the gaps between them stay where they are.
  const rebuilt = items.flatMap((item, index) => (index < spans.length - 1 ? [...item, ...gapAfter(lines, spans, index)] : item));
  return [...lines.slice(0, spans[0].first), ...rebuilt, ...lines.slice(spans.at(-1)!.last + 1)];
}

function insertLines(lines: string[], spans: Item[], index: number, value: unknown): string[] {
  const pad = ' '.repeat(spans[0].indent);
  // A list whose items are one-line maps gets one more of them.
  const written = asFileWritesIt(value, lines[spans[0].first].trimStart().startsWith('- {')).trimEnd().split('\n');
  const item = written.map((line, i) => (i === 0 ? `${pad}- ${line}` : line ? `${pad}  ${line}` : line));
  // The same gap as between the list's first two items (a blank line, or none).
  const gap = spans.length > 1 ? gapAfter(lines, spans, 0) : [];
  if (index === spans.length) {
    const end = spans.at(-1)!.last + 1;
    return [...lines.slice(0, end), ...gap, ...item, ...lines.slice(end)];
  }
  const at = spans[index].first;
  return [...lines.slice(0, at), ...item, ...gap, ...lines.slice(at)];
}

/**
 * `value` in YAML as this file writes such values: a small map of plain values inside a list (a button, a row of
 * figures) on one line, `{ label: …, href: … }`; anything else one field a line.
 */
export function asFileWritesIt(value: unknown, oneLine = false): string {
  const doc = new Document(value);
  visit(doc, {
    Map(_key, map, path) {
      const inList = isSeq(path.at(-1)) || (oneLine && path.length === 1);
      const plain = map.items.every((pair) => isScalar(pair.value) && String(pair.value.value).length <= 60);
      if (inList && plain && map.items.length <= 4) map.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
}
