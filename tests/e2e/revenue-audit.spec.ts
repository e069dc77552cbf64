// The revenue audit page: its claims, the request form with its challenge checkboxes, the estimate and the
// prefilled e-mail that follows it.
import type { Locator, Page } from '@playwright/test';
import {
  acceptedAlerts,
  answerExternalRequests,
  builtSite,
  expect,
  fillContactDetails,
  mailtoRequests,
  loneHalfRows,
  openPageWithForm,
  openPageWithStoppedClock,
  test,
} from './support.ts';

const site = builtSite();
const { labels } = site.forms;
const delayMs = site.constants.timings.auditMailDelayMs;
const openForm = (page: Page) => openPageWithForm(page, '/revenue-audit', 'AuditForm');
const form = (page: Page) => page.getByRole('form', { name: 'Request Your Free Audit' });
const box = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });
const send = (page: Page) => form(page).getByRole('button', { name: 'Get My Free Audit' });
const estimate = (page: Page) => page.getByRole('region', { name: 'Your Potential Revenue Opportunity' });
const allBox = (page: Page) => form(page).getByRole('checkbox', { name: 'Select all' });

const fillContact = (page: Page) => fillContactDetails(form(page), { phone: '303-555-0100', practice: 'Sunrise Cardiology' });
const { errors } = site.forms;
const rectOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

test('says free and no obligation, 5 minutes, HIPAA compliant and expert analysis, with the four benefits and the social proof', async ({ page }) => {
  await openForm(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Free, no obligation')).toBeVisible();
  await expect(main.getByText(/5 minutes.*experts.*HIPAA-compliant/)).toBeVisible();
  await expect(main.getByRole('region', { name: 'What Your Audit Covers' }).getByRole('heading', { level: 3 })).toHaveText([
    'Revenue Leakage Analysis',
    'Performance Benchmarking',
    'A/R Optimization',
    'Denial Pattern Analysis',
  ]);
  await expect(main.getByRole('region', { name: 'What Our Audits Find and Our Clients Reach' }).getByRole('listitem')).toHaveText([
    /500\+\s*Practices served/,
    /\$30M\+\s*Extra revenue identified monthly/,
    /98\.5%\s*Average clean claim rate/,
    /25 days\s*Average A\/R after optimization/,
  ]);
  await expect(form(page)).toContainText(site.forms.privacyNote);
});

test('an empty request shows exactly the alert and sends nothing, not even later', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const shown = acceptedAlerts(page);
  const loaded = page.waitForResponse((response) => response.url().includes('/assets/AuditForm-'));
  await openPageWithStoppedClock(page, '/revenue-audit');
  await loaded;
  await box(page, labels.monthlyCharges).fill('100000');
  await send(page).click();
  await expect.poll(() => shown).toEqual([site.constants.messages.requiredFields]);
  await page.clock.runFor(delayMs * 10);
  await expect(box(page, labels.firstName)).toBeFocused();
  await expect(box(page, labels.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(estimate(page)).toHaveCount(0);
  expect(mailto).toEqual([]);
});

test(`100000 / 200000 / 12% shows $25,000, $300,000, $80,000 and $9,000, and opens the e-mail ${delayMs} ms later`, async ({ page }) => {
  const mailto = await mailtoRequests(page);
  const loaded = page.waitForResponse((response) => response.url().includes('/assets/AuditForm-'));
  await openPageWithStoppedClock(page, '/revenue-audit');
  await loaded;
  await fillContact(page);
  await form(page).getByRole('combobox', { name: labels.specialty }).selectOption('cardiology');
  await box(page, labels.monthlyCharges).fill('100000');
  await box(page, labels.currentAR).fill('200000');
  await box(page, labels.denialRate).fill('12');
  await form(page).getByRole('checkbox', { name: 'High denial rates' }).check();
  await form(page).getByRole('checkbox', { name: 'Coding errors' }).check();
  await send(page).click();

  await expect(estimate(page).getByRole('definition')).toHaveText(['$25,000', '$300,000', '$80,000', '$9,000']);
  await expect(estimate(page).getByRole('term')).toHaveText(['Monthly Increase', 'Annual Increase', 'A/R Improvement', 'Denial Reduction']);
  await expect(estimate(page)).toContainText('estimates based on industry averages');
  // How the figures are worked out, with the spec's coefficients (section 9) as a visitor reads them.
  await expect(estimate(page)).toContainText(
    'collections up 25% a month; 40% of your A/R balance collected; a denial rate above 5% brought down to 3%, a lower one cut by 50%; each point of denial rate recovered is worth 1% of your monthly charges.',
  );
  await page.clock.runFor(delayMs - 1);
  expect(mailto).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => mailto).toHaveLength(1);
  expect(mailto[0]).toBe(
    'mailto:info@crestlinercm.example?subject=Revenue%20Audit%20Request%20-%20Sunrise%20Cardiology&body=' +
      encodeURIComponent(
        [
          'First Name: Ann',
          'Last Name: Lee',
          'Email: ann@clinic.example',
          'Phone: 303-555-0100',
          'Practice Name: Sunrise Cardiology',
          'Specialty: Cardiology',
          'Monthly Charges ($): 100000',
          'Current A/R Balance ($): 200000',
          'Denial Rate (%): 12',
          'Current Challenges: High denial rates, Coding errors',
          '',
          'Your Potential Revenue Opportunity:',
          'Monthly Increase: $25,000',
          'Annual Increase: $300,000',
          'A/R Improvement: $80,000',
          'Denial Reduction: $9,000',
        ].join('\r\n'),
      ),
  );
  await expect(page.getByRole('region', { name: site.forms.sent.heading }).getByRole('textbox')).toHaveValue(/Denial Reduction: \$9,000$/);
});

test('without monthly charges there is no estimate, and the e-mail says what was not given', async ({ page }) => {
  const mailto = await mailtoRequests(page);
  await openForm(page);
  await fillContact(page);
  await box(page, labels.currentAR).fill('lots');
  await send(page).click();
  await expect.poll(() => mailto).toHaveLength(1);
  await expect(estimate(page)).toHaveCount(0);
  const body = decodeURIComponent(mailto[0].split('&body=')[1]);
  expect(body).toContain(
    `${labels.specialty}: ${site.forms.notSpecified}\r\n${labels.monthlyCharges}: ${site.forms.notProvided}\r\n${labels.currentAR}: lots\r\n${labels.denialRate}: ${site.forms.notProvided}`,
  );
  expect(body.endsWith(`${labels.challenges}: ${site.forms.noneSelected}`)).toBe(true);
});

test('the challenge boxes: Select all is unchecked, indeterminate or checked, and a click on indeterminate checks all', async ({ page }) => {
  await openForm(page);
  // Every box but Select all (a checkbox holds no text, so it is told apart by its name).
  const challenges = form(page).getByRole('checkbox', { name: /^(?!Select all$)/ });
  await expect(allBox(page)).not.toBeChecked();
  await form(page).getByRole('checkbox', { name: 'Slow collections' }).check();
  await expect(allBox(page)).toBeChecked({ indeterminate: true });
  await allBox(page).click();
  await expect(allBox(page)).toBeChecked();
  // The spec's ten challenges (section 9).
  await expect(challenges).toHaveCount(10);
  for (const challenge of await challenges.all()) await expect(challenge).toBeChecked();
  await allBox(page).click();
  await expect(allBox(page)).not.toBeChecked();
  for (const challenge of await challenges.all()) await expect(challenge).not.toBeChecked();
  // Space ticks a box from the keyboard; Enter does not send the form.
  await form(page).getByRole('checkbox', { name: 'Coding errors' }).focus();
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox', { name: 'Coding errors' })).toBeChecked();
  const shown = acceptedAlerts(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(shown).toEqual([]);
  await expect(form(page).getByRole('checkbox', { name: 'Coding errors' })).toBeChecked();
});

test('without JavaScript the browser checks the required fields, then writes the e-mail with the ticked challenges', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await answerExternalRequests(context);
  const page = await context.newPage();
  const mailto = await mailtoRequests(page);
  await page.goto('/revenue-audit');
  await send(page).click();
  await expect(box(page, labels.firstName)).toBeFocused();
  expect(mailto).toEqual([]);
  await fillContact(page);
  await form(page).getByRole('checkbox', { name: 'Coding errors' }).check();
  await send(page).click();
  await expect.poll(() => mailto).toHaveLength(1);
  expect(mailto[0]).toMatch(/^mailto:info@crestlinercm\.example\?subject=Revenue%20Audit%20Request&body=/);
  const body = decodeURIComponent(mailto[0].split('&body=')[1]);
  expect(body).toContain('firstName=Ann');
  expect(body).toContain('challenges=Coding errors');
  await context.close();
});

test("an empty request shows, with the alert, each required field's own error, gone once the field is filled", async ({ page }) => {
  const shown = acceptedAlerts(page);
  await openForm(page);
  await send(page).click();
  await expect.poll(() => shown).toEqual([site.constants.messages.requiredFields]);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'practice'] as const) {
    await expect(box(page, labels[field])).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, labels[field])).toHaveAccessibleDescription(errors[field]);
    await expect(form(page).getByText(errors[field], { exact: true })).toBeVisible();
  }
  // The optional figures are not marked.
  await expect(box(page, labels.monthlyCharges)).not.toHaveAttribute('aria-invalid', 'true');
  await box(page, labels.practice).fill('Sunrise Cardiology');
  await expect(form(page).getByText(errors.practice, { exact: true })).toHaveCount(0);
  await expect(box(page, labels.practice)).toHaveAccessibleDescription('');
  await expect(form(page).getByText(errors.phone, { exact: true })).toBeVisible();
});

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

/** Where each figure of the estimate is drawn: its value's lines and box, its label's box, and its own cell's box. */
function figureLayout(estimate: Locator) {
  return estimate.getByRole('definition').evaluateAll((values) =>
    values.map((value) => {
      const textBox = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return { rects: [...range.getClientRects()], box: range.getBoundingClientRect().toJSON() as DOMRect };
      };
      const cell = value.parentElement!;
      const label = cell.querySelector('dt')!;
      const drawn = textBox(value);
      return {
        text: value.textContent ?? '',
        lines: new Set(drawn.rects.map((rect) => Math.round(rect.top))).size,
        value: drawn.box,
        label: textBox(label).box,
        cell: cell.getBoundingClientRect().toJSON() as DOMRect,
      };
    }),
  );
}

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [charges, figures] of [
  ['100000', ['$25,000', '$300,000', '$80,000', '$9,000']],
  // The largest amount the form reads (constants.limits.largestNumber): the longest figures it can show.
  [String(site.constants.limits.largestNumber), ['$250,000,000', '$3,000,000,000', '$80,000', '$90,000,000']],
] as const) {
  for (const width of [320, 390]) {
    test(`at ${width} px the estimate for ${charges} stands two by two in one box, each figure on one line beside its label`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openForm(page);
      await fillContact(page);
      await box(page, labels.monthlyCharges).fill(charges);
      await box(page, labels.currentAR).fill('200000');
      await box(page, labels.denialRate).fill('12');
      await send(page).click();
      await expect(estimate(page).getByRole('definition')).toHaveText([...figures]);
      // One box: the panel is beside the form's card, not in it, and its figures get the width of the page less
      // its margins and the panel's own (240 of 390 px when it was a box in a box).
      await expect(form(page).getByRole('region', { name: 'Your Potential Revenue Opportunity' })).toHaveCount(0);
      const layout = await figureLayout(estimate(page));
      expect(Math.max(...layout.map((f) => f.cell.right)) - Math.min(...layout.map((f) => f.cell.left))).toBeGreaterThanOrEqual(width - 80);
      for (const figure of layout) {
        expect(figure.lines, figure.text).toBe(1);
        expect(figure.value.left, figure.text).toBeGreaterThanOrEqual(figure.cell.left - 0.5);
        expect(figure.value.right, figure.text).toBeLessThanOrEqual(figure.cell.right + 0.5);
        expect(figure.label.right, figure.text).toBeLessThanOrEqual(figure.cell.right + 0.5);
        for (const other of layout) expect(overlap(figure.label, other.value), `${figure.text} / ${other.text}`).toBe(false);
      }
      // Two by two.
      expect(new Set(layout.map((f) => Math.round(f.cell.left))).size).toBe(2);
      expect(new Set(layout.map((f) => Math.round(f.cell.top))).size).toBe(2);
    });
  }
}
