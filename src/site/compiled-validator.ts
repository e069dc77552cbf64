// Ajv compiles the site schema into code in about a third of a second, every run. That code depends only on the
// schemas and Ajv's version, so it is kept in node_modules/.cache after the first run (named by a hash of both)
// and loaded from there: `npm run validate` then answers in well under a second. A cache that cannot be written
// (a read-only disk) costs only the time.
import Ajv2020, { _, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from './schemas.ts';

const require = createRequire(import.meta.url);
const siteCacheDir = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/site-validator/');

/** An Ajv that knows what the schemas use: the formats, every schema of schemas/, and this project's own keyword. */
export function siteAjv(schemas: Map<string, JsonSchema>, options: Options): Ajv2020 {
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  // An annotation Ajv leaves alone: the placeholders a text may use besides the brand's (schemas.ts, check.ts).
  ajv.addKeyword('placeholders');
  // Every schema, for the others' $refs.
  ajv.addSchema([...schemas.values()]);
  return ajv;
}

/** The site schema's validator, from the cache when it holds one for these schemas and options. */
export function compiledValidator(schemas: Map<string, JsonSchema>, options: Options, cacheDir = siteCacheDir): ValidateFunction {
  const ajvVersion = (JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([ajvVersion, options, [...schemas]]))
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `${key}.cjs`);
  try {
    return (require(file) as { default: ValidateFunction }).default;
  } catch {
    // No cache file yet, or a damaged one: compile below, and write it.
  }
  const ajv = siteAjv(schemas, { ...options, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  // The site's schema is compiled as it was added (Ajv keeps each schema once).
  const validate = ajv.compile(schemas.get('site.schema.json')!);
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, standaloneCode(ajv, validate));
    renameSync(temporary, file);
  } catch {
    // No cache this time.
  }
  return validate;
}
