// The local static server when files fail it: unreadable, deleted at the worst moment, or a client that leaves
// mid-answer. Each answer gets a status, nothing is left open, and the server keeps answering.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serving } from '../serving.ts';

/** One GET; the status and body, or the client's error as text (a dropped connection is an answer too, a bad one). */
function ask(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, failed) => {
    request(`${origin}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode!, body }));
      response.on('error', failed);
    })
      .on('error', failed)
      .end();
  });
}

function siteFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), '<p>Home page</p>');
  writeFileSync(join(root, '404.html'), '<p>Not found page</p>');
  return root;
}

describe('the static server keeps answering', () => {
  it('after a file it cannot read, which it answers with 500', async () => {
    // chmod stops no read for root; /proc/self/mem is a regular file whose first read fails (EIO) for anyone. A link
    // to it would lead out of the site, which is answered 404, so for root the site is /proc/self itself.
    const asRoot = process.getuid?.() === 0 && existsSync('/proc/self/mem');
    const root = asRoot ? '/proc/self' : siteFolder();
    const [unreadable, readable] = asRoot ? ['/mem', '/status'] : ['/assets/broken.js', '/'];
    if (!asRoot) {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'assets', 'broken.js'), 'x');
      chmodSync(join(root, 'assets', 'broken.js'), 0);
    }
    try {
      await serving(root, async (origin) => {
        expect((await ask(origin, unreadable)).status).toBe(500);
        expect((await ask(origin, readable)).status).toBe(200);
      });
    } finally {
      if (!asRoot) rmSync(root, { recursive: true, force: true });
    }
  });

  it('after a file deleted between its lookup and its reading, which it answers whole or as not found', async () => {
    const root = siteFolder();
    writeFileSync(join(root, 'about.html'), '<p>About</p>');
    // The race made certain: libuv's file-system threads are all held, each opening a FIFO no one writes to, so
    // the server's own file operations queue behind them; the file is deleted while they wait, then released.
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const fifos = Array.from({ length: threads }, (_, i) => join(root, `.fifo-${i}`));
    for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
    const held: Promise<FileHandle>[] = [];
    const release = () => {
      for (const fifo of fifos) {
        try {
          closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
        } catch {
          // ENXIO: that FIFO had no reader waiting.
        }
      }
    };
    try {
      await serving(root, async (origin, server) => {
        held.push(...fifos.map((fifo) => open(fifo, 'r')));
        const reached = new Promise((resolve) => server.once('request', resolve));
        const answer = ask(origin, '/about');
        await reached;
        unlinkSync(join(root, 'about.html'));
        release();
        expect([
          { status: 200, body: '<p>About</p>' },
          { status: 404, body: '<p>Not found page</p>' },
        ]).toContainEqual(await answer);
        expect((await ask(origin, '/')).status).toBe(200);
      });
    } finally {
      release();
      for (const handle of await Promise.allSettled(held)) if (handle.status === 'fulfilled') await handle.value.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.runIf(existsSync('/proc/self/fd'))('after a client leaves mid-answer, and closes the file it was sending', async () => {
    const root = siteFolder();
    // Larger than the socket buffers, so the server is still sending when the client leaves.
    const big = join(root, 'big.txt');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 'a'));
    const openCopies = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === big;
        } catch {
          return false; // closed while listed
        }
      }).length;
    try {
      await serving(root, async (origin) => {
        await new Promise<void>((left, failed) => {
          const client = request(`${origin}/big.txt`, { agent: false }, (response) => {
            response.once('data', () => {
              client.destroy();
              left();
            });
          });
          client.on('error', (error) => (client.destroyed ? undefined : failed(error))).end();
        });
        for (let wait = 0; wait < 100 && openCopies() > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(openCopies()).toBe(0);
        expect((await ask(origin, '/')).status).toBe(200);
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
