// Reads the JSON Schemas of schemas/ and walks them along a data path, so messages can quote a field's description.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { DataPath } from './locate.ts';
import { getIn } from './data-path.ts';

// From this file's own path (no URL object: under a test's jsdom, URL is jsdom's, which reads file: as a web address).
export const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '../../schemas/');

/** A JSON Schema object as read from disk; only the keywords this project uses are named. */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  discriminator?: { propertyName: string };
  $defs?: Record<string, JsonSchema>;
  /** The names a text may use besides the brand's, which the site fills in ({practice}, {year}): this project's keyword. */
  placeholders?: string[];
  [keyword: string]: unknown;
}

/**
 * The block types, one per file schemas/blocks/<type>.schema.json, in sorted order: the one list of them.
 * npm run gen writes it into site.schema.json's block union; tests compare the messages that list it against it.
 */
export function blockSchemaTypes(dir = schemasDir): string[] {
  const suffix = '.schema.json';
  const types = readdirSync(join(dir, 'blocks'))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));
  // Stryker disable next-line MethodExpression: Node lists a folder sorted already on Linux and macOS (libuv's scandir); not on every system
  return types.sort();
}

/** Every schema file under schemas/, keyed by its $id (e.g. "blocks/hero.schema.json"). */
export function readSchemas(dir = schemasDir): Map<string, JsonSchema> {
  const files = ['site.schema.json', 'common.schema.json', ...blockSchemaTypes(dir).map((type) => `blocks/${type}.schema.json`)];
  return new Map(files.map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema]));
}

/** The block types declared by the schemas, in the order site.schema.json lists them. */
export function blockTypes(schemas: Map<string, JsonSchema>): string[] {
  // Every branch of the union is a $ref to a block's file (npm run gen writes them); one that leads to no block
  // type names none.
  const branches = schemas.get('site.schema.json')!.$defs!.block.oneOf!;
  return branches.flatMap((branch) => {
    const type = resolveRef(schemas, 'site.schema.json', branch.$ref!)?.schema.properties?.type?.const;
    return typeof type === 'string' ? [type] : [];
  });
}

export function resolveRef(schemas: Map<string, JsonSchema>, baseId: string, ref: string): { id: string; schema: JsonSchema } | undefined {
  const url = new URL(ref, `file:///schemas/${baseId}`);
  // Stryker disable next-line Regex: a $ref out of schemas/ names no schema, cut or not
  const id = url.pathname.replace(/^\/schemas\//, '');
  let schema: unknown = schemas.get(id);
  // The pointer after the # ("/$defs/text"), part by part.
  for (const part of url.hash.slice(1).split('/').filter(Boolean)) schema = (schema as Record<string, unknown> | undefined)?.[part];
  return schema ? { id, schema: schema as JsonSchema } : undefined;
}

/** What the schemas say of the field at `path`: the first description and placeholders met (the property's own win over its type's). */
export interface FieldFacts {
  description?: string;
  placeholders?: string[];
}

/** The facts of the field at `path` (see FieldFacts), or undefined for a path the schemas do not describe. */
export function fieldFacts(schemas: Map<string, JsonSchema>, data: unknown, path: DataPath): FieldFacts | undefined {
  let id = 'site.schema.json';
  let schema: JsonSchema | undefined = schemas.get(id);
  let facts: FieldFacts = {};
  // Follow $refs, keeping the first of each fact met at this level (the property's own wins over its type's).
  const follow = () => {
    facts = { description: schema?.description, placeholders: schema?.placeholders };
    for (let hops = 0; schema?.$ref && hops < 10; hops++) {
      const target = resolveRef(schemas, id, schema.$ref);
      if (!target) return;
      ({ id, schema } = target);
      facts.description ??= schema.description;
      facts.placeholders ??= schema.placeholders;
    }
  };
  follow();
  for (let i = 0; i < path.length && schema; i++) {
    const segment = path[i];
    if (schema.oneOf && schema.discriminator) {
      const tagName = schema.discriminator.propertyName;
      const tag = getIn(data, [...path.slice(0, i), tagName]);
      const match = schema.oneOf.map((b) => resolveRef(schemas, id, b.$ref!)).find((b) => b?.schema.properties?.[tagName]?.const === tag);
      if (!match) return undefined;
      ({ id, schema } = match);
    }
    // A map (clientResults.clients) describes each of its entries with additionalProperties.
    // Stryker disable next-line ConditionalExpression: true or false there has no words, like no schema
    const entry = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined;
    schema = typeof segment === 'number' ? schema.items : (schema.properties?.[segment] ?? entry);
    follow();
  }
  return schema ? facts : undefined;
}

/** The description an editor sees for the field at `path` (the property's own, else its type's). */
export function describeField(schemas: Map<string, JsonSchema>, data: unknown, path: DataPath): string | undefined {
  return fieldFacts(schemas, data, path)?.description;
}

/**
 * `schema` (of the file `id`) with every $ref replaced by what it points at, for a form built from it; a property's
 * own title and description win over its type's. `depth` bounds a schema that refers to itself.
 */
export function dereference(schemas: Map<string, JsonSchema>, id: string, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return {};
  let current = schema;
  let currentId = id;
  if (schema.$ref) {
    const target = resolveRef(schemas, id, schema.$ref);
    if (!target) return schema;
    const { $ref: _ref, ...own } = schema;
    current = { ...target.schema, ...own };
    currentId = target.id;
  }
  const inner = (value: JsonSchema) => dereference(schemas, currentId, value, depth + 1);
  return {
    ...current,
    ...(current.properties && { properties: Object.fromEntries(Object.entries(current.properties).map(([key, value]) => [key, inner(value)])) }),
    ...(current.items && { items: inner(current.items) }),
    ...(current.oneOf && { oneOf: current.oneOf.map(inner) }),
  };
}
