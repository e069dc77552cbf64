// The site plugin's modules are written from typed values (module-code.ts): these import what it writes and read
// back the values, whatever the site's texts hold.
import { describe, expect, it } from 'vitest';
import { array, imported, json, loaded, loader, moduleCode, object } from '../../src/build/module-code.ts';

/** Imports `code` as a module. */
const moduleOf = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;
const load = (code: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ moduleOf(code));

// A template literal's placeholder, as a site's text may hold one.
const placeholder = ['`$', '{globalThis.hacked = 1}`'].join('');
const hostile = ['"); globalThis.hacked = 1; ("', placeholder, '</script><script>', '\u2028\u2029', "'\\", '\0'];

describe('moduleCode', () => {
  it('exports data as it was given, hostile texts included', async () => {
    const data = { texts: hostile, nested: { n: 1.5, yes: true, none: null }, [hostile[0]]: hostile[1] };
    const module = await load(moduleCode({ default: json(data), text: json(hostile[1]), count: json(3), missing: json(undefined) }));
    expect(module.default).toEqual(data);
    expect(module.text).toBe(hostile[1]);
    expect(module.count).toBe(3);
    expect(module.missing).toBeUndefined();
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined();
  });

  it('imports another module by its id, once however often it is named', async () => {
    const other = moduleOf(moduleCode({ default: json({ words: hostile }) }));
    const code = moduleCode({ default: object({ a: imported(other), list: array([json(1), imported(other)]) }) });
    expect(code.match(/^import /gm)).toHaveLength(1);
    const module = (await load(code)) as { default: { a: unknown; list: unknown[] } };
    expect(module.default.a).toEqual({ words: hostile });
    expect(module.default.list[1]).toBe(module.default.a);
  });

  it('writes a loader as a function fetching the module, and a loaded value in the same shape', async () => {
    const other = moduleOf(moduleCode({ default: json('far') }));
    const module = (await load(moduleCode({ far: loader(other), near: loaded(json(['near'])) }))) as Record<string, () => Promise<{ default: unknown }>>;
    expect((await module.far()).default).toBe('far');
    expect((await module.near()).default).toEqual(['near']);
  });

  it('writes an object or an array of data only as one piece of data', () => {
    const code = moduleCode({ default: object({ a: json({ b: 1 }), c: array([json(2), json('three')]) }) });
    expect(code.match(/JSON\.parse/g)).toHaveLength(1);
  });

  it('refuses an export name that is not one', () => {
    expect(() => moduleCode({ 'a; globalThis.hacked = 1': json(1) })).toThrow(/not an export name/);
  });
});
