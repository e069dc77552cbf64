// Screenshots of the built site, the way a reviewer looks at it: every page (or --only ones) at the widths visitors
// use, the whole page, after the home intro and without the audit popup (it is its own screenshot: --popup).
// Nothing leaves the machine: the diagnostic's frame gets a stand-in (--offline: nothing, to see the page's fallback).
// A tool for looking, not a test.
//
//   npm run build && npm run screens -- [--out DIR] [--width 390 --width 1280] [--only /about] [--fold] [--popup] [--offline]
//     [--dir dist] [--section "Real Results from Real Practices"]   (only that band: the section headed so, or header or footer)
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { createStaticServer, serverUrl } from '../src/build/static-server.ts';
import { buildRoutes } from '../src/model/routes.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { chromiumPath } from './chromium-path.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'reports/screens' },
    width: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    fold: { type: 'boolean', default: false },
    popup: { type: 'boolean', default: false },
    offline: { type: 'boolean', default: false },
    section: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
  },
});

/** Widths from the smallest phone to a large desktop; each with a height of its kind of screen. */
const screens: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1024: 768, 1280: 800, 1920: 1080 };
const widths = values.width?.map(Number) ?? Object.keys(screens).map(Number);

const loaded = loadSiteFile('site.yaml');
if (!loaded.ok) throw new Error('site.yaml has mistakes: run npm run validate.');
const site = resolveSite(loaded.site);

function sitePages(): string[] {
  return buildRoutes(site)
    .filter((route) => route.kind !== 'redirect')
    .map((route) => route.path);
}

/** The file name of a page's screenshot: / is home, /services/analytics services-analytics. */
const fileName = (path: string, width: number) =>
  `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}${values.popup ? '-popup' : ''}${values.section ? `-${values.section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}.png`;

/**
 * What the screenshots show in a third-party frame: a survey's first question in the site's primary colour (one its
 * schema's colour pattern admits, so safe in CSS), as a company sets up its provider's form, on the frame's whole
 * height (its background is the page's card: the form's address asks the provider for a transparent one).
 */
const formStandIn = (primary: string) => `<!doctype html><meta name="viewport" content="width=device-width"><style>
html,body{height:100%}body{box-sizing:border-box;display:flex;flex-direction:column;margin:0;padding:32px clamp(16px,5vw,48px);font:16px/1.5 Arial,"Liberation Sans",sans-serif;color:#1e293b}
s{display:block;height:6px;margin:0 0 24px;border-radius:3px;background:linear-gradient(90deg,${primary} 12.5%,#e2e8f0 0)}
p{margin:0 0 8px;color:#64748b;font-size:14px}h1{margin:0 0 24px;font-size:22px;line-height:1.3}
label{display:flex;gap:12px;align-items:center;margin:0 0 12px;padding:14px 16px;border:1px solid #cbd5e1;border-radius:8px}
i{width:18px;height:18px;border:2px solid #94a3b8;border-radius:50%}
footer{display:flex;justify-content:space-between;align-items:center;margin-top:auto;padding-top:24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:14px}
b{padding:12px 28px;border-radius:8px;background:${primary};color:#fff;font-size:16px}
</style><s></s><p>Question 1 of 8</p><h1>Which specialty does your practice bill for most?</h1>
${['Primary care', 'Cardiology', 'Orthopedics', 'Behavioral health', 'Another specialty'].map((name) => `<label><i></i>${name}</label>`).join('')}
<p>Choose the one that brings in most of your charges; the next question asks about the others.</p><footer>About 45 seconds<b>Next</b></footer>`;

async function shoot(browser: Browser, origin: string, path: string, width: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height: screens[width] ?? 800 } });
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const kind = route.request().resourceType();
      if (values.offline) return route.abort('internetdisconnected');
      // The diagnostic provider's form, which cannot be fetched here: a drawing of its first question in its place,
      // for the page to be judged as a visitor sees it (a line of text in a blank frame read as an unfinished page).
      if (kind === 'document') return route.fulfill({ contentType: 'text/html', body: formStandIn(site.theme.colors.primary) });
      // The form's script: an empty one, as if it had come (a refused one shows the page's fallback instead of the form).
      if (kind === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
      return route.abort('blockedbyclient');
    },
  );
  if (!values.popup) await context.addInitScript(() => window.sessionStorage.setItem('audit-popup-seen', '1'));
  const page = await context.newPage();
  await page.goto(origin + path);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  const skip = page.getByRole('button', { name: 'Skip intro' });
  if (await skip.count()) await skip.click();
  if (values.popup) await page.getByRole('dialog').waitFor({ timeout: 10_000 });
  // A whole-page picture does not scroll, so images the browser loads when they come near (the footer's logotype)
  // would stay blank in it: they load now, as they would for a visitor who scrolls down.
  if (!values.fold && !values.popup)
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('img')].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
  // The stats fade in (500 ms and a stagger) and the fonts settle; on a busy machine a fixed wait caught the last
  // card still transparent, so the picture waits for every finite animation to end too.
  await page.waitForTimeout(600);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const file = join(values.out, fileName(path, width));
  const { section } = values;
  if (section === 'header' || section === 'footer') await page.getByRole(section === 'header' ? 'banner' : 'contentinfo').screenshot({ path: file });
  else if (section)
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: section, exact: true }) })
      .last()
      .screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: !values.fold && !values.popup });
  await context.close();
  return file;
}

if (!existsSync(`${values.dir}/index.html`)) throw new Error(`Build the site first: npm run build (or -- --out ${values.dir})`);
mkdirSync(values.out, { recursive: true });
const server = createStaticServer(values.dir!);
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const path of values.only ?? sitePages()) {
    for (const width of widths) console.log(await shoot(browser, serverUrl(server), path, width));
  }
} finally {
  await browser.close();
  server.close();
}
