// The site with a keyboard and no pointer at all: both forms sent, the search panel and the phone menu opened and
// closed. Every control is reached by Tab from the top of the page, and each stop must show that it has the focus.
import type { Locator, Page } from '@playwright/test';
import { buildSearchIndex } from '../../src/model/search-index.ts';
import { filterSearch, noFilters } from '../../src/logic/search.ts';
import { acceptedAlerts, builtSite, expect, mailtoRequests, openPage, openPageWithForm, test } from './support.ts';

const site = builtSite();
const { labels } = site.forms;
const blocksOf = (path: string) => site.pages.find((page) => page.path === path)!.blocks;
const contactForm = blocksOf('/contact').find((block) => block.type === 'contactForm')!;
const auditForm = blocksOf('/revenue-audit').find((block) => block.type === 'auditForm')!;
const textbox = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });
const crlf = (...lines: string[]) => lines.join('\r\n');

// ─── Moving the focus ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Fails unless `target` has the focus and shows it: the browser treats it as keyboard focus (:focus-visible), it
 * draws a ring (an outline or a box shadow), and its middle is on screen and not under something else (the sticky
 * header, a backdrop). Asked again until it holds, since a panel sliding or zooming in starts off its place.
 */
async function expectFocusShown(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const seen = () =>
    target.evaluate((element) => {
      const drawsRing = (pseudo?: string) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return false;
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      };
      const box = element.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        focusVisible: element.matches(':focus-visible'),
        // A result card's link draws its ring on a pseudo-element stretched over the card.
        ring: drawsRing() || drawsRing('::before') || drawsRing('::after'),
        uncovered: onTop !== null && (element.contains(onTop) || onTop.contains(element)),
      };
    });
  await expect.poll(seen, { message: 'the focused control shows its focus' }).toEqual({ focusVisible: true, ring: true, uncovered: true });
}

/** What has the focus, in words, for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const name = element?.getAttribute('aria-label') ?? element?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element?.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus, at most `limit` times, and checks the
 * focus shows; fails naming every stop on the way when it does not get there.
 */
async function tabTo(page: Page, target: Locator, limit: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return expectFocusShown(target);
    stops.push(await focused(page));
  }
  throw new Error(`${limit} × ${key} did not reach the control; the focus went ${stops.join(' → ')}`);
}

/** One Tab, which must land on `target`, showing it. */
async function tabOnceTo(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expectFocusShown(target);
}

/** From the top of a freshly opened page: Tab shows the skip link, Enter on it puts the focus on the content. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.labels.skipToContent });
  await expectFocusShown(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/**
 * Types the five contact details both forms share, from First Name (which has the focus) on a Tab at a time: Ann
 * Lee, ann@clinic.example, and the phone and practice the test finds again in the e-mail.
 */
async function typeContactDetails(page: Page, form: Locator, details: { phone: string; practice: string }): Promise<void> {
  const typed: Array<[label: string, text: string]> = [
    [labels.firstName, 'Ann'],
    [labels.lastName, 'Lee'],
    [labels.email, 'ann@clinic.example'],
    [labels.phone, details.phone],
    [labels.practice, details.practice],
  ];
  for (const [i, [label, text]] of typed.entries()) {
    if (i > 0) await tabOnceTo(page, textbox(form, label));
    await page.keyboard.type(text);
  }
}

// ─── The forms ──────────────────────────────────────────────────────────────────────────────────────────────────

test('the contact form: tabbed through in order, choices made with the arrows, sent with Enter', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const alerts = acceptedAlerts(page);
  await openPageWithForm(page, '/contact', 'ContactForm');
  const form = page.getByRole('form', { name: contactForm.heading });

  await skipToContent(page);
  // Past the quick actions at the top of the page, to the first field.
  await tabTo(page, textbox(form, labels.firstName), 10);
  await typeContactDetails(page, form, { phone: '(303) 555-0100', practice: 'Sunrise Family Care' });

  const specialty = form.getByRole('combobox', { name: labels.specialty });
  await tabOnceTo(page, specialty);
  const familyPractice = site.options.specialties.indexOf('Family Practice') + 1;
  for (let step = 0; step < familyPractice; step++) await page.keyboard.press('ArrowDown');
  await expect(specialty).toHaveValue('family practice');
  const providers = form.getByRole('combobox', { name: labels.providers });
  await tabOnceTo(page, providers);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(providers).toHaveValue('6-10');

  // Enter in the message makes a new line; it does not send the form.
  await tabOnceTo(page, textbox(form, labels.message));
  await page.keyboard.type('Can you call us?\nMornings are best.');
  expect(mailto).toEqual([]);
  await tabOnceTo(page, form.getByRole('button', { name: contactForm.submit }));
  await page.keyboard.press('Enter');

  await expect.poll(() => mailto).toHaveLength(1);
  const mail = new URL(mailto[0]);
  expect(mail.searchParams.get('subject')).toBe('Contact Form - Sunrise Family Care');
  expect(mail.searchParams.get('body')).toBe(
    crlf(
      `${labels.firstName}: Ann`,
      `${labels.lastName}: Lee`,
      `${labels.email}: ann@clinic.example`,
      `${labels.phone}: (303) 555-0100`,
      `${labels.practice}: Sunrise Family Care`,
      `${labels.specialty}: Family Practice`,
      `${labels.providers}: 6-10`,
      '',
      `${labels.message}:`,
      'Can you call us?',
      'Mornings are best.',
    ),
  );
  expect(alerts).toEqual([]);
  // The keyboard is told what happened: the focus is on the message that says the e-mail is ready.
  await expect(page.getByRole('region', { name: site.forms.sent.heading }).getByRole('heading', { name: site.forms.sent.heading })).toBeFocused();
});

test('the revenue audit form: tabbed through in order, challenges ticked with Space, sent with Space', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const alerts = acceptedAlerts(page);
  await openPageWithForm(page, '/revenue-audit', 'AuditForm');
  const form = page.getByRole('form', { name: auditForm.heading });
  const box = (name: string) => form.getByRole('checkbox', { name, exact: true });

  await skipToContent(page);
  await tabTo(page, textbox(form, labels.firstName), 10);
  await typeContactDetails(page, form, { phone: '303-555-0100', practice: 'Sunrise Cardiology' });
  const specialty = form.getByRole('combobox', { name: labels.specialty });
  await tabOnceTo(page, specialty);
  await page.keyboard.press('ArrowDown');
  await expect(specialty).toHaveValue(site.options.specialties[0].toLowerCase());
  for (const [label, figure] of [
    [labels.monthlyCharges, '100000'],
    [labels.currentAR, '200000'],
    [labels.denialRate, '12'],
  ]) {
    await tabOnceTo(page, textbox(form, label));
    await page.keyboard.type(figure);
  }

  // Space on "Select all" ticks every challenge, and again clears them; Enter ticks nothing and sends nothing.
  const all = box(auditForm.allChallenges);
  await tabOnceTo(page, all);
  await page.keyboard.press('Space');
  for (const challenge of site.options.challenges) await expect(box(challenge)).toBeChecked();
  await page.keyboard.press('Space');
  for (const challenge of site.options.challenges) await expect(box(challenge)).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(all).not.toBeChecked();
  await tabOnceTo(page, box('High denial rates'));
  await page.keyboard.press('Space');
  await expect(all).toBeChecked({ indeterminate: true });
  await tabTo(page, box('Coding errors'), site.options.challenges.length);
  await page.keyboard.press('Space');
  await expect(box('Coding errors')).toBeChecked();
  await expect(box('High denial rates')).toBeChecked();
  expect(mailto).toEqual([]);

  await tabTo(page, form.getByRole('button', { name: auditForm.submit }), site.options.challenges.length);
  await page.keyboard.press('Space');
  const estimate = page.getByRole('region', { name: auditForm.estimate.heading });
  await expect(estimate.getByRole('definition')).toHaveText(['$25,000', '$300,000', '$80,000', '$9,000']);
  await expect.poll(() => mailto).toHaveLength(1);
  const mail = new URL(mailto[0]);
  expect(mail.searchParams.get('subject')).toBe('Revenue Audit Request - Sunrise Cardiology');
  expect(mail.searchParams.get('body')).toBe(
    crlf(
      `${labels.firstName}: Ann`,
      `${labels.lastName}: Lee`,
      `${labels.email}: ann@clinic.example`,
      `${labels.phone}: 303-555-0100`,
      `${labels.practice}: Sunrise Cardiology`,
      `${labels.specialty}: ${site.options.specialties[0]}`,
      `${labels.monthlyCharges}: 100000`,
      `${labels.currentAR}: 200000`,
      `${labels.denialRate}: 12`,
      `${labels.challenges}: High denial rates, Coding errors`,
      '',
      `${auditForm.estimate.heading}:`,
      `${auditForm.estimate.monthlyIncrease}: $25,000`,
      `${auditForm.estimate.annualIncrease}: $300,000`,
      `${auditForm.estimate.arImprovement}: $80,000`,
      `${auditForm.estimate.denialSavings}: $9,000`,
    ),
  );
  expect(alerts).toEqual([]);
  // The estimate is what the visitor came for: the focus is on it, not on the sent message below it.
  await expect(estimate.getByRole('heading', { name: auditForm.estimate.heading })).toBeFocused();
  await expect(page.getByRole('region', { name: site.forms.sent.heading })).toBeVisible();
});

// ─── The search panel ───────────────────────────────────────────────────────────────────────────────────────────

test('the search panel: opened from the header with Enter, searched, narrowed with the arrows, closed with Escape', async ({ page }) => {
  const index = buildSearchIndex(site);
  const found = (text: string, category = noFilters.category) => {
    const n = filterSearch(index, { ...noFilters, text, category }).length;
    return n === 1 ? site.search.oneResultFound : site.search.resultsFound.replace('{count}', String(n));
  };
  await openPage(page, '/about');
  const searchButton = page.getByRole('banner').getByRole('button', { name: site.labels.search });
  await tabTo(page, searchButton, 12);
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: site.search.title });
  const box = panel.getByRole('searchbox', { name: site.labels.search });
  await expect(panel).toBeVisible();
  await expectFocusShown(box);
  await page.keyboard.type('cardio');
  await expect(panel.getByRole('status')).toHaveText(found('cardio'));
  await expect(panel.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cardiology', exact: true }) })).toBeVisible();

  const category = panel.getByRole('combobox', { name: site.search.categoryLabel });
  await tabOnceTo(page, category);
  const specialties = site.search.categories.findIndex((option) => option.value === 'specialty');
  for (let step = 0; step < specialties; step++) await page.keyboard.press('ArrowDown');
  await expect(category).toHaveValue('specialty');
  await expect(panel.getByRole('status')).toHaveText(found('cardio', 'specialty'));
  // Past the topic chips to the first result's link, then back to the box: Tab and Shift+Tab stay in the panel.
  // (Clear All comes first: a search is typed.)
  await tabTo(page, panel.getByRole('article').first().getByRole('link'), site.search.panelTags.length + 2);
  await tabTo(page, box, site.search.panelTags.length + 3, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expectFocusShown(searchButton);
});

// ─── The phone menu ─────────────────────────────────────────────────────────────────────────────────────────────

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu: opened with Enter and Space, walked with Tab, a section opened, closed by Escape and by its close button', async ({ page }) => {
    await openPage(page, '/about');
    const menuButton = page.getByRole('banner').getByRole('button', { name: site.labels.openMenu });
    const menu = page.getByRole('dialog', { name: site.labels.menu });
    const closeButton = menu.getByRole('button', { name: site.labels.closeMenu });
    const nav = menu.getByRole('navigation', { name: site.labels.mainNavigation });
    await tabTo(page, menuButton, 6);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expectFocusShown(closeButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The entries in the order they show, each a Tab further.
    for (const item of site.nav.main) await tabOnceTo(page, nav.getByRole(item.menu ? 'button' : 'link', { name: item.label, exact: true }));
    for (const action of site.nav.actions) await tabOnceTo(page, menu.getByRole('link', { name: new RegExp(`^${action.mobileLabel ?? action.label}`) }));

    // A section opens and closes in place with Enter and Space; its links follow it in the Tab order.
    const services = nav.getByRole('button', { name: 'Services', exact: true });
    await tabTo(page, services, site.nav.main.length + 3, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeFocused();
    await tabOnceTo(page, nav.getByRole('link', { name: 'Medical Billing' }));
    await tabTo(page, services, 1, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Medical Billing' })).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expectFocusShown(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expectFocusShown(closeButton);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expectFocusShown(menuButton);

    // Choosing an entry with Enter goes there and closes the menu, and the focus is not dropped on the page body.
    await page.keyboard.press('Enter');
    await expectFocusShown(closeButton);
    await tabTo(page, nav.getByRole('link', { name: 'Why Choose Us' }), site.nav.main.length);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/why-choose-us');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('body')).not.toBeFocused();
  });
});
