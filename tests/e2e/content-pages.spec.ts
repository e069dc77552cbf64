// The content pages as a visitor reads them: what each shows, how many of each, and where its links go.
import type { Locator, Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { fileForRoute } from '../../src/build/prerender.ts';
import type { DemoDashboardBlock } from '../../src/model/types.generated.ts';
import { builtSite, expect, openPage, test } from './support.ts';
import { fixtureBuild } from '../sites.ts';

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

test("/about's timeline gives checkable milestones that agree with /security, the team and the figures", async ({ page }) => {
  const security = site.pages.find((p) => p.path === '/security')!.blocks;
  const fact = (anchor: string, label: string) =>
    security.flatMap((block) => (block.type === 'complianceSection' && block.anchor === anchor ? (block.facts ?? []) : [])).find((f) => f.label === label)!
      .value;
  const auditor = fact('soc2', 'Auditor').split(',')[0];
  const periodEnd = /ending (.+)$/.exec(fact('soc2', 'Report period'))![1];
  const certifier = fact('iso', 'Certified by').split(',')[0];
  await openPage(page, '/about');
  const events = region(page, 'Our Journey').getByRole('listitem');
  await expect(events.nth(0)).toContainText('Elena Ramirez, CHFP, founded');
  await expect(region(page, 'The People Accountable for Your Revenue')).toContainText('Elena Ramirez');
  await expect(events.nth(1)).toContainText('Priya Nair, CPC, CRC');
  await expect(events.nth(2)).toContainText(`${certifier} certified`);
  await expect(events.nth(3)).toContainText(`${site.brand.figures!.providers.value} providers`);
  await expect(events.nth(3)).toContainText(`by ${auditor}, covers the 12 months ending ${periodEnd}`);
  for (const vague of ['invested in', 'simple idea', 'broadened']) await expect(region(page, 'Our Journey')).not.toContainText(vague);
});

// Issue 44: the initials that stood for a face read as placeholders; each card now ends with what its person
// answers for and, where there is one, the way to reach them.
test('/about names the people accountable for the work: each with a heading, a role and credentials, what they answer for and how to reach them', async ({
  page,
}) => {
  await openPage(page, '/about');
  const team = region(page, 'The People Accountable for Your Revenue');
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Elena Ramirez', 'Priya Nair', 'Dana Whitfield', 'Marcus Lee']);
  const privacy = team.getByRole('listitem').filter({ hasText: 'Dana Whitfield' });
  await expect(privacy).toContainText('Privacy Officer');
  await expect(privacy).toContainText('CHPC');
  await expect(privacy).toContainText("Answers for your business associate agreement and every use of your patients' PHI.");
  await expect(privacy.getByRole('link', { name: 'Write to the Privacy Officer' })).toHaveAttribute(
    'href',
    `mailto:${site.brand.complianceEmail}?subject=Privacy%20question`,
  );
  // No initials in place of a face.
  await expect(privacy.getByText('DW', { exact: true })).toHaveCount(0);
  const security = team.getByRole('listitem').filter({ hasText: 'Marcus Lee' });
  await expect(security).toContainText('Security Officer');
  await expect(security.getByRole('link', { name: 'Request the SOC 2 report' })).toHaveAttribute('href', '/contact?request=soc2');
  // The cards' feet line up along the row.
  const feet = await team.getByRole('listitem').evaluateAll((cards) => cards.map((card) => Math.round(card.lastElementChild!.getBoundingClientRect().bottom)));
  expect(new Set(feet).size).toBe(1);
});

test('/services: five services with Learn More, four results, four steps in order, and both calls to action', async ({ page }) => {
  await openPage(page, '/services');
  const services = region(page, 'What We Do');
  await expect(services.getByRole('heading', { level: 3 })).toHaveCount(5);
  const learnMore = services.getByRole('link', { name: 'Learn More' });
  for (const [i, path] of [
    '/services/medical-billing',
    '/services/medical-coding',
    '/services/ar-management',
    '/services/credentialing',
    '/services/analytics',
  ].entries()) {
    await expect(learnMore.nth(i)).toHaveAttribute('href', path);
  }
  await expect(region(page, 'Average Client Results').getByRole('listitem')).toHaveText([/\+32%/, /−18 days/, /96%/, /−68%/]);
  await expect(region(page, 'How We Work').getByRole('listitem').getByRole('heading')).toHaveText([
    'Assessment',
    'Implementation',
    'Optimization',
    'Reporting',
  ]);
  const closing = region(page, 'See What Your Revenue Cycle Could Deliver');
  await expect(closing.getByRole('link', { name: 'Get Free Revenue Audit' })).toHaveAttribute('href', '/revenue-audit');
  await expect(closing.getByRole('link', { name: /^Schedule a Call/ })).toHaveAttribute('href', site.brand.links.scheduling);
});

test('medical billing has its five-step process, credentialing its four', async ({ page }) => {
  await openPage(page, '/services/medical-billing');
  await expect(region(page, 'Our Billing Process').getByRole('listitem').getByRole('heading')).toHaveText([
    'Charge Entry',
    'Claims Scrubbing',
    'Electronic Submission',
    'Payment Posting',
    'Denial Management',
  ]);
  await openPage(page, '/services/credentialing');
  await expect(region(page, 'Our Credentialing Process').getByRole('listitem')).toHaveCount(4);
});

const servicePages = ['/services/medical-billing', '/services/medical-coding', '/services/ar-management', '/services/credentialing', '/services/analytics'];

for (const path of servicePages) {
  test(`${path}: a hero, a list of benefits, cards, and every button goes somewhere`, async ({ page }) => {
    const blocks = site.pages.find((p) => p.path === path)!.blocks;
    const benefits = blocks.find((block) => block.type === 'bulletList')!;
    const cards = blocks.find((block) => block.type === 'featureCards')!;
    await openPage(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(region(page, benefits.heading).getByRole('listitem')).toHaveCount(benefits.items.length);
    await expect(region(page, cards.heading!).getByRole('heading', { level: 3 })).toHaveCount(cards.cards.length);
    const hero = blocks.find((block) => block.type === 'hero')!;
    await expect(main.getByRole('link', { name: hero.buttons![0].label }).first()).toHaveAttribute('href', hero.buttons![0].href);
    // The original coding page had buttons that led nowhere: here every link and button has a destination.
    await expect(main.getByRole('button')).toHaveCount(0);
    for (const link of await main.getByRole('link').all()) expect(await link.getAttribute('href')).toMatch(/^(\/[a-z]|https:\/\/|mailto:|tel:)/);
  });
}

test('medical billing shows twelve specialty tiles, each opening its page, and a link to all specialties', async ({ page }) => {
  await openPage(page, '/services/medical-billing');
  const tiles = region(page, 'Specialties We Bill For');
  await expect(tiles.getByRole('listitem')).toHaveCount(12);
  await expect(tiles.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', '/specialties/cardiology');
  await expect(tiles.getByRole('link', { name: 'View All Specialties' })).toHaveAttribute('href', '/specialties');
  await tiles.getByRole('link', { name: 'Gastroenterology' }).click();
  await expect(page).toHaveURL('/specialties/gastroenterology');
  await expect(page).toHaveTitle(/^Gastroenterology Billing Services/);
});

test('analytics shows three capabilities and leads to the demo dashboard', async ({ page }) => {
  await openPage(page, '/services/analytics');
  const capabilities = region(page, 'Analytics Capabilities');
  await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(['Interactive Dashboards', 'Trend Analysis', 'Benchmarking']);
  await capabilities.getByRole('link', { name: 'View Demo Dashboard' }).click();
  await expect(page).toHaveURL('/services/demo-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revenue Cycle Dashboard');
});

test('/services/demo-dashboard: DEMO MODE, its way back, four KPIs with their trend in words, six months, payers, activity and three highlights', async ({
  page,
}) => {
  await openPage(page, '/services/demo-dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText('DEMO MODE', { exact: true })).toBeVisible();
  const kpis = region(page, 'This Month at a Glance').getByRole('listitem');
  await expect(kpis).toHaveCount(4);
  // June's collections against May's in the chart below: (486,250 − 468,400) / 468,400 = 3.8% (it said 12.5%, which
  // the chart beside it contradicted).
  await expect(kpis.first()).toHaveText('Monthly Collections$486,250Up 3.8% vs. last month');
  await expect(kpis.nth(2)).toContainText('Down 2 days vs. last month');
  const months = region(page, 'Monthly Collections, January to June').getByRole('listitem');
  await expect(months).toHaveText([/^Jan\$402,300$/, /^Feb/, /^Mar/, /^Apr/, /^May/, /^Jun\$486,250$/]);
  const payers = region(page, 'Payer Mix').getByRole('listitem');
  await expect(payers).toHaveCount(6);
  await expect(payers.first()).toHaveText('Medicare32% · $155,600');
  const activity = region(page, 'Recent Activity').getByRole('listitem');
  await expect(activity).toHaveCount(5);
  for (const kind of ['Payment:', 'Claims:', 'Denial:', 'Approval:']) await expect(activity.filter({ hasText: kind }).first()).toBeVisible();
  await expect(activity.first()).toContainText('2 hours ago');
  await expect(region(page, 'Performance Highlights').getByRole('listitem')).toHaveCount(3);

  await main.getByRole('link', { name: 'Back to Reporting & Analytics' }).click();
  await expect(page).toHaveURL('/services/analytics');
});

test("/services/demo-dashboard is the product's screen with callouts: the portal's bar, and each numbered callout's number on the part it is about", async ({
  page,
}) => {
  await openPage(page, '/services/demo-dashboard');
  const blocks = site.pages.find((sitePage) => sitePage.path === '/services/demo-dashboard')!.blocks;
  const dashboard = blocks.find((block): block is DemoDashboardBlock => block.type === 'demoDashboard')!;
  const { screen, callouts } = dashboard;
  if (!screen || !callouts) throw new Error('the fixture dashboard has no screen or callouts');
  const main = page.getByRole('main');
  for (const words of [screen.product.replace('{brand}', site.brand.name), screen.practice, screen.period])
    await expect(main.getByText(words, { exact: true })).toBeVisible();
  const headings = {
    kpis: dashboard.kpis.heading,
    revenue: dashboard.revenue.heading,
    payers: dashboard.payers.heading,
    activity: dashboard.activity.heading,
    highlights: dashboard.highlights.heading,
  };
  // Numbered in the dashboard's order, whatever order site.yaml writes them in.
  const about = (Object.keys(headings) as (keyof typeof headings)[]).filter((part) => callouts[part]);
  await expect(region(page, callouts.heading).getByRole('listitem')).toHaveText(about.map((part, i) => `${i + 1}${callouts[part]}`));
  for (const [part, heading] of Object.entries(headings) as [keyof typeof headings, string][]) {
    const at = about.indexOf(part);
    const section = region(page, heading);
    // The number is seen beside the heading, not read as part of its name; its words describe the part.
    await expect(section.getByRole('heading', { name: heading, exact: true })).toHaveText(at < 0 ? heading : `${at + 1}${heading}`);
    if (at < 0) await expect(section).not.toHaveAttribute('aria-describedby');
    else await expect(section).toHaveAccessibleDescription(callouts[part]!);
  }
});

test('/why-choose-us: figures, differentiators, technology, the comparison table, testimonials, certifications and how to reach us', async ({ page }) => {
  await openPage(page, '/why-choose-us');
  await expect(region(page, 'Results That Speak for Themselves').getByRole('listitem')).toHaveCount(4);
  await expect(region(page, 'What Makes Us Different').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(region(page, 'Technology That Works for You').getByRole('heading', { level: 3 })).toHaveCount(4);
  const table = region(page, 'How We Compare').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', site.brand.name, 'Typical Billing Company']);
  await expect(table.getByRole('rowheader')).toHaveText(['Support', 'Onboarding', 'Clean claim rate', 'Reporting', 'Denial management', 'Security']);
  await expect(table.getByRole('row', { name: /^Onboarding/ }).getByRole('cell')).toHaveText(['Live in 48 hours', 'Several weeks of setup']);
  // The compared columns share the width equally, whatever the length of their words (ours was 628 px, the other 357).
  const widths = await table.getByRole('columnheader').evaluateAll((cells) => cells.slice(1).map((cell) => Math.round(cell.getBoundingClientRect().width)));
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  const testimonials = region(page, 'Practices That Made the Switch');
  await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  // SOC 2 is an audit and HIPAA a law, not certificates: the heading names all three kinds (it read Certifications and
  // Compliance).
  await expect(region(page, 'Audits, Certifications and Compliance').getByRole('heading', { level: 3 })).toHaveText([
    'SOC 2 Type II',
    'HIPAA',
    'ISO 27001',
    'ISO 27701',
  ]);
  const talk = region(page, 'Talk to Our Team');
  await expect(talk).toContainText(`${site.brand.address.street}, ${site.brand.address.city}`);
  await expect(talk.getByRole('link', { name: `Call ${site.brand.phone}` })).toHaveAttribute('href', /^tel:/);
});

test("/why-choose-us answers a buyer's questions before they sign, each opened on its own, the sign on its button not read out", async ({ page }) => {
  await openPage(page, '/why-choose-us');
  const faq = region(page, 'Questions Practices Ask Before They Sign');
  const question = faq.getByText('Who do payers pay?', { exact: true });
  const answer = faq.getByText(/payments go straight into your practice's bank account/);
  await expect(answer).toBeHidden();
  // Each question is a group named by its words alone: the plus and minus drawn beside it are not read out.
  await expect(faq.getByRole('group')).toHaveCount(6);
  await expect(faq.getByRole('group').filter({ hasText: 'Who do payers pay?' })).toMatchAriaSnapshot('- group: Who do payers pay?');
  await question.click();
  await expect(answer).toBeVisible();
  await expect(faq.getByText(/How do you charge\?/)).toBeVisible();
  await expect(faq.getByText(/A percentage of what we collect/)).toBeHidden();
  await question.click();
  await expect(answer).toBeHidden();
  // The price question gets a range a buyer can weigh, not only "a percentage".
  await faq.getByText('How do you charge?', { exact: true }).click();
  await expect(faq.getByText(/typically 4% to 8% .* No setup fee and no minimum\./)).toBeVisible();
});

for (const [path, heading, button] of [
  ['/why-choose-us', 'Questions Practices Ask Before They Sign', 'Schedule a Call'],
  ['/services/analytics', 'Reports We Provide', 'Ask About a Report'],
] as const) {
  test(`${path}: "${heading}" stands its button under its intro on wide screens, in the column beside its list, and after the list on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, path);
    const band = region(page, heading);
    const title = band.getByRole('heading', { name: heading, level: 2 });
    const link = band.getByRole('link', { name: button });
    const list = band.getByRole('listitem').or(band.getByRole('group'));
    const [titleBox, linkBox, firstBox] = await Promise.all([title.boundingBox(), link.boundingBox(), list.first().boundingBox()]);
    // In the heading's column, under it, and left of the list (the column beside a short list was empty).
    expect(Math.abs(linkBox!.x - titleBox!.x)).toBeLessThanOrEqual(1);
    expect(linkBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height);
    expect(linkBox!.x + linkBox!.width).toBeLessThan(firstBox!.x);
    expect(linkBox!.y).toBeLessThan(firstBox!.y + firstBox!.height * 4);
    await page.setViewportSize({ width: 390, height: 844 });
    const lastBox = (await list.last().boundingBox())!;
    const phoneBox = (await link.boundingBox())!;
    expect(phoneBox.y).toBeGreaterThanOrEqual(lastBox.y + lastBox.height);
  });
}

test('the comparison table fits a phone screen: nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/why-choose-us');
  const table = page.getByRole('table');
  await table.scrollIntoViewIfNeeded();
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('on a phone the comparison table shows each row as a card: the feature on top, then each column named beside its value', async ({ page }) => {
  await openPage(page, '/why-choose-us');
  const table = region(page, 'How We Compare').getByRole('table');
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(6);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // Still a table to a screen reader: the column headers are there, out of sight, and each cell is read alone.
    const columns = (await table.getByRole('columnheader').allTextContents()).slice(1);
    expect(columns).toEqual([site.brand.name, 'Typical Billing Company']);
    await expect(table.getByRole('row', { name: /^Onboarding/ }).getByRole('cell')).toHaveText(['Live in 48 hours', 'Several weeks of setup']);
    for (const row of await rows.all()) {
      const card = (await row.boundingBox())!;
      const heading = (await row.getByRole('rowheader').boundingBox())!;
      // The feature is the card's top line, as wide as the card.
      expect(heading.y).toBeCloseTo(card.y, -1);
      expect(heading.width).toBeGreaterThan(card.width - 4);
      let above = heading.y + heading.height;
      for (const [i, cell] of (await row.getByRole('cell').all()).entries()) {
        // Then one line per column, under the one before, as wide as the card...
        const line = (await cell.boundingBox())!;
        expect(line.y).toBeGreaterThanOrEqual(above - 1);
        expect(line.width).toBeGreaterThan(card.width - 4);
        above = line.y + line.height;
        // ...the column's name at its start (drawn from the cell's data-label), and the value beside it.
        const name = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
        expect(name).toMatch(new RegExp(`^"${columns[i]}"`));
        const value = (await cell.getByText((await cell.textContent())!.trim(), { exact: true }).boundingBox())!;
        expect(value.x).toBeGreaterThan(line.x + line.width / 3);
        expect(value.x + value.width).toBeLessThanOrEqual(line.x + line.width);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
  // From 640 px it is laid out as a table again: the feature beside its values.
  await page.setViewportSize({ width: 640, height: 844 });
  const onboarding = table.getByRole('row', { name: /^Onboarding/ });
  const [feature, ours] = [(await onboarding.getByRole('rowheader').boundingBox())!, (await onboarding.getByRole('cell').first().boundingBox())!];
  expect(ours.y).toBeCloseTo(feature.y, 0);
  expect(ours.x).toBeGreaterThan(feature.x + feature.width - 1);
});

for (const [path, sections] of [
  [
    '/privacy-policy',
    [
      'Information We Collect',
      'How We Use Information',
      'How We Share Information',
      'HIPAA and Protected Health Information',
      'Security and Retention',
      'Your Choices',
      'Contact Us',
    ],
  ],
  [
    '/terms-of-service',
    [
      'Acceptance of Terms',
      'Description of Services',
      'Service Level Agreement',
      'Use of This Website',
      'Liability and Disclaimers',
      'Termination',
      'Contact Us',
    ],
  ],
] as const) {
  test(`${path}: its numbered sections, and "Last updated" with today's date when site.yaml sets none`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(sections.map((heading, i) => `${i + 1}. ${heading}`));
    // The day the page was built: today, for a site built today (the file's own date, so a run that crosses
    // midnight after the build still reads right).
    const builtOn = statSync(`${fixtureBuild('spec')}/${fileForRoute(path)}`).mtime;
    const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(builtOn);
    await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${longDate}`);
    // Privacy questions go to the privacy officer's mailbox; the terms' to the company's.
    await expect(region(page, `${sections.length}. Contact Us`)).toContainText(path === '/privacy-policy' ? site.brand.complianceEmail! : site.brand.email);
  });
}

test('/privacy-policy lists its sections on this page: each link lands on its heading; beside the text and in view on wide screens, finger-sized on phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/privacy-policy');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(contents.getByRole('link')).toHaveText(await sections.allTextContents());
  await contents.getByRole('link', { name: '4. HIPAA and Protected Health Information' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#hipaa-and-protected-health-information$/);
  const target = page.getByRole('heading', { level: 2, name: '4. HIPAA and Protected Health Information' });
  await expect(target).toBeInViewport();
  // Not under the sticky header.
  expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height);
  // Beside the text, and still on the screen once the page has scrolled down.
  const [list, text] = [(await contents.boundingBox())!, (await target.boundingBox())!];
  expect(list.x).toBeGreaterThan(text.x + text.width);
  await expect(contents).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/privacy-policy');
  await expect(contents.getByRole('link')).not.toHaveCount(0);
  for (const link of await contents.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await contents.getByRole('link').count()).toBe(7);
});

test('/hipaa-compliance: four safeguards, the technical and administrative controls, three certifications and the compliance contact', async ({ page }) => {
  await openPage(page, '/hipaa-compliance');
  await expect(region(page, 'Our HIPAA Safeguards').getByRole('heading', { level: 3 })).toHaveText([
    'Administrative Safeguards',
    'Physical Safeguards',
    'Technical Safeguards',
    'Staff Training',
  ]);
  const lists = site.pages.find((p) => p.path === '/hipaa-compliance')!.blocks.filter((block) => block.type === 'bulletList');
  for (const list of lists) await expect(region(page, list.heading).getByRole('listitem')).toHaveText(list.items);
  expect(lists.map((list) => list.heading)).toEqual(['Technical Controls', 'Administrative Controls']);
  // HIPAA is complied with, not certified: the heading names it as such (it read Certifications and Audits).
  await expect(region(page, 'Compliance, Certifications and Audits').getByRole('heading', { level: 3 })).toHaveText(['HIPAA', 'ISO 27001', 'SOC 2 Type II']);
  const contact = region(page, 'Questions About HIPAA Compliance?');
  // The privacy and security officers' own mailbox, not the sales one.
  await expect(contact).toContainText(`Email our compliance team at ${site.brand.complianceEmail}`);
  await expect(contact.getByRole('link', { name: 'Email Our Compliance Team' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${site.brand.complianceEmail}\\?`),
  );
});

/** The status line of a framework's card or section (its paragraph that reads exactly `label`). */
const statusOf = (scope: Locator, label: string) => scope.getByRole('paragraph').filter({ hasText: new RegExp(`^${label}$`) });
const style = (locator: Locator, property: 'backgroundColor' | 'color') => locator.evaluate((element, name) => getComputedStyle(element)[name], property);
/** The colour of a card's accent bar over its title (its ::before). */
const accentOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element, '::before').backgroundColor);

for (const [path, heading] of [
  ['/why-choose-us', 'Audits, Certifications and Compliance'],
  ['/hipaa-compliance', 'Compliance, Certifications and Audits'],
] as const) {
  test(`${path}: HIPAA reads "HIPAA compliant, BAA signed", not certified, and looks unlike the audit and the certificates beside it`, async ({ page }) => {
    await openPage(page, path);
    const cards = region(page, heading);
    const card = (title: string) => cards.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    const hipaa = card('HIPAA');
    await expect(statusOf(hipaa, 'HIPAA compliant, BAA signed')).toBeVisible();
    await expect(hipaa).toContainText('HIPAA is a federal law, not a certificate.');
    await expect(hipaa.getByText(/certified|certification/i)).toHaveCount(0);
    const soc2 = statusOf(card('SOC 2 Type II'), 'Independently audited');
    const iso = statusOf(card('ISO 27001'), 'Certified');
    await expect(soc2).toBeVisible();
    await expect(iso).toBeVisible();
    // The audit and the certificate share one look; the law's status has another fill, ink and top edge.
    const hipaaStatus = statusOf(hipaa, 'HIPAA compliant, BAA signed');
    expect(await style(iso, 'backgroundColor')).toBe(await style(soc2, 'backgroundColor'));
    expect(await style(hipaaStatus, 'backgroundColor')).not.toBe(await style(iso, 'backgroundColor'));
    expect(await style(hipaaStatus, 'color')).not.toBe(await style(iso, 'color'));
    expect(await accentOf(hipaa)).not.toBe(await accentOf(card('ISO 27001')));
    expect(await accentOf(hipaa)).not.toBe('rgba(0, 0, 0, 0)');
  });
}

test("/security's three frameworks alternate their bands: SOC 2 and ISO plain, HIPAA between them tinted", async ({ page }) => {
  await openPage(page, '/security');
  const background = (name: string) => region(page, name).evaluate((element) => getComputedStyle(element).backgroundColor);
  const [soc2, hipaa, iso] = [
    await background('SOC 2 Type II'),
    await background('HIPAA and Business Associate Agreements'),
    await background('ISO 27001 and ISO 27701'),
  ];
  expect(soc2).toBe(iso);
  expect(hipaa).not.toBe(soc2);
});

test('/security states who audits SOC 2 and over which period, who certifies ISO and its scope, and HIPAA as compliant with a BAA', async ({ page }) => {
  await openPage(page, '/security');
  const soc2 = region(page, 'SOC 2 Type II');
  await expect(statusOf(soc2, 'Independently audited')).toBeVisible();
  await expect(soc2.getByRole('term')).toHaveText(['Auditor', 'Report period', 'Trust services criteria']);
  await expect(soc2.getByRole('definition')).toHaveText([
    "Halvorsen & Pike LLP, an independent CPA firm, under the AICPA's attestation standards (SSAE 18)",
    '12-month period ending September 30, 2026',
    'Security, availability and confidentiality',
  ]);
  // The spec's wording of the period stays beside the report's dates.
  await expect(soc2).toContainText('over an audit period of a minimum of 6 months. Our latest report covers 12 months.');
  await expect(soc2.getByRole('link', { name: 'Request SOC 2 Report' })).toHaveAttribute('href', '/contact?request=soc2');

  const iso = region(page, 'ISO 27001 and ISO 27701');
  await expect(statusOf(iso, 'Certified')).toBeVisible();
  await expect(iso.getByRole('term')).toHaveText(['Certified by', 'Scope', 'Certificate cycle']);
  await expect(iso.getByRole('definition')).toHaveText([
    'Northbridge Certification, accredited by ANAB to ISO/IEC 17021-1 (certificate IS 742118)',
    'Medical billing, coding, A/R, credentialing and reporting services, with the people, systems and offices that deliver them',
    'Three-year certificates, with a surveillance audit every year',
  ]);
  await expect(iso.getByRole('link', { name: 'Request ISO Certificates' })).toHaveAttribute('href', '/contact?request=iso');

  const hipaa = region(page, 'HIPAA and Business Associate Agreements');
  await expect(statusOf(hipaa, 'HIPAA compliant, BAA signed')).toBeVisible();
  await expect(hipaa.getByText(/certified|certification/i)).toHaveCount(0);
  await expect(hipaa).toContainText('HIPAA is a federal law, not a certificate');
  await expect(hipaa.getByRole('term')).toHaveText(['Business associate agreement', 'Risk assessment', 'Evidence']);
  await expect(hipaa.getByRole('definition')).toHaveText([
    'Signed with every client, before any PHI is shared',
    'A Security Rule risk analysis every year, and whenever our systems change',
    'Our BAA, the latest risk assessment summary and our policies, on request',
  ]);
  await expect(hipaa.getByRole('link', { name: 'Request BAA Documentation' })).toHaveAttribute('href', '/contact?request=baa');
  expect(await style(statusOf(hipaa, 'HIPAA compliant, BAA signed'), 'backgroundColor')).not.toBe(
    await style(statusOf(soc2, 'Independently audited'), 'backgroundColor'),
  );
});

test("each service page with a promise shows one client's result before its closing band, in figures", async ({ page }) => {
  // Each a client of its own, with figures its service moves (a specialty page's band here read as a template drop-in).
  for (const [path, heading, figures] of [
    ['/services/medical-coding', 'Client Results: Multi-Specialty Group', ['−71%', '3%']],
    ['/services/ar-management', 'Client Results: Primary Care Group', ['−27 days', '−71%']],
    ['/services/credentialing', 'Client Results: Pediatric Group', ['−52 days', '−90%']],
    ['/services/analytics', 'Client Results: Rheumatology Group', ['−58%', '+18%']],
  ] as const) {
    await openPage(page, path);
    const result = region(page, heading);
    await expect(result.getByRole('listitem')).toHaveCount(2);
    for (const [i, figure] of figures.entries()) await expect(result.getByRole('listitem').nth(i)).toContainText(figure);
    // What the figures compare, then the one footnote under them, not in the intro.
    await expect(result.getByText(/ Compared: \d+ months before vs\. first \d+ months with us\.$/)).toBeVisible();
    await expect(result.getByText(site.clientResults.footnote, { exact: true })).toBeVisible();
    await expect(result.getByText(/Compared/)).not.toContainText(site.clientResults.footnote);
    // Right before the closing band: the last section but one.
    await expect(page.getByRole('main').locator(':scope > * > section').nth(-2)).toHaveAccessibleName(heading);
  }
});
