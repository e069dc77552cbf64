// Where npm start and the end-to-end tests' server listen: this machine only, unless HOST says otherwise.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listenHost } from '../../src/build/static-server.ts';

describe('the local server', () => {
  it('listens on 127.0.0.1 unless HOST names another address', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: '::1' })).toBe('::1');
  });

  it('prints the address serve.ts really listens on, 127.0.0.1 with no HOST, and answers there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-host-'));
    writeFileSync(join(root, 'index.html'), '<p>Home page</p>');
    const { HOST: _host, PORT: _port, ...env } = process.env;
    const serve = spawn(process.execPath, ['--import', 'tsx', 'src/build/serve.ts', '--port', '0', '--dir', root], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((found, failed) => {
        let printed = '';
        const timer = setTimeout(() => failed(new Error(`serve.ts printed no address in 20 s: ${printed}`)), 20_000);
        serve.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          printed += chunk;
          const match = /Serving .* at (http:\/\/\S+)/.exec(printed);
          if (!match) return;
          clearTimeout(timer);
          found(match[1]);
        });
        serve.on('exit', (code) => failed(new Error(`serve.ts exited (${code}) before listening: ${printed}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      const status = await new Promise<number | undefined>((answered, failed) =>
        get(`${url}/`, (response) => answered(response.resume().statusCode)).on('error', failed),
      );
      expect(status).toBe(200);
    } finally {
      serve.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
