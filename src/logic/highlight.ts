// Marks where a search query appears in a text, as segments to render (never as HTML).

export interface Segment {
  text: string;
  match: boolean;
}

/** `text` cut where `query` (trimmed, any case, every character literal) appears; the segments join back to `text`. */
export function highlight(text: string, query: string): Segment[] {
  const wanted = query.trim();
  if (text === '') return [];
  if (wanted === '') return [{ text, match: false }];
  const pattern = new RegExp(wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const segments: Segment[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > from) segments.push({ text: text.slice(from, found.index), match: false });
    segments.push({ text: found[0], match: true });
    from = found.index + found[0].length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}
