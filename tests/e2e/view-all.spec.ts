// The "View All …" buttons: one look wherever they are, the outlined secondary one. The solid primary look is for
// the free revenue audit, so a page never offers two solid buttons that seem to matter as much.
import type { Locator } from '@playwright/test';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();

/** The look that tells a solid button from an outlined one. */
const look = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, color: style.color };
  });

test('every "View All …" button of site.yaml is the secondary (outlined) variant', () => {
  // Every button of every page's blocks, however deep: the pages are plain data.
  const buttons: { label: string; variant?: string }[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.label === 'string' && typeof record.href === 'string' && ('variant' in record || /^View All\b/.test(record.label)))
        buttons.push({ label: record.label, variant: record.variant as string | undefined });
      Object.values(record).forEach(collect);
    }
  };
  collect(site.pages.map((page) => page.blocks));
  const viewAll = buttons.filter((button) => /^View All\b/.test(button.label));
  expect(viewAll.length).toBeGreaterThanOrEqual(2);
  expect(viewAll.filter((button) => button.variant !== 'secondary')).toEqual([]);
});

test('the "View All …" buttons of the home page and the medical billing page look the same, outlined, unlike the audit button', async ({ page }) => {
  const looks: Awaited<ReturnType<typeof look>>[] = [];
  for (const [path, name] of [
    ['/', 'View All Services'],
    ['/services/medical-billing', 'View All Specialties'],
  ] as const) {
    await openPage(page, path);
    const main = page.getByRole('main');
    const viewAll = main.getByRole('link', { name: /^View All\b/ });
    await expect(viewAll.filter({ hasText: name })).toHaveCount(1);
    for (const link of await viewAll.all()) looks.push(await look(link));
    // The solid look stays the audit's.
    const audit = main.getByRole('link', { name: /Free .*(Revenue )?(Audit|Analysis)/ }).first();
    expect((await look(audit)).background).not.toBe(looks[looks.length - 1].background);
  }
  expect(looks.length).toBeGreaterThanOrEqual(2);
  for (const each of looks) expect(each).toEqual(looks[0]);
  // Outlined: a visible border in the text's colour.
  expect(looks[0].border).toMatch(/^2px solid /);
  expect(looks[0].border.endsWith(looks[0].color)).toBe(true);
});
