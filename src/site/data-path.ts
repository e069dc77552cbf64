// A place inside the site's data (["pages", 2, "blocks", 0, "heading"]) and the value there: plain data, no YAML, so
// the dev server's edit panel in the browser uses them too.

export type DataPath = readonly (string | number)[];

/** The value at `path` inside plain data, or undefined where the data does not go that far. */
export function getIn(data: unknown, path: DataPath): unknown {
  let value = data;
  for (const seg of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[seg];
  }
  return value;
}
