// The contact page and its consultation form: the required fields and their alert, the prefilled e-mail, and the
// panel that shows the message for visitors without an e-mail program.
import type { Locator, Page } from '@playwright/test';
import {
  acceptedAlerts,
  answerExternalRequests,
  builtSite,
  expect,
  fillContactDetails,
  loneHalfRows,
  mailtoRequests,
  openPageWithForm,
  test,
} from './support.ts';

const site = builtSite();
const { labels } = site.forms;
const openForm = (page: Page) => openPageWithForm(page, '/contact', 'ContactForm');
const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const box = (page: Page, label: string) => form(page).getByRole('textbox', { name: label });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

const fill = (page: Page) => fillContactDetails(form(page), { phone: '(303) 555-0100', practice: 'Sunrise Family Care & Co' });
const required = ['firstName', 'lastName', 'email', 'phone', 'practice'] as const;
const { errors } = site.forms;
/** A colour of the theme as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/**
 * The first mail the page sent, once it has sent one. Read after the form was sent right at last, it proves that
 * nothing went out before (an empty list read at once would miss a mail sent a moment late).
 */
async function firstMail(mailto: string[]): Promise<string> {
  await expect.poll(() => mailto.length).toBeGreaterThan(0);
  return decodeURIComponent(mailto[0]);
}
const rectOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

test('has the quick actions, the phone, the Colorado address with a map, and the emergency support note', async ({ page }) => {
  await openForm(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Book a Demo/ })).toHaveAttribute('href', site.brand.links.scheduling);
  await expect(main.getByRole('link', { name: /^Book a Demo/ })).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: 'Start Audit' })).toHaveAttribute('href', '/revenue-audit');
  await expect(main.getByRole('link', { name: /^Start Live Chat/ }).first()).toHaveAttribute('href', site.brand.links.chat);
  // The phone is its number, a link that dials it (the panel's Call Us card button is gone with the cards).
  await expect(main.getByRole('link', { name: site.brand.phone, exact: true })).toHaveAttribute('href', 'tel:3035550142');
  await expect(main.getByText('1550 Larimer Street, Suite 400, Denver, CO 80202')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('heading', { name: 'Need Urgent Support?' })).toBeVisible();
});

test('one contact panel holds the phone, the e-mail, the office with its map, the hours and the urgent support note', async ({ page }) => {
  await openForm(page);
  const panel = page.getByRole('main').getByRole('region', { name: 'Contact Details' });
  await expect(panel.getByRole('link', { name: site.brand.phone, exact: true })).toHaveAttribute('href', 'tel:3035550142');
  await expect(panel.getByRole('link', { name: site.brand.email, exact: true })).toHaveAttribute('href', `mailto:${site.brand.email}`);
  await expect(panel.getByText('We reply within 24 hours')).toBeVisible();
  await expect(panel.getByText('1550 Larimer Street, Suite 400, Denver, CO 80202')).toBeVisible();
  const map = panel.getByRole('link', { name: /^Get Directions/ });
  await expect(map).toHaveAttribute('href', site.brand.links.maps);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAccessibleName(`Get Directions ${site.labels.newTab}`);
  await expect(panel.getByText('Office: Monday to Friday, 7 am to 6 pm Mountain Time')).toBeVisible();
  await expect(panel.getByText('Client support: 24/7')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Need Urgent Support?' })).toBeVisible();
  await expect(panel.getByText('Existing clients have 24/7 support.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Start Live Chat/ })).toHaveAttribute('href', site.brand.links.chat);
  // One panel, not a second row of the quick actions' cards: its cells touch, a hairline apart, inside one border.
  const cells = await panel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(cells).toHaveLength(4);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await panel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const gaps = boxes.slice(1).map((box, i) => Math.min(Math.abs(box.top - boxes[i].bottom), Math.abs(box.left - boxes[i].right)));
    expect(Math.max(...gaps), `${width} px`).toBeLessThanOrEqual(1.5);
  }
  // The quick actions stay: the spec's three cards above the form.
  await expect(page.getByRole('main').getByRole('region', { name: 'How Can We Help?' }).getByRole('heading', { level: 3 })).toHaveText([
    'Book a Demo',
    'Start Your Free Audit',
    'Live Chat',
  ]);
});

test('marks the five required fields, with email and tel boxes, and lists the 19 specialties and the provider ranges', async ({ page }) => {
  await openForm(page);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'practice'] as const)
    await expect(box(page, labels[field])).toHaveAttribute('aria-required', 'true');
  await expect(box(page, labels.email)).toHaveAttribute('type', 'email');
  await expect(box(page, labels.phone)).toHaveAttribute('type', 'tel');
  const specialty = form(page).getByRole('combobox', { name: labels.specialty });
  await expect(specialty.getByRole('option')).toHaveCount(20);
  await expect(specialty.locator('option[value="emergency medicine"]')).toHaveText('Emergency Medicine');
  await expect(form(page).getByRole('combobox', { name: labels.providers }).getByRole('option')).toHaveText([site.forms.choose, '1-5', '6-10', '11-25', '26+']);
  await expect(form(page)).toContainText(site.forms.privacyNote);
});

test('an empty form shows exactly the alert, sends nothing, and puts the focus on the first empty field', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const shown = acceptedAlerts(page);
  await openForm(page);
  await send(page).click();
  await expect.poll(() => shown).toEqual([site.constants.messages.requiredFields]);
  await expect(box(page, labels.firstName)).toBeFocused();
  await expect(box(page, labels.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, labels.practice)).toHaveAttribute('aria-invalid', 'true');
  expect(mailto).toEqual([]);
  // Filled in and sent again: that mail is the first the page sent.
  await fill(page);
  await send(page).click();
  expect(await firstMail(mailto)).toContain('Practice Name: Sunrise Family Care & Co');
});

test('the first empty field is shown with its label, not with the label under the sticky header', async ({ page }) => {
  acceptedAlerts(page);
  await openForm(page);
  // The visitor has scrolled so far that First Name's box is just below the header, its label under it.
  const firstName = box(page, labels.firstName);
  const boxTop = await firstName.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const headerHeight = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
  await page.evaluate((y) => window.scrollTo(0, y), boxTop - headerHeight - 4);
  await box(page, labels.email).click();
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();
  const labelUncovered = () =>
    firstName.evaluate((input: HTMLInputElement) => {
      const label = input.labels![0];
      const { left, top, width, height } = label.getBoundingClientRect();
      return label.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
  await expect.poll(labelUncovered).toBe(true);
});

test('a required field holding only spaces counts as empty', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const shown = acceptedAlerts(page);
  await openForm(page);
  await fill(page);
  await box(page, labels.practice).fill('   ');
  await send(page).click();
  await expect.poll(() => shown).toEqual([site.constants.messages.requiredFields]);
  await expect(box(page, labels.practice)).toBeFocused();
  await expect(box(page, labels.firstName)).not.toHaveAttribute('aria-invalid', 'true');
  expect(mailto).toEqual([]);
  await box(page, labels.practice).fill('Sunrise Family Care & Co');
  await send(page).click();
  expect(await firstMail(mailto)).toContain('Practice Name: Sunrise Family Care & Co');
});

test('an e-mail address or a phone number written wrong is marked under its field, without the alert, and nothing is sent until it reads right', async ({
  page,
}) => {
  const mailto = await mailtoRequests(page);
  const shown = acceptedAlerts(page);
  await openForm(page);
  await fill(page);
  await box(page, labels.email).fill('ann@clinic');
  await box(page, labels.phone).fill('303');
  await send(page).click();
  await expect(box(page, labels.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, labels.email)).toHaveAccessibleDescription('Enter an e-mail address like name@practice.com');
  await expect(box(page, labels.phone)).toHaveAccessibleDescription('Enter a phone number with its area code, like (303) 555-0100');
  await expect(box(page, labels.email)).toBeFocused();
  await expect(box(page, labels.firstName)).not.toHaveAttribute('aria-invalid', 'true');
  // Typed right, a field is unmarked at once; the other stays marked.
  await box(page, labels.email).fill('ann@clinic.example');
  await expect(box(page, labels.email)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, labels.phone)).toHaveAttribute('aria-invalid', 'true');
  expect(mailto).toEqual([]);
  await box(page, labels.phone).fill('(303) 555-0100');
  await send(page).click();
  const mail = await firstMail(mailto);
  expect(mail).toContain('Email: ann@clinic.example');
  expect(mail).toContain('Phone: (303) 555-0100');
  // The spec's alert is for empty fields only: it never showed.
  expect(shown).toEqual([]);
});

test('a filled form opens the prefilled e-mail, then shows the message, the address and a Copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const mailto = await mailtoRequests(page);
  const shown = acceptedAlerts(page);
  await openForm(page);
  await fill(page);
  await form(page).getByRole('combobox', { name: labels.specialty }).selectOption('family practice');
  await box(page, labels.message).fill('Can you call us?\nMornings #1 = 100% best');
  await send(page).click();

  await expect.poll(() => mailto).toHaveLength(1);
  expect(mailto[0]).toBe(
    'mailto:info@crestlinercm.example?subject=Contact%20Form%20-%20Sunrise%20Family%20Care%20%26%20Co' +
      '&body=First%20Name%3A%20Ann%0D%0ALast%20Name%3A%20Lee%0D%0AEmail%3A%20ann%40clinic.example%0D%0APhone%3A%20(303)%20555-0100' +
      '%0D%0APractice%20Name%3A%20Sunrise%20Family%20Care%20%26%20Co%0D%0ASpecialty%3A%20Family%20Practice%0D%0ANumber%20of%20Providers%3A%20Not%20specified' +
      '%0D%0A%0D%0AMessage%3A%0D%0ACan%20you%20call%20us%3F%0D%0AMornings%20%231%20%3D%20100%25%20best',
  );
  expect(shown).toEqual([]);

  const panel = page.getByRole('region', { name: site.forms.sent.heading });
  await expect(panel.getByRole('heading', { name: site.forms.sent.heading })).toBeFocused();
  await expect(panel.getByRole('link', { name: site.brand.email })).toHaveAttribute('href', `mailto:${site.brand.email}`);
  await expect(panel.getByRole('textbox')).toHaveValue(
    /^Contact Form - Sunrise Family Care & Co\n\nFirst Name: Ann\n[\s\S]*Message:\nCan you call us\?\nMornings #1 = 100% best$/,
  );
  await panel.getByRole('button', { name: site.forms.sent.copy }).click();
  await expect(panel.getByRole('button', { name: site.forms.sent.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Practice Name: Sunrise Family Care & Co');
});

test('an empty message and provider count read "No message provided" and "Not specified" in the e-mail', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  await openForm(page);
  await fill(page);
  await send(page).click();
  await expect.poll(() => mailto).toHaveLength(1);
  const body = decodeURIComponent(new URL(mailto[0]).searchParams.get('body') ?? '');
  expect(body).toContain(`${labels.specialty}: ${site.forms.notSpecified}\r\n${labels.providers}: ${site.forms.notSpecified}`);
  expect(body.endsWith(`${labels.message}:\r\n${site.forms.noMessage}`)).toBe(true);
});

test('without JavaScript the form still writes an e-mail, and nothing typed reaches a web server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await answerExternalRequests(context);
  const page = await context.newPage();
  const mailto = await mailtoRequests(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/contact');
  await fill(page);
  await send(page).click();
  await expect.poll(() => mailto).toHaveLength(1);
  expect(mailto[0]).toMatch(/^mailto:info@crestlinercm\.example\?subject=Contact%20Form&body=/);
  const body = decodeURIComponent(mailto[0].split('&body=')[1]);
  for (const line of ['firstName=Ann', 'lastName=Lee', 'email=ann@clinic.example', 'phone=(303) 555-0100']) expect(body).toContain(line);
  expect(requests.filter((url) => url.startsWith('http') && (url.includes('Ann') || url.includes('clinic.example')))).toEqual([]);
  await context.close();
});

test("when the form's code cannot come, the page keeps the form the server wrote, and it still sends", async ({ page }) => {
  await page.route('**/assets/ContactForm-*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const mailto = await mailtoRequests(page);
  await page.goto('/contact');
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fill(page);
  await send(page).click();
  await expect.poll(() => mailto).toHaveLength(1);
  expect(mailto[0]).toMatch(/^mailto:info@crestlinercm\.example\?subject=/);
});

test.describe('each empty required field says what it needs', () => {
  test('an empty send shows the alert and, under each required field, its own error, which describes the field', async ({ page }) => {
    const shown = acceptedAlerts(page);
    await openForm(page);
    await send(page).click();
    await expect.poll(() => shown).toEqual([site.constants.messages.requiredFields]);
    for (const field of required) {
      const input = box(page, labels[field]);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(errors[field]);
      const error = form(page).getByText(errors[field], { exact: true });
      await expect(error).toBeVisible();
      // Right under its own field, in its column.
      const [fieldRect, text] = [await rectOf(input), await rectOf(error)];
      expect(text.top).toBeGreaterThanOrEqual(fieldRect.bottom);
      expect(text.top - fieldRect.bottom).toBeLessThan(16);
      expect(Math.abs(text.left - fieldRect.left)).toBeLessThan(1);
    }
    await expect(form(page).getByRole('combobox', { name: labels.specialty })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, labels.message)).toHaveAccessibleDescription('');
  });

  test('filling a field takes its error away at once; only the next send shows it again', async ({ page }) => {
    acceptedAlerts(page);
    await openForm(page);
    await send(page).click();
    const lastName = box(page, labels.lastName);
    const error = form(page).getByText(errors.lastName, { exact: true });
    await expect(error).toBeVisible();
    // Spaces alone do not fill it.
    await lastName.fill('  ');
    await expect(error).toBeVisible();
    await lastName.pressSequentially('L');
    await expect(error).toHaveCount(0);
    await expect(lastName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('');
    // The other fields keep theirs.
    await expect(form(page).getByText(errors.firstName, { exact: true })).toBeVisible();
    // Emptied again, it stays quiet until the next send.
    await lastName.fill('');
    await expect(error).toHaveCount(0);
    await send(page).click();
    await expect(error).toBeVisible();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  });

  test('a field marked invalid stays red while it has the focus, its focus ring too', async ({ page }) => {
    acceptedAlerts(page);
    await openForm(page);
    await send(page).click();
    const firstName = box(page, labels.firstName);
    await expect(firstName).toBeFocused();
    const danger = rgb(site.theme.colors.danger);
    await expect(firstName).toHaveCSS('border-top-color', danger);
    await expect(firstName).toHaveCSS('outline-color', danger);
    await expect(firstName).toHaveCSS('outline-style', 'solid');
    // Filled, it looks like any other field with the focus.
    await firstName.fill('Ann');
    await expect(firstName).toHaveCSS('border-top-color', rgb(site.theme.colors.primary));
  });

  test('without JavaScript the browser checks the form itself, and the empty field it stops at is red', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await answerExternalRequests(context);
    const page = await context.newPage();
    await page.goto('/contact');
    await box(page, labels.firstName).fill('Ann');
    await send(page).click();
    const lastName = box(page, labels.lastName);
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveCSS('border-top-color', rgb(site.theme.colors.danger));
    await expect(box(page, labels.firstName)).toHaveCSS('border-top-color', rgb(site.theme.colors.controlBorder));
    await context.close();
  });
});

test.describe('the layout of the form', () => {
  test('on a 390 px phone the send button spans the form, like the fields', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openForm(page);
    const [button, field] = [await rectOf(send(page)), await rectOf(box(page, labels.firstName))];
    expect(Math.abs(button.left - field.left)).toBeLessThan(1);
    expect(Math.abs(button.width - field.width)).toBeLessThan(1);
  });

  for (const width of [768, 1280]) {
    test(`at ${width} px no field is left alone in half a row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openForm(page);
      expect(await loneHalfRows(form(page))).toEqual([]);
    });
  }
});
