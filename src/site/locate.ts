// Maps a path inside the site data (["pages", 2, "blocks", 0, "heading"]) to a line and column of site.yaml,
// and to the words an editor recognises: "page /about › block 1 (hero) › heading".
import { isMap, isNode, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { excerpt } from './quote.ts';

import { type DataPath, getIn } from './data-path.ts';

export type { DataPath } from './data-path.ts';

export interface Position {
  line: number;
  column: number;
}

/** Turns an Ajv instancePath ("/pages/0/blocks/1") into path segments, numbers for list positions. */
export function pointerToPath(pointer: string): DataPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export class Locator {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
    /** The file's text, to tell how an empty value is written (emptyAt). */
    private readonly text: string,
  ) {}

  private position(offset: number): Position {
    const { line, col } = this.lines.linePos(offset);
    return { line, column: col };
  }

  /** The node at `path`, or the nearest ancestor that exists (a missing field points at its parent). */
  private nodeAt(path: DataPath): Node | undefined {
    for (let end = path.length; end >= 0; end--) {
      // (Of the empty path, the document's contents.)
      const node = this.doc.getIn(path.slice(0, end), true);
      if (isNode(node)) return node;
    }
    return undefined;
  }

  /** Where the value at `path` starts. */
  at(path: DataPath): Position {
    const node = this.nodeAt(path);
    // Every node the parser made has its range (an empty file has none: its first line).
    return node ? this.position(node.range![0]) : { line: 1, column: 1 };
  }

  /**
   * How an empty value (null) at `path` is written: `nothing` after its key, a `comment` in its place (the text of
   * the comment, which YAML read as one: `heading: #1 in billing`), or a `word` (null, ~).
   */
  emptyAt(path: DataPath): { written: 'nothing' | 'word' } | { written: 'comment'; comment: string } | undefined {
    const node = this.doc.getIn(path, true);
    if (!isScalar(node) || node.value !== null) return undefined;
    if (node.source !== '') return { written: 'word' };
    // A comment on the value's own line, where the value would be.
    if (node.comment && this.text[node.range![0]] === '#') return { written: 'comment', comment: node.comment };
    return { written: 'nothing' };
  }

  /** Where the key `key` of the map at `path` is written (for unknown fields). */
  keyAt(path: DataPath, key: string): Position {
    const map = this.doc.getIn(path);
    if (isMap(map)) {
      const written = map.items.map((item) => item.key).find((node) => isScalar(node) && String(node.value) === key);
      if (isScalar(written)) return this.position(written.range![0]);
    }
    return this.at(path);
  }

  /**
   * Where the value at `path` sits, in the words of the site: page path, block number and type, specialty slug.
   * Names taken from the data (a path, a type, a key) are excerpts: the data may be what is wrong.
   */
  where(path: DataPath, data: unknown): string {
    const parts: string[] = [];
    let rest = [...path];
    const field = (p: DataPath) => {
      const value = getIn(data, p);
      return typeof value === 'string' ? excerpt(value) : value;
    };
    if (rest[0] === 'pages' && typeof rest[1] === 'number') {
      const pagePath = field(['pages', rest[1], 'path']);
      parts.push(typeof pagePath === 'string' ? `page ${pagePath}` : `page ${rest[1] + 1}`);
      if (rest[2] === 'blocks' && typeof rest[3] === 'number') {
        const type = field(['pages', rest[1], 'blocks', rest[3], 'type']);
        parts.push(`block ${rest[3] + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
        rest = rest.slice(4);
      } else rest = rest.slice(2);
    } else if (rest[0] === 'specialties' && typeof rest[1] === 'number') {
      const slug = field(['specialties', rest[1], 'slug']);
      parts.push(typeof slug === 'string' ? `specialty ${slug}` : `specialty ${rest[1] + 1}`);
      rest = rest.slice(2);
    }
    const tail = rest.reduce<string>((text, seg) => (typeof seg === 'number' ? `${text}[${seg}]` : text ? `${text}.${excerpt(seg)}` : excerpt(seg)), '');
    if (tail) parts.push(tail);
    return parts.join(' › ');
  }
}
