// The shapes: generated types are current, every block type has a component, every property is described.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockDocsFile, generateBlockDocs } from '../../src/build/block-docs.ts';
import { generateTypes, generatedTypesFile } from '../../src/build/gen-types.ts';
import { generateSiteSchema, siteSchemaFile } from '../../src/build/site-schema.ts';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { blockSchemaTypes, blockTypes, readSchemas, type JsonSchema } from '../../src/site/schemas.ts';

/**
 * Keywords whose subschemas constrain the fields of the object they sit in (a stat names a figure or has a value,
 * not both) rather than declare a shape: their `properties` only mark the fields they require as that object's,
 * which Ajv's strictRequired asks for, and the fields are described and closed where the object declares them.
 */
const constraintKeywords = new Set(['if', 'then', 'else', 'not', 'dependentSchemas']);

describe('schemas and the code built on them', () => {
  it('has generated types that match the schemas (run npm run gen after changing a schema)', async () => {
    expect(readFileSync(generatedTypesFile, 'utf8')).toBe(await generateTypes());
  });

  it("lists every file of schemas/blocks/ in site.schema.json's block union (run npm run gen after adding one)", () => {
    expect(readFileSync(siteSchemaFile, 'utf8')).toBe(generateSiteSchema());
  });

  it('names each block schema file after the block type it declares', () => {
    const schemas = readSchemas();
    const declared = blockSchemaTypes().map((type) => schemas.get(`blocks/${type}.schema.json`)?.properties?.type?.const);
    expect(declared).toEqual(blockSchemaTypes());
  });

  it('has a block reference that matches the schemas and site.yaml (run npm run gen after changing either)', () => {
    expect(readFileSync(blockDocsFile, 'utf8')).toBe(generateBlockDocs());
  });

  it('has exactly one component per block type of the schemas', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(blockTypes(readSchemas()).sort());
  });

  it('describes every property, so editors can show help on hover', () => {
    const undescribed: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as JsonSchema;
      for (const [name, property] of Object.entries(node.properties ?? {})) {
        if (!property.description) undescribed.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(node)) if (typeof value === 'object' && !constraintKeywords.has(key)) visit(value, `${where}/${key}`);
    };
    for (const [id, schema] of readSchemas()) visit(schema, id);
    expect(undescribed).toEqual([]);
  });

  it('closes every object to unknown keys', () => {
    const open: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as JsonSchema;
      if (node.properties && node.additionalProperties !== false) open.push(where);
      for (const [key, value] of Object.entries(node)) if (typeof value === 'object' && !constraintKeywords.has(key)) visit(value, `${where}/${key}`);
    };
    for (const [id, schema] of readSchemas()) visit(schema, id);
    expect(open).toEqual([]);
  });
});
