import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { buildRoutes } from '../../src/app/routes.ts';
import { builtSite } from './support.ts';

const paths = [...buildRoutes(builtSite()).filter((route) => route.kind !== 'redirect').map((route) => route.path), '/this-page-does-not-exist'];

for (const path of paths) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
