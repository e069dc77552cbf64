// The footer and the trust badge strip: contents, tooltips (Playwright's clock) and the badges' destinations.
import type { Locator, Page } from '@playwright/test';
import { builtSite, expect, openPage, openPageWithStoppedClock, pointAt, test } from './support.ts';

const site = builtSite();
const { timings } = site.constants;
const footer = (page: Page) => page.getByRole('contentinfo');
const strip = (page: Page) => footer(page).getByRole('list', { name: site.trust.headline });
const badge = (page: Page, label: string) => strip(page).getByRole('link', { name: new RegExp(`^${label}\\b`) });

test('the footer has the blurb, the social links, the three columns, the copyright year and the legal links', async ({ page }) => {
  await openPage(page, '/about');
  await expect(footer(page)).toContainText('Revenue Cycle Management built on discipline, transparency, and measurable results.');
  for (const social of site.footer.social) {
    const link = footer(page).getByRole('link', { name: social.label });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const column = (name: string) => footer(page).getByRole('navigation', { name }).getByRole('link');
  await expect(column('Services')).toHaveText(['Medical Billing', 'Medical Coding', 'AR & Denial Management', 'Credentialing', 'Reporting & Analytics']);
  await expect(column('Specialties')).toHaveText(['Cardiology', 'Family Practice', 'Emergency Medicine', 'Dental', 'View All']);
  await expect(column('Company')).toHaveText(['About Us', 'Why Choose Us', 'Contact', 'Free Revenue Audit']);
  // The office's street address, linking to the map.
  await expect(footer(page).getByRole('link', { name: '1550 Larimer Street, Suite 400, Denver, CO 80202' })).toHaveAttribute('href', site.brand.links.maps);
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ${site.brand.name}. All rights reserved.`);
  for (const legal of ['Privacy Policy', 'Terms of Service', 'HIPAA Compliance']) await expect(footer(page).getByRole('link', { name: legal })).toBeVisible();
  await footer(page).getByRole('link', { name: 'HIPAA Compliance' }).click();
  await expect(page).toHaveURL('/hipaa-compliance');
});

test("the footer shows the office's hours and the support promise under the phone, e-mail and address, on every page", async ({ page }) => {
  for (const path of ['/about', '/contact', '/specialties/dental']) {
    await openPage(page, path);
    // Two lines of one paragraph.
    await expect(footer(page).getByText(/^Office: /), path).toHaveText('Office: Monday to Friday, 7 am to 6 pm Mountain TimeClient support: 24/7');
    expect(
      await footer(page)
        .getByText(/^Office: /)
        .evaluate((element) => (element as HTMLElement).innerText),
      path,
    ).toBe('Office: Monday to Friday, 7 am to 6 pm Mountain Time\nClient support: 24/7');
  }
  const address = (await footer(page).getByRole('link', { name: site.footer.address }).boundingBox())!;
  const hours = (await footer(page)
    .getByText(/^Office: /)
    .boundingBox())!;
  expect(hours.y).toBeGreaterThanOrEqual(address.y + address.height);
});

test('the social links show their words with their pictures, one row of 44 px targets', async ({ page }) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, '/about');
    const labels = site.footer.social.map((social) => social.label);
    const links = footer(page).getByRole('link', { name: new RegExp(`^(${labels.join('|')}) `) });
    await expect(links).toHaveCount(3);
    await expect(links).toHaveText(labels.map((label) => new RegExp(`^${label}`)));
    for (const [i, social] of site.footer.social.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(`${social.label} ${site.labels.newTab}`);
      await expect(links.nth(i)).toBeVisible();
      await expect(links.nth(i)).toContainText(social.label);
    }
    // One row, each a 44 px target.
    const boxes = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${width} px`).toBe(1);
    for (const box of boxes) expect(box.height, `${width} px`).toBeGreaterThanOrEqual(44);
  }
});

test('every footer link is a target at least 44 px tall on a phone, and the columns stay close on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/about');
  const links = footer(page).getByRole('link');
  // The columns, the phone and e-mail, the social links, the trust badges and the legal links.
  expect(await links.count()).toBeGreaterThanOrEqual(20);
  const heights = await links.evaluateAll((all) => all.map((link) => ({ link: link.textContent, height: link.getBoundingClientRect().height })));
  expect(heights.filter(({ height }) => height < 44)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const column = footer(page).getByRole('navigation', { name: 'Services' }).getByRole('link');
  const tops = await column.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
  for (let i = 1; i < tops.length; i++) expect(tops[i] - tops[i - 1]).toBeLessThanOrEqual(40);
});

/**
 * How many of `items` share each line, top to bottom (items whose middles are within 2 px share one; or their tops,
 * for items of a grid row whose heights differ, one of them wrapped).
 */
async function perLine(items: Locator, by: 'middle' | 'top' = 'middle'): Promise<number[]> {
  const middles = await items.evaluateAll(
    (all, by) => all.map((item) => item.getBoundingClientRect()).map((box) => box.top + (by === 'top' ? 0 : box.height / 2)),
    by,
  );
  const lines: { middle: number; count: number }[] = [];
  for (const middle of middles.sort((a, b) => a - b)) {
    const line = lines.at(-1);
    if (line && middle - line.middle <= 2) line.count++;
    else lines.push({ middle, count: 1 });
  }
  return lines.map((line) => line.count);
}

for (const width of [320, 390]) {
  test(`at ${width} px no link column, trust badge or legal link is left alone beside an empty space`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, '/about');
    // Lines as even as they can be: every line of a group holds as many as the others.
    const even = (counts: number[]) => expect(new Set(counts).size, `${counts.join(' + ')} to a line`).toBe(1);
    // The link columns two to a line; a third under them spans both, its links two-up on the same two tracks.
    const columns = footer(page).getByRole('navigation');
    await expect(columns).toHaveCount(3);
    expect(await perLine(columns)).toEqual([2, 1]);
    const [left, right, last] = await Promise.all((await columns.all()).map(async (column) => (await column.boundingBox())!));
    expect(last.x).toBeCloseTo(left.x, 0);
    expect(last.x + last.width).toBeCloseTo(right.x + right.width, 0);
    const lastLinks = columns.last().getByRole('link');
    expect(await perLine(lastLinks, 'top')).toEqual([2, 2]);
    expect((await lastLinks.nth(1).boundingBox())!.x).toBeCloseTo(right.x, 0);
    await expect(strip(page).getByRole('link')).toHaveCount(3);
    expect(await perLine(strip(page).getByRole('link'))).toEqual([3]);
    const legal = footer(page).getByRole('link', { name: /^(Privacy Policy|Terms of Service|HIPAA Compliance)$/ });
    await expect(legal).toHaveCount(3);
    even(await perLine(legal));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px the link columns stand side by side, every footer link a 44 px target of its own`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, '/about');
    const services = (await footer(page).getByRole('navigation', { name: 'Services' }).boundingBox())!;
    const specialties = (await footer(page).getByRole('navigation', { name: 'Specialties' }).boundingBox())!;
    expect(specialties.x).toBeGreaterThan(services.x + services.width);
    expect(specialties.y).toBeCloseTo(services.y, 0);
    const boxes = await footer(page)
      .getByRole('link')
      .evaluateAll((all) =>
        all.map((link) => ({ name: link.textContent || link.getAttribute('aria-label'), box: link.getBoundingClientRect().toJSON() as DOMRect })),
      );
    expect(boxes.filter(({ box }) => box.height < 44)).toEqual([]);
    // Close together, but no two targets share a pixel: a thumb meant for one never lands on its neighbour.
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
  });
}

test('at 390 px the footer is under 1300 px tall, the phone and the e-mail on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/about');
  const phone = (await footer(page).getByRole('link', { name: site.brand.phone }).boundingBox())!;
  const email = (await footer(page).getByRole('link', { name: site.brand.email }).boundingBox())!;
  expect(email.y).toBeCloseTo(phone.y, 0);
  // Everything in one column it was 1721 px tall; now 1267 px. 1300 leaves room for a font that wraps a link more,
  // and fails if the link columns (+376 px) or the badges (+2 rows) go back to one column.
  expect((await footer(page).boundingBox())!.height).toBeLessThan(1300);
});

for (const width of [768, 1024]) {
  test(`at ${width} px the brand is on top and the link columns share one line under it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/about');
    const columns = footer(page).getByRole('navigation');
    await expect(columns).toHaveCount(3);
    expect(await perLine(columns)).toEqual([3]);
    // The address ends the brand (the phone and the e-mail share its line or the one above); the phone starts a line.
    const brandEnd = (await footer(page).getByRole('link', { name: site.footer.address }).boundingBox())!;
    const brandStart = (await footer(page).getByRole('link', { name: site.brand.phone }).boundingBox())!;
    for (const column of await columns.all()) expect((await column.boundingBox())!.y).toBeGreaterThan(brandEnd.y + brandEnd.height);
    // The first column lines up with the brand, on the footer's left edge.
    expect((await columns.first().boundingBox())!.x).toBeCloseTo(brandStart.x, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test('the footer shows the logotype drawn for its dark background, named by the brand', async ({ page }) => {
  await openPage(page, '/about');
  const logotype = footer(page).getByRole('img', { name: site.brand.name });
  await expect(logotype).toBeVisible();
  await expect(logotype).toHaveAttribute('src', site.brand.logotype.srcOnDark!);
  // It loads when the footer comes near (loading="lazy"), and then it is drawn.
  await logotype.scrollIntoViewIfNeeded();
  await expect.poll(() => logotype.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

for (const width of [320, 390]) {
  test(`at ${width} px /security's badges under its hero share one row, as the footer's do`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, '/security');
    const badges = page.getByRole('main').getByRole('list', { name: site.trust.headline }).getByRole('link');
    expect(await perLine(badges)).toEqual([3]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test('at 1280 px the brand and the three link columns share one line', async ({ page }) => {
  await openPage(page, '/about');
  const brand = (await footer(page).getByRole('img', { name: site.brand.name }).boundingBox())!;
  const columns = footer(page).getByRole('navigation');
  expect(await perLine(columns)).toEqual([3]);
  expect((await columns.first().boundingBox())!.y).toBeCloseTo(brand.y, -1);
  expect(await perLine(strip(page).getByRole('link'))).toEqual([3]);
});

test("shows the copyright year of the visitor's clock, not the build's", async ({ page }) => {
  await page.clock.install({ time: new Date('2031-03-01T12:00:00Z') });
  await openPage(page, '/about');
  await expect(footer(page)).toContainText(`© 2031 ${site.brand.name}.`);
});

test('the trust strip reads "Trusted. Compliant. Audited." with the SOC 2, HIPAA and ISO badges', async ({ page }) => {
  await openPage(page, '/about');
  expect(site.trust.headline).toBe('Trusted. Compliant. Audited.');
  await expect(strip(page).getByRole('link')).toHaveCount(3);
  for (const [label, href] of [
    ['SOC 2', '/security#soc2'],
    ['HIPAA', '/security#hipaa'],
    ['ISO', '/security#iso'],
  ]) {
    await expect(badge(page, label)).toHaveAttribute('href', href);
  }
});

test(`a badge shows its tooltip ${timings.tooltipOpenDelayMs} ms after the pointer rests on it, tied by aria-describedby`, async ({ page }) => {
  await openPageWithStoppedClock(page, '/about');
  const soc2 = badge(page, 'SOC 2');
  await pointAt(soc2);
  await page.clock.runFor(timings.tooltipOpenDelayMs - 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(site.trust.badges[0].tooltip);
  await expect(soc2).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  await expect(soc2).toHaveAccessibleDescription(site.trust.badges[0].tooltip);

  // The neighbour's tooltip follows at once (the skip delay), and the first one goes.
  await badge(page, 'HIPAA').hover();
  await page.clock.runFor(20);
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[1].tooltip);
  await expect(soc2).not.toHaveAttribute('aria-describedby');

  // Escape hides it (WCAG 1.4.13: dismissible without moving the pointer).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test(`within ${timings.tooltipSkipDelayMs} ms of a tooltip closing the next badge's opens at once; later, it waits its ${timings.tooltipOpenDelayMs} ms again`, async ({
  page,
}) => {
  await openPageWithStoppedClock(page, '/about');
  const away = footer(page).getByText('Revenue Cycle Management built on discipline, transparency, and measurable results.');
  await pointAt(badge(page, 'SOC 2'));
  await page.clock.runFor(timings.tooltipOpenDelayMs);
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[0].tooltip);

  // Off the strip, and onto the next badge 1 ms before the skip window ends: its tooltip opens at once.
  await away.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(timings.tooltipSkipDelayMs - 1);
  await badge(page, 'HIPAA').hover();
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[1].tooltip);

  // Off again, and onto the third badge once the window has passed: the full opening delay again.
  await away.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(timings.tooltipSkipDelayMs);
  await badge(page, 'ISO').hover();
  await page.clock.runFor(timings.tooltipOpenDelayMs - 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[2].tooltip);
});

test('a badge shows its tooltip at once when the keyboard reaches it', async ({ page }) => {
  await openPageWithStoppedClock(page, '/about');
  await footer(page).getByRole('link', { name: 'Free Revenue Audit' }).focus();
  await page.keyboard.press('Tab');
  await expect(badge(page, 'SOC 2')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[0].tooltip);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(site.trust.badges[1].tooltip);
});

test("on /security a badge's tooltip opens under the badge, leaving the strip's heading above it readable", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPageWithStoppedClock(page, '/security');
  const soc2 = page.getByRole('main').getByRole('link', { name: /^SOC 2\b/ });
  // With room under it (at the bottom of the screen it may still flip above).
  await soc2.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await page.getByRole('main').getByRole('link', { name: 'Request Evidence Package' }).first().focus();
  await page.keyboard.press('Tab');
  await expect(soc2).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(site.trust.badges[0].tooltip);
  const [tip, mark] = [(await tooltip.boundingBox())!, (await soc2.boundingBox())!];
  expect(tip.y).toBeGreaterThanOrEqual(mark.y + mark.height);
});

for (const [label, anchor, heading] of [
  ['SOC 2', 'soc2', 'SOC 2 Type II'],
  ['HIPAA', 'hipaa', 'HIPAA and Business Associate Agreements'],
  ['ISO', 'iso', 'ISO 27001 and ISO 27701'],
]) {
  test(`the ${label} badge lands on its section of /security`, async ({ page }) => {
    await openPage(page, '/about');
    await badge(page, label).click();
    await expect(page).toHaveURL(`/security#${anchor}`);
    const section = page.getByRole('region', { name: heading });
    await expect(section).toHaveAttribute('id', anchor);
    await expect(section.getByRole('heading', { name: heading })).toBeInViewport();
  });
}

test("a badge pressed while the tooltips' code arrives still follows its link", async ({ page }) => {
  // The strip's code (its tooltips) comes when it is first pointed at: here it arrives between the press and the
  // release, when hydrating the badges could lose the click.
  const arrived = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/assets/TrustStrip-'));
  await openPage(page, '/about');
  await badge(page, 'HIPAA').hover();
  await page.mouse.down();
  await arrived;
  // Released once the badges are hydrated, so that hydrating falls between the press and the release (two frames
  // after the code's arrival were not always enough on a busy machine: the release then came before hydration and
  // the link was followed by a page load, which left the strip of the new page not hydrated).
  await expect(footer(page).locator('[data-island="interaction"][data-hydrated]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL('/security#hipaa');
  await expect(page.getByRole('heading', { name: 'HIPAA and Business Associate Agreements' })).toBeInViewport();
  await expect(footer(page).locator('[data-island="interaction"][data-hydrated]')).toHaveCount(1);
});

test('a badge for the section in the address scrolls to it again, as a plain link would', async ({ page }) => {
  await openPage(page, '/security#soc2');
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('heading', { name: 'SOC 2 Type II' })).not.toBeInViewport();
  await badge(page, 'SOC 2').click();
  await expect(page.getByRole('heading', { name: 'SOC 2 Type II' })).toBeInViewport();
});

test('an address with an anchor opens the page at that section, also on a first visit', async ({ page }) => {
  await openPage(page, '/security#iso');
  await expect(page.getByRole('heading', { name: 'ISO 27001 and ISO 27701' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

test('a request for evidence opens the contact form headed with that request, its message started; the plain contact page is unchanged', async ({ page }) => {
  await openPage(page, '/security');
  await page.getByRole('region', { name: 'SOC 2 Type II' }).getByRole('link', { name: 'Request SOC 2 Report' }).click();
  await expect(page).toHaveURL('/contact?request=soc2');
  const form = page.getByRole('form', { name: 'Request Our SOC 2 Type II Report' });
  await expect(page.getByRole('heading', { level: 2, name: 'Request Our SOC 2 Type II Report' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/latest SOC 2 Type II report for our vendor review/);
  await openPage(page, '/contact');
  await expect(page.getByRole('form', { name: 'Send Us a Message' }).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // An unknown request changes nothing.
  await openPage(page, '/contact?request=nothing');
  await expect(page.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
});

test('each section of /security asks for its evidence on the contact page', async ({ page }) => {
  await openPage(page, '/security');
  for (const name of ['Request SOC 2 Report', 'Request BAA Documentation', 'Request ISO Certificates', 'Request Evidence Package']) {
    // The evidence package is asked for in the hero and again at the end: every such link goes to the contact page.
    const links = page.getByRole('main').getByRole('link', { name });
    expect(await links.count(), name).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/contact\?request=[a-z0-9]+$/);
  }
  await expect(page.getByRole('region', { name: 'SOC 2 Type II' })).toContainText('minimum of 6 months');
});
