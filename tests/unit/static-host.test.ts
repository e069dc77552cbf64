// How a static host answers the built site: which file for which address, and which headers from _headers.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeaderRules, rulesSetting } from '../../src/build/header-rules.ts';
import { createStaticServer } from '../../src/build/static-server.ts';
import { resolveStaticFile } from '../../src/build/static-files.ts';

describe('the static server', () => {
  it('answers like a static host: file, folder index, P.html, then 404.html; never _headers or outside the site', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(root, 'specialties', 'dental'), { recursive: true });
    for (const file of ['favicon.svg', 'specialties/dental/index.html', 'about.html', '404.html', '_headers']) writeFileSync(join(root, file), file);
    expect(resolveStaticFile(root, '/favicon.svg')).toEqual({ status: 200, file: join(root, 'favicon.svg') });
    expect(resolveStaticFile(root, '/specialties/dental')).toEqual({ status: 200, file: join(root, 'specialties/dental/index.html') });
    expect(resolveStaticFile(root, '/specialties/dental/')).toEqual({ status: 200, file: join(root, 'specialties/dental/index.html') });
    expect(resolveStaticFile(root, '/about')).toEqual({ status: 200, file: join(root, 'about.html') });
    expect(resolveStaticFile(root, '/nope')).toEqual({ status: 404, file: join(root, '404.html') });
    expect(resolveStaticFile(root, '/_headers')).toEqual({ status: 404, file: join(root, '404.html') });
    expect(resolveStaticFile(root, '/../package.json')).toEqual({ status: 404, file: join(root, '404.html') });
    // The not-found page is never a page of its own, and an address no file can have finds none.
    expect(resolveStaticFile(root, '/404')).toEqual({ status: 404, file: join(root, '404.html') });
    expect(resolveStaticFile(root, '/%zz')).toEqual({ status: 404, file: join(root, '404.html') });
  });

  it('answers with real files of the site: a link may lead to another of its files, never out of it', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    for (const file of ['about.html', '404.html']) writeFileSync(join(root, file), file);
    symlinkSync('/', join(root, 'rootlink'));
    symlinkSync('about.html', join(root, 'team.html'));
    try {
      expect(resolveStaticFile(root, '/rootlink/etc/passwd')).toEqual({ status: 404, file: join(root, '404.html') });
      expect(resolveStaticFile(root, '/team')).toEqual({ status: 200, file: join(root, 'team.html') });
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});

describe('_headers rules', () => {
  const rules = parseHeaderRules(
    [
      '# a comment',
      '/*',
      '  X-Frame-Options: DENY',
      '',
      '/assets/*',
      '  Cache-Control: immutable',
      '/blog/:slug',
      '  X-Post: yes',
      '/about',
      '  X-Post: about',
    ].join('\n'),
  );

  it('gives a path the headers of every rule it matches, * matching anything and :name one segment', () => {
    expect(headersForPath(rules, '/assets/index-1a2b.js')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'immutable' });
    expect(headersForPath(rules, '/blog/first')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Post': 'yes' });
    expect(headersForPath(rules, '/blog/first/second')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(headersForPath(rules, '/about.html')).toEqual({ 'X-Frame-Options': 'DENY' });
  });

  it('joins a header that two matching rules set, as Cloudflare Pages does, and names those rules', () => {
    const twice = parseHeaderRules('/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n');
    expect(headersForPath(twice, '/assets/a.js')['Cache-Control']).toBe('no-cache, immutable');
    expect(rulesSetting(twice, '/assets/a.js', 'cache-control')).toEqual([0, 1]);
  });

  it('refuses a header line with no path above it', () => {
    expect(() => parseHeaderRules('  X-Frame-Options: DENY\n')).toThrow('is not "Name: value" under a path');
  });
});

describe('the static server with gzip on', () => {
  it('gzips text for a client that accepts it, and sends images and other clients the file as it is', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    const page = `<!doctype html><title>t</title>${'<p>Billing and coding.</p>'.repeat(200)}`;
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'photo.png'), 'not really a png');
    const server = createStaticServer(root, { gzip: true });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const raw = (path: string, acceptEncoding: string) =>
        new Promise<{ encoding?: string; body: Buffer }>((done, failed) => {
          get(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response
              .on('data', (chunk: Buffer) => chunks.push(chunk))
              .on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', failed);
        });
      const zipped = await raw('/', 'gzip, deflate, br');
      expect(zipped.encoding).toBe('gzip');
      expect(gunzipSync(zipped.body).toString()).toBe(page);
      expect(zipped.body.length).toBeLessThan(page.length / 10);
      expect(await raw('/', 'identity')).toEqual({ encoding: undefined, body: Buffer.from(page) });
      expect((await raw('/photo.png', 'gzip')).encoding).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
