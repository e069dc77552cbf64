// Items added in the form before Save (a copy of the last, a duplicate, a list's first item from the example): the
// form shows them as if they were in the file, and Save writes them, first, with the fields changed.
import type { DataPath } from '../site/data-path.ts';
import type { BlockData } from './edit-api.ts';

/** An item put into the list at `path` (within the part), at `index`; `after`: where a list the part lacks goes. */
export interface Added {
  op: 'insert';
  path: DataPath;
  index: number;
  value: unknown;
  after?: string;
}

/** `value` with the items added, in order: what the form shows until Save. */
export function withAdded(value: Record<string, unknown>, added: readonly Added[]): Record<string, unknown> {
  if (added.length === 0) return value;
  const shown = structuredClone(value);
  for (const { path, index, value: item } of added) {
    let parent: Record<string | number, unknown> = shown;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const key = path.at(-1) as string | number;
    // A list the part does not have yet starts with the item.
    if (parent[key] === undefined) parent[key] = [];
    (parent[key] as unknown[]).splice(index, 0, structuredClone(item));
  }
  return shown;
}

/**
 * A copy of a whole part to put right after it, and what to say once it is saved. A specialty's copy gets a slug and
 * a name of its own (two specialties cannot share an address); a block's copy is the same block again.
 */
export function copyOfPart(part: BlockData): { copy: Record<string, unknown>; said: string } {
  const copy = structuredClone(part.value);
  if (part.type !== 'specialty') return { copy, said: `a copy of this ${part.type} follows it on the page.` };
  const slug = `${String(copy.slug)}-copy`;
  Object.assign(copy, { slug, name: `${String(copy.name)} (copy)`, featured: false });
  return { copy, said: `the copy is the specialty ${slug}, at /specialties/${slug}. Change its slug and name in its form there.` };
}
