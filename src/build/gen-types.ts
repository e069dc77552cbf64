// Generates src/model/types.generated.ts (and, through site-schema.ts and block-docs.ts, the block union of
// site.schema.json and docs/blocks.md) from schemas/: the schema is the one place a shape is written, and
// schemas/blocks/ the one list of block types. `npm run gen` rewrites all three; unit tests fail when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { readSchemas, schemasDir } from '../site/schemas.ts';
import { blockDocsFile, generateBlockDocs } from './block-docs.ts';
import { generateSiteSchema, siteSchemaFile } from './site-schema.ts';

export const generatedTypesFile = fileURLToPath(new URL('../model/types.generated.ts', import.meta.url));

const banner = `// Generated from schemas/ by \`npm run gen\`. Do not edit: change the schema and run the command again.`;

/** The TypeScript source generated from the current schemas. */
export async function generateTypes(): Promise<string> {
  const site = withoutRefDescriptions(structuredClone(readSchemas().get('site.schema.json')));
  return compile(site as Parameters<typeof compile>[0], 'Site', {
    cwd: schemasDir,
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    // Plain arrays: counts are the validator's business, and tuples make every .map awkward.
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
    // The block files are read through the same filter as site.schema.json, for the same reason.
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: /\.json$/,
          read: (file: { url: string }) => withoutRefDescriptions(JSON.parse(readFileSync(fileURLToPath(new URL(file.url, 'file://')), 'utf8'))),
        },
      },
    },
  });
}

/**
 * A `$ref` with its own description makes json-schema-to-typescript declare a copy of the target type per use
 * (Button1, Button2, ...). The generated types keep the target's name instead; editors still read the schema files,
 * descriptions and all.
 */
function withoutRefDescriptions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRefDescriptions);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).filter(([key]) => !(key === 'description' && '$ref' in schema));
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutRefDescriptions(value)]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // First: the types and the docs are generated from the block union this writes.
  writeFileSync(siteSchemaFile, generateSiteSchema());
  console.log(`wrote ${siteSchemaFile}`);
  writeFileSync(generatedTypesFile, await generateTypes());
  console.log(`wrote ${generatedTypesFile}`);
  writeFileSync(blockDocsFile, generateBlockDocs());
  console.log(`wrote ${blockDocsFile}`);
}
