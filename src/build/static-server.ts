// Serves a built site the way static hosts do: the file itself, then P/index.html, then P.html, and otherwise
// 404.html with status 404, with the headers the site's _headers gives each path. Used by `npm start`, the
// end-to-end tests and `npm run lighthouse`; it outlives rebuilds of the folder it serves.
//
// Written here rather than taken from sirv or serve-handler (both read for this): each pipes a file stream into
// the response with no error listener, so an unreadable file, or one a rebuild deletes at the wrong moment, kills
// the process (tried: both die on a read error). sirv in production mode lists the files once at start, so a
// rebuild's new hashed files would be 404s (its dev mode looks up each request but sends no 404 page and answers
// bad percent-encoding as if it were fine); serve-handler brings seven dependencies (a 2018 mime table without
// avif), its own header-rule format and a full read of every file for its ETag. The _headers rules, the not-found
// page and gzip on the fly would still be ours, and they are most of this file.
import type { FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { headerRulesFile, headersForPath } from './header-rules.ts';
import { candidatesFor, decodeUrlPath, openFirst } from './static-files.ts';

// ─── What kind of file it is ─────────────────────────────────────────────────────────────────────────────────

// Every kind of file the site can hold: its pages, code, styles, pictures (the schema's svg, png, jpg, jpeg,
// webp, avif, and gif from public/), fonts, the feeds for search engines, the icon, the manifest, source maps.
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

// ─── Answering ───────────────────────────────────────────────────────────────────────────────────────────────

export interface StaticServerOptions {
  /** Gzip text answers for clients that accept it, as static hosts and CDNs do: npm run lighthouse measures the
   *  bytes a visitor really downloads. Off by default, so npm start and the tests see the files as they are. */
  gzip?: boolean;
}

// What is worth compressing: text. Images other than SVG are compressed already.
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A server for the built site in `root`. When it holds a _headers file, every answer carries the headers that
 * file gives its path (as a static host would send them), read again after each rebuild; otherwise hashed assets
 * are cached for a year. Answers that are not a success are never cacheable. No error stops the server.
 */
export function createStaticServer(root: string, options: StaticServerOptions = {}): Server {
  const base = resolve(root);
  const headerRules = headerRulesFile(join(base, '_headers'));

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const path = decodeUrlPath(request.url ?? '/');
    if (path === undefined) return plain(response, 400, 'Bad request');
    const notFound = join(base, '404.html');
    const rules = await headerRules();
    let found = await openFirst(base, candidatesFor(base, path));
    const status = found && found.file !== notFound ? 200 : 404;
    found ??= await openFirst(base, [notFound]);
    if (!found) return plain(response, 404, 'Not found');

    const { handle, stats } = found;
    let sending = false;
    try {
      const type = contentTypes[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
      const varies = options.gzip === true && compressible.test(type);
      const gzip = varies && acceptsGzip(request.headers['accept-encoding']);
      const hashed = relative(base, found.file).startsWith(`assets${sep}`);
      const headers: Record<string, string> = {
        'Content-Type': type,
        ...(rules
          ? headersForPath(rules, path)
          : { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', 'X-Content-Type-Options': 'nosniff' }),
        ...(varies ? { Vary: 'Accept-Encoding' } : {}),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      };
      if (status !== 200) setNoCache(headers);
      else headers.ETag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${gzip ? '-gzip' : ''}"`;
      // A file that says it is empty may not be (procfs): it is read to its end, its length left to the framing.
      if (!gzip && stats.size > 0) headers['Content-Length'] = String(stats.size);

      if (response.destroyed) return; // the client left while the file was looked up
      if (status === 200 && matches(request.headers['if-none-match'], headers.ETag)) {
        const { 'Content-Type': _type, 'Content-Length': _length, ...unchanged } = headers;
        response.writeHead(304, unchanged).end();
      } else if (request.method === 'HEAD') {
        response.writeHead(status, headers).end();
      } else {
        sendFile(request, response, handle, stats.size, status, headers, gzip);
        sending = true;
      }
    } finally {
      if (!sending) await handle.close();
    }
  }

  return createServer((request, response) => {
    answer(request, response).catch((error: unknown) => failed(request, response, error));
  });
}

/**
 * Streams the open file as the answer. The status and headers are only set, not sent: they leave with the first
 * byte, so a file that fails before it can still be answered 500. The file is closed however the answer ends,
 * and a client that goes away mid-answer stops the reading.
 */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  handle: FileHandle,
  size: number,
  status: number,
  headers: Record<string, string>,
  gzip: boolean,
): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // From here the stream owns the file and closes it.
  const source = handle.createReadStream(size > 0 ? { start: 0, end: size - 1 } : {});
  const body = gzip ? source.pipe(createGzip({ level: 9 })) : source;
  let read = 0;
  const stop = (error?: unknown) => {
    source.destroy();
    body.destroy();
    if (error) failed(request, response, error);
  };
  source.on('data', (chunk: Buffer | string) => {
    read += chunk.length;
  });
  source.on('error', stop);
  body.on('error', stop);
  response.on('close', () => stop());
  // A file that got shorter while it was read would leave the client waiting for bytes the Content-Length promised.
  body.on('end', () => (gzip || size === 0 || read === size ? response.end() : response.destroy()));
  body.pipe(response, { end: false });
}

/** The end of an answer that went wrong: a 500 when nothing was sent yet, else the connection is cut. */
function failed(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  console.error(`static server: ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  plain(response, 500, 'Internal server error');
}

/** A short text answer for the cases with no page: never cached, so a fixed file shows at once. */
function plain(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = `${text}\n`;
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    })
    .end(body);
}

/** An error answer must not be kept: whatever _headers says for the path (a year for /assets/*), no-cache. */
function setNoCache(headers: Record<string, string>): void {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
  headers['Cache-Control'] = 'no-cache';
}

/** Whether an Accept-Encoding header accepts gzip (named, or `*`, without q=0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      return (coding.trim() === 'gzip' || coding.trim() === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
}

/** If-None-Match against an ETag, by weak comparison as the standard asks (W/ ignored). */
function matches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

// ─── Where it listens ────────────────────────────────────────────────────────────────────────────────────────

/** The address npm start and serve.ts listen on: this machine only, unless HOST names another (0.0.0.0: all). */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}

/** The URL a listening server really answers at, from the address it was given (IPv6 in brackets). */
export function serverUrl(server: Server): string {
  const { address, family, port } = server.address() as AddressInfo;
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
}
