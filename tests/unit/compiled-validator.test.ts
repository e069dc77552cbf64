// The site schema's validator is compiled once and kept as code in a cache folder: the cached code checks what the
// compiled one checks (formats included), a damaged cache file is replaced, and a cache that cannot be written costs
// only the time.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compiledValidator } from '../../src/site/compiled-validator.ts';
import { readSchemas } from '../../src/site/schemas.ts';
import { ajvOptions } from '../../src/site/validate.ts';
import { fixtureText } from '../sites.ts';

const require = createRequire(import.meta.url);
const site = parse(fixtureText()) as { brand: { email: string; name: unknown } };
const withEmail = (email: string) => ({ ...site, brand: { ...site.brand, email } });
const withoutName = () => ({ ...site, brand: { ...site.brand, name: undefined } });

/** What a validator says of the real site, of one whose e-mail is not an address, and of one without the brand's name. */
function verdicts(validate: ValidateFunction) {
  return [validate(site), validate(withEmail('info at crestline')), validate(JSON.parse(JSON.stringify(withoutName())))];
}

describe('compiledValidator', () => {
  let folder: string;
  beforeEach(() => {
    // Inside the project, as the real cache is: the kept code requires Ajv's runtime from node_modules.
    mkdirSync('node_modules/.cache', { recursive: true });
    folder = mkdtempSync(join(process.cwd(), 'node_modules/.cache/site-validator-test-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('compiles the site schema, and keeps its code in the cache folder, which it makes, for the next run', () => {
    const cache = join(folder, 'node_modules', '.cache');
    const validate = compiledValidator(readSchemas(), ajvOptions, cache);
    expect(verdicts(validate)).toEqual([true, false, false]);
    const files = readdirSync(cache);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.cjs$/)]);
    // The kept code checks what the compiled validator checks, the e-mail's format included.
    expect(verdicts((require(join(cache, files[0])) as { default: ValidateFunction }).default)).toEqual([true, false, false]);
  });

  it('loads the validator from the cache when it holds one for these schemas and options', () => {
    compiledValidator(readSchemas(), ajvOptions, folder);
    const [file] = readdirSync(folder);
    writeFileSync(join(folder, file), 'module.exports.default = function cached() { return "from the cache"; };\n');
    expect(compiledValidator(readSchemas(), ajvOptions, folder)(site)).toBe('from the cache');
    // Other options are another validator.
    expect(compiledValidator(readSchemas(), { ...ajvOptions, allErrors: false }, folder)(site)).toBe(true);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('compiles other schemas into another validator, beside the first', () => {
    compiledValidator(readSchemas(), ajvOptions, folder);
    const schemas = readSchemas();
    const site = schemas.get('site.schema.json')!;
    schemas.set('site.schema.json', { ...site, description: `${site.description} (edited)` });
    expect(verdicts(compiledValidator(schemas, ajvOptions, folder))).toEqual([true, false, false]);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('compiles again and replaces a damaged cache file', () => {
    compiledValidator(readSchemas(), ajvOptions, folder);
    const [file] = readdirSync(folder);
    writeFileSync(join(folder, file), 'module.exports = {');
    expect(verdicts(compiledValidator(readSchemas(), ajvOptions, folder))).toEqual([true, false, false]);
    expect(readFileSync(join(folder, file), 'utf8')).toContain('module.exports');
    expect(verdicts((require(join(folder, file)) as { default: ValidateFunction }).default)).toEqual([true, false, false]);
  });

  it('still validates when the cache cannot be written', () => {
    const notAFolder = join(folder, 'file');
    writeFileSync(notAFolder, '');
    expect(verdicts(compiledValidator(readSchemas(), ajvOptions, join(notAFolder, 'cache')))).toEqual([true, false, false]);
  });
});
