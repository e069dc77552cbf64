// The Revenue Impact Calculator on the home page: the spec's default figures, an edited box, bad input.
import type { Page } from '@playwright/test';
import { expectWholeFigure, figureWidths } from './figure-checks.ts';
import { arriveHome, builtSite, expect, test } from './support.ts';

const site = builtSite();
const delayMs = site.constants.timings.calculatorResultDelayMs;

const calculator = (page: Page) => page.getByRole('region', { name: 'Revenue Impact Calculator' });
const box = (page: Page, label: string) => calculator(page).getByRole('textbox', { name: label });
const figures = (page: Page) => calculator(page).getByRole('definition');
const labels = ['Monthly Revenue', 'Claims per Month', 'Denial Rate', 'Average Claim Value', 'Days in A/R'];

async function openCalculator(page: Page) {
  await arriveHome(page);
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await calculator(page).scrollIntoViewIfNeeded();
}

test('is in the prerendered home page with the spec defaults and their figures', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const figure of ['$16,000', '$9,300', '$109,300', '14 days', '$111,600']) expect(html).toContain(figure);
});

test('starts from the defaults: $16,000 lost, $9,300 saved, $109,300 improved revenue, 14 days faster, $111,600 a year', async ({ page }) => {
  await openCalculator(page);
  await expect(box(page, 'Monthly Revenue')).toHaveValue('100000');
  await expect(box(page, 'Claims per Month')).toHaveValue('500');
  await expect(box(page, 'Denial Rate')).toHaveValue('15');
  await expect(box(page, 'Average Claim Value')).toHaveValue('200');
  await expect(box(page, 'Days in A/R')).toHaveValue('45');
  // The unit beside a box is read with it.
  await expect(box(page, 'Monthly Revenue')).toHaveAccessibleDescription('$');
  await expect(box(page, 'Denial Rate')).toHaveAccessibleDescription('%');
  await expect(box(page, 'Days in A/R')).toHaveAccessibleDescription('days');
  await expect(calculator(page).getByRole('term')).toHaveText([
    'Revenue at Risk Each Month',
    'Potential Monthly Savings',
    'Improved Monthly Revenue',
    'Faster Payments',
    'Annual Savings',
  ]);
  await expect(figures(page)).toHaveText(['$16,000', '$9,300', '$109,300', '14 days', '$111,600']);
});

test("says under its figures how they are worked out, with the spec's constants its formulas take", async ({ page }) => {
  await openCalculator(page);
  const basis = calculator(page).getByText(/^How we work it out/);
  await expect(basis).toBeVisible();
  for (const words of ['A/R at 8% a year', "falls to 40% of today's (never below 2%)", "to 70% of today's (never below 25)"])
    await expect(basis).toContainText(words);
});

test(`shows new figures ${delayMs} ms after a box changes, not before, and announces them politely`, async ({ page }) => {
  await openCalculator(page);
  await box(page, 'Monthly Revenue').fill('200,000');
  await page.clock.runFor(delayMs - 1);
  await expect(figures(page)).toHaveText(['$16,000', '$9,300', '$109,300', '14 days', '$111,600']);
  // The old figures are dimmed, and marked busy for screen readers, while the new ones are on their way.
  const live = calculator(page).locator('[aria-live="polite"]');
  await expect(live).toHaveAttribute('aria-busy', 'true');
  await expect(live).toHaveCSS('opacity', '0.6');
  await page.clock.runFor(1);
  // Denials 15,000 + carrying cost 2,000; improved 6,000 + 1,400: 9,600 saved a month.
  await expect(figures(page)).toHaveText(['$17,000', '$9,600', '$209,600', '14 days', '$115,200']);
  await expect(live).toContainText('$9,600');
  await expect(live).toHaveAttribute('aria-busy', 'false');
  await expect(live).toHaveCSS('opacity', '1');
});

test('counts text, empty boxes and negative numbers as 0, and never shows NaN, Infinity or a negative saving', async ({ page }) => {
  await openCalculator(page);
  await box(page, 'Claims per Month').fill('lots');
  await page.clock.runFor(delayMs);
  // No claims: only the carrying cost is left, 1,000 today and 700 improved.
  await expect(figures(page)).toHaveText(['$1,000', '$300', '$100,300', '14 days', '$3,600']);

  for (const label of ['Monthly Revenue', 'Claims per Month', 'Denial Rate', 'Average Claim Value', 'Days in A/R']) await box(page, label).fill('');
  await page.clock.runFor(delayMs);
  await expect(figures(page)).toHaveText(['$0', '$0', '$0', '0 days', '$0']);

  await box(page, 'Monthly Revenue').fill('-100000');
  await box(page, 'Denial Rate').fill('-15');
  await page.clock.runFor(delayMs);
  await expect(figures(page)).toHaveText(['$0', '$0', '$0', '0 days', '$0']);

  for (const label of ['Monthly Revenue', 'Claims per Month', 'Denial Rate', 'Average Claim Value', 'Days in A/R']) await box(page, label).fill('1e308');
  await page.clock.runFor(delayMs);
  const shown = await figures(page).allTextContents();
  expect(shown).toHaveLength(5);
  for (const figure of shown) expect(figure).toMatch(/^(\$[\d,]+|[\d,]+ days)$/);
});

test('says under a box when its number is not taken as typed: text as 0, below 0 as 0, above the most as the most; and takes it back once fixed', async ({
  page,
}) => {
  await openCalculator(page);
  await box(page, 'Days in A/R').fill('abc');
  await box(page, 'Monthly Revenue').fill('-5000');
  await box(page, 'Denial Rate').fill('150');
  await box(page, 'Claims per Month').fill('2e9');
  // Each note is read with its box, after the box's unit.
  await expect(box(page, 'Days in A/R')).toHaveAccessibleDescription('days Not a number: counted as 0');
  await expect(box(page, 'Monthly Revenue')).toHaveAccessibleDescription('$ Below 0: counted as 0');
  await expect(box(page, 'Denial Rate')).toHaveAccessibleDescription('% Above 100%: counted as 100%');
  await expect(box(page, 'Claims per Month')).toHaveAccessibleDescription('Above 1,000,000,000: counted as 1,000,000,000');
  await expect(calculator(page).getByText('Not a number: counted as 0')).toBeVisible();
  // A number taken as typed has no note.
  await expect(box(page, 'Average Claim Value')).toHaveAccessibleDescription('$');
  await box(page, 'Days in A/R').fill('45');
  await expect(box(page, 'Days in A/R')).toHaveAccessibleDescription('days');
  await expect(calculator(page).getByText('Not a number: counted as 0')).toHaveCount(0);
});

test('Get Your Custom Analysis leads to the contact page', async ({ page }) => {
  await openCalculator(page);
  await calculator(page).getByRole('link', { name: 'Get Your Custom Analysis' }).click();
  await expect(page).toHaveURL('/contact');
});

test('keeps huge figures inside a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalculator(page);
  for (const label of ['Monthly Revenue', 'Claims per Month', 'Denial Rate', 'Average Claim Value', 'Days in A/R']) await box(page, label).fill('1e308');
  await page.clock.runFor(delayMs);
  await expect(figures(page).first()).not.toHaveText('$16,000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Each figure is whole (one line) and inside its row, the term and the figure together, at every width. */
async function expectWholeFigures(page: Page) {
  for (const width of figureWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expect(figures(page)).not.toHaveCount(0);
    for (const figure of await figures(page).all()) await expectWholeFigure(figure, figure.locator('xpath=..'));
  }
}

test('never splits a figure: each stays on one line inside its row from 320 px up', async ({ page }) => {
  await openCalculator(page);
  await expectWholeFigures(page);
});

test('never splits a figure, however large the inputs: it moves under its label or shrinks', async ({ page }) => {
  await openCalculator(page);
  for (const label of labels) await box(page, label).fill('999999999');
  await page.clock.runFor(delayMs);
  // The largest inputs give the longest figures there can be (site.yaml's largestNumber caps every box).
  await expect(figures(page).last()).toHaveText('$7,200,799,985,598,400,000');
  await expectWholeFigures(page);
});

// The text boxes were asserted the same width too: a number without a unit before it then started after an empty
// column, which issue 44 names a defect. The framed boxes stay the same width; the number without a unit before it
// starts where a unit would, and the numbers after a unit line up.
test('gives all five boxes the same width, whatever unit stands in them; a number with no unit before it starts at the box, not after an empty column', async ({
  page,
}) => {
  await openCalculator(page);
  const before = ['Monthly Revenue', 'Average Claim Value'];
  for (const width of figureWidths) {
    await page.setViewportSize({ width, height: 900 });
    // The framed box around the text box a visitor types in, with its unit.
    const frames = await Promise.all(labels.map((label) => box(page, label).locator('xpath=..').boundingBox()));
    const widths = frames.map((rect) => rect?.width ?? 0);
    for (const boxWidth of widths) expect(boxWidth, `${width} px wide: ${widths.join(', ')}`).toBeCloseTo(widths[0], 0);
    // Where the typed number starts, from the framed box's left edge.
    const starts = await Promise.all(
      labels.map((label) =>
        box(page, label).evaluate((input) => {
          const frame = input.parentElement!.getBoundingClientRect();
          return input.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(input).paddingLeft) - frame.left;
        }),
      ),
    );
    const [withUnit, without] = [labels.filter((label) => before.includes(label)), labels.filter((label) => !before.includes(label))];
    for (const label of withUnit) expect(starts[labels.indexOf(label)], `${label} at ${width} px`).toBeCloseTo(starts[labels.indexOf(withUnit[0])], 0);
    for (const label of without) expect(starts[labels.indexOf(label)], `${label} at ${width} px`).toBeLessThanOrEqual(20);
  }
});

test('at 1280 px the results stand beside the boxes as tall as they are, the button at their foot', async ({ page }) => {
  await openCalculator(page);
  const form = await calculator(page).getByRole('form').boundingBox();
  const results = await calculator(page).getByRole('heading', { name: 'Your Revenue Impact' }).locator('xpath=..').boundingBox();
  const button = await calculator(page).getByRole('link', { name: 'Get Your Custom Analysis' }).boundingBox();
  if (!form || !results || !button) throw new Error('the calculator is not laid out');
  expect(results.x).toBeGreaterThan(form.x + form.width);
  expect(Math.abs(results.y - form.y)).toBeLessThan(1);
  expect(Math.abs(results.height - form.height)).toBeLessThan(1);
  // Its foot: no more than the panel's padding under the button.
  expect(results.y + results.height - (button.y + button.height)).toBeLessThan(48);
});

test('a press on the unit beside a number puts the cursor in its box', async ({ page }) => {
  await openCalculator(page);
  await calculator(page).getByText('days', { exact: true }).click();
  await expect(box(page, 'Days in A/R')).toBeFocused();
});
