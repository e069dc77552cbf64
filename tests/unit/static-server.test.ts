// What the local static server answers, asked over a real socket on 127.0.0.1: the statuses, types, lengths,
// validators and cache rules a static host would send, and the addresses it refuses.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StaticServerOptions } from '../../src/build/static-server.ts';
import { serving } from '../serving.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path sent exactly as given (no client-side clean-up of `..` or `%`). */
function ask(origin: string, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, failed) => {
    request(origin, { path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', failed);
    })
      .on('error', failed)
      .end();
  });
}

const headersFile = [
  '/*',
  '  X-Frame-Options: DENY',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/',
  '  Cache-Control: no-cache',
  '',
].join('\n');
const site: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title><p>Home page</p>',
  'about.html': '<!doctype html><title>About</title><p>About us</p>',
  '404.html': '<!doctype html><title>Not found</title><p>This page does not exist.</p>',
  'assets/app-1a2b.js': 'console.log("app");\n'.repeat(50),
  'images/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255, 254]),
  _headers: headersFile,
  '.env': 'SECRET=dotfile',
  'assets/.hidden.js': 'SECRET hidden',
};

/** Serves `files` from a fresh folder on 127.0.0.1 for the length of `use`, and removes it all after. */
async function withSite(
  files: Record<string, string | Buffer>,
  use: (origin: string, root: string) => Promise<void>,
  options?: StaticServerOptions,
): Promise<void> {
  const parent = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(parent, 'site');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  // Beside the site, where only a path escaping it could reach.
  writeFileSync(join(parent, 'secret.txt'), 'SECRET outside');
  try {
    await serving(root, (origin) => use(origin, root), options);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

describe('the static server answers', () => {
  it('a bad percent-encoding with 400, not with the home page', () =>
    withSite(site, async (origin) => {
      const answer = await ask(origin, '/%zz');
      expect(answer.status).toBe(400);
      expect(answer.body.toString()).not.toContain('Home page');
    }));

  it('/404 and /404.html with status 404 and the not-found page', () =>
    withSite(site, async (origin) => {
      for (const path of ['/404', '/404.html', '/no-such-page']) {
        const answer = await ask(origin, path);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.body.toString()).toBe(site['404.html']);
      }
    }));

  it('a missing file under /assets/ with a 404 that is never cached, whatever _headers says for /assets/*', () =>
    withSite(site, async (origin) => {
      const answer = await ask(origin, '/assets/missing-9z9z.js');
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect((await ask(origin, '/assets/app-1a2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }));

  it('each kind of file the site can hold with its content type', () => {
    const types: Record<string, string> = {
      avif: 'image/avif',
      jpeg: 'image/jpeg',
      jpg: 'image/jpeg',
      gif: 'image/gif',
      webp: 'image/webp',
      png: 'image/png',
      svg: 'image/svg+xml',
      ico: 'image/x-icon',
      woff2: 'font/woff2',
      json: 'application/json; charset=utf-8',
      xml: 'application/xml; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
      css: 'text/css; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      html: 'text/html; charset=utf-8',
      webmanifest: 'application/manifest+json; charset=utf-8',
      map: 'application/json; charset=utf-8',
    };
    const files = Object.fromEntries(Object.keys(types).map((extension) => [`files/a.${extension}`, extension]));
    return withSite(files, async (origin) => {
      for (const [extension, type] of Object.entries(types))
        expect([extension, (await ask(origin, `/files/a.${extension}`)).headers['content-type']]).toEqual([extension, type]);
    });
  });

  it('with a Content-Length equal to the body it sends', () =>
    withSite(site, async (origin) => {
      for (const path of ['/', '/about', '/assets/app-1a2b.js', '/images/logo.png', '/missing']) {
        const answer = await ask(origin, path);
        expect([path, answer.headers['content-length']]).toEqual([path, String(answer.body.length)]);
      }
    }));

  it('with an ETag, and a matching If-None-Match with 304 and no body', () =>
    withSite(site, async (origin, root) => {
      const first = await ask(origin, '/about');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
        const again = await ask(origin, '/about', 'GET', { 'If-None-Match': ifNoneMatch });
        expect([ifNoneMatch, again.status, again.body.length]).toEqual([ifNoneMatch, 304, 0]);
        expect(again.headers.etag).toBe(etag);
      }
      expect((await ask(origin, '/about', 'GET', { 'If-None-Match': '"other"' })).status).toBe(200);
      // A rebuilt file is a new version.
      utimesSync(join(root, 'about.html'), new Date(), new Date(Date.now() + 5000));
      expect((await ask(origin, '/about', 'GET', { 'If-None-Match': etag })).status).toBe(200);
    }));

  it('a link to another file or folder of the site with that file', () =>
    withSite(site, async (origin, root) => {
      symlinkSync('about.html', join(root, 'team.html'));
      symlinkSync(join(root, 'images'), join(root, 'pictures'));
      const team = await ask(origin, '/team');
      expect([team.status, team.headers['content-type'], team.body.toString()]).toEqual([200, 'text/html; charset=utf-8', site['about.html']]);
      const logo = await ask(origin, '/pictures/logo.png');
      expect([logo.status, logo.headers['content-type'], logo.body]).toEqual([200, 'image/png', site['images/logo.png']]);
    }));

  it('HEAD with the headers of GET and no body', () =>
    withSite(site, async (origin) => {
      for (const path of ['/', '/assets/app-1a2b.js', '/missing']) {
        const [get, head] = [await ask(origin, path), await ask(origin, path, 'HEAD')];
        const { date: _getDate, ...getHeaders } = get.headers;
        const { date: _headDate, ...headHeaders } = head.headers;
        expect(head.status).toBe(get.status);
        expect(headHeaders).toEqual(getHeaders);
        expect(head.headers['content-length']).toBe(String(get.body.length));
        expect(head.body.length).toBe(0);
      }
    }));

  it('other methods with 405 and the methods it allows', () =>
    withSite(site, async (origin) => {
      const answer = await ask(origin, '/', 'POST');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }));
});

describe('the static server refuses', () => {
  it('paths out of the site, NUL bytes and backslashes with 400 or 404, and keeps answering', () =>
    withSite(site, async (origin) => {
      const probes = [
        '/../secret.txt',
        '/assets/../../secret.txt',
        '/%2e%2e/secret.txt',
        '/%2E%2E%2Fsecret.txt',
        '/..%2fsecret.txt',
        '/..\\secret.txt',
        '/%5c..%5csecret.txt',
        '/about%00.html',
        '/%00',
        '/about.html%00/x',
        '//..//secret.txt',
      ];
      for (const probe of probes) {
        const answer = await ask(origin, probe);
        expect([probe, [400, 404].includes(answer.status)]).toEqual([probe, true]);
        expect(answer.body.toString()).not.toContain('SECRET');
      }
      expect((await ask(origin, '/')).status).toBe(200);
    }));

  it('a link that leads out of the site, with the not-found page as for a missing file', () =>
    withSite(site, async (origin, root) => {
      symlinkSync('/', join(root, 'rootlink'));
      symlinkSync('../../secret.txt', join(root, 'assets', 'secret.js'));
      symlinkSync(join(root, '..'), join(root, 'parent'));
      for (const path of ['/rootlink/etc/passwd', '/rootlink/proc/self/environ', '/assets/secret.js', '/parent/secret.txt', '/rootlink/']) {
        const answer = await ask(origin, path);
        expect([path, answer.status, answer.headers['cache-control'], answer.body.toString()]).toEqual([path, 404, 'no-cache', site['404.html']]);
      }
      // A not-found page that leads out of the site is not sent either.
      unlinkSync(join(root, '404.html'));
      symlinkSync('../secret.txt', join(root, '404.html'));
      const answer = await ask(origin, '/missing');
      expect([answer.status, answer.body.toString()]).toEqual([404, 'Not found\n']);
    }));

  it('a link to a dotfile or _headers of the site, as it refuses them by name', () =>
    withSite(site, async (origin, root) => {
      symlinkSync('.env', join(root, 'env.txt'));
      symlinkSync('_headers', join(root, 'headers.txt'));
      for (const path of ['/env.txt', '/headers.txt']) {
        const answer = await ask(origin, path);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.body.toString()).not.toMatch(/SECRET|X-Frame-Options/);
      }
    }));

  it('dotfiles and _headers, however the address spells them', () =>
    withSite(site, async (origin) => {
      for (const path of ['/.env', '/assets/.hidden.js', '/_headers', '/%5fheaders', '/_headers/', '/.%65nv']) {
        const answer = await ask(origin, path);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.body.toString()).not.toMatch(/SECRET|X-Frame-Options/);
      }
    }));
});

describe('the static server with gzip on', () => {
  it('says it varies by Accept-Encoding to every client, and sends no Content-Length for what it compresses', () =>
    withSite(
      site,
      async (origin) => {
        const zipped = await ask(origin, '/about', 'GET', { 'Accept-Encoding': 'gzip' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['content-length']).toBeUndefined();
        expect(gunzipSync(zipped.body).toString()).toBe(site['about.html']);
        const plainAnswer = await ask(origin, '/about', 'GET', { 'Accept-Encoding': 'gzip;q=0, identity' });
        expect(plainAnswer.headers['content-encoding']).toBeUndefined();
        expect(plainAnswer.headers.vary).toBe('Accept-Encoding');
        expect(plainAnswer.headers['content-length']).toBe(String(plainAnswer.body.length));
        // The two are different bytes, so they must not share a validator.
        expect(zipped.headers.etag).not.toBe(plainAnswer.headers.etag);
        const head = await ask(origin, '/about', 'HEAD', { 'Accept-Encoding': 'gzip' });
        expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual(['gzip', undefined, 0]);
        expect((await ask(origin, '/images/logo.png', 'GET', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
      },
      { gzip: true },
    ));
});

describe('the static server after a rebuild', () => {
  it('applies the new _headers, and safe defaults while it is bad or missing', () =>
    withSite(site, async (origin, root) => {
      const later = (seconds: number) => utimesSync(join(root, '_headers'), new Date(), new Date(Date.now() + seconds * 1000));
      expect((await ask(origin, '/about')).headers['x-frame-options']).toBe('DENY');
      writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: SAMEORIGIN\n');
      later(5);
      expect((await ask(origin, '/about')).headers['x-frame-options']).toBe('SAMEORIGIN');
      writeFileSync(join(root, '_headers'), '  X-Frame-Options: DENY\n');
      later(10);
      const whileBad = await ask(origin, '/assets/app-1a2b.js');
      expect([whileBad.status, whileBad.headers['x-frame-options'], whileBad.headers['x-content-type-options']]).toEqual([200, undefined, 'nosniff']);
      expect(whileBad.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      rmSync(join(root, '_headers'));
      expect((await ask(origin, '/about')).headers['cache-control']).toBe('no-cache');
    }));

  it('starts with a bad _headers and answers with the safe defaults', () =>
    withSite({ ...site, _headers: 'not a rule\n  : nothing\n  X-Frame-Options DENY\n' }, async (origin) => {
      const answer = await ask(origin, '/');
      expect([answer.status, answer.headers['x-content-type-options'], answer.headers['cache-control']]).toEqual([200, 'nosniff', 'no-cache']);
    }));
});
