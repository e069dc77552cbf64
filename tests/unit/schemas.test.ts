// Reading schemas/ and walking it: which block types there are, where a $ref leads, which description a field has
// (what a message's hint and the editor's form show), and a schema with its $refs written out for the form.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemaTypes, blockTypes, dereference, describeField, type JsonSchema, readSchemas, resolveRef } from '../../src/site/schemas.ts';

/** A small site schema: a text type, two block types told apart by `type`, and a map of clients. */
const schemas = new Map<string, JsonSchema>([
  [
    'site.schema.json',
    {
      description: 'The site.',
      properties: {
        blocks: { description: 'The blocks.', type: 'array', items: { $ref: '#/$defs/block' } },
        clients: { description: 'The clients.', type: 'object', additionalProperties: { $ref: '#/$defs/client' } },
        motto: { $ref: 'common.schema.json#/$defs/text' },
        title: { $ref: 'common.schema.json#/$defs/text', description: 'The title, in a few words.' },
      },
      $defs: {
        block: { oneOf: [{ $ref: 'blocks/note.schema.json' }, { $ref: 'blocks/hero.schema.json' }], discriminator: { propertyName: 'type' } },
        client: { description: 'One client.', properties: { name: { description: "The client's name." } } },
      },
    },
  ],
  ['common.schema.json', { $defs: { text: { type: 'string', description: 'A text.' } } }],
  ['blocks/hero.schema.json', { properties: { type: { const: 'hero' }, heading: { $ref: '../common.schema.json#/$defs/text', description: 'The promise.' } } }],
  ['blocks/note.schema.json', { properties: { type: { const: 'note' }, text: { $ref: '../common.schema.json#/$defs/text' } } }],
]);

describe('the block types', () => {
  it('are the files of schemas/blocks, sorted, and the ones the site schema lists, in its order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    mkdirSync(join(dir, 'blocks'));
    for (const file of ['stats.schema.json', 'hero.schema.json', 'README.md']) writeFileSync(join(dir, 'blocks', file), '{}');
    for (const file of ['site.schema.json', 'common.schema.json']) writeFileSync(join(dir, file), '{"description":"x"}');
    expect(blockSchemaTypes(dir)).toEqual(['hero', 'stats']);
    expect([...readSchemas(dir).keys()]).toEqual(['site.schema.json', 'common.schema.json', 'blocks/hero.schema.json', 'blocks/stats.schema.json']);
    expect(blockTypes(schemas)).toEqual(['note', 'hero']);
    // The real schemas list every file of schemas/blocks.
    expect(blockTypes(readSchemas()).sort()).toEqual(blockSchemaTypes());
  });
});

describe('resolveRef', () => {
  it('follows a $ref within its file, to another file, and up from blocks/; and finds nothing where there is nothing', () => {
    expect(resolveRef(schemas, 'site.schema.json', '#/$defs/client')?.schema.description).toBe('One client.');
    expect(resolveRef(schemas, 'site.schema.json', 'common.schema.json#/$defs/text')).toEqual({
      id: 'common.schema.json',
      schema: { type: 'string', description: 'A text.' },
    });
    expect(resolveRef(schemas, 'blocks/hero.schema.json', '../common.schema.json#/$defs/text')?.id).toBe('common.schema.json');
    expect(resolveRef(schemas, 'site.schema.json', 'blocks/hero.schema.json')?.id).toBe('blocks/hero.schema.json');
    expect(resolveRef(schemas, 'site.schema.json', '#/$defs/nothing')).toBeUndefined();
    expect(resolveRef(schemas, 'site.schema.json', 'missing.schema.json')).toBeUndefined();
  });
});

describe('the block types, more', () => {
  it('are sorted, whatever order the files were written in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    mkdirSync(join(dir, 'blocks'));
    const names = ['kilo', 'alpha', 'hotel', 'echo', 'lima', 'bravo', 'golf', 'delta', 'juliet', 'charlie', 'india', 'foxtrot'];
    for (const name of names) writeFileSync(join(dir, 'blocks', `${name}.schema.json`), '{}');
    expect(blockSchemaTypes(dir)).toEqual([...names].sort());
  });

  it('the site schema lists are those its branches lead to, written in its file or in their own', () => {
    const union = new Map<string, JsonSchema>([
      [
        'site.schema.json',
        {
          $defs: {
            block: {
              oneOf: [
                { $ref: '#/$defs/inline' },
                { $ref: '#/$defs/nothing' },
                { $ref: '#/$defs/bare' },
                { $ref: '#/$defs/untyped' },
                { $ref: 'blocks/hero.schema.json' },
              ],
            },
            inline: { properties: { type: { const: 'inline' } } },
            bare: {},
            untyped: { properties: { text: {} } },
          },
        },
      ],
      ['blocks/hero.schema.json', { properties: { type: { const: 'hero' } } }],
    ]);
    expect(blockTypes(union)).toEqual(['inline', 'hero']);
  });
});

describe('resolveRef, to a whole file', () => {
  it('gives the whole file for a $ref with an empty pointer', () => {
    expect(resolveRef(schemas, 'site.schema.json', 'common.schema.json#')?.schema).toBe(schemas.get('common.schema.json'));
    expect(resolveRef(schemas, 'site.schema.json', 'common.schema.json#/')?.schema).toBe(schemas.get('common.schema.json'));
  });
});

describe('resolveRef, past a part that is not there', () => {
  it('finds nothing, without failing', () => {
    expect(resolveRef(schemas, 'site.schema.json', '#/$defs/nothing/deeper')).toBeUndefined();
    expect(resolveRef(schemas, 'site.schema.json', 'missing.schema.json#/$defs/text')).toBeUndefined();
  });
});

describe('describeField, where the schemas lead nowhere', () => {
  it('gives nothing, without failing, when there is no site schema', () => {
    expect(describeField(new Map(), {}, [])).toBeUndefined();
    expect(describeField(new Map(), {}, ['title'])).toBeUndefined();
  });

  it('keeps the words met before a $ref that leads nowhere', () => {
    const broken = new Map<string, JsonSchema>([['site.schema.json', { properties: { a: { $ref: '#/$defs/nothing', description: 'Own words.' } } }]]);
    expect(describeField(broken, {}, ['a'])).toBe('Own words.');
  });

  it('finds the block its type names past branches that lead nowhere or name no type, and follows no oneOf without a discriminator', () => {
    const union = new Map<string, JsonSchema>([
      [
        'site.schema.json',
        {
          properties: {
            blocks: {
              items: {
                oneOf: [{ $ref: '#/$defs/nothing' }, { $ref: '#/$defs/bare' }, { $ref: '#/$defs/untyped' }, { $ref: '#/$defs/note' }],
                discriminator: { propertyName: 'type' },
              },
            },
            either: { oneOf: [{ $ref: '#/$defs/note' }], description: 'One of a few.' },
          },
          $defs: {
            bare: { description: 'No fields.' },
            untyped: { properties: { text: { description: 'Not this one.' } } },
            note: { properties: { type: { const: 'note' }, text: { description: "The note's text." } } },
          },
        },
      ],
    ]);
    expect(describeField(union, { blocks: [{ type: 'note' }] }, ['blocks', 0, 'text'])).toBe("The note's text.");
    expect(describeField(union, { either: { type: 'note' } }, ['either'])).toBe('One of a few.');
    expect(describeField(union, { either: { type: 'note' } }, ['either', 'text'])).toBeUndefined();
  });

  it('follows at most 10 $refs in a row', () => {
    // p -> a0 -> a1 -> … -> a<n>, only the last with words: n + 1 $refs from the property.
    const chain = (n: number) => {
      const defs = Object.fromEntries(Array.from({ length: n }, (_, i): [string, JsonSchema] => [`a${i}`, { $ref: `#/$defs/a${i + 1}` }]));
      defs[`a${n}`] = { description: 'At the end.' };
      return new Map<string, JsonSchema>([['site.schema.json', { properties: { p: { $ref: '#/$defs/a0' } }, $defs: defs }]]);
    };
    expect(describeField(chain(9), {}, ['p'])).toBe('At the end.');
    expect(describeField(chain(10), {}, ['p'])).toBeUndefined();
  });
});

describe('describeField', () => {
  const data = { blocks: [{ type: 'note' }, { type: 'hero' }, { type: 'unknown' }], clients: { acme: { name: 'Acme' } } };

  it("gives the field's own description, else its type's", () => {
    expect(describeField(schemas, data, [])).toBe('The site.');
    expect(describeField(schemas, data, ['title'])).toBe('The title, in a few words.');
    expect(describeField(schemas, data, ['motto'])).toBe('A text.');
  });

  it("follows a list's items to the block its type names, and a map's entries", () => {
    expect(describeField(schemas, data, ['blocks'])).toBe('The blocks.');
    expect(describeField(schemas, data, ['blocks', 0, 'text'])).toBe('A text.');
    expect(describeField(schemas, data, ['blocks', 1, 'heading'])).toBe('The promise.');
    expect(describeField(schemas, data, ['clients', 'acme'])).toBe('One client.');
    expect(describeField(schemas, data, ['clients', 'acme', 'name'])).toBe("The client's name.");
  });

  it('gives nothing for a block of an unknown type, or a field no schema has', () => {
    expect(describeField(schemas, data, ['blocks', 2, 'text'])).toBeUndefined();
    expect(describeField(schemas, data, ['nothing', 'deeper'])).toBeUndefined();
  });

  it('stops following a $ref that leads back to itself', () => {
    const loop = new Map<string, JsonSchema>([['site.schema.json', { properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { $ref: '#/$defs/a' } } }]]);
    expect(describeField(loop, {}, ['a'])).toBeUndefined();
  });
});

describe('dereference', () => {
  it("writes out every $ref, in properties, items and the block union, the field's own words winning", () => {
    const site = dereference(schemas, 'site.schema.json', schemas.get('site.schema.json')!);
    expect(site.properties?.title).toEqual({ type: 'string', description: 'The title, in a few words.' });
    expect(site.properties?.motto).toEqual({ type: 'string', description: 'A text.' });
    expect((site.properties?.blocks.items?.oneOf ?? []).map((branch) => branch.properties?.type)).toEqual([{ const: 'note' }, { const: 'hero' }]);
    expect(site.properties?.blocks.items?.oneOf?.[1].properties?.heading).toEqual({ type: 'string', description: 'The promise.' });
  });

  it('keeps a $ref that leads nowhere, and stops a schema that contains itself', () => {
    expect(dereference(schemas, 'site.schema.json', { $ref: '#/$defs/nothing' })).toEqual({ $ref: '#/$defs/nothing' });
    const tree = new Map<string, JsonSchema>([['t.json', { $defs: { node: { properties: { child: { $ref: '#/$defs/node' } } } } }]]);
    let node = dereference(tree, 't.json', { $ref: '#/$defs/node' });
    let depth = 0;
    while (node.properties?.child) {
      node = node.properties.child;
      depth++;
    }
    // Written out 20 levels below the top; the 21st is left empty.
    expect([depth, node]).toEqual([21, {}]);
  });
});
