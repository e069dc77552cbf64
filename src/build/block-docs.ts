// Writes docs/blocks.md, the reference of every block type, from schemas/ and each schema's example (its `examples`,
// tested to be valid and to render): the schemas stay the one place a field is described. It does not read site.yaml,
// so editing the site never makes it stale. `npm run gen` rewrites it; a unit test fails when it is stale.
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { blockTypes, readSchemas, resolveRef, type JsonSchema } from '../site/schemas.ts';

export const blockDocsFile = fileURLToPath(new URL('../../docs/blocks.md', import.meta.url));

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** One block type as the reference and the dev server's gallery (/__blocks) show it. */
export interface BlockReference {
  type: string;
  description: string;
  fields: Field[];
  /** Its schema's first example. */
  example: unknown;
  /** The example as site.yaml would write it, in a page's list of blocks. */
  yaml: string;
}

/** Every block type, in the order site.schema.json lists them. */
export function blockReference(): BlockReference[] {
  const schemas = readSchemas();
  const branches = schemas.get('site.schema.json')?.$defs?.block?.oneOf ?? [];
  const types = blockTypes(schemas);
  return branches.map((branch, i) => {
    const { id, schema } = resolveRef(schemas, 'site.schema.json', branch.$ref ?? '')!;
    const [example] = (schema.examples as unknown[] | undefined) ?? [];
    const fields = fieldsOf(schemas, id, schema, '').filter((field) => field.name !== 'type');
    return { type: types[i], description: schema.description ?? '', fields, example, yaml: stringify([example], { lineWidth: 0 }).trimEnd() };
  });
}

/** The Markdown reference of every block type, in the order site.schema.json lists them. */
export function generateBlockDocs(): string {
  const blocks = blockReference();
  const types = blocks.map((block) => block.type);
  const sections = blocks.map(({ type, description, fields, yaml }) =>
    [
      `## ${type}`,
      '',
      description,
      '',
      '| Field | Type | Required | What it is |',
      '|---|---|---|---|',
      ...fields.map((f) => `| \`${f.name}\` | ${f.type} | ${f.required ? 'yes' : ''} | ${f.description.replace(/\|/g, '\\|')} |`),
      '',
      'Example (the words are placeholders; see `site.yaml` for real ones):',
      '',
      '```yaml',
      yaml,
      '```',
    ].join('\n'),
  );
  return [
    '# Blocks',
    '',
    'Generated from `schemas/` by `npm run gen`; do not edit. Every page under `pages:` in `site.yaml` is a list of',
    'blocks, top to bottom. Each block starts with `type:` and takes the fields below.',
    '',
    types.map((type) => `[${type}](#${type.toLowerCase()})`).join(' · '),
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

/** The fields of an object schema, nested ones as `cards[].title`. */
function fieldsOf(schemas: Map<string, JsonSchema>, id: string, schema: JsonSchema, prefix: string, depth = 0): Field[] {
  const resolved = follow(schemas, id, schema);
  return Object.entries(resolved.schema.properties ?? {}).flatMap(([name, property]) => {
    const target = follow(schemas, resolved.id, property);
    const required = (resolved.schema.required ?? []).includes(name);
    const field: Field = {
      name: `${prefix}${name}`,
      type: typeName(schemas, target.id, target.schema),
      required,
      description: property.description ?? target.schema.description ?? '',
    };
    const item = target.schema.type === 'array' && target.schema.items ? follow(schemas, target.id, target.schema.items) : undefined;
    const nested = item?.schema.properties ? item : target.schema.properties ? target : undefined;
    if (!nested || depth >= 2) return [field];
    return [field, ...fieldsOf(schemas, nested.id, nested.schema, `${prefix}${name}${item ? '[]' : ''}.`, depth + 1)];
  });
}

function follow(schemas: Map<string, JsonSchema>, id: string, schema: JsonSchema): { id: string; schema: JsonSchema } {
  let current = { id, schema };
  for (let hops = 0; current.schema.$ref && hops < 10; hops++) current = resolveRef(schemas, current.id, current.schema.$ref) ?? current;
  return current;
}

function typeName(schemas: Map<string, JsonSchema>, id: string, schema: JsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (schema.const !== undefined) return `\`${String(schema.const)}\``;
  if (schema.type === 'array') {
    const item = schema.items ? follow(schemas, id, schema.items) : undefined;
    return `list of ${item ? typeName(schemas, item.id, item.schema) : 'anything'}`;
  }
  if (schema.type === 'object') return schema.title ? `group (${schema.title})` : 'group';
  if (schema.type === 'string') return schema.format === 'date' ? 'date (2026-11-01)' : schema.pattern ? 'text (a set form)' : 'text';
  if (schema.type === 'integer') return 'whole number';
  if (schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'true or false';
  return schema.title ?? 'value';
}
