// `npm run dev` as an editor uses it: saving a broken site.yaml shows the checker's message, with its line, in the
// browser; saving the fix brings the page back by itself.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startDevServer } from './dev-server-support.ts';
import { expect, test } from './support.ts';
import { fixtureText } from '../sites.ts';

// One dev server for the file, on one port: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.DEV_TEST_PORT ?? 5191);
let stopServer: (() => Promise<void>) | undefined;
let siteFile: string;
const good = fixtureText();

test.beforeAll(async () => {
  // A copy of the spec fixture to break, next to its public/ (pictures are checked there).
  const dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
  symlinkSync(resolve('tests/fixtures/sites/spec/public'), join(dir, 'public'));
  siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, good);
  stopServer = await startDevServer(siteFile, port);
});

test.afterAll(async () => {
  await stopServer?.();
});

/** The version of the site file the page shows, as the edit endpoint names it (the SHA-256 of the file). */
const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Writes the site file, and waits until the page shows that version of it (it arrives by HMR). */
async function writeSite(page: Page, text: string): Promise<void> {
  writeFileSync(siteFile, text);
  await expect(page.locator('[data-site-hash]')).toHaveAttribute('data-site-hash', versionOf(text), { timeout: 30_000 });
}

/**
 * Opens `path` on the dev server with `text` as the site file: written once the page is open, so that the version
 * the page shows is known. Tests leave the file as their last save made it, for the next to compare.
 */
async function openWithSite(page: Page, path: string, text: string): Promise<void> {
  // A change written before the page's HMR connection is open would never reach it: wait for Vite's client to say so.
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[vite] connected'), timeout: 30_000 });
  await page.goto(`http://localhost:${port}${path}`);
  await connected;
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  if (readFileSync(siteFile, 'utf8') !== text) await writeSite(page, text);
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  // A reload would lose this: each change after it must arrive by HMR (see stillSamePage).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Opens `path` with the spec's site as it is, waits for its heading, and opens Edit page: its panel. */
async function openEditPanel(page: Page, path: string) {
  await openWithSite(page, path, good);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit page' }).click();
  return page.getByRole('complementary', { name: 'Edit page' });
}

/** True while the page has not been reloaded since openWithSite. */
const stillSamePage = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a broken site.yaml keeps the last version that worked on screen, with a banner naming the mistake and its line; the fix clears it', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithSite(page, '/about', good);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const before = await heading.textContent();

  const broken = good.replace('      - type: timeline\n', '      - type: timline\n');
  const line = broken.slice(0, broken.indexOf('      - type: timline')).split('\n').length;
  await writeSite(page, broken);
  const banner = page.getByRole('status', { name: 'site.yaml has a mistake' });
  await expect(banner).toContainText(`Line ${line}, column 15`, { timeout: 30_000 });
  await expect(banner).toContainText('unknown block type "timline"');
  await expect(banner).toContainText('Did you mean "timeline"?');
  // Under the message, the line of the file with a marker under the spot, as npm run validate prints it.
  await expect(banner.locator('pre')).toContainText(new RegExp(`${line} \\|       - type: timline\\n +\\| {15}\\^`));
  // The page is still there, as it was: no blank page, no stack trace, no overlay.
  await expect(heading).toHaveText(before!);
  await expect(page.getByRole('heading', { name: 'Our Journey' })).toBeVisible();
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);

  await writeSite(page, good);
  await expect(heading).toHaveText(before!, { timeout: 30_000 });
  await expect(banner).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
});

test('a page opened after a save is sent with the change in its HTML, and hydrates without a mismatch', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithSite(page, '/about', good);
  const heading = page.getByRole('heading', { level: 1 });
  const before = (await heading.textContent())!;
  expect(good).toContain(`heading: ${before}\n`);
  const saved = good.replace(`heading: ${before}\n`, 'heading: Saved In The Dev Server\n');
  await writeSite(page, saved);
  await expect(heading).toHaveText('Saved In The Dev Server');

  // The server's HTML, as a reload or a new tab gets it: the server entry renders from the saved version too.
  const html = await (await page.request.get(`http://localhost:${port}/about`)).text();
  expect(html).toContain('Saved In The Dev Server');
  expect(html).not.toContain(before);
  // And the page, opened afresh, hydrates it: development React reports a mismatch as a console error.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  await expect(heading).toHaveText('Saved In The Dev Server');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await writeSite(page, good);
});

test('each block, the header, the navigation and the footer name the line of site.yaml that makes them', async ({ page }) => {
  test.setTimeout(60_000);
  await openWithSite(page, '/about', good);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const named = await page
    .locator('[data-site-source]')
    .evaluateAll((elements) => elements.map((element) => [element.localName, element.getAttribute('data-site-source') ?? '']));

  // What each position points at, read from the file as an editor would.
  const lines = good.split('\n');
  const textAt = (source: string) => {
    const [, line, column] = /:(\d+):(\d+)$/.exec(source) ?? [];
    return lines[Number(line) - 1]?.slice(Number(column) - 1);
  };
  // The blocks of /about as the file writes them: its `- type:` lines, up to the next page.
  const start = lines.indexOf('  - path: /about');
  const end = lines.findIndex((line, index) => index > start && line.startsWith('  - path: '));
  const types = lines.slice(start, end).flatMap((line) => (line.startsWith('      - type: ') ? [line.trim().slice(2)] : []));
  expect(types.length).toBeGreaterThan(3);
  expect(named.map(([element, source]) => [element, textAt(source)])).toEqual([
    ['header', 'brand:'],
    ['nav', 'nav:'],
    ...types.map((type) => ['div', type]),
    ['footer', 'footer:'],
  ]);
  for (const [, source] of named) expect(source.startsWith(`${siteFile}:`), source).toBe(true);
});

test("an edit posted by the dev server's own page is saved as one line of site.yaml and shown; another origin's is refused", async ({ page, request }) => {
  test.setTimeout(60_000);
  await openWithSite(page, '/about', good);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const about = good.split('\n').indexOf('  - path: /about');
  const pageIndex = good
    .split('\n')
    .slice(0, about)
    .filter((line) => line.startsWith('  - path: ')).length;
  const hero = good.split('\n').findIndex((line, index) => index > about && line.startsWith('        heading: '));
  // The part the edit changes, as the page names it: the hero's `type:` key.
  const heroAt = `${good.split('\n').findIndex((line, index) => index > about && line.startsWith('      - type: hero')) + 1}:9`;

  const answer = await page.evaluate(
    async ({ path, at }) => {
      const { hash } = await (await fetch('/__site/edit')).json();
      const response = await fetch('/__site/edit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, value: 'Who we are: billers, coders & #1 fans of clean claims', base: hash, part: { at, type: 'hero' } }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path: ['pages', pageIndex, 'blocks', 0, 'heading'], at: heroAt },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await expect(heading).toHaveText('Who we are: billers, coders & #1 fans of clean claims', { timeout: 30_000 });
  const after = readFileSync(siteFile, 'utf8').split('\n');
  const changed = good.split('\n').flatMap((line, index) => (line === after[index] ? [] : [index]));
  expect(changed).toEqual([hero]);

  const forged = await request.post(`http://localhost:${port}/__site/edit`, {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: { path: ['pages', pageIndex, 'blocks', 0, 'heading'], value: 'Hacked', base: 'any', part: { at: heroAt, type: 'hero' } },
  });
  expect(forged.status()).toBe(403);
  expect(readFileSync(siteFile, 'utf8').split('\n')).toEqual(after);
});

test('edit mode: choose the home hero by keyboard, change its heading in the form, and site.yaml changes by that line alone', async ({ page }) => {
  test.setTimeout(90_000);
  // A comment above the heading, as an editor leaves them: it must survive the save.
  const withComment = good.replace(
    '        heading: Get Paid Faster for the Care You Deliver\n',
    '        # The promise of the home page.\n        heading: Get Paid Faster for the Care You Deliver\n',
  );
  await openWithSite(page, '/', withComment);
  const pageHeading = page.locator('main h1');
  await expect(pageHeading).toHaveText('Get Paid Faster for the Care You Deliver', { timeout: 30_000 });

  const toggle = page.getByRole('button', { name: 'Edit page' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByRole('complementary', { name: 'Edit page' });
  await panel.getByRole('button', { name: /^hero · line \d+$/ }).focus();
  await page.keyboard.press('Enter');
  const field = panel.getByRole('textbox', { name: 'heading', exact: true });
  await expect(field).toHaveValue('Get Paid Faster for the Care You Deliver');
  // The chosen part's form is brought into the panel's view, below the list of parts.
  await expect(panel.getByRole('heading', { name: /^hero · / })).toBeInViewport();
  await expect(field).toBeInViewport();

  // Emptied, a required text is refused with the checker's words under it, and nothing is written.
  await field.fill('');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/must not be empty/);
  // The refused field is brought into view and focused, its reason under it.
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(panel.getByRole('status')).toContainText('Nothing was written');
  expect(readFileSync(siteFile, 'utf8')).toBe(withComment);

  // The panel passes axe while it is open, with a field in error.
  const axe = await new AxeBuilder({ page }).include('[data-edit-mode]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

  await field.fill('Clean Claims, Paid on Time');
  await field.press('Enter');
  await expect(pageHeading).toHaveText('Clean Claims, Paid on Time', { timeout: 30_000 });
  // The change arrived by HMR: the same page, scrolled where it was, and the intro did not play again.
  expect(await stillSamePage(page)).toBe(true);
  await expect(page.locator('[data-intro]')).toHaveCount(0);
  const before = withComment.split('\n');
  const after = readFileSync(siteFile, 'utf8').split('\n');
  expect(after).toHaveLength(before.length);
  expect(before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]))).toEqual([
    ['        heading: Get Paid Faster for the Care You Deliver', '        heading: Clean Claims, Paid on Time'],
  ]);

  // Edit mode stays on the same block, with its values read again. Typed while the file changes on disk (in a text
  // editor), a value is kept, the panel warns at once, and its Save is refused by the server (409): nothing is
  // overwritten, and the values are read again.
  const field2 = panel.getByRole('textbox', { name: 'heading', exact: true });
  await expect(field2).toHaveValue('Clean Claims, Paid on Time', { timeout: 30_000 });
  await field2.fill('Mine');
  const onDisk = after.join('\n').replace('Medical billing & revenue cycle management', 'Billing, coding and collections');
  await writeSite(page, onDisk);
  await expect(field2).toHaveValue('Mine');
  await expect(panel.getByRole('alert')).toContainText('site.yaml changed on disk since these values were read');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toContainText('changed on disk');
  await expect(field2).toHaveValue('Clean Claims, Paid on Time');
  expect(readFileSync(siteFile, 'utf8')).toBe(onDisk);
  expect(await stillSamePage(page)).toBe(true);
});

test('edit mode: move a block, remove one after a confirmation and add one from its example; site.yaml keeps every other line', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await openEditPanel(page, '/about');
  // Read again while a new version of the page arrives: a read that meets it counts as none.
  const partNames = () =>
    panel
      .getByRole('button', { name: / · line \d+$/ })
      .allTextContents()
      .then(
        (names) => names.map((name) => name.replace(/ · line \d+$/, '')),
        () => [],
      );
  await expect(panel.getByRole('button', { name: /^callToAction · line/ })).toBeVisible();
  const before = await partNames();
  expect(before.slice(0, 4)).toEqual(['header', 'nav', 'hero', 'bulletList']);

  // Move the third block up: it and the second change places, on the page and in the file.
  const third = before[4];
  await panel.getByRole('button', { name: `Move ${third} up` }).click();
  await expect.poll(partNames, { timeout: 30_000 }).toEqual([...before.slice(0, 3), third, 'bulletList', ...before.slice(5)]);
  const moved = readFileSync(siteFile, 'utf8');
  expect(moved.split('\n').sort()).toEqual(good.split('\n').sort());

  // Remove the timeline, once the confirmation is accepted.
  const confirmations: string[] = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });
  await panel.getByRole('button', { name: 'Remove timeline' }).click();
  await expect.poll(partNames, { timeout: 30_000 }).not.toContain('timeline');
  // The question names the block by its heading, not only by its type and line.
  expect(confirmations).toEqual([expect.stringMatching(/^Remove the timeline block “Our Journey” \(line \d+\) from this page\?$/)]);
  const removed = readFileSync(siteFile, 'utf8').split('\n');
  expect(removed.length).toBeLessThan(moved.split('\n').length);
  expect(removed.every((line) => moved.split('\n').includes(line))).toBe(true);

  // Add a call to action at the end, from its schema's example.
  await panel.getByLabel('Add a block at the end of the page').selectOption('callToAction');
  await expect(panel.getByText(/It starts with example words to replace\.$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Add block' }).click();
  await expect(page.locator('main')).toContainText('Example closing heading', { timeout: 30_000 });
  // The new block's form opens, to replace the example's words.
  await expect(panel.getByRole('region', { name: 'Chosen part: callToAction' }).getByRole('textbox', { name: 'heading', exact: true })).toHaveValue(
    'Example closing heading',
  );
  expect(await stillSamePage(page)).toBe(true);
  const added = readFileSync(siteFile, 'utf8').split('\n');
  expect(added.length).toBeGreaterThan(removed.length);
  expect(removed.every((line) => added.includes(line))).toBe(true);
  // Done leaves edit mode (on a phone the panel covers the switch).
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveAttribute('aria-pressed', 'false');
});

test('edit mode on a specialty page edits its entry in specialties, and the footer edits its section', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithSite(page, '/specialties/cardiology', good);
  const heading = page.locator('main h1');
  await expect(heading).toHaveText('Cardiology Billing That Keeps Pace With Your Cath Lab', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit page' }).click();
  const panel = page.getByRole('complementary', { name: 'Edit page' });
  const entry = good.split('\n').indexOf('  - slug: cardiology') + 1;
  // Each block of the page is made from the entry: it is what the list names, and it neither moves nor goes.
  const parts = panel.getByRole('button', { name: `specialty · line ${entry}` });
  await expect(parts.first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(panel.getByLabel('Add a block at the end of the page')).toHaveCount(0);
  await parts.first().click();
  const headline = panel.getByRole('textbox', { name: 'headline', exact: true });
  await expect(headline).toHaveValue('Cardiology Billing That Keeps Pace With Your Cath Lab');
  await headline.fill('Cardiology Billing, Paid on Time');
  await headline.press('Enter');
  await expect(heading).toHaveText('Cardiology Billing, Paid on Time', { timeout: 30_000 });
  const after = readFileSync(siteFile, 'utf8').split('\n');
  expect(good.split('\n').flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]))).toEqual([
    ['    headline: "Cardiology Billing That Keeps Pace With Your Cath Lab"', '    headline: "Cardiology Billing, Paid on Time"'],
  ]);

  // The footer's form is its section's: its social links among them.
  await panel.getByRole('button', { name: /^footer · line \d+$/ }).click();
  await expect(panel.getByRole('region', { name: 'Chosen part: footer' }).getByRole('group', { name: 'social 1' })).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
});

test('/__blocks shows every block type of schemas/blocks/: its name, description, fields, YAML and the block itself', async ({ page, externalRequests }) => {
  test.setTimeout(60_000);
  const types = readdirSync('schemas/blocks')
    .map((file) => file.replace(/\.schema\.json$/, ''))
    .sort();
  // The gallery shows no edit mode, and so no version to wait for: the file is written before it opens.
  writeFileSync(siteFile, good);
  await page.goto(`http://localhost:${port}/__blocks`);
  await expect(page.getByRole('heading', { name: 'Blocks', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Block types' }).getByRole('link')).toHaveText(types);
  for (const type of types) {
    const schema = JSON.parse(readFileSync(`schemas/blocks/${type}.schema.json`, 'utf8')) as { description: string; examples: Record<string, unknown>[] };
    const section = page.getByRole('region', { name: type, exact: true });
    await expect(section.getByText(schema.description, { exact: true })).toBeVisible();
    await expect(section.locator('pre')).toContainText(`- type: ${type}`);
    // The block itself, from the example: its heading where it has one (the popup opens later, over the page).
    const heading = schema.examples[0].heading;
    if (typeof heading === 'string' && type !== 'auditPopup') await expect(section.getByText(heading, { exact: true }).first()).toBeAttached();
  }
  // The diagnostic embed's example script was answered here, not fetched.
  expect(externalRequests.every((url) => url.startsWith('https://forms.example/'))).toBe(true);
});

test("edit mode: give a block a field and a list it did not set, and move, add and remove a list's items in its form", async ({ page }) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const panel = await openEditPanel(page, '/about');
  const lines = () => readFileSync(siteFile, 'utf8').split('\n');

  // The stats set no intro (the timeline had none until it got one): the field shows empty, and a value adds one
  // line to the block.
  await panel.getByRole('button', { name: /^stats · line/ }).click();
  const intro = panel.getByRole('textbox', { name: 'intro', exact: true });
  await expect(intro).toHaveValue('');
  await intro.fill('Five years of clean claims');
  // Scrolled down the page, the page stays there when the change arrives.
  await page.evaluate(() => window.scrollTo(0, 900));
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('main')).toContainText('Five years of clean claims', { timeout: 30_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  const withIntro = lines();
  expect(withIntro.filter((line) => !good.split('\n').includes(line))).toEqual(['        intro: Five years of clean claims']);
  // Where the schema's order puts it: under the heading, before the figures.
  expect(withIntro[withIntro.indexOf('        intro: Five years of clean claims') - 1]).toBe('        heading: "{brand} by the Numbers"');

  // The mission's bullets: the first moves down, a copy of the last is added, then the first is removed.
  await panel.getByRole('button', { name: /^bulletList · line/ }).click();
  const bullets = page.locator('main ul').filter({ hasText: 'Clean claims, submitted right the first time' }).locator('li');
  const first = (await bullets.allTextContents())[0];
  await panel.getByRole('button', { name: 'Move items 1 down' }).click();
  // A read that meets the new version of the page arriving is tried again.
  const second = () =>
    bullets.allTextContents().then(
      (texts) => texts[1],
      () => undefined,
    );
  await expect.poll(second, { timeout: 30_000 }).toBe(first);
  expect([...lines()].sort()).toEqual([...withIntro].sort());
  const count = await bullets.count();
  // An item added waits for Save: the file does not change before.
  const beforeAdd = readFileSync(siteFile, 'utf8');
  await panel.getByRole('button', { name: 'Add to items (a copy of the last)' }).click();
  await expect(panel.getByRole('group', { name: 'items', exact: true }).getByRole('textbox')).toHaveCount(count + 1);
  expect(readFileSync(siteFile, 'utf8')).toBe(beforeAdd);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(bullets).toHaveCount(count + 1, { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Remove items 1' }).click();
  await expect(bullets).toHaveCount(count, { timeout: 30_000 });

  // The feature cards have no buttons: a first one comes from the block type's example, as one line under the cards.
  await panel.getByRole('button', { name: /^featureCards · line/ }).click();
  // A heading typed past 80 characters stays in its box, with the focus (the box does not change as it grows).
  const cardsHeading = panel.getByRole('textbox', { name: 'heading', exact: true });
  await cardsHeading.click();
  await cardsHeading.press('End');
  const longer = ' that every practice we serve can see, measure and hold us to, every month of the year';
  await cardsHeading.pressSequentially(longer);
  await expect(cardsHeading).toHaveValue(`Our Core Values${longer}`);
  await expect(cardsHeading).toBeFocused();
  await cardsHeading.fill('Our Core Values');
  const before = lines();
  await panel.getByRole('button', { name: 'Add buttons (from the example)' }).click();
  expect(lines()).toEqual(before);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('main').getByRole('link', { name: 'Example section button' })).toBeVisible({ timeout: 30_000 });
  const after = lines();
  const at = before.findIndex((line, index) => line !== after[index]);
  expect(after.slice(at, at + 2)).toEqual(['        buttons:', '          - { label: Example section button, href: /services }']);
  expect([...after.slice(0, at), ...after.slice(at + 2)]).toEqual(before);
  await expect(panel.getByRole('group', { name: 'buttons 1' }).getByRole('textbox', { name: 'label', exact: true })).toHaveValue('Example section button');
  expect(await stillSamePage(page)).toBe(true);
});

/** The names the panel's list gives the parts of the page, header to footer (a read that meets a new version is tried again). */
const partNamesOf = (panel: ReturnType<Page['getByRole']>) => () =>
  panel
    .getByRole('button', { name: / · line \d+$/ })
    .allTextContents()
    .then(
      (names) => names.map((name) => name.replace(/ · line \d+$/, '')),
      () => [],
    );

/** The block types of the page at `path` in the site file, in order. */
function blockTypesOf(text: string, path: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`  - path: ${path}`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('  - path: '));
  return lines.slice(start, end).flatMap((line) => (line.startsWith('      - type: ') ? [line.trim().slice('- type: '.length)] : []));
}

test('edit mode after a followed link: links navigate, the panel is rebuilt for the new page, and no banner of the last page comes along', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await openEditPanel(page, '/why-choose-us');
  await expect.poll(partNamesOf(panel), { timeout: 30_000 }).toEqual(['header', 'nav', ...blockTypesOf(good, '/why-choose-us'), 'footer']);
  // A save here says so, on this page.
  await panel.getByRole('button', { name: /^faq · line/ }).click();
  const faqHeading = panel.getByRole('textbox', { name: 'heading', exact: true });
  await faqHeading.fill('Questions Before You Sign');
  await faqHeading.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Saved.', { timeout: 30_000 });
  await expect(page.locator('main')).toContainText('Questions Before You Sign', { timeout: 30_000 });
  const saved = readFileSync(siteFile, 'utf8');

  // In edit mode a link of the page is followed (by wouter, in the page): the panel is built again for /about, with
  // none of the last page's messages, and its footer row has no block of another page behind it.
  await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel.getByRole('status')).toHaveText('');
  await expect.poll(partNamesOf(panel), { timeout: 30_000 }).toEqual(['header', 'nav', ...blockTypesOf(saved, '/about'), 'footer']);
  await expect(panel.getByRole('button', { name: 'Move footer up' })).toHaveCount(0);

  // Done, then a link in the header, then Edit page: the trial's steps, back to /why-choose-us.
  await panel.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Why Choose Us', exact: true }).first().click();
  await expect(page).toHaveURL(/\/why-choose-us$/);
  await page.getByRole('button', { name: 'Edit page' }).click();
  await expect.poll(partNamesOf(panel), { timeout: 30_000 }).toEqual(['header', 'nav', ...blockTypesOf(saved, '/why-choose-us'), 'footer']);
  await expect(panel.getByRole('button', { name: 'Move footer up' })).toHaveCount(0);
  // Moving a block of this page moves this page's block: the move names it, and the server finds it there.
  await panel.getByRole('button', { name: 'Move faq up' }).click();
  await expect.poll(partNamesOf(panel), { timeout: 30_000 }).not.toEqual(['header', 'nav', ...blockTypesOf(saved, '/why-choose-us'), 'footer']);
  expect(blockTypesOf(readFileSync(siteFile, 'utf8'), '/about')).toEqual(blockTypesOf(saved, '/about'));
  expect(blockTypesOf(readFileSync(siteFile, 'utf8'), '/why-choose-us').indexOf('faq')).toBe(blockTypesOf(saved, '/why-choose-us').indexOf('faq') - 1);
  expect(await stillSamePage(page)).toBe(true);
});

test('edit mode: a part is chosen with its Edit button on the outline; a value from elsewhere says where it lives and opens it', async ({ page }) => {
  test.setTimeout(90_000);
  const panel = await openEditPanel(page, '/');
  await page.locator('main h1').hover();
  await page.getByRole('button', { name: /^Edit hero · line \d+$/ }).click();
  const text = panel.getByRole('region', { name: 'Chosen part: hero' }).getByRole('textbox', { name: 'text', exact: true });
  await expect(text).toHaveAccessibleDescription(
    /Shows what brand\.figures\.cleanClaimRate and brand\.figures\.daysInAR hold: change those there, for every page\./,
  );
  await panel.getByRole('button', { name: 'Open brand' }).first().click();
  await expect(panel.getByRole('region', { name: 'Chosen part: brand' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Chosen part: brand' }).getByRole('group', { name: 'figures' })).toBeVisible();
});

test('edit mode: Done, a followed link and leaving the page ask before unsaved changes are thrown away', async ({ page }) => {
  test.setTimeout(90_000);
  const panel = await openEditPanel(page, '/about');
  await panel.getByRole('button', { name: /^hero · line/ }).click();
  const heading = panel.getByRole('textbox', { name: 'heading', exact: true });
  const original = await heading.inputValue();
  await heading.fill('Not saved yet');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).first().click();
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(heading).toHaveValue('Not saved yet');
  expect(asked).toEqual(Array(3).fill('You have unsaved changes in the Edit page panel. Discard them?'));
  // A reload or a closed tab: the browser asks (its own words), because the page says it holds changes.
  expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
  expect(readFileSync(siteFile, 'utf8')).toBe(good);
  // Typed back to what the file has, the form holds no change, and nothing asks.
  await heading.fill(original);
  await expect.poll(() => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(false);
});

test("edit mode: a list's Add and Duplicate wait for Save; a removal names the item; a number box says why it refuses a letter; a specialty duplicates", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await openEditPanel(page, '/why-choose-us');
  await panel.getByRole('button', { name: /^testimonials · line/ }).click();
  const form = panel.getByRole('region', { name: 'Chosen part: testimonials' });

  // A letter typed in a number box is refused with a reason under it, not dropped without a word.
  const rating = form.getByRole('group', { name: 'testimonials 1' }).getByRole('spinbutton', { name: 'rating' });
  await rating.press('a');
  await expect(rating).toHaveValue('5');
  await expect(rating).toHaveAccessibleDescription(/“a” cannot go in rating: it takes a number, in digits/);

  // Duplicate waits for Save, as Add does; then both are written at once.
  await form.getByRole('button', { name: 'Duplicate testimonials 1' }).click();
  await expect(form.getByRole('group', { name: /^testimonials \d$/ })).toHaveCount(4);
  await form.getByRole('button', { name: 'Add to testimonials (a copy of the last)' }).click();
  await expect(form.getByRole('group', { name: /^testimonials \d$/ })).toHaveCount(5);
  expect(readFileSync(siteFile, 'utf8')).toBe(good);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('main').getByText(/We moved our billing from an in-house team/)).toHaveCount(2, { timeout: 30_000 });
  const written = readFileSync(siteFile, 'utf8');
  expect(written.split('\n').filter((line) => line.includes('We moved our billing from an in-house team'))).toHaveLength(2);

  // A removal names the item by its quote.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await form.getByRole('button', { name: 'Remove testimonials 3' }).click();
  expect(asked).toEqual(['Remove testimonials 3 (“Denials used to be a weekly headache. Now they are the ra…”)?']);

  // A specialty duplicates as a specialty of its own: a slug and a name of its own.
  await page.goto(`http://localhost:${port}/specialties/cardiology`);
  await panel
    .getByRole('button', { name: /^specialty · line/ })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Duplicate specialty' }).click();
  await expect(panel.getByRole('status')).toContainText('Saved: the copy is the specialty cardiology-copy, at /specialties/cardiology-copy.', {
    timeout: 30_000,
  });
  expect(readFileSync(siteFile, 'utf8')).toContain('  - slug: cardiology-copy\n');
});

test("a refused value's reason stands under its field, focused, even when the checker places it elsewhere: a slug used twice names the first", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const panel = await openEditPanel(page, '/specialties/cardiology');
  await panel
    .getByRole('button', { name: /^specialty · line/ })
    .first()
    .click();
  const slug = panel.getByRole('textbox', { name: 'slug', exact: true });
  await expect(slug).toHaveValue('cardiology');
  await slug.fill('dental');
  await panel.getByRole('button', { name: 'Save' }).click();
  // The checker names the other dental, further down the file, and the line of this one, the first.
  const lines = good.split('\n');
  const first = lines.indexOf('  - slug: cardiology') + 1;
  const second = lines.indexOf('  - slug: dental') + 1;
  await expect(slug).toHaveAccessibleDescription(new RegExp(`line ${second}: the specialty slug "dental" is used twice \\(first on line ${first}\\)`), {
    timeout: 30_000,
  });
  await expect(slug).toBeFocused();
  await expect(slug).toBeInViewport();
  expect(readFileSync(siteFile, 'utf8')).toBe(good);
});

test('the panel never opens under a dialog: Edit page closes the timed audit popup first', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithSite(page, '/', good);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Edit page' }).click();
  await expect(popup).toHaveCount(0);
  const panel = page.getByRole('complementary', { name: 'Edit page' });
  await panel.getByRole('button', { name: /^hero · line/ }).click();
  const heading = panel.getByRole('textbox', { name: 'heading', exact: true });
  await heading.click();
  await expect(heading).toBeFocused();
});

test('opened from another device (the preview on the network), the panel says why it cannot edit, and offers no part', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithSite(page, '/about', good);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  // The dev server's answer to a page on another device (site-edit-network.test.ts asks it so on a real socket).
  const refusal = 'Edit page works only on the computer that runs npm run dev: open the preview there, at localhost, to edit.';
  await page.route(
    (url) => url.pathname === '/__site/edit',
    (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }),
  );
  await page.getByRole('button', { name: 'Edit page' }).click();
  const panel = page.getByRole('complementary', { name: 'Edit page' });
  await expect(panel).toContainText(refusal);
  await expect(panel.getByRole('heading', { name: 'Parts of this page' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /· line \d+$/ })).toHaveCount(0);
});
