// The same hydration, asserted on the built site and on `npm run dev`: both serve each page prerendered by the same
// server entry, and the browser hydrates it by the same path. For each hydration a block type can have (Island's
// `Hydration`): on the page arrived on, after a followed link, and for a click that comes before the code.
import type { ConsoleMessage, Page } from '@playwright/test';
import { resolve } from 'node:path';
import type { Hydration } from '../../src/ui/Island.tsx';
import { startDevServer } from './dev-server-support.ts';
import { builtSite, holdRequests, expect, openPage, test } from './support.ts';

const site = builtSite();
const cardiology = site.specialties.find((specialty) => specialty.slug === 'cardiology')!;
const contactForm = site.pages.flatMap((page) => page.blocks).find((block) => block.type === 'contactForm')!;
const required = site.constants.messages.requiredFields;

/** Where a server sends the code of a component: the build's chunk, or the dev server's module. */
interface Target {
  name: string;
  /** The address of the site, or undefined for the tests' own server (baseURL). */
  origin: () => string;
  /** Whether a request's path is the code of the component `name` (a file of src/blocks or src/layout). */
  isCodeOf: (path: string, name: string) => boolean;
}

const build: Target = {
  name: 'the build',
  origin: () => '',
  isCodeOf: (path, name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path),
};

const devPort = Number(process.env.DEV_TEST_PORT ?? 5191) + 1;
const dev: Target = {
  name: 'npm run dev',
  origin: () => `http://localhost:${devPort}`,
  isCodeOf: (path, name) => new RegExp(`^/src/(blocks|layout)/${name}\\.tsx$`).test(path),
};

/** The blocks each hydration is tried on, in the spec's site; a new kind of hydration fails `tsc` until it has one. */
const tried: Record<Hydration, { page: string; component: string }> = {
  none: { page: '/specialties/cardiology', component: 'BulletList' },
  load: { page: '/contact', component: 'ContactForm' },
  interaction: { page: '/about', component: 'NavMenus' },
};

/** Every path the page requested, as it goes. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
const menuButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });

for (const target of [build, dev]) {
  test.describe(target.name, () => {
    if (target === dev) {
      // One dev server for these tests, on a port of its own, serving the spec's site.
      test.describe.configure({ mode: 'serial' });
      let stopServer: (() => Promise<void>) | undefined;
      test.beforeAll(async () => {
        stopServer = await startDevServer(resolve('tests/fixtures/sites/spec/site.yaml'), devPort);
      });
      test.afterAll(async () => {
        await stopServer?.();
      });
    }
    const open = (page: Page, path: string) => openPage(page, `${target.origin()}${path}`);

    test('pages hydrate without a console error or warning (development React reports every mismatch)', async ({ page }) => {
      const messages = collectConsole(page);
      for (const path of ['/', '/about', tried.load.page, '/revenue-audit', '/search', tried.none.page, '/no-such-page']) {
        await open(page, path);
        expect(
          messages.filter((text) => !text.startsWith('Page not found') && !text.includes('404 (Not Found)')),
          path,
        ).toEqual([]);
      }
    });

    test('none: the page arrived on keeps its HTML and never fetches its code; its links are followed in the page; rendered afresh on the way back', async ({
      page,
    }) => {
      const paths = requested(page);
      await open(page, tried.none.page);
      await page.waitForLoadState('networkidle');
      expect(paths.filter((path) => target.isCodeOf(path, tried.none.component))).toEqual([]);
      const bullet = page.getByRole('main').getByRole('listitem').filter({ hasText: cardiology.bullets[0] });
      await expect(bullet).toBeVisible();
      await markDocument(page);
      await page.getByRole('main').getByRole('link', { name: site.specialtyPage.contactButton.label }).click();
      await expect(page).toHaveURL(`${target.origin()}${site.specialtyPage.contactButton.href}`);
      // The next page shows once its content and code have come: only then is the page arrived on gone.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(cardiology.headline);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardiology.headline);
      await expect(bullet).toBeVisible();
      expect(await documentKept(page)).toBe(true);
      expect(paths.some((path) => target.isCodeOf(path, tried.none.component))).toBe(true);
    });

    test('load: hydrates as the page arrives, and works (an empty form is not sent: the spec’s alert)', async ({ page }) => {
      const paths = requested(page);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await open(page, tried.load.page);
      expect(paths.some((path) => target.isCodeOf(path, tried.load.component))).toBe(true);
      await page.getByRole('button', { name: contactForm.submit }).click();
      await expect.poll(() => alerts).toEqual([required]);
      await expect(page).toHaveURL(`${target.origin()}${tried.load.page}`);
    });

    test('interaction: its code comes when it is first pointed at, and then it works', async ({ page }) => {
      const paths = requested(page);
      await open(page, tried.interaction.page);
      await page.waitForLoadState('networkidle');
      expect(paths.filter((path) => target.isCodeOf(path, tried.interaction.component))).toEqual([]);
      await menuButton(page, 'Services').hover();
      await expect(menuButton(page, 'Services')).toHaveAttribute('aria-expanded', 'true');
      expect(paths.some((path) => target.isCodeOf(path, tried.interaction.component))).toBe(true);
    });

    test('a click that comes before the code is done once the code has come', async ({ page }) => {
      const release = await holdRequests(page, (url) => target.isCodeOf(url.pathname, tried.interaction.component));
      await open(page, tried.interaction.page);
      await menuButton(page, 'Services').click();
      await expect(menuButton(page, 'Services')).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(menuButton(page, 'Services')).toHaveAttribute('aria-expanded', 'true');
    });

    test('after a followed link, the new page is drawn with its code: its form works, its menus too', async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await open(page, tried.none.page);
      await markDocument(page);
      await page.getByRole('main').getByRole('link', { name: site.specialtyPage.contactButton.label }).click();
      await expect(page).toHaveURL(`${target.origin()}${site.specialtyPage.contactButton.href}`);
      await page.getByRole('button', { name: contactForm.submit }).click();
      await expect.poll(() => alerts).toEqual([required]);
      await menuButton(page, 'Services').hover();
      await expect(menuButton(page, 'Services')).toHaveAttribute('aria-expanded', 'true');
      expect(await documentKept(page)).toBe(true);
    });
  });
}
