// The edit panel's side of the dev server's /__site/edit (src/build/site-edit.ts holds the contract).
import type { DataPath } from '../site/locate.ts';
import type { JsonSchema } from '../site/schemas.ts';

export type EditValue = string | number | boolean;

export interface BlockData {
  hash: string;
  path: DataPath;
  type: string;
  value: Record<string, unknown>;
  schema: JsonSchema;
}

export interface EditProblem {
  line: number;
  message: string;
  hint?: string;
  where: string;
  path?: DataPath;
}

export interface BlockType {
  type: string;
  description: string;
  example: Record<string, unknown>;
}

/** A change saved through the endpoint: a value set, or a list item inserted, removed or moved. */
export type Change =
  | { path: DataPath; value: EditValue; after?: string }
  | { op: 'insert'; path: DataPath; index: number; value: unknown; after?: string }
  | { op: 'remove'; path: DataPath }
  | { op: 'move'; path: DataPath; to: number };

/**
 * The part a write changes, as the panel believes it: its place in site.yaml ("LINE:COL", from data-site-source) and
 * its type. The dev server refuses the write (stale) when no part of that type starts there any more.
 */
export interface PartRef {
  at: string;
  type: string;
}

/** The "LINE:COL" at the end of a data-site-source ("site.yaml:LINE:COL"). */
export const placeOf = (source: string) => /(\d+:\d+)$/.exec(source)?.[1] ?? '';

/** The LINE of a data-site-source, for the panel's words ("hero · line 385"). */
export const lineOf = (source: string) => /:(\d+):\d+$/.exec(source)?.[1] ?? '';

/** `saved`: with the hash of the file as written; `stale`: with the dev server's words for what no longer holds. */
export type SaveResult =
  | { status: 'saved'; hash: string }
  | { status: 'stale'; message: string }
  | { status: 'invalid'; problems: EditProblem[] }
  | { status: 'refused'; message: string };

const endpoint = '/__site/edit';

/** The page block whose `type:` key is at `source` ("site.yaml:LINE:COL"), or undefined when no page block is there. */
export async function readBlock(source: string): Promise<BlockData | undefined> {
  const response = await fetch(`${endpoint}?at=${encodeURIComponent(placeOf(source))}`);
  return response.ok ? ((await response.json()) as BlockData) : undefined;
}

// Read once for each version of the file the page shows (mount.tsx forgets them when a new one arrives).
const blocks = new Map<string, Promise<BlockData | undefined>>();
/** readBlock, once for each source. */
export function blockAt(source: string): Promise<BlockData | undefined> {
  if (!blocks.has(source)) blocks.set(source, readBlock(source));
  return blocks.get(source)!;
}

export function forgetBlocks(): void {
  blocks.clear();
}

export async function readBlockTypes(): Promise<BlockType[]> {
  return ((await (await fetch(`${endpoint}?types`)).json()) as { types: BlockType[] }).types;
}

/**
 * Saves changes to `part` made on the version of the file whose hash is `base`: refused (stale) if the file is no
 * longer that, or the part is no longer where the panel saw it.
 */
export async function save(edits: Change[], base: string, part: PartRef): Promise<SaveResult> {
  const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ edits, base, part }) });
  const body = (await response.json()) as { hash?: string; problems?: EditProblem[]; message?: string };
  if (response.status === 200) return { status: 'saved', hash: body.hash ?? '' };
  if (response.status === 409) return { status: 'stale', message: body.message ?? '' };
  if (response.status === 422) return { status: 'invalid', problems: body.problems ?? [] };
  return { status: 'refused', message: body.message ?? `The dev server answered ${response.status}.` };
}

/**
 * Why the dev server will not edit from this page, in its words (the page was opened from another device, say,
 * when the preview listens on the network), or undefined when it will.
 */
export async function editRefusal(): Promise<string | undefined> {
  const response = await fetch(endpoint);
  if (response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `The dev server answered ${response.status}.`;
}

/** Opens the site file at `source` in the editor the dev server knows (Vite's /__open-in-editor). */
export function openInEditor(source: string): void {
  void fetch(`/__open-in-editor?file=${encodeURIComponent(source)}`);
}

export const pathKey = (path: DataPath) => JSON.stringify(path);
