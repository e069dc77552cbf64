// Hostile values that the checks let through (tests/hostile-values.ts), and random printable texts, built into one
// site and read back by Chromium's HTML parser: every page shows exactly the text that was written, before and
// after hydration, and no value added an element to any page. A random text the checks refuse must be refused at
// its own place.
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createStaticServer } from '../../src/build/static-server.ts';
import { goodText, hostileValues, positionOfPath, withValue, type DataPath } from '../hostile-values.ts';
import type { Browser, Page } from '@playwright/test';
import { fileForRoute } from '../../src/build/prerender.ts';
import { answerExternalRequests, expect, test } from './support.ts';
import { loadSpecText, specPublic } from '../sites.ts';

type Slot = { path: DataPath; route: string } & ({ kind: 'title' } | { kind: 'description' } | { kind: 'text' });

const data = parse(goodText) as { pages: { path: string; layout?: string }[]; specialties: { slug: string }[] };
const taken = new Set(hostileValues.filter((v) => v.shows).map((v) => JSON.stringify(v.path)));
/** Text fields that show on a known page in a known way, and that no hostile value of the table uses. */
const slots: Slot[] = [
  ...data.pages.flatMap((page, i): Slot[] => [
    { path: ['pages', i, 'title'], route: page.path, kind: 'title' },
    { path: ['pages', i, 'description'], route: page.path, kind: 'description' },
  ]),
  ...data.specialties.flatMap((specialty, i): Slot[] =>
    (['headline', 'subtitle'] as const).map((field) => ({ path: ['specialties', i, field], route: `/specialties/${specialty.slug}`, kind: 'text' })),
  ),
  ...data.specialties.map((specialty, i): Slot => ({ path: ['specialties', i, 'cards', 0, 'title'], route: `/specialties/${specialty.slug}`, kind: 'text' })),
].filter((slot) => !taken.has(JSON.stringify(slot.path)));

// Printable texts rich in what breaks pages: replacement patterns, markup, entities, quotes, braces, any script.
const piece = fc.oneof(
  fc.constantFrom(
    '$&',
    "$'",
    '$`',
    '$$',
    '$1',
    '</style>',
    '</script>',
    '</title>',
    '<!--',
    '-->',
    '<b>',
    '&amp;',
    '&',
    '"',
    "'",
    '<',
    '>',
    '\\',
    '{',
    '}',
    '`',
    '%',
    '::error::',
    '\u2028',
    ' ',
    '\n',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
);
const seed = 20261123;
// Known placeholders ({brand}) are filled in on purpose: a text that names one is not shown as written.
const texts = fc
  .sample(
    fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
    { seed, numRuns: slots.length * 2 },
  )
  .filter((text) => !/\{(brand|phone|email|address|name)\}/.test(text))
  .slice(0, slots.length);

const brandName = hostileValues.find((v) => v.path?.join('.') === 'brand.name')!.value!;
const titleOf = (title: string) => `${title} | ${brandName}`;

// One build for the whole file, in one worker.
test.describe.configure({ mode: 'serial' });

let server: Server;
let work: string;
let baseURL: string;
const placed: { slot: Slot; text: string }[] = [];
const refused: { slot: Slot; text: string; message: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  let text = hostileValues.filter((v) => v.shows).reduce((base, v) => withValue(base, v.path!, v.value), goodText);
  for (const [i, randomText] of texts.entries()) text = withValue(text, slots[i].path, randomText);
  // A random text the checks refuse is refused at its own field: put the real value back and go on without it.
  const result = loadSpecText(text);
  const problems = result.ok ? [] : result.problems;
  texts.forEach((randomText, i) => {
    const { line } = positionOfPath(text, slots[i].path);
    const own = problems.filter((problem) => problem.line === line);
    if (own.length > 0) refused.push({ slot: slots[i], text: randomText, message: own.map((p) => p.message).join('; ') });
    else placed.push({ slot: slots[i], text: randomText });
  });
  for (const { slot } of refused)
    text = withValue(
      text,
      slot.path,
      slot.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data),
    );
  const rebuilt = loadSpecText(text);
  expect(rebuilt.ok ? [] : rebuilt.problems.map((p) => p.message)).toEqual([]);
  work = mkdtempSync(join(tmpdir(), 'hostile-site-'));
  cpSync(specPublic, join(work, 'public'), { recursive: true });
  writeFileSync(join(work, 'site.yaml'), text);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', join(work, 'site.yaml'), '--out', join(work, 'dist')], { stdio: 'pipe' });
  server = createStaticServer(join(work, 'dist'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page that shows what the HTML says, as Chromium parses it, with scripts off: no script touches it. */
async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await answerExternalRequests(context);
  return context.newPage();
}

const titleText = (page: Page) => page.locator('head > title').evaluate((title) => title.textContent);
const metaContent = (page: Page, key: string) => page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute('content');
const hasText = (page: Page, text: string) =>
  page.evaluate((wanted) => [...document.body.querySelectorAll('*')].some((element) => element.textContent === wanted), text);
/** The elements of the head, and the elements of the body that load or run something: what a value must not add. */
const shape = (page: Page) =>
  page.evaluate(() => ({
    head: [...document.head.children].map(
      (e) => `${e.tagName} ${['rel', 'name', 'property', 'type', 'http-equiv'].map((a) => e.getAttribute(a) ?? '').join(' ')}`,
    ),
    body: document.body.querySelectorAll('script, style, link, meta, base, iframe, object, embed, form').length,
  }));

async function expectShown(page: Page, shown: NonNullable<(typeof hostileValues)[number]['shows']>): Promise<void> {
  if ('title' in shown) expect(await titleText(page)).toBe(shown.title);
  else if ('meta' in shown) expect(await metaContent(page, shown.meta)).toBe(shown.content);
  else if ('jsonLd' in shown) {
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as unknown;
    expect(shown.jsonLd.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data)).toBe(shown.equals);
  } else expect(await hasText(page, shown.text), shown.text).toBe(true);
}

test('each hostile value the checks let through reads back exactly, and adds no element to its page', async ({ browser }) => {
  test.setTimeout(120_000);
  const realSite = test.info().project.use.baseURL!;
  const page = await noScriptPage(browser);
  for (const value of hostileValues.filter((v) => v.shows)) {
    const { route } = value.shows!;
    await page.goto(`${realSite}${route}`);
    const real = await shape(page);
    await page.goto(`${baseURL}${route}`);
    await expectShown(page, value.shows!);
    expect(await shape(page), value.name).toEqual(real);
  }
});

test(`random printable texts (seed ${seed}) read back exactly where they were written, or were refused at their field`, async ({ browser }) => {
  test.setTimeout(120_000);
  // Most random texts are fine: the property is not tested on an empty set.
  expect(placed.length).toBeGreaterThan(slots.length / 2);
  for (const { slot, message } of refused) expect(message, JSON.stringify(slot.path)).not.toBe('');
  const page = await noScriptPage(browser);
  for (const route of new Set(placed.map(({ slot }) => slot.route))) {
    await page.goto(`${baseURL}${route}`);
    for (const { slot, text } of placed.filter((p) => p.slot.route === route)) {
      const label = `${JSON.stringify(slot.path)}: ${JSON.stringify(text)}`;
      if (slot.kind === 'title') expect(await titleText(page), label).toBe(titleOf(text));
      else if (slot.kind === 'description') expect(await metaContent(page, 'description'), label).toBe(text);
      else expect(await hasText(page, text), label).toBe(true);
    }
  }
});

test('the pages with hostile and random texts hydrate without an error and still show them', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of ['/', '/about', '/services/medical-coding', '/specialties/cardiology', '/specialties/dental', '/specialties/urology']) {
    await page.goto(`${baseURL}${route}`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    for (const value of hostileValues.filter((v) => v.shows?.route === route && 'text' in v.shows)) await expectShown(page, value.shows!);
    for (const { text } of placed.filter((p) => p.slot.route === route && p.slot.kind === 'text'))
      expect(await hasText(page, text), JSON.stringify(text)).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('the pages with hostile values pass the Nu HTML Checker', () => {
  test.setTimeout(60_000);
  const pages = join(work, 'checked');
  for (const route of new Set(hostileValues.flatMap((v) => (v.shows ? [v.shows.route] : [])))) {
    const file = fileForRoute(route);
    mkdirSync(join(pages, file, '..'), { recursive: true });
    copyFileSync(join(work, 'dist', file), join(pages, file));
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/check-html.ts', '--dir', pages], { stdio: 'pipe' });
});
