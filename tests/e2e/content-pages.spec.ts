// The content pages as a visitor reads them: what each shows, how many of each, and where its links go.
import type { Page } from '@playwright/test';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test('/about: mission, four figures, four values, the timeline from 2022 to today, and the commitment', async ({ page }) => {
  await openPage(page, '/about');
  await expect(region(page, 'Our Mission')).toBeVisible();
  await expect(region(page, `${site.brand.name} by the Numbers`).getByRole('listitem')).toHaveText([/500\+/, /98\.5%/, /\$30M\+/, /25 days/]);
  await expect(region(page, 'Our Core Values').getByRole('heading', { level: 3 })).toHaveText(['Discipline', 'Transparency', 'Accountability', 'Security']);
  const journey = region(page, 'Our Journey');
  await expect(journey.getByRole('heading', { level: 3 })).toHaveText(['2022 Foundation', '2023 Expansion', '2024 Innovation', 'Today Leadership']);
  await expect(journey.getByRole('list')).toHaveJSProperty('tagName', 'OL');
  await expect(region(page, 'Our Commitment to You')).toBeVisible();
});

test('/services: five services with Learn More, four results, four steps in order, and both calls to action', async ({ page }) => {
  await openPage(page, '/services');
  const services = region(page, 'What We Do');
  await expect(services.getByRole('heading', { level: 3 })).toHaveCount(5);
  const learnMore = services.getByRole('link', { name: 'Learn More' });
  for (const [i, path] of ['/services/medical-billing', '/services/medical-coding', '/services/ar-management', '/services/credentialing', '/services/analytics'].entries()) {
    await expect(learnMore.nth(i)).toHaveAttribute('href', path);
  }
  await expect(region(page, 'Average Client Results').getByRole('listitem')).toHaveText([/\+32%/, /−18 days/, /96%/, /−68%/]);
  await expect(region(page, 'How We Work').getByRole('listitem').getByRole('heading')).toHaveText(['Assessment', 'Implementation', 'Optimization', 'Reporting']);
  const closing = region(page, 'See What Your Revenue Cycle Could Deliver');
  await expect(closing.getByRole('link', { name: 'Get Free Revenue Audit' })).toHaveAttribute('href', '/revenue-audit');
  await expect(closing.getByRole('link', { name: /^Schedule a Call/ })).toHaveAttribute('href', site.brand.links.scheduling);
});

test('medical billing has its five-step process, credentialing its four', async ({ page }) => {
  await openPage(page, '/services/medical-billing');
  await expect(region(page, 'Our Billing Process').getByRole('listitem').getByRole('heading')).toHaveText(['Charge Entry', 'Claims Scrubbing', 'Electronic Submission', 'Payment Posting', 'Denial Management']);
  await openPage(page, '/services/credentialing');
  await expect(region(page, 'Our Credentialing Process').getByRole('listitem')).toHaveCount(4);
});
