// Checks site data against schemas/ with Ajv and turns each Ajv error into one SiteProblem in plain words.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { compiledValidator } from './compiled-validator.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { blockTypes, describeField, readSchemas, type JsonSchema } from './schemas.ts';
import { pointerToPath, type Locator } from './locate.ts';
import { suggest } from './suggest.ts';
import { excerpt, printable } from './quote.ts';

/** The Ajv options, in one place: every error (not just the first), one error per bad block via the discriminator. */
export const ajvOptions = { allErrors: true, discriminator: true, strict: true, verbose: true } as const;

let compiled: { validate: ValidateFunction; schemas: Map<string, JsonSchema>; types: string[] } | undefined;

/** The schemas compiled once a process: the editor's server and the language server validate on every change. */
function validator() {
  if (!compiled) {
    const schemas = readSchemas();
    compiled = { validate: compiledValidator(schemas, ajvOptions), schemas, types: blockTypes(schemas) };
  }
  return compiled;
}

/** The schemas of schemas/, read once a process (as they are compiled). */
export const siteSchemas = () => validator().schemas;

/** Validates plain site data against schemas/; returns one problem per Ajv error that means something to an editor. */
export function validateSite(data: unknown, file: string, locator: Locator): SiteProblem[] {
  const { validate, schemas, types } = validator();
  if (validate(data)) return [];
  const errors = validate.errors!;
  // Stryker disable next-line MethodExpression,ConditionalExpression: another error has no additionalProperty, and the key "undefined" it would give is missing nowhere and near no field of schemas/
  const unknownKeys = errors.filter((e) => e.keyword === 'additionalProperties');
  // Where a field is missing ("path/field"): the error of a required field, or of one that goes with another.
  const missingAt = (e: ErrorObject) => (e.params.missingProperty === undefined ? undefined : `${e.instancePath}/${String(e.params.missingProperty)}`);
  // A misspelled key ("bulets"), or one written without the space after its colon in a one-line map
  // ({ href:/contact } reads as the key "href:/contact"), also makes its right spelling missing: say it once.
  const allowedKeys = (e: ErrorObject) => Object.keys((e.parentSchema as JsonSchema).properties ?? {});
  const typoFor = new Set<string | undefined>(
    unknownKeys.map((e) => {
      const key = String(e.params.additionalProperty);
      return `${e.instancePath}/${runOnKey(key, allowedKeys(e))?.name ?? suggest(key, allowedKeys(e))}`;
    }),
  );
  // A field indented one level off is unknown where it landed and missing where it belongs (a block inside the
  // page it moved to, or the other way round): say it once, at the field, with where it belongs.
  const related = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  const homeOf = (unknown: ErrorObject) =>
    errors.find((e) => e.params.missingProperty === unknown.params.additionalProperty && related(e.instancePath, unknown.instancePath));
  const movedAway = new Set(unknownKeys.map(homeOf));
  return errors
    .filter((e) => !typoFor.has(missingAt(e)) && !movedAway.has(e))
    .map(toProblem)
    .filter((p): p is SiteProblem => p !== undefined);

  function toProblem(error: ErrorObject): SiteProblem | undefined {
    const path = pointerToPath(error.instancePath);
    const describe = () => describeField(schemas, data, path);
    const base = { file, where: locator.where(path, data), ...locator.at(path) };
    const params = error.params as Record<string, unknown>;
    const value = error.data;
    switch (error.keyword) {
      case 'additionalProperties': {
        const key = String(params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as JsonSchema).properties ?? {});
        const home = homeOf(error);
        if (home) {
          const belongs = locator.where(pointerToPath(home.instancePath), data);
          return {
            ...base,
            ...locator.keyAt(path, key),
            code: 'misplacedKey',
            message: catalogue.misplacedKey.message({ key }),
            hint: catalogue.misplacedKey.hint({ belongs }),
          };
        }
        const runOn = runOnKey(key, allowed);
        if (runOn) {
          const at = locator.keyAt(path, key);
          const { name } = runOn;
          return runOn.spaceMissing
            ? {
                ...base,
                line: at.line,
                column: at.column + name.length + 1,
                code: 'yamlMissingSpace',
                message: catalogue.yamlMissingSpace.message({ key: name }),
                hint: catalogue.yamlMissingSpace.hint({ key: name }),
              }
            : {
                ...base,
                line: at.line,
                column: at.column + name.length,
                code: 'yamlMissingColon',
                message: catalogue.yamlMissingColon.message({ key: name }),
                hint: catalogue.yamlMissingColon.hint({ key: name }),
              };
        }
        const suggestion = suggest(key, allowed);
        return {
          ...base,
          ...locator.keyAt(path, key),
          code: 'unknownKey',
          message: catalogue.unknownKey.message({ key }),
          hint: catalogue.unknownKey.hint({ suggestion, allowed }),
        };
      }
      case 'required': {
        const key = String(params.missingProperty);
        // (A field required by an if/else branch is described where the object's own fields are.)
        const description = describeField(schemas, data, [...path, key]);
        return { ...base, code: 'missingField', message: catalogue.missingField.message({ key }), hint: catalogue.missingField.hint({ description }) };
      }
      case 'discriminator': {
        // Ajv's discriminator says "tag" of a type that is not text (or not there), "mapping" of a text no schema has.
        const tagValue = params.tagValue;
        if (typeof tagValue === 'string') {
          return {
            ...base,
            ...locator.at([...path, 'type']),
            code: 'unknownBlockType',
            message: catalogue.unknownBlockType.message({ value: tagValue }),
            hint: catalogue.unknownBlockType.hint({ suggestion: suggest(tagValue, types), allowed: types }),
          };
        }
        return { ...base, code: 'missingBlockType', message: catalogue.missingBlockType.message(), hint: catalogue.missingBlockType.hint({ allowed: types }) };
      }
      case 'type': {
        const empty = locator.emptyAt(path);
        // The field's name, or, for a list's item, none: what the value follows on its line is `name: ` or `- `.
        const last = path.at(-1);
        const key = typeof last === 'string' ? last : undefined;
        const lead = key === undefined ? '- ' : `${key}: `;
        // `heading: #1 in billing`: YAML read the text as a comment.
        if (empty?.written === 'comment') {
          const text = `#${empty.comment}`.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
          return {
            ...base,
            code: 'yamlQuoteNeeded',
            message: catalogue.yamlQuoteNeeded.message({ start: '#' }),
            hint: catalogue.yamlQuoteNeeded.hint({ key: lead, text: text.length <= 60 ? text : undefined, hasQuote: text.includes('"') }),
          };
        }
        if (empty?.written === 'nothing')
          return {
            ...base,
            code: 'emptyValue',
            message: catalogue.emptyValue.message({ key }),
            hint: catalogue.emptyValue.hint({ key, description: describe() }),
          };
        // YAML reads true, null and 80202 as other things than text: quoting them is the fix.
        const quote =
          params.type === 'string' && (value === null || typeof value === 'number' || typeof value === 'boolean') ? `"${String(value)}"` : undefined;
        return {
          ...base,
          code: 'wrongType',
          message: catalogue.wrongType.message({ expected: kindName(String(params.type)), actual: kindOf(value) }),
          hint: catalogue.wrongType.hint({ description: describe(), quote }),
        };
      }
      case 'minProperties':
        // The clients: at least one, by name.
        return {
          ...base,
          code: 'tooFew',
          message: catalogue.tooFew.message({ min: Number(params.limit), actual: Object.keys(value as object).length }),
          hint: catalogue.tooFew.hint({ description: describe() }),
        };
      case 'minItems':
      case 'maxItems': {
        const schema = error.parentSchema as JsonSchema;
        const actual = Array.isArray(value) ? value.length : 0;
        const description = describe();
        if (schema.minItems === schema.maxItems)
          return {
            ...base,
            code: 'exactCount',
            message: catalogue.exactCount.message({ expected: Number(schema.minItems), actual }),
            hint: catalogue.exactCount.hint({ description }),
          };
        if (error.keyword === 'minItems')
          return {
            ...base,
            code: 'tooFew',
            message: catalogue.tooFew.message({ min: Number(params.limit), actual }),
            hint: catalogue.tooFew.hint({ description }),
          };
        return {
          ...base,
          code: 'tooMany',
          message: catalogue.tooMany.message({ max: Number(params.limit), actual }),
          hint: catalogue.tooMany.hint({ description }),
        };
      }
      // (No const of schemas/ is reported: each is a block's type, answered by the discriminator, or in an if, which
      // reports nothing. One a schema reports later is said in the validator's own words, at the end.)
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map(String);
        return {
          ...base,
          code: 'notAllowedValue',
          message: catalogue.notAllowedValue.message({ value: quoted(value) }),
          hint: catalogue.notAllowedValue.hint({ suggestion: suggest(String(value), allowed), allowed }),
        };
      }
      case 'pattern':
      case 'format':
        return {
          ...base,
          code: 'badForm',
          message: catalogue.badForm.message({ value: quoted(value) }),
          hint: catalogue.badForm.hint({ description: describe() }),
        };
      case 'minLength':
        return { ...base, code: 'emptyText', message: catalogue.emptyText.message(), hint: catalogue.emptyText.hint({ description: describe() }) };
      case 'maxLength':
        return {
          ...base,
          code: 'tooLong',
          message: catalogue.tooLong.message({ length: [...String(value)].length, limit: Number(params.limit) }),
          hint: catalogue.tooLong.hint({ description: describe() }),
        };
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
        return {
          ...base,
          code: 'outOfRange',
          message: catalogue.outOfRange.message({ value: Number(value), bound: `${params.comparison} ${params.limit}` }),
          hint: catalogue.outOfRange.hint({ description: describe() }),
        };
      case 'uniqueItems':
        return {
          ...base,
          code: 'repeatedItem',
          // Ajv names the two places in either order: the message counts from the first.
          message: catalogue.repeatedItem.message({
            first: Math.min(Number(params.i), Number(params.j)) + 1,
            second: Math.max(Number(params.i), Number(params.j)) + 1,
            line: locator.at([...path, Math.min(Number(params.i), Number(params.j))]).line,
          }),
          hint: '',
        };
      case 'not': {
        // dependentSchemas: { key: { description, not: { required } } } (or anyOf several required): fields that
        // cannot be written beside `key`, said at the first of them, with the description saying what to do.
        // Each not of schemas/ is such a one (pinned in site-validate-rules.test.ts), and fails only when one of its
        // fields is there.
        const key = error.schemaPath.split('/').at(-2)!;
        const excluded = requiredKeys(error.schema as JsonSchema).filter((field) => Object.hasOwn(value as object, field));
        return {
          ...base,
          ...locator.keyAt(path, excluded[0]),
          code: 'conflictingFields',
          message: catalogue.conflictingFields.message({ key, others: excluded }),
          hint: catalogue.conflictingFields.hint({ description: (error.parentSchema as JsonSchema).description }),
        };
      }
      case 'dependentRequired': {
        // `before:` without `after:`: said at the field that asks for the other.
        const key = String(params.missingProperty);
        return {
          ...base,
          ...locator.keyAt(path, String(params.property)),
          code: 'missingWith',
          message: catalogue.missingWith.message({ key, with: String(params.property) }),
          hint: catalogue.missingWith.hint({ description: describeField(schemas, data, [...path, key]) }),
        };
      }
      // "must match the else schema": the else branch's own error (a missing field) says what is wrong;
      // "property name must be valid": the name's own error (its pattern) says what is wrong.
      case 'if':
      case 'propertyNames':
        return undefined;
    }
    // No keyword of schemas/ comes here (each has its case above, and the block union's oneOf answers with its
    // discriminator's error): this is for a keyword a schema may use later, in the validator's own words.
    // Stryker disable next-line all: no input reaches it with the schemas of now
    return { ...base, code: 'other', message: catalogue.other.message({ detail: error.message ?? error.keyword }), hint: '' };
  }
}

/** The fields a schema requires, directly or in any branch of its anyOf. */
function requiredKeys(schema: JsonSchema): string[] {
  const branches = (schema.anyOf ?? []) as JsonSchema[];
  // Stryker disable next-line ArrayDeclaration: a name that is no field of the value is left out where this is used
  return [...(schema.required ?? []), ...branches.flatMap(requiredKeys)];
}

const kindNames: Record<string, string> = {
  array: 'a list',
  object: 'a group of fields',
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'empty',
};

/**
 * An allowed key run into its value, which YAML read as one key: `href:/contact` (no space after the colon, in a
 * one-line map) or `description "Search {brand}` (no colon, before a text that has one).
 */
function runOnKey(key: string, allowed: readonly string[]): { name: string; spaceMissing: boolean } | undefined {
  const match = /^([A-Za-z]\w*)(:(?=\S)| )/.exec(key);
  if (!match || !allowed.includes(match[1])) return undefined;
  return { name: match[1], spaceMissing: match[2] === ':' };
}

/** A type of JSON Schema in words (each type of schemas/ is one name: none is a list of them). */
const kindName = (type: string): string => kindNames[type] ?? type;

/** A value as a message shows it: quoted as written, or, for nothing, a list or a group of fields, what it is. */
function quoted(value: unknown): string {
  return typeof value === 'object' ? kindOf(value) : `"${excerpt(String(value))}"`;
}

/** What a value of the data is, in words: the data is YAML read as JSON, so null, a list, a map, text, a number or true/false. */
function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `text ("${printable(value.length > 40 ? `${value.slice(0, 40)}…` : value)}")`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
}
