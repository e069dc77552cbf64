// Random realistic edits of a site file, as an editor makes them: a text rewritten to a length the file's texts of
// that kind have, a list item removed or added (a copy of one beside it), a block moved or removed, a specialty or a
// page added. Each is made by the writer Edit page uses and kept only when validate accepts it: the gate's property
// is about the sites validate lets through. Seeded, so a run can be repeated.
import { parse } from 'yaml';
import type { DataPath } from '../../src/site/locate.ts';
import { editSiteText, type Edit } from '../../src/site/edit.ts';

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kinds of texts an editor rewrites (names of fields), away from the brand, theme and constants. */
const textKeys = new Set([
  'heading',
  'text',
  'title',
  'label',
  'intro',
  'question',
  'answer',
  'quote',
  'eyebrow',
  'subtitle',
  'description',
  'headline',
  'detail',
  'note',
]);
const fixedSections = new Set(['brand', 'theme', 'constants', 'search', 'options', 'redirects', 'clientResults']);

interface Places {
  texts: { path: DataPath; key: string }[];
  lists: { path: DataPath; length: number }[];
}

/** Every text an editor may rewrite and every list of pages' blocks and specialties, with their paths. */
function placesIn(data: unknown, path: DataPath = [], places: Places = { texts: [], lists: [] }): Places {
  if (path.length === 1 && fixedSections.has(String(path[0]))) return places;
  if (Array.isArray(data)) {
    if (data.length > 0 && typeof data[0] === 'object') places.lists.push({ path, length: data.length });
    for (const [i, item] of data.entries()) placesIn(item, [...path, i], places);
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && textKeys.has(key) && !value.includes('{')) places.texts.push({ path: [...path, key], key });
      else placesIn(value, [...path, key], places);
    }
  }
  return places;
}

/** What one edit did, for the report. */
export interface TriedEdit {
  kind: string;
  path: DataPath;
  accepted: boolean;
}

/** `count` edits tried on `text` (each kept only if the site still validates): the edited text and what was tried. */
export function randomEdits(text: string, file: string, count: number, random: () => number): { text: string; tried: TriedEdit[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const data = parse(text) as Record<string, unknown>;
  const { texts } = placesIn(data);
  // The words and the lengths of each kind of text, as the file has them.
  const words = texts
    .flatMap(({ path }) => String(path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], data)).split(/\s+/))
    .filter((w) => /^[A-Za-z][\w’'.,-]*$/.test(w));
  const lengths = new Map<string, number[]>();
  for (const { path, key } of texts)
    lengths.set(key, [...(lengths.get(key) ?? []), String(path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], data)).length]);
  const sentence = (length: number) => {
    let result = '';
    while (result.length < length) result += `${result ? ' ' : ''}${pick(words)}`;
    return result.charAt(0).toUpperCase() + result.slice(1).replace(/[,]$/, '');
  };

  let current = text;
  const tried: TriedEdit[] = [];
  let serial = 0;
  for (let n = 0; n < count; n++) {
    const now = parse(current) as Record<string, unknown>;
    const places = placesIn(now);
    const pages = (now.pages as { path: string; blocks: unknown[] }[]) ?? [];
    const specialties = (now.specialties as { slug: string; name: string }[]) ?? [];
    serial++;
    const kinds: (() => { kind: string; edits: Edit[] })[] = [
      () => {
        const { path, key } = pick(places.texts);
        return { kind: `rewrite a ${key}`, edits: [{ path, value: sentence(pick(lengths.get(key) ?? [40])) }] };
      },
      () => {
        const list = pick(places.lists);
        return { kind: 'remove a list item', edits: [{ op: 'remove', path: [...list.path, Math.floor(random() * list.length)] }] };
      },
      () => {
        const list = pick(places.lists);
        const from = Math.floor(random() * list.length);
        const item = list.path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], now) as unknown[];
        return {
          kind: 'add a list item',
          edits: [{ op: 'insert', path: list.path, index: Math.floor(random() * (list.length + 1)), value: structuredClone(item[from]) }],
        };
      },
      () => {
        const p = Math.floor(random() * pages.length);
        const blocks = pages[p].blocks.length;
        return {
          kind: 'move a block',
          edits: [{ op: 'move', path: ['pages', p, 'blocks', Math.floor(random() * blocks)], to: Math.floor(random() * blocks) }],
        };
      },
      () => {
        const p = Math.floor(random() * pages.length);
        return { kind: 'remove a block', edits: [{ op: 'remove', path: ['pages', p, 'blocks', Math.floor(random() * pages[p].blocks.length)] }] };
      },
      () => {
        const copy = { ...structuredClone(pick(specialties)), slug: `trial-${serial}`, name: `Trial ${serial}`, featured: false };
        return { kind: 'add a specialty', edits: [{ op: 'insert', path: ['specialties'], index: specialties.length, value: copy }] };
      },
      () => {
        const from = pick(pages);
        const blocks = from.blocks.filter((block) => !(block as { anchor?: string }).anchor && (block as { type: string }).type !== 'auditPopup').slice(0, 3);
        const page = { path: `/trial-${serial}`, title: `Trial page ${serial}`, description: sentence(120), blocks: structuredClone(blocks) };
        return { kind: 'add a page', edits: [{ op: 'insert', path: ['pages'], index: pages.length, value: page }] };
      },
    ];
    const { kind, edits } = pick(kinds)();
    const result = editSiteText(current, file, edits);
    tried.push({ kind, path: 'path' in edits[0] ? edits[0].path : [], accepted: result.ok });
    if (result.ok) current = result.text;
  }
  return { text: current, tried };
}
