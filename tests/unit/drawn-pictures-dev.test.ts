// `npm run dev` serves the pictures the build draws (drawn-pictures.ts), drawn from the site file as it is now: a
// figure saved in the file is in the picture at the next request. On a copy of the spec's fixture site.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture = 'tests/fixtures/sites/spec';
let dir: string;
let vite: ViteDevServer;
let http: Server;
let base: string;
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-pictures-'));
  cpSync(join(fixture, 'public'), join(dir, 'public'), { recursive: true });
  cpSync(join(fixture, 'site.yaml'), join(dir, 'site.yaml'));
  process.env.SITE_YAML = join(dir, 'site.yaml');
  vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { middlewareMode: true } });
  http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  http?.close();
  await vite?.close();
  delete process.env.SITE_YAML;
  // Vite's dev server sets NODE_ENV to development in this process: the next file must not inherit it.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  rmSync(dir, { recursive: true, force: true });
});

describe('the dev server', () => {
  it('serves the social card as a PNG and the dashboard as an SVG, though public/ holds neither', async () => {
    const card = await fetch(`${base}/images/social-card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const dashboard = await fetch(`${base}/images/audit-popup-dashboard.svg`);
    expect(dashboard.headers.get('content-type')).toBe('image/svg+xml');
    expect(await dashboard.text()).toMatch(/^<svg /);
  });

  it('draws the dashboard afresh once a figure is saved in the site file', async () => {
    const file = join(dir, 'site.yaml');
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(/(cleanClaimRate: \{ value: )"[^"]*"/, '$1"97.9%"');
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    await expect.poll(async () => (await fetch(`${base}/images/audit-popup-dashboard.svg`)).text(), { timeout: 15_000 }).toContain('>97.9%</text>');
  });
});
