// Serves a built site the way static hosts do: the file itself, then P/index.html, then P.html, and otherwise
// 404.html with status 404. Used by `npm start`, the end-to-end tests and `npm run lighthouse`.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { headersForPath, parseHeaderRules } from './header-rules.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a static host would answer `urlPath` with, and the status. */
export function resolveStaticFile(root: string, urlPath: string): { file: string; status: number } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    decoded = '/';
  }
  const base = resolve(root);
  const target = normalize(join(base, decoded));
  const inside = target === base || target.startsWith(base + sep);
  // The host reads _headers; it never serves it.
  const candidates = inside && target !== join(base, '_headers') ? [target, join(target, 'index.html'), `${target.replace(/[\\/]+$/, '')}.html`] : [];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 };
  }
  const notFound = join(base, '404.html');
  return existsSync(notFound) ? { file: notFound, status: 404 } : undefined;
}

export interface StaticServerOptions {
  /** Gzip text answers for clients that accept it, as static hosts and CDNs do: npm run lighthouse measures the
   *  bytes a visitor really downloads. Off by default, so npm start and the tests see the files as they are. */
  gzip?: boolean;
}

// What is worth compressing: text. Images other than SVG are compressed already.
const compressible = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

/**
 * A server for the built site in `root`. When it holds a _headers file, every answer carries the headers that
 * file gives its path (as a static host would send them); otherwise hashed assets are cached for a year.
 */
export function createStaticServer(root: string, options: StaticServerOptions = {}): Server {
  const headersFile = join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : undefined;
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveStaticFile(root, request.url ?? '/');
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const hashed = found.file.includes(`${sep}assets${sep}`);
    const path = (request.url ?? '/').split(/[?#]/)[0];
    const type = contentTypes[extname(found.file)] ?? 'application/octet-stream';
    const gzip = options.gzip === true && compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(found.status, {
      'Content-Type': type,
      ...(rules ? headersForPath(rules, path) : { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', 'X-Content-Type-Options': 'nosniff' }),
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else if (gzip) createReadStream(found.file).pipe(createGzip({ level: 9 })).pipe(response);
    else createReadStream(found.file).pipe(response);
  });
}
