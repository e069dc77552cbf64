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
//                                     single value, an edit outside its part)
//     -> 403 { message }              not from the dev server's own page (see refusal)
//
// CORS headers would not stop a request from reaching this handler, and Vite's default allows any localhost port, so
// the request itself is checked: its Host (against DNS rebinding), its Origin, its Content-Type (a cross-site form
// cannot send application/json without a preflight) and Sec-Fetch-Site.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { editSiteText, type Edit } from '../site/edit.ts';
import { getIn } from '../site/data-path.ts';
import type { DataPath, Position } from '../site/locate.ts';
import { loadSiteText } from '../site/load.ts';
import { blockTypes, dereference, type JsonSchema, readSchemas } from '../site/schemas.ts';
import { siteSources } from '../site/sources.ts';

export const siteEditPath = '/__site/edit';

/** The most a request body may hold: an edit is one value. */
const maxBodyBytes = 1_000_000;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash GET answers for the site file as it is on disk now ('' when it cannot be read): what the page was made from. */
export function siteFileHash(file: string): string {
  try {
    return hashOf(readFileSync(file, 'utf8'));
  } catch {
    return '';
  }
}

/**
 * The handler for `file` (the site file, as the checker names it in its messages). It answers requests for
 * siteEditPath and passes every other on.
 */
export function siteEditHandler(file: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== siteEditPath) return next();
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const refused = refusal(request);
    if (refused) return answer(403, { message: refused });
    if (request.method === 'GET') {
      const text = readFileSync(file, 'utf8');
      if (url.searchParams.has('types')) return answer(200, { types: blockTypeList() });
      const at = url.searchParams.get('at');
      if (at === null) return answer(200, { hash: hashOf(text) });
      const block = partAt(text, file, at);
      return block ? answer(200, { hash: hashOf(text), ...block }) : answer(404, { message: 'No part of the site starts there (is the site file valid?).' });
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'GET, POST');
      return answer(405, { message: 'Use GET to read the hash, POST to make an edit.' });
    }
    let edit: Write | string;
    try {
      edit = parseEdits(await readBody(request));
    } catch {
      return answer(400, { message: `The request body must be JSON of at most ${maxBodyBytes} bytes.` });
    }
    if (typeof edit === 'string') return answer(400, { message: edit });
    // Read, check and write in one go, with no await between: two edits cannot interleave.
    const text = readFileSync(file, 'utf8');
    const hash = hashOf(text);
    if (edit.base !== hash) return answer(409, { hash, message: 'The site file changed on disk since these values were read: nothing was written.' });
    // The hash alone does not change when the browser goes to another page: a panel still showing the last page's
    // parts would write to them. The part it names must be where it says, and every edit inside it.
    const part = partAt(text, file, edit.part.at);
    if (part?.type !== edit.part.type) {
      const line = edit.part.at.split(':')[0];
      return answer(409, { hash, message: `There is no ${edit.part.type} at line ${line} of the site file now: nothing was written. Choose the part again.` });
    }
    if (!edit.edits.every((one) => isInside(one, part.path)))
      return answer(400, { message: `Each edit must change the ${part.type} it names, and nothing else.` });
    const result = editSiteText(text, file, edit.edits);
    if (!result.ok && result.reason === 'refused') return answer(400, { message: result.message });
    if (!result.ok) return answer(422, { problems: result.problems });
    const temporary = `${file}.${process.pid}.editing`;
    writeFileSync(temporary, result.text);
    renameSync(temporary, file);
    return answer(200, { hash: hashOf(result.text) });
  };
}

/** Why the request is not from the dev server's own page, or undefined when it is. */
function refusal(request: IncomingMessage): string | undefined {
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
  if (!Array.isArray(edits) || edits.length === 0 || edits.length > 500) return '"edits" must be a list of { "path": [...], "value": ... }.';
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
