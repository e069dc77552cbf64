// `npm run dev` as an editor uses it: saving a broken site.yaml shows the checker's message, with its line, in the
// browser; saving the fix brings the page back by itself.
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './support.ts';

const port = Number(process.env.DEV_TEST_PORT ?? 5191);
let server: ViteDevServer;
let siteFile: string;
const good = readFileSync('site.yaml', 'utf8');

test.beforeAll(async () => {
  // A copy of the site to break, next to the real public/ (pictures are checked there).
  const dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
  symlinkSync(resolve('public'), join(dir, 'public'));
  siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, good);
  process.env.SITE_YAML = siteFile;
  server = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port, strictPort: true } });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  delete process.env.SITE_YAML;
});

test('a broken site.yaml shows its message and line in the browser, and the fix brings the page back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`http://localhost:${port}/about`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const before = await heading.textContent();

  const broken = good.replace('      - type: timeline\n', '      - type: timline\n');
  const line = broken.slice(0, broken.indexOf('      - type: timline')).split('\n').length;
  writeFileSync(siteFile, broken);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(`site.yaml:${line}:15`, { timeout: 30_000 });
  await expect(overlay).toContainText('unknown block type "timline"  did you mean "timeline"?');

  writeFileSync(siteFile, good);
  await expect(overlay).toHaveCount(0, { timeout: 30_000 });
  await expect(heading).toHaveText(before!, { timeout: 30_000 });
});
