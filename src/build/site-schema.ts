// Writes the block union of schemas/site.schema.json ($defs.block.oneOf) from the files of schemas/blocks/: adding
// a block type is adding its schema file, never editing a list. Only that array is rewritten; every other byte of
// the file stays as it was written. `npm run gen` rewrites it; a unit test fails when it is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSeq, parseDocument } from 'yaml';
import { blockSchemaTypes, schemasDir } from '../site/schemas.ts';

export const siteSchemaFile = join(schemasDir, 'site.schema.json');

/** The text of site.schema.json with its block union listing every schema of schemas/blocks/, in sorted order. */
export function generateSiteSchema(text = readFileSync(siteSchemaFile, 'utf8')): string {
  // JSON is YAML, and yaml's parser keeps where each node starts and ends in the text.
  const union = parseDocument(text).getIn(['$defs', 'block', 'oneOf'], true);
  if (!isSeq(union) || !union.range) throw new Error(`${siteSchemaFile}: $defs.block.oneOf should be a list`);
  const [start, end] = union.range;
  const indent = /^ */.exec(text.slice(text.lastIndexOf('\n', start) + 1))![0];
  const refs = blockSchemaTypes().map((type) => ({ $ref: `blocks/${type}.schema.json` }));
  return text.slice(0, start) + JSON.stringify(refs, null, 2).replaceAll('\n', `\n${indent}`) + text.slice(end);
}
