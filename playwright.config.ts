import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tools/chromium-path.ts';
import { fixtureBuild } from './tests/sites.ts';

// E2E_PORT=4180 runs a second suite beside one already running.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Twice Playwright's defaults: on a busy two-core CI machine a test that opens a page a dozen times, or waits out
  // the intro and the popup's delay in real time, took 30 s and more (no test waits on these limits: they end it).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    // serve.ts listens on 127.0.0.1. Chromium resolves localhost to the loopback addresses itself, whatever the
    // system says; and tests/e2e/support.ts knows the test server by that name (any other host is answered by
    // the tests), so the pages keep it.
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        // Every host name but localhost fails to resolve: nothing a test does reaches the internet.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    // The spec's site, as npm run test:e2e builds it: the tests drive the engine on a site of its own, never the live one.
    command: `node --import tsx src/build/serve.ts --port ${port} --dir ${fixtureBuild('spec')}`,
    // Whatever HOST the shell has (some set it to the machine's name), the tests' server stays on loopback.
    env: { HOST: '127.0.0.1' },
    // Playwright waits for this URL from Node, where localhost may resolve to ::1 first: the address itself.
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  },
});
