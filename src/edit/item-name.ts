// What an editor calls an item of a list or a block of a page: its heading, quote or label as the file writes it, so
// that a question ("Remove …?") names the thing and not only its place.

/** The fields that name an item, in the order an editor would read them. */
const namingFields = ['heading', 'title', 'name', 'label', 'quote', 'question', 'text', 'value'] as const;

/** The words that name `item` (cut to a short line), or undefined when it has none: a text item names itself. */
export function itemName(item: unknown): string | undefined {
  const words =
    typeof item === 'string' || typeof item === 'number'
      ? String(item)
      : namingFields.map((key) => (item as Record<string, unknown> | null)?.[key]).find((value) => typeof value === 'string' && value.trim() !== '');
  if (typeof words !== 'string') return undefined;
  const line = words.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57).trimEnd()}…` : line;
}

/** "testimonials 2" with its name: "testimonials 2 (“Denials used to eat up our week…”)". */
export function namedItem(label: string, item: unknown): string {
  const name = itemName(item);
  return name ? `${label} (“${name}”)` : label;
}
