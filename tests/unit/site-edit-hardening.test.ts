// The dev server's write endpoint survives any request and any state of the file, on a real socket: a value nested
// past the file's limits, a file gone for a moment, a request of hundreds of edits, a fault of its own. After each,
// an ordinary edit is made. And its write is exact: through a link, with the file's permissions, never through a
// link planted where it writes.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Parser } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoopback, siteEditPath } from '../../src/build/site-edit.ts';
import { maxShapeChanges } from '../../src/site/edit.ts';
import { type Answer, type Sent, startEditServer } from '../edit-endpoint.ts';
import { fixtureText } from '../sites.ts';

const good = fixtureText('small');
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
let dir: string;
let file: string;
let send: (sent: Sent) => Promise<Answer>;
let sendFor: (sent: Sent) => Promise<Answer & { headers: Record<string, unknown> }>;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-edit-hard-'));
  symlinkSync(resolve('tests/fixtures/sites/small/public'), join(dir, 'public'));
  file = join(dir, 'site.yaml');
  ({ send, sendFor, close } = await startEditServer(file));
});
afterAll(() => close());
beforeEach(() => writeFileSync(file, good));
afterEach(() => vi.restoreAllMocks());

const lines = good.split('\n');
/** The home page's first block, the part the edits below change, as data-site-source names it. */
const part = {
  at: `${lines.findIndex((line) => /^ {6}- type: /.test(line)) + 1}:9`,
  type: lines
    .find((line) => /^ {6}- type: /.test(line))!
    .trim()
    .slice(8),
};
const heading = ['pages', 0, 'blocks', 0, 'heading'];
const post = (edits: unknown[], base = sha256(readFileSync(file))) => send({ body: JSON.stringify({ edits, base, part }) });

/** An ordinary edit, which must be made after whatever came before. */
async function expectOrdinaryEdit() {
  const answer = await post([{ path: heading, value: 'Billing that pays on time' }]);
  expect(answer).toEqual({ status: 200, json: { hash: sha256(readFileSync(file)) } });
  expect(readFileSync(file, 'utf8')).toContain('heading: Billing that pays on time');
}

describe('the edit endpoint survives', () => {
  it('a value nested 3,000 lists deep: 422 at the list it was to go into, nothing written; then an ordinary edit', async () => {
    const deep = JSON.parse(`${'['.repeat(3000)}"x"${']'.repeat(3000)}`);
    const answer = await post([{ op: 'insert', path: ['pages', 0, 'blocks'], index: 1, value: deep }]);
    expect(answer.status).toBe(422);
    expect(answer.json.problems).toEqual([
      expect.objectContaining({ code: 'tooDeep', line: Number(part.at.split(':')[0]), path: ['pages', 0, 'blocks'], message: expect.stringContaining('32') }),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(good);
    await expectOrdinaryEdit();
  });

  it('a key JavaScript gives a meaning, in an inserted value: 422, nothing written', async () => {
    const value = JSON.parse('{ "type": "faq", "__proto__": { "polluted": true } }');
    const answer = await post([{ op: 'insert', path: ['pages', 0, 'blocks'], index: 1, value }]);
    expect(answer.status).toBe(422);
    expect(answer.json.problems).toEqual([expect.objectContaining({ code: 'forbiddenKey', message: 'the key "__proto__" is not allowed' })]);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('the file gone for a moment (a save by delete and create): 503 with Retry-After, for a read and a write; then an ordinary edit', async () => {
    const base = sha256(good);
    unlinkSync(file);
    const read = await sendFor({ method: 'GET' });
    expect({ status: read.status, retry: read.headers['retry-after'] }).toEqual({ status: 503, retry: '1' });
    expect(read.json.message).toMatch(/not there just now/);
    expect((await post([{ path: heading, value: 'x' }], base)).status).toBe(503);
    writeFileSync(file, good);
    await expectOrdinaryEdit();
  });

  it('a fault of its own (the site file is a folder): 500 with a plain message in JSON; then an ordinary edit', async () => {
    rmSync(file);
    mkdirSync(file);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await send({ method: 'GET' });
    expect(answer.status).toBe(500);
    expect(answer.json.message).toMatch(/^The dev server could not do this \(.*EISDIR.*\): nothing was written\.$/);
    rmSync(file, { recursive: true });
    writeFileSync(file, good);
    await expectOrdinaryEdit();
  });

  it('500 edits in one request read the file as often as one edit does; 501 are refused', async () => {
    const parses = vi.spyOn(Parser.prototype, 'parse');
    await post([{ path: heading, value: 'Edit 1' }]);
    const forOne = parses.mock.calls.length;
    writeFileSync(file, good);
    parses.mockClear();
    const many = Array.from({ length: 500 }, (_, index) => ({ path: heading, value: `Edit ${index + 1}` }));
    expect((await post(many)).status).toBe(200);
    expect(parses.mock.calls.length).toBe(forOne);
    expect(readFileSync(file, 'utf8')).toContain('heading: Edit 500');
    const tooMany = await post([...many, { path: heading, value: 'Edit 501' }]);
    expect(tooMany).toEqual({ status: 400, json: { message: '"edits" must be a list of 1 to 500 edits { "path": [...], "value": ... }.' } });
    await expectOrdinaryEdit();
  });

  it(`at most ${maxShapeChanges} items or fields added, removed or moved in one request`, async () => {
    // A button put in and taken out again, in turn: the file ends as it began.
    const buttons = ['pages', 0, 'blocks', 0, 'buttons'];
    const button = { label: 'Call Us', href: '/contact' };
    const changes = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        index % 2 === 0 ? { op: 'insert', path: buttons, index: 1, value: button } : { op: 'remove', path: [...buttons, 1] },
      );
    expect((await post(changes(maxShapeChanges))).status).toBe(200);
    writeFileSync(file, good);
    expect(await post(changes(maxShapeChanges + 1))).toEqual({
      status: 400,
      json: { message: `One save may add, remove or move at most ${maxShapeChanges} items or fields: save in smaller steps.` },
    });
    expect(readFileSync(file, 'utf8')).toBe(good);
  });
});

describe('the edit endpoint writes exactly', () => {
  it("keeps the file's permissions (a mode-600 file stays 600) and leaves no temporary file", async () => {
    chmodSync(file, 0o600);
    await expectOrdinaryEdit();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).sort()).toEqual(['public', 'site.yaml']);
  });

  it('writes a linked site file through its link: the target gets the text, the link stays', async () => {
    const target = join(dir, 'real-site.yaml');
    writeFileSync(target, good);
    rmSync(file);
    symlinkSync(target, file);
    try {
      await expectOrdinaryEdit();
      expect(lstatSync(file).isSymbolicLink()).toBe(true);
      expect(readlinkSync(file)).toBe(target);
      expect(readFileSync(target, 'utf8')).toContain('heading: Billing that pays on time');
    } finally {
      rmSync(file);
      rmSync(target);
    }
  });

  it('never writes through a link planted where a temporary file could go', async () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    // The name the endpoint wrote to before (site.yaml.<pid>.editing), and the hidden one beside it.
    const planted = [`${file}.${process.pid}.editing`, join(dir, `.site.yaml.${process.pid}.editing`)];
    for (const link of planted) symlinkSync(victim, link);
    try {
      await expectOrdinaryEdit();
      expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    } finally {
      for (const link of [...planted, victim]) rmSync(link);
    }
  });

  it('refuses an edit of a file with a byte that is not UTF-8, at its line, and leaves every byte as it was', async () => {
    const bytes = Buffer.from(lines.map((line, index) => (index === 1 ? `${line} caf\u0000` : line)).join('\n'));
    bytes[bytes.indexOf(0)] = 0xe9;
    writeFileSync(file, bytes);
    const answer = await post([{ path: heading, value: 'x' }], sha256(bytes));
    expect(answer.status).toBe(422);
    expect(answer.json.problems).toEqual([expect.objectContaining({ code: 'notUtf8', line: 2, message: 'the byte 0xE9 here is not UTF-8 text' })]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('keeps a byte order mark at the start of the file', async () => {
    writeFileSync(file, `\uFEFF${good}`);
    await expectOrdinaryEdit();
    expect([...readFileSync(file).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])('counts %s as this machine', (address) => {
    expect(isLoopback(address)).toBe(true);
  });
  it.each(['192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', 'fd00::2', '::', '0.0.0.0', '128.0.0.1', '', undefined])('counts %s as another', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});

it(`${siteEditPath} answers a loopback peer that sends the page's own headers`, async () => {
  expect((await send({ method: 'GET' })).status).toBe(200);
});
