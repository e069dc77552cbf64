// The code of the modules the site plugin makes (site-plugin.ts), written from typed values: data is JSON, another
// module is an import. Every value from site.yaml lands as JSON inside a string literal and every module id as a
// string literal, so nothing in the site can become code.

/** A value in a made module. */
export type ModuleValue =
  | { kind: 'json'; value: unknown }
  /** The default export of the module `id`. */
  | { kind: 'imported'; id: string }
  /** A function fetching the module `id`: `() => import(id)`. */
  | { kind: 'loader'; id: string }
  /** A function fetching a module whose default export is `value`, already here: the same shape as a loader's. */
  | { kind: 'loaded'; value: ModuleValue }
  | { kind: 'object'; entries: Readonly<Record<string, ModuleValue>> }
  | { kind: 'array'; items: readonly ModuleValue[] };

export const json = (value: unknown): ModuleValue => ({ kind: 'json', value });
export const imported = (id: string): ModuleValue => ({ kind: 'imported', id });
export const loader = (id: string): ModuleValue => ({ kind: 'loader', id });
export const loaded = (value: ModuleValue): ModuleValue => ({ kind: 'loaded', value });
export const object = (entries: Readonly<Record<string, ModuleValue>>): ModuleValue => ({ kind: 'object', entries });
export const array = (items: readonly ModuleValue[]): ModuleValue => ({ kind: 'array', items });

/** An ES module exporting `exports` by name (`default` for its default export). */
export function moduleCode(exports: Readonly<Record<string, ModuleValue>>): string {
  const imports = new Map<string, string>();
  const expression = (value: ModuleValue): string => {
    // An object or an array of data only is one piece of data (one JSON.parse, not one per part).
    const data = value.kind === 'object' || value.kind === 'array' ? dataOf(value) : undefined;
    if (data) return jsonExpression(data.value);
    switch (value.kind) {
      case 'json':
        return jsonExpression(value.value);
      case 'imported': {
        if (!imports.has(value.id)) imports.set(value.id, `imported${imports.size}`);
        return imports.get(value.id)!;
      }
      case 'loader':
        return `() => import(${JSON.stringify(value.id)})`;
      case 'loaded':
        return `() => Promise.resolve({ default: ${expression(value.value)} })`;
      case 'object':
        return `{ ${Object.entries(value.entries)
          .map(([key, entry]) => `${JSON.stringify(key)}: ${expression(entry)}`)
          .join(', ')} }`;
      case 'array':
        return `[${value.items.map(expression).join(', ')}]`;
    }
  };
  const body = Object.entries(exports).map(([name, value]) => {
    if (name !== 'default' && !/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`not an export name: ${name}`);
    return name === 'default' ? `export default ${expression(value)};\n` : `export const ${name} = ${expression(value)};\n`;
  });
  const head = [...imports].map(([id, local]) => `import ${local} from ${JSON.stringify(id)};\n`);
  return [...head, ...body].join('');
}

/** The data `value` stands for, when nothing in it is code (an import or a loader). */
function dataOf(value: ModuleValue): { value: unknown } | undefined {
  switch (value.kind) {
    case 'json':
      return { value: value.value };
    case 'object': {
      const entries = Object.entries(value.entries).map(([key, entry]) => [key, dataOf(entry)] as const);
      return entries.every(([, entry]) => entry) ? { value: Object.fromEntries(entries.map(([key, entry]) => [key, entry!.value])) } : undefined;
    }
    case 'array': {
      const items = value.items.map(dataOf);
      return items.every((item) => item) ? { value: items.map((item) => item!.value) } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `value` as an expression: a primitive as its literal, an object or an array as JSON.parse of a string literal,
 * which the browser evaluates faster than the same object as code.
 */
function jsonExpression(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value);
  return typeof value === 'object' && value !== null ? `JSON.parse(${JSON.stringify(text)})` : text;
}
