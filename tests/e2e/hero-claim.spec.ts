// Every specialty page's hero shows its sample claim as a biller sees it: the payer, one chip a code (its modifiers
// small chips of their own), what was done, the status track to the day it was paid and what was checked before it
// went out. A figure screen readers read, beside the text from 1024 px, nothing on narrower screens.
import type { Page } from '@playwright/test';
import { specialtyPageContent, specialtyPath } from '../../src/model/specialty-page.ts';
import type { ClaimVisual, Specialty } from '../../src/model/types.generated.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const bySlug = (slug: string): Specialty => {
  const specialty = site.specialties.find((item) => item.slug === slug);
  if (!specialty) throw new Error(`no specialty ${slug}`);
  return specialty;
};
const claimOf = (specialty: Specialty): ClaimVisual => {
  const hero = specialtyPageContent(specialty, site.specialtyPage, site.clientResults).blocks[0];
  if (hero?.type !== 'hero' || !hero.claim) throw new Error(`${specialty.slug}: no claim picture`);
  return hero.claim;
};
const figureOf = (page: Page, claim: ClaimVisual) => page.getByRole('figure', { name: claim.title });

// One code, a code with three modifiers, units, three codes, a dental pair and a DRG (a hyphen that is no modifier).
const slugs = ['cardiology', 'pediatrics', 'dental', 'dme', 'physical-therapy', 'rheumatology', 'hospital-billing'];

for (const slug of slugs) {
  test(`/specialties/${slug}: the hero's claim shows its payer, one chip a code, what was done, the days to payment and the check`, async ({ page }) => {
    const specialty = bySlug(slug);
    const claim = claimOf(specialty);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, specialtyPath(slug));
    const figure = figureOf(page, claim);
    await expect(figure).toBeVisible();
    await expect(figure.getByText(claim.tag, { exact: true })).toBeVisible();
    await expect(figure.getByRole('definition').first()).toHaveText(specialty.sampleClaim.payer);
    // Each code as written, one chip each; every modifier a chip of its own.
    const codes = specialty.sampleClaim.code.split(' + ');
    const chips = figure.getByRole('listitem').filter({ hasNot: page.getByText(/^Day /) });
    await expect(chips).toHaveText(codes);
    for (const [index, code] of codes.entries())
      for (const modifier of code.replace(/\s*×\s*\d+$/, '').match(/-[A-Z0-9]{2}(?=-|$)/g) ?? [])
        await expect(chips.nth(index).getByText(modifier.slice(1), { exact: true })).toBeVisible();
    await expect(figure.getByText(specialty.sampleClaim.name, { exact: true })).toBeVisible();
    // The track, in order: submitted on day 0, accepted on day 1, paid on the specialty's own day.
    const steps = figure.getByRole('list').last().getByRole('listitem');
    await expect(steps).toHaveText(claim.track.map((step) => `${step.when} ${step.label}`));
    await expect(steps.last()).toContainText(`Day ${specialty.sampleClaim.paidIn}`);
    const words = `Denial risk checked: ${specialty.denials[0]}`;
    const note = figure.getByText(words);
    await expect(note).toBeVisible();
    // Read as one run of words, as a visitor reads it: review 7 found a note with a hyphenated word (kept whole) laid
    // out as three columns side by side, which a reader (innerText) reads as three lines.
    expect(await note.evaluate((element) => (element as HTMLElement).innerText.trim())).toBe(words);
  });
}

for (const slug of ['pediatrics', 'dental', 'rheumatology', 'physical-therapy']) {
  test(`/specialties/${slug}: the claim picture holds its codes on one line each, inside its card and no taller than the text beside it, at 1024, 1280 and 1920 px`, async ({
    page,
  }) => {
    const claim = claimOf(bySlug(slug));
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, specialtyPath(slug));
      const figure = figureOf(page, claim);
      const card = await figure.boundingBox();
      const text = await page.getByRole('heading', { level: 1 }).locator('..').boundingBox();
      if (!card || !text) throw new Error(`${slug} at ${width}: no picture or text`);
      expect(card.height, `${slug} at ${width}: the picture's height against the text's`).toBeLessThanOrEqual(text.height);
      expect(card.x, `${slug} at ${width}: the picture stands beside the text`).toBeGreaterThan(text.x + text.width);
      const chips = figure.getByRole('list').first().getByRole('listitem');
      await expect(chips).not.toHaveCount(0);
      for (const chip of await chips.all()) {
        const box = await chip.boundingBox();
        if (!box) throw new Error(`${slug} at ${width}: a chip is not drawn`);
        expect(box.height, `${slug} at ${width}: ${await chip.textContent()} on one line`).toBeLessThan(40);
        expect(box.x + box.width, `${slug} at ${width}: ${await chip.textContent()} inside the card`).toBeLessThanOrEqual(card.x + card.width);
      }
    }
  });
}

test('the claim picture stands beside the text from 1024 px, and under it below (a phone shows the claim too)', async ({ page }) => {
  const claim = claimOf(bySlug('dental'));
  for (const [width, beside] of [
    [1024, true],
    [1023, false],
    [390, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, specialtyPath('dental'));
    const figure = figureOf(page, claim);
    await expect(figure, `at ${width} px`).toBeVisible();
    const [picture, heading] = [(await figure.boundingBox())!, (await page.getByRole('heading', { level: 1 }).boundingBox())!];
    if (beside) expect(picture.x, `at ${width} px`).toBeGreaterThan(heading.x + heading.width);
    else expect(picture.y, `at ${width} px`).toBeGreaterThan(heading.y + heading.height);
  }
});
