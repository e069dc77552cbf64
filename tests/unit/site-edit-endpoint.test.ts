// The dev server's write endpoint on a real socket, over a copy of the spec fixture: it writes one line for a good
// edit, and nothing for a stale one, an invalid one or one that does not come from the dev server's own page.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteEditPath } from '../../src/build/site-edit.ts';
import { type Answer, type Sent, startEditServer } from '../edit-endpoint.ts';
import { fixtureText } from '../sites.ts';

const good = fixtureText();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const heading = ['pages', 0, 'blocks', 0, 'heading'];
let dir: string;
let file: string;
let port: number;
let send: (sent: Sent) => Promise<Answer>;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-edit-'));
  // Pictures are checked in public/, next to the site file.
  symlinkSync(resolve('tests/fixtures/sites/spec/public'), join(dir, 'public'));
  file = join(dir, 'site.yaml');
  ({ port, send, close } = await startEditServer(file));
});
afterAll(() => close());
beforeEach(() => writeFileSync(file, good));

/** The place ("LINE:COL") of the `type:` key of the home page's block `index`, as data-site-source names it. */
function homeBlockAt(index: number): string {
  const lines = good.split('\n');
  const home = lines.indexOf('  - path: /');
  const typeLines = lines.flatMap((line, i) => (i > home && line.startsWith('      - type: ') ? [i + 1] : []));
  return `${typeLines[index]}:9`;
}
const hero = { at: homeBlockAt(0), type: 'hero' };
const edit = (value: unknown, base = sha256(good), path: unknown = heading, part: unknown = hero) => JSON.stringify({ path, value, base, part });

describe(`${siteEditPath}`, () => {
  it('GET answers the hash of the file as it is on disk, and writes nothing', async () => {
    const answer = await send({ method: 'GET', headers: { origin: undefined as unknown as string, 'content-type': undefined as unknown as string } });
    expect(answer).toEqual({ status: 200, json: { hash: sha256(good) } });
  });

  it('POST sets the value: the file differs by that one line, and the new hash comes back', async () => {
    const answer = await send({ body: edit('Paid in full: on time, every time') });
    const written = readFileSync(file, 'utf8');
    expect(answer).toEqual({ status: 200, json: { hash: sha256(written) } });
    const before = good.split('\n');
    const after = written.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(changed).toEqual([['        heading: Get Paid Faster for the Care You Deliver', '        heading: "Paid in full: on time, every time"']]);
    // Written through a temporary file and a rename: none is left behind.
    expect(readdirSync(dir).sort()).toEqual(['public', 'site.yaml']);
  });

  it('GET ?at=LINE:COL answers the page block whose type: key is there: its path, raw values and resolved schema', async () => {
    const lines = good.split('\n');
    const line = lines.indexOf('        heading: Get Paid Faster for the Care You Deliver');
    const typeLine = lines.slice(0, line).findLastIndex((l) => l.startsWith('      - type: ')) + 1;
    const answer = await send({ method: 'GET', path: `${siteEditPath}?at=${typeLine}:9` });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      hash: sha256(good),
      path: ['pages', 0, 'blocks', 0],
      type: 'hero',
      value: { type: 'hero', heading: 'Get Paid Faster for the Care You Deliver' },
    });
    // The schema's $refs are resolved: the heading is a text with its own description.
    const schema = answer.json.schema as { properties: Record<string, { type?: string; description?: string; minLength?: number }> };
    expect(schema.properties.heading).toMatchObject({ type: 'string', minLength: 1, description: "The page's main heading (there is one per page)." });
    expect((await send({ method: 'GET', path: `${siteEditPath}?at=1:1` })).status).toBe(404);
  });

  it('GET ?at=LINE:COL answers a specialty at its entry, and the brand, nav and footer sections at their keys', async () => {
    const lines = good.split('\n');
    const cardiology = lines.findIndex((l) => /^ {2}- slug: cardiology$/.test(l)) + 1;
    const specialty = await send({ method: 'GET', path: `${siteEditPath}?at=${cardiology}:5` });
    expect(specialty.status).toBe(200);
    expect(specialty.json).toMatchObject({ path: ['specialties', expect.any(Number)], type: 'specialty', value: { slug: 'cardiology' } });
    const schema = specialty.json.schema as { properties: Record<string, { type?: string }> };
    expect(schema.properties.bullets).toMatchObject({ type: 'array' });
    for (const section of ['brand', 'nav', 'footer']) {
      const answer = await send({ method: 'GET', path: `${siteEditPath}?at=${lines.indexOf(`${section}:`) + 1}:1` });
      expect(answer.json).toMatchObject({ path: [section], type: section });
      expect(Object.keys((answer.json.schema as { properties: object }).properties).length).toBeGreaterThan(1);
    }
  });

  it('POST { edits } sets several values, checked together', async () => {
    // Both in the part the write names (a write carries one part: see the 409 and 400 below).
    const edits = [
      { path: heading, value: 'One' },
      { path: ['pages', 0, 'blocks', 0, 'eyebrow'], value: 'Two' },
    ];
    expect((await send({ body: JSON.stringify({ edits, base: sha256(good), part: hero }) })).status).toBe(200);
    const written = readFileSync(file, 'utf8').split('\n');
    expect(good.split('\n').filter((line, i) => line !== written[i])).toEqual([
      '        eyebrow: Medical billing & revenue cycle management',
      '        heading: Get Paid Faster for the Care You Deliver',
    ]);
  });

  it('POST moves and removes a block of a page: the file keeps every other line', async () => {
    const base = sha256(good);
    const stats = { at: homeBlockAt(1), type: 'stats' };
    const move = await send({ body: JSON.stringify({ edits: [{ op: 'move', path: ['pages', 0, 'blocks', 1], to: 2 }], base, part: stats }) });
    expect(move.status).toBe(200);
    const moved = readFileSync(file, 'utf8');
    expect(moved.split('\n').sort()).toEqual(good.split('\n').sort());
    expect(moved).not.toBe(good);
    // The stats now stand third: the line where they started starts the block that was third, and names it.
    const worksWith = { at: homeBlockAt(1), type: 'worksWith' };
    const removed = await send({ body: JSON.stringify({ edits: [{ op: 'remove', path: ['pages', 0, 'blocks', 1] }], base: move.json.hash, part: worksWith }) });
    expect(removed.status).toBe(200);
    expect(readFileSync(file, 'utf8').split('\n').length).toBeLessThan(good.split('\n').length);
    expect((await send({ body: JSON.stringify({ edits: [{ op: 'rename', path: ['pages'] }], base: removed.json.hash, part: hero }) })).status).toBe(400);
  });

  it('409 when the file changed on disk since the values were read: nothing is overwritten', async () => {
    const changedOnDisk = good.replace('Get Paid Faster', 'Get Paid Sooner');
    writeFileSync(file, changedOnDisk);
    const answer = await send({ body: edit('Mine') });
    expect(answer.status).toBe(409);
    expect(answer.json.hash).toBe(sha256(changedOnDisk));
    expect(readFileSync(file, 'utf8')).toBe(changedOnDisk);
  });

  it('409 when the part the write names is not at its place (a panel still showing another page): nothing is written', async () => {
    // What the trial's editor met: the list showed the footer of /about with the FAQ of another page behind it.
    const footer = { at: `${good.split('\n').indexOf('footer:') + 1}:1`, type: 'footer' };
    const moveFooter = await send({
      body: JSON.stringify({ edits: [{ op: 'move', path: ['pages', 0, 'blocks', 1], to: 0 }], base: sha256(good), part: { ...footer, type: 'faq' } }),
    });
    expect(moveFooter.status).toBe(409);
    expect(moveFooter.json).toEqual({
      hash: sha256(good),
      message: expect.stringMatching(/^There is no faq at line \d+ of the site file now: nothing was written\./),
    });
    // A type that was there before the block moved, at a place where another block now starts.
    expect((await send({ body: edit('Mine', sha256(good), heading, { at: homeBlockAt(1), type: 'hero' }) })).status).toBe(409);
    // Where nothing starts.
    expect((await send({ body: edit('Mine', sha256(good), heading, { at: '1:1', type: 'hero' }) })).status).toBe(409);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('400 for a write without its part, or with an edit outside the part it names', async () => {
    expect((await send({ body: JSON.stringify({ path: heading, value: 'Mine', base: sha256(good) }) })).json).toEqual({
      message: '"part" must name the part the edits change: { "at": "LINE:COL", "type": "hero" }, as GET ?at= answered it.',
    });
    // The hero named, the page's title changed.
    const outside = await send({ body: edit('Mine', sha256(good), ['pages', 0, 'title']) });
    expect(outside).toEqual({ status: 400, json: { message: 'Each edit must change the hero it names, and nothing else.' } });
    // Into the list that holds the part: a block added after it is the part's to make.
    const added = {
      op: 'insert',
      path: ['pages', 0, 'blocks'],
      index: 1,
      value: { type: 'callToAction', heading: 'Talk to us', buttons: [{ label: 'Call', href: '/contact' }] },
    };
    expect((await send({ body: JSON.stringify({ edits: [added], base: sha256(good), part: hero }) })).status).not.toBe(400);
    expect(readFileSync(file, 'utf8')).not.toBe(good);
  });

  it("422 with the checker's positioned messages when the result would not validate: nothing is written", async () => {
    const answer = await send({ body: edit('') });
    expect(answer.status).toBe(422);
    const line = good.split('\n').indexOf('        heading: Get Paid Faster for the Care You Deliver') + 1;
    // Each problem names the edit it concerns, so the panel shows it under that field.
    expect(answer.json.problems).toEqual([expect.objectContaining({ line, where: 'page / › block 1 (hero) › heading', path: heading })]);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('400 for what is not an edit it can make, 405 for another method', async () => {
    expect((await send({ body: '{not json' })).status).toBe(400);
    expect((await send({ body: edit('x', sha256(good), 'pages.0.title') })).status).toBe(400);
    expect((await send({ body: edit({ nested: true }) })).status).toBe(400);
    expect((await send({ body: edit('x', sha256(good), ['pages', 0, 'blocks', 0]) })).json).toEqual({
      message: 'There is no single value at pages[0].blocks[0].',
    });
    expect((await send({ body: 'x'.repeat(1_000_001) })).status).toBe(400);
    expect((await send({ method: 'PUT', body: edit('x') })).status).toBe(405);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it("403 unless the request comes from the dev server's own page: Host, Origin, Content-Type, Sec-Fetch-Site", async () => {
    const refusedWith = async (headers: Record<string, string | undefined>) =>
      (await send({ body: edit('Hacked'), headers: headers as Record<string, string> })).status;
    // DNS rebinding: another name, or another port, for this server.
    expect(await refusedWith({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` })).toBe(403);
    expect(await refusedWith({ host: `127.0.0.1:${port + 1}`, origin: `http://127.0.0.1:${port + 1}` })).toBe(403);
    // Another site, another localhost port, or no Origin at all.
    expect(await refusedWith({ origin: 'https://evil.example' })).toBe(403);
    expect(await refusedWith({ origin: `http://localhost:${port + 1}` })).toBe(403);
    expect(await refusedWith({ origin: undefined })).toBe(403);
    // What a cross-site form can send without a preflight.
    expect(await refusedWith({ 'content-type': 'text/plain' })).toBe(403);
    expect(await refusedWith({ 'content-type': 'application/x-www-form-urlencoded' })).toBe(403);
    expect(await refusedWith({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await refusedWith({ 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(good);
    // localhost and [::1] are the same server, with their own origin.
    expect(await refusedWith({ host: `localhost:${port}`, origin: `http://localhost:${port}`, 'sec-fetch-site': undefined })).toBe(200);
  });
});
