// `npm start` serves dist/ while `npm run build` replaces it: the server answers every request with a status
// during the swap and serves the new site after it, and a failed build leaves nothing of itself behind.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serving } from '../serving.ts';

/** The site as build number `n` writes it; its asset is large enough to be mid-answer during a swap. */
const siteVersion = (n: number): Record<string, string> => ({
  'index.html': `<p>Home ${n}</p>`,
  'about.html': `<p>About ${n}</p>`,
  '404.html': `<p>Not found ${n}</p>`,
  'assets/app.js': `/* build ${n} */`.padEnd(256 * 1024, ' '),
  _headers: `/*\n  X-Build: ${n}\n`,
});

async function writeSite(folder: string, n: number): Promise<void> {
  for (const [name, content] of Object.entries(siteVersion(n))) {
    await mkdir(dirname(join(folder, name)), { recursive: true });
    await writeFile(join(folder, name), content);
  }
}

/** What build.ts does at its end: the new site beside the old, the old renamed aside, the new in, the old deleted. */
async function replaceAsTheBuildDoes(served: string, n: number): Promise<void> {
  await writeSite(`${served}.new`, n);
  await rename(served, `${served}.old`);
  await rename(`${served}.new`, served);
  await rm(`${served}.old`, { recursive: true });
}

/** One GET: its status, body and build header, or the client's error (a dropped connection) as `error`. */
function ask(origin: string, path: string): Promise<{ path: string; status?: number; body?: string; build?: string; error?: string }> {
  return new Promise((done) => {
    request(`${origin}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ path, status: response.statusCode, body, build: response.headers['x-build'] as string | undefined }));
      response.on('error', (error) => done({ path, error: error.message }));
    })
      .on('error', (error) => done({ path, error: error.message }))
      .end();
  });
}

describe('the static server during a rebuild', () => {
  it('answers 200 requests in flight while its folder is replaced, each with a status, then serves the new site', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'static-rebuild-'));
    const served = join(parent, 'dist');
    await writeSite(served, 0);
    try {
      await serving(served, async (origin) => {
        const paths = ['/', '/about', '/assets/app.js', '/missing'];
        let pending = true;
        const answers = Promise.all(Array.from({ length: 200 }, (_, i) => ask(origin, paths[i % paths.length]))).finally(() => (pending = false));
        let builds = 0;
        while (pending && builds < 100) await replaceAsTheBuildDoes(served, ++builds);
        const versions = Array.from({ length: builds + 1 }, (_, n) => siteVersion(n));
        const pageOf: Record<string, string> = { '/': 'index.html', '/about': 'about.html', '/assets/app.js': 'assets/app.js', '/missing': '404.html' };
        for (const answer of await answers) {
          expect(answer.error).toBeUndefined();
          expect([answer.path, answer.status]).toEqual([answer.path, answer.status === 404 ? 404 : 200]);
          // A page is whole, from one build or another. A 404 may come without its page: between the build's two
          // renames there is no folder at all.
          if (answer.status === 200) expect(versions.map((files) => files[pageOf[answer.path]])).toContain(answer.body);
        }
        expect(builds).toBeGreaterThan(0);
        expect(await ask(origin, '/about')).toEqual({ path: '/about', status: 200, body: `<p>About ${builds}</p>`, build: String(builds) });
      });
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('npm run build', () => {
  it('removes its work folder .build/ when it fails after building', () => {
    // The output's parent is a file, so the build gets to its very end and fails there.
    const parent = mkdtempSync(join(tmpdir(), 'failing-build-'));
    writeFileSync(join(parent, 'not-a-folder'), 'a file');
    const out = join(parent, 'not-a-folder', 'dist');
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--out', out], { encoding: 'utf8' });
      expect(result.stderr).toContain('Build failed');
      expect(result.status).toBe(1);
      expect(existsSync('.build')).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
