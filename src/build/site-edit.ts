// The dev server's write endpoint, /__site/edit: what editing in the browser saves through, and a contract other
// tools may use. It writes the site file on the editor's own machine, so it answers only the dev server's own page.
//
//   GET  /__site/edit   -> 200 { hash }: the SHA-256 of the site file as it is on disk. Never writes.
//   GET  /__site/edit?at=LINE:COL -> 200 { hash, path, type, value, schema }: the part of the site at that place (as
//        data-site-source names it: a page block's `type:` key, a specialty's entry, the brand, nav or footer key):
//        its place in the data, its type (the block's, or specialty, brand, nav, footer), its values as the file
//        writes them (before {brand} and link: are filled in) and its JSON Schema with every $ref resolved; 404 for
//        none.
//   GET  /__site/edit?types -> 200 { types: [{ type, description, example }] }: the block types a page can add, each
//        with its schema's description and first example.
//   POST /__site/edit   with Content-Type: application/json and { path, value, base, part } or
//        { edits: [edit, …], base, part }, each edit one of (made in order, then checked together):
//          { path, value, after? }               set the value at path (a text, a number or true/false), e.g. path
//                                                ["pages", 0, "blocks", 0, "heading"]; a field the map does not set
//                                                yet is added, after the field `after` when the map has it
//          { op: "insert", path, index, value, after? }  put value (any data) at index of the list at path; a list
//                                                the file does not have yet is added with it (index 0), after `after`
//          { op: "remove", path }                take out the list item at path, e.g. ["pages", 0, "blocks", 3]
//          { op: "move", path, to }              move the list item at path to index `to` of its list
//        base   the hash the editor's values were read at
//        part   { at: "LINE:COL", type }: the part the editor believes it is changing, as GET ?at= named it (a page
//               block's `type:` key and its type, a specialty's entry and "specialty", a section's key and its name).
//               Every edit's path lies inside that part, or is an insert into the list that holds it (a block added
//               after the page's last one, a copy of an item beside it).
//     -> 200 { hash }                 written (atomically: a temporary file, then a rename)
//     -> 409 { hash, message }        the file changed on disk since `base`, or `part` is not there (no part of that
//                                     type starts at that place: the editor's view of the page is stale, say after
//                                     the browser went to another page): nothing written
//     -> 422 { problems }             the result would not validate: nothing written; the checker's positioned messages,
//                                     each with the `path` of the edit it concerns when it concerns one
//     -> 400 { message }              not an edit this endpoint can make (a malformed body, no `part`, no such
//                                     single value, an edit outside its part, more than 500 edits, or more than
//                                     maxShapeChanges items or fields added, removed or moved)
//   Any request:
//     -> 403 { message }              not from the dev server's own page on this machine (see refusal)
//     -> 503 { message }, Retry-After the site file is not there just now (saved by delete and create, a git checkout)
//     -> 500 { message }              a fault of the handler itself: nothing written, and the dev server goes on
//
// CORS headers would not stop a request from reaching this handler, and Vite's default allows any localhost port, so
// the request itself is checked: the connection's address (loopback only, also under `npm run dev -- --host`), its
// Host (against DNS rebinding), its Origin, its Content-Type (a cross-site form cannot send application/json without a
// preflight) and Sec-Fetch-Site. An inserted value is held to the file's own limits (depth, keys) before it is
// written out; a file with a byte that is not UTF-8 is refused (422), never written back altered.
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4 } from 'node:net';
import { basename, dirname, join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { editSiteText, type Edit } from '../site/edit.ts';
import { getIn } from '../site/data-path.ts';
import type { DataPath, Position } from '../site/locate.ts';
import { loadSiteBytes, loadSiteText } from '../site/load.ts';
import { blockTypes, dereference, type JsonSchema, readSchemas } from '../site/schemas.ts';
import { siteSources } from '../site/sources.ts';
import { decodeUtf8 } from '../site/utf8.ts';
import { hashOfBytes } from './site-file-watch.ts';

export const siteEditPath = '/__site/edit';

/** The most a request body may hold: an edit is one value. */
const maxBodyBytes = 1_000_000;

/** The most edits one request may make (a save of one part of a page makes a few). */
const maxEdits = 500;

/** An answer: its status, its JSON body and any other header. */
interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * The handler for `file` (the site file, as the checker names it in its messages). It answers requests for
 * siteEditPath and passes every other on. Whatever happens inside, the answer is JSON and the dev server goes on:
 * an error of the handler is a 500, never an exception left to end the process.
 */
export function siteEditHandler(file: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== siteEditPath) return next();
    const send = ({ status, body, headers }: Reply) => {
      if (response.headersSent) return response.end();
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      response.end(JSON.stringify(body));
    };
    respond(request, url, file)
      .catch((error: unknown) => {
        console.error(`${siteEditPath}:`, error);
        const detail = error instanceof Error ? error.message : String(error);
        return { status: 500, body: { message: `The dev server could not do this (${detail}): nothing was written.` } };
      })
      .then(send)
      // The client went away in the middle of the answer: nobody is left to tell.
      .catch(() => response.destroy());
  };
}

async function respond(request: IncomingMessage, url: URL, file: string): Promise<Reply> {
  const refused = refusal(request);
  if (refused) return { status: 403, body: { message: refused } };
  if (request.method !== 'GET' && request.method !== 'POST')
    return { status: 405, body: { message: 'Use GET to read the hash, POST to make an edit.' }, headers: { Allow: 'GET, POST' } };
  let edit: Write | undefined;
  if (request.method === 'POST') {
    let parsed: Write | string;
    try {
      parsed = parseEdits(await readBody(request));
    } catch {
      return { status: 400, body: { message: `The request body must be JSON of at most ${maxBodyBytes} bytes.` } };
    }
    if (typeof parsed === 'string') return { status: 400, body: { message: parsed } };
    edit = parsed;
  }
  // From here on nothing is awaited: the file is read, checked and written in one go, and two edits cannot interleave.
  const bytes = readSite(file);
  if (!bytes)
    return {
      status: 503,
      body: { message: 'The site file is not there just now (is it being saved?): try again in a moment.' },
      headers: { 'Retry-After': '1' },
    };
  const hash = hashOfBytes(bytes);
  const decoded = decodeUtf8(bytes);
  if (!edit) {
    if (url.searchParams.has('types')) return { status: 200, body: { types: blockTypeList() } };
    const at = url.searchParams.get('at');
    if (at === null) return { status: 200, body: { hash } };
    const block = decoded.ok ? partAt(decoded.text, file, at) : undefined;
    return block
      ? { status: 200, body: { hash, ...block } }
      : { status: 404, body: { message: 'No part of the site starts there (is the site file valid?).' } };
  }
  if (edit.base !== hash) return { status: 409, body: { hash, message: 'The site file changed on disk since these values were read: nothing was written.' } };
  // A byte that is not UTF-8 would be written back altered: the file is fixed in an editor first.
  if (!decoded.ok) return { status: 422, body: { problems: (loadSiteBytes(bytes, file) as { problems: unknown }).problems } };
  const text = decoded.text;
  // The hash alone does not change when the browser goes to another page: a panel still showing the last page's
  // parts would write to them. The part it names must be where it says, and every edit inside it.
  const part = partAt(text, file, edit.part.at);
  if (part?.type !== edit.part.type) {
    const line = edit.part.at.split(':')[0];
    return {
      status: 409,
      body: { hash, message: `There is no ${edit.part.type} at line ${line} of the site file now: nothing was written. Choose the part again.` },
    };
  }
  if (!edit.edits.every((one) => isInside(one, part.path)))
    return { status: 400, body: { message: `Each edit must change the ${part.type} it names, and nothing else.` } };
  const result = editSiteText(text, file, edit.edits);
  if (!result.ok && result.reason === 'refused') return { status: 400, body: { message: result.message } };
  if (!result.ok) return { status: 422, body: { problems: result.problems } };
  writeExactly(file, result.text);
  return { status: 200, body: { hash: hashOfBytes(Buffer.from(result.text)) } };
}

/** The site file's bytes, or undefined while it is not there (a save by delete and create, a git checkout). */
function readSite(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `text` over the site file so that a reader sees the old file or the new one, never a part: into a new file
 * beside it (created here, with a name nobody can guess: a link planted in its place is refused, not followed), with
 * the file's own permissions, flushed to the disk, then renamed over it. A site file that is a link is written
 * through: its target gets the new text, and the link stays.
 */
function writeExactly(file: string, text: string): void {
  const target = realpathSync(file);
  const { mode } = statSync(target);
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(8).toString('hex')}.editing`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    try {
      // open's mode is narrowed by the umask: the file's own is set whole.
      fchmodSync(fd, mode & 0o7777);
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Whether `address`, a connection's remote address, is this machine's loopback: 127.0.0.0/8 or ::1, also as an
 * IPv4 address in IPv6 (::ffff:127.0.0.1, as a server listening on :: sees an IPv4 peer).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:/i.test(address) ? address.slice(7) : address;
  if (isIPv4(mapped)) return mapped.startsWith('127.');
  return address === '::1';
}

/** Why the request is not from the dev server's own page, or undefined when it is. */
function refusal(request: IncomingMessage): string | undefined {
  // With `npm run dev -- --host` the preview is open to the network; editing stays with this machine, whatever the
  // headers say (a program can send any Host and Origin; only the connection's address cannot be made up).
  if (!isLoopback(request.socket.remoteAddress))
    return 'Edit page works only on the computer that runs npm run dev: open the preview there, at localhost, to edit.';
  const port = request.socket.localPort;
  const host = request.headers.host ?? '';
  if (![`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`].includes(host)) return 'The Host must be this dev server on localhost.';
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return 'Only the dev server’s own page may use this.';
  if (request.method === 'GET') return undefined;
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (request.headers.origin !== `${scheme}://${host}`) return 'Only the dev server’s own page may use this.';
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return 'The request must be application/json.';
  return undefined;
}

/** A write as the request names it: its edits, the version of the file they were made on, and the part they change. */
interface Write {
  edits: Edit[];
  base: string;
  part: { at: string; type: string };
}

/** Whether `edit` changes the part at `path` alone: a value or item inside it, or an item put into its list. */
function isInside(edit: Edit, path: DataPath): boolean {
  const startsWith = (inner: DataPath, outer: DataPath) => outer.every((key, index) => inner[index] === key);
  if (startsWith(edit.path, path)) return true;
  return edit.op === 'insert' && edit.path.length === path.length - 1 && startsWith(path, edit.path);
}

/** The edits in a request body, or what is wrong with them. Throws when the body is not JSON. */
function parseEdits(body: string): Write | string {
  const data: unknown = JSON.parse(body);
  if (!data || typeof data !== 'object') return 'The body must be { "path": [...], "value": ..., "base": "<hash>" }.';
  const { edits = [data], base, part: named } = data as Record<string, unknown>;
  if (!Array.isArray(edits) || edits.length === 0 || edits.length > maxEdits)
    return `"edits" must be a list of 1 to ${maxEdits} edits { "path": [...], "value": ... }.`;
  const place = (number: unknown) => Number.isInteger(number) && (number as number) >= 0;
  const part = (segment: unknown) => (typeof segment === 'string' && segment.length <= 200) || place(segment);
  for (const one of edits) {
    const { op = 'set', path, value, index, to, after } = (one ?? {}) as Record<string, unknown>;
    if (!Array.isArray(path) || path.length === 0 || path.length > 32 || !path.every(part)) {
      return '"path" must be a list of keys and positions, e.g. ["pages", 0, "blocks", 0, "heading"].';
    }
    if (op === 'set' && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return '"value" must be a text, a number or true/false.';
    if (op === 'insert' && (!place(index) || value === undefined)) return 'An insert needs "index" (a place in the list) and "value".';
    if (after !== undefined && !(typeof after === 'string' && after.length <= 200)) return '"after" must be the name of a field.';
    if (op === 'move' && !place(to)) return 'A move needs "to", a place in the list.';
    if (!['set', 'insert', 'remove', 'move'].includes(op as string)) return '"op" must be set, insert, remove or move.';
  }
  if (typeof base !== 'string') return '"base" must be the hash that GET answered.';
  const { at, type } = (named ?? {}) as Record<string, unknown>;
  if (typeof at !== 'string' || !/^\d+:\d+$/.test(at) || typeof type !== 'string')
    return '"part" must name the part the edits change: { "at": "LINE:COL", "type": "hero" }, as GET ?at= answered it.';
  return { edits: edits as Edit[], base, part: { at, type } };
}

/**
 * The part of the site whose place is `at` ("LINE:COL", as data-site-source names it), for the edit panel: a page
 * block (its `type:` key), a specialty (its entry, which each block of its page names), or the brand, nav or
 * footer section (the header, the navigation and the footer). `type` is the block's type, or the section's name.
 */
function partAt(text: string, file: string, at: string) {
  const loaded = loadSiteText(text, file);
  if (!loaded.ok) return undefined;
  const { site, locator } = loaded;
  const schemas = readSchemas();
  const { pages } = siteSources(site, '', locator);
  for (const [p, page] of site.pages.entries()) {
    const b = pages[page.path].indexOf(`:${at}`);
    if (b === -1) continue;
    const path: DataPath = ['pages', p, 'blocks', b];
    const value = getIn(site, path) as { type: string };
    const id = `blocks/${value.type}.schema.json`;
    return { path, type: value.type, value, schema: dereference(schemas, id, schemas.get(id) ?? {}) };
  }
  const siteSchema = schemas.get('site.schema.json') ?? {};
  const part = (path: DataPath, type: string, schema: JsonSchema | undefined) => ({
    path,
    type,
    value: getIn(site, path),
    schema: dereference(schemas, 'site.schema.json', schema ?? {}),
  });
  const place = (position: Position) => `${position.line}:${position.column}`;
  const s = site.specialties.findIndex((_, index) => place(locator.at(['specialties', index])) === at);
  if (s !== -1) return part(['specialties', s], 'specialty', siteSchema.properties?.specialties?.items);
  const section = (['brand', 'nav', 'footer'] as const).find((key) => place(locator.keyAt([], key)) === at);
  return section && part([section], section, siteSchema.properties?.[section]);
}

/** Every block type with its description and example, for Add a block. */
function blockTypeList() {
  const schemas = readSchemas();
  return blockTypes(schemas)
    .sort()
    .map((type) => {
      const schema = schemas.get(`blocks/${type}.schema.json`);
      return { type, description: schema?.description ?? '', example: (schema?.examples as unknown[] | undefined)?.[0] };
    });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the answer still reaches the client.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => (size > maxBodyBytes ? reject(new Error('too large')) : resolve(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}
