// How long the built site takes to answer what a visitor does (the INP measure): in Chromium with the CPU slowed 4x,
// each interaction's Event Timing `duration` (input to the next paint), the first time (its code may be fetched
// then) and the second, worst of two page loads. A report for `npm run bench`, not a test.
import { existsSync } from 'node:fs';
import { chromium, type Locator, type Page } from '@playwright/test';
import { createStaticServer, serverUrl } from '../src/build/static-server.ts';
import { chromiumPath } from './chromium-path.ts';

interface Interaction {
  what: string;
  path: string;
  viewport: { width: number; height: number };
  /** Gets the page ready (not measured). */
  before?: (page: Page) => Promise<void>;
  /** The interaction, done twice: the first time and a later time. */
  act: (page: Page, time: 'first' | 'later') => Promise<void>;
  /** Undoes it between the two, when it needs undoing. */
  undo?: (page: Page) => Promise<void>;
}

/**
 * A click as the visitor's mouse gives it: on the middle of `target`, found first (not timed). Playwright's own click
 * checks the target in the page while it clicks (its hit-target listeners run inside the very events measured): they
 * counted 10 to 30 ms of its own in each click's duration at 4x.
 */
async function click(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const skipIntro = async (page: Page) => {
  const skip = page.getByRole('button', { name: 'Skip intro' });
  if (await skip.count()) await skip.click();
};

const interactions: Interaction[] = [
  {
    what: 'open a desktop menu (click)',
    path: '/about',
    viewport: desktop,
    act: (page) => click(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })),
    undo: (page) => page.keyboard.press('Escape'),
  },
  {
    what: 'open the mobile menu (tap)',
    path: '/about',
    viewport: phone,
    act: (page) => click(page, page.getByRole('banner').getByRole('button', { name: 'Open menu' })),
    undo: (page) => page.keyboard.press('Escape'),
  },
  {
    what: 'type a letter in the search panel',
    path: '/about',
    viewport: desktop,
    before: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
      await page.getByRole('dialog').getByRole('searchbox').first().waitFor();
    },
    act: (page, time) => page.keyboard.press(time === 'first' ? 'c' : 'a'),
  },
  {
    what: 'change a calculator field (a digit)',
    path: '/',
    viewport: desktop,
    before: async (page) => {
      await skipIntro(page);
      await page.locator('input[name="monthlyRevenue"]').focus();
      await page.keyboard.press('End');
    },
    act: (page) => page.keyboard.press('5'),
  },
  {
    what: 'submit the audit form (click)',
    path: '/revenue-audit',
    viewport: desktop,
    before: async (page) => {
      const form = page.getByRole('form', { name: 'Request Your Free Audit' });
      const fields: [string, string][] = [
        ['First Name', 'Ann'],
        ['Last Name', 'Lee'],
        ['Email', 'ann@clinic.example'],
        ['Phone', '303-555-0100'],
        ['Practice Name', 'Sunrise Cardiology'],
        ['Monthly Charges ($)', '100000'],
        ['Current A/R Balance ($)', '200000'],
      ];
      for (const [label, value] of fields) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    },
    // The estimate shows at once; the e-mail opens a moment later (a mailto: address, which the browser here ignores).
    act: (page) => click(page, page.getByRole('form', { name: 'Request Your Free Audit' }).getByRole('button', { name: 'Get My Free Audit' })),
  },
];

/** The longest Event Timing duration of the interactions the page has had since `since` (performance.now()). */
function longestSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((done) => {
        // The entries come after the paint: a moment for the last one to be reported.
        setTimeout(() => {
          const entries = (window as unknown as { eventEntries: PerformanceEventTiming[] }).eventEntries;
          done(Math.max(0, ...entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= from).map((entry) => entry.duration)));
        }, 300);
      }),
    since,
  );
}

/** Rows of `npm run bench`: each interaction, the first time and later, worst of two loads. */
export async function interactionRows(dir = 'dist'): Promise<{ what: string; first: number; later: number }[]> {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`No built site in ${dir}/: run npm run build first.`);
  const server = createStaticServer(dir);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const rows: { what: string; first: number; later: number }[] = [];
  try {
    for (const interaction of interactions) {
      const row = { what: interaction.what, first: 0, later: 0 };
      for (let load = 0; load < 2; load++) {
        const context = await browser.newContext({ viewport: interaction.viewport });
        // Nothing leaves the machine: only the local server answers.
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        await context.addInitScript(() => {
          const entries: PerformanceEntry[] = [];
          Object.assign(window, { eventEntries: entries });
          // durationThreshold (Event Timing) is not in TypeScript's DOM types yet: passed as a plain object.
          const options = { type: 'event', durationThreshold: 16, buffered: true };
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe(options);
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${serverUrl(server)}${interaction.path}`);
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await interaction.before?.(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        for (const time of ['first', 'later'] as const) {
          const since = await page.evaluate(() => performance.now());
          await interaction.act(page, time);
          const longest = await longestSince(page, since);
          row[time] = Math.max(row[time], longest);
          if (time === 'first') await interaction.undo?.(page);
        }
        await context.close();
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
