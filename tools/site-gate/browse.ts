// The gate's browser pass: every page of a built site, at each width, in Chromium, served as a static host serves it
// (the headers of _headers, 404.html with status 404). Nothing leaves the machine: a request to another website gets a
// stand-in answer (an empty script, a blank frame), and one the page is not meant to make is a finding.
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from '@playwright/test';
import axe from 'axe-core';
import { auditPopupSeenKey } from '../../src/blocks/audit-popup-seen.ts';
import { createStaticServer } from '../../src/build/static-server.ts';
import { chromiumPath } from '../chromium-path.ts';
import { measurePage } from './in-page.ts';
import type { GatePage, PagePart } from './places.ts';

/** What axe looks for: WCAG 2.1, levels A and AA. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A screen the gate looks at every page on. */
export interface Screen {
  width: number;
  height: number;
}

/** One thing seen on one page at one width: its kind, its part of the page and its words. */
export interface Finding {
  path: string;
  width: number;
  part: PagePart;
  kind:
    | 'pageError'
    | 'failedRequest'
    | 'externalRequest'
    | 'accessibility'
    | 'sidewaysScroll'
    | 'figureWraps'
    | 'headerOverlap'
    | 'headerCutOff'
    | 'heroBelowFold';
  /** What the message says: the same words at two widths make one message naming both. */
  params: Record<string, string | number | string[]>;
}

export interface BrowseOptions {
  dist: string;
  pages: GatePage[];
  screens: Screen[];
  /** The label of the intro's skip button, on the pages that play one. */
  skipIntro: Map<string, string>;
  /** Pages visited at once (two: this machine's cores). */
  parallel?: number;
}

/** Runs `fn` in the page: sent as its source, with the helper tsx's transform names functions with. */
function inPage<T>(page: Page, fn: (...args: never[]) => T, arg?: unknown): Promise<T> {
  return page.evaluate(`(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`) as Promise<T>;
}

/** Visits every page at every width and returns what it found, and the links each page holds (for the link check). */
export async function browseSite(
  options: BrowseOptions,
): Promise<{ findings: Finding[]; links: Map<string, { href: string; part: PagePart }[]>; ids: Map<string, string[]> }> {
  const server = createStaticServer(options.dist);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  // localhost, not the address: the pages' own requests are told from other websites' by it.
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  });
  const findings: Finding[] = [];
  const links = new Map<string, { href: string; part: PagePart }[]>();
  const ids = new Map<string, string[]>();
  const jobs = options.screens.flatMap((screen) => options.pages.map((page) => ({ page, screen })));
  try {
    const worker = async () => {
      // One tab a worker, which goes from page to page: a fresh tab for each costs more than the visit.
      const tab = await newTab(browser, origin);
      try {
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          const seen = await visit(tab, job.page, job.screen, options.skipIntro.get(job.page.path));
          findings.push(...seen.findings);
          if (!links.has(job.page.path)) links.set(job.page.path, seen.links);
          if (!ids.has(job.page.path)) ids.set(job.page.path, seen.ids);
        }
      } finally {
        await tab.page.context().close();
      }
    };
    await Promise.all(Array.from({ length: options.parallel ?? 2 }, worker));
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
  return { findings, links, ids };
}

/** A browser tab, and what its page reports while a visit is under way (console, errors, requests). */
interface Tab {
  page: Page;
  origin: string;
  /** Set by each visit: where the tab's reports go. */
  report: (kind: Finding['kind'], part: PagePart, params: Finding['params']) => void;
  /** The page being visited: which document may answer 404, which other websites it may ask. */
  visiting?: GatePage;
}

async function newTab(browser: Browser, origin: string): Promise<Tab> {
  const context = await browser.newContext();
  // The audit popup counts as seen: it opens a few seconds after the page, which would cover it halfway through a
  // check. (The popup itself is the engine's to test, on its fixture sites.) And axe, ready in every page.
  await context.addInitScript((key) => {
    // (Only the page's own: a sandboxed frame has no storage and throws.)
    if (window === window.top) sessionStorage.setItem(key, '1');
  }, auditPopupSeenKey);
  await context.addInitScript({ content: axe.source });
  // Another website: answered here, never fetched.
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      const type = route.request().resourceType();
      if (type === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
      if (type === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stand-in</title>' });
      return route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  const tab: Tab = { page, origin, report: () => undefined };
  page.on('pageerror', (error) => tab.report('pageError', 'page', { detail: error.message.split('\n')[0] }));
  page.on('console', (message) => {
    // A failed request is reported by its response below, with its address; the not-found page's own 404 is its answer.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      tab.report('pageError', 'page', { detail: message.text().split('\n')[0] });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.status() < 400) return;
    if (response.request().resourceType() === 'document' && url.pathname === tab.visiting?.path) return;
    tab.report('failedRequest', 'page', { url: url.pathname, status: String(response.status()) });
  });
  page.on('request', (request) => {
    const url = request.url();
    if (new URL(url).hostname === 'localhost' || url.startsWith('data:')) return;
    const allowed = tab.visiting?.allowedExternal ?? [];
    if (!allowed.some((address) => url === address || url.startsWith(address.split(/[?#]/)[0])))
      tab.report('externalRequest', 'page', { url: url.slice(0, 120) });
  });
  return tab;
}

/** One page at one width: opened, its intro skipped, its animations ended, then measured and looked at by axe. */
async function visit(tab: Tab, gatePage: GatePage, screen: Screen, skipLabel: string | undefined) {
  const { page } = tab;
  const findings: Finding[] = [];
  const found = (kind: Finding['kind'], part: PagePart, params: Finding['params']) =>
    findings.push({ path: gatePage.path, width: screen.width, part, kind, params });
  tab.report = found;
  tab.visiting = gatePage;
  try {
    await page.setViewportSize(screen);
    await page.goto(`${tab.origin}${gatePage.path}`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island="load"]')].every((island) => island.hasAttribute('data-hydrated')));
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    // The intro (it ends by itself too: the click may come after it).
    if (skipLabel) {
      await page
        .getByRole('button', { name: skipLabel })
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await page.getByRole('button', { name: skipLabel }).waitFor({ state: 'detached' });
    }
    // Every animation that ends is taken to its end: text halfway through a fade-in would read as low contrast.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    });
    const measure = await inPage(page, measurePage, axeTags);
    if (measure.sideways.by > 0)
      found('sidewaysScroll', measure.sideways.culprits[0]?.part ?? 'page', {
        by: measure.sideways.by,
        culprits: measure.sideways.culprits.map((c) => c.text),
      });
    for (const figure of measure.figures) found('figureWraps', figure.part, { figure: figure.figure, text: figure.text });
    for (const [first, second] of measure.header.overlaps) found('headerOverlap', 'header', { first, second });
    for (const label of measure.header.cutOff) found('headerCutOff', 'header', { label });
    if (measure.hero && measure.hero.below > 1) found('heroBelowFold', measure.hero.part, { by: measure.hero.below, lines: measure.hero.lines });
    for (const violation of measure.violations) {
      // One finding for each part of the page the rule fails in, naming its elements there.
      const byPart = new Map<string, { part: PagePart; elements: string[] }>();
      for (const { part, element } of violation.elements) {
        const key = JSON.stringify(part);
        byPart.set(key, { part, elements: [...(byPart.get(key)?.elements ?? []), element] });
      }
      for (const { part, elements } of byPart.values())
        found('accessibility', part, { rule: violation.rule, help: violation.help, helpUrl: violation.helpUrl, elements });
    }
    return { findings, links: measure.links, ids: measure.ids };
  } catch (error) {
    found('pageError', 'page', { detail: `the page could not be checked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
    return { findings, links: [], ids: [] };
  } finally {
    tab.report = () => undefined;
  }
}
