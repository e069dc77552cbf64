import { specialtyPageContent, specialtyPath } from '../../src/model/specialty-page.ts';
import { fillTemplate } from '../../src/model/template.ts';
import { builtSite, expect, test } from './support.ts';

const site = builtSite();

/** The text of an HTML fragment, entities decoded, as a visitor without JavaScript reads it. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

test('the sleep medicine page arrives complete in the first HTML response, without JavaScript', async ({ request }) => {
  const response = await request.get('/specialties/sleep-medicine');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Sleep Medicine Billing Services | ${site.brand.name}</title>`);
  const text = visibleText(html);
  const sleep = site.specialties.find((s) => s.slug === 'sleep-medicine')!;
  expect(html).toMatch(new RegExp(`<h1[^>]*>${sleep.headline}</h1>`));
  expect(text).toContain('Get Free Sleep Medicine Analysis');
  for (const bullet of sleep.bullets) expect(text).toContain(bullet);
  expect(text).toContain('Sleep Study Expertise');
  expect(text).toContain('DME Integration');
});

for (const specialty of site.specialties) {
  test(`/specialties/${specialty.slug} is prerendered with its title, h1, buttons, six bullets and two cards`, async ({ request }) => {
    const response = await request.get(specialtyPath(specialty.slug));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const content = specialtyPageContent(specialty, site.specialtyPage);
    const title = fillTemplate(site.brand.titleTemplate, { title: content.title });
    expect(visibleText(html.match(/<title>(.*)<\/title>/)![1])).toBe(title);
    expect(html).toContain(`<link rel="canonical" href="${site.brand.siteUrl}/specialties/${specialty.slug}">`);
    const text = visibleText(html);
    expect(text).toContain(specialty.headline);
    expect(specialty.bullets).toHaveLength(6);
    for (const bullet of specialty.bullets) expect(text).toContain(bullet);
    for (const card of specialty.cards) expect(text).toContain(card.title);
    expect(text).toContain(specialty.heroButton ?? fillTemplate(site.specialtyPage.heroButton.label, { name: specialty.name }));
    expect(text).toContain(specialty.bottomButton ?? fillTemplate(site.specialtyPage.bottomButton.label, { name: specialty.name }));
    expect(text).toContain('Contact Our Specialists');
  });
}

test('the five specialties the spec details carry its exact wording', async ({ request }) => {
  const expectations: Record<string, string[]> = {
    'surgery-center': ['Get Free ASC Billing Analysis', 'Get Free Surgery Center Analysis', 'ASC Expertise', 'Multi-Specialty Focus', 'ASC facility billing'],
    'urgent-care': ['Get Free Urgent Care Analysis', 'Rapid Processing', 'Comprehensive Care', 'Point-of-care testing'],
    'workers-compensation': ['Get Free Workers Comp Analysis', 'Regulatory Expertise', 'Case Management', 'IME and QME billing'],
    'hospital-billing': ['Get Free Hospital Billing Analysis', 'Complex Care Billing', 'Revenue Optimization', 'DRG coding and billing'],
  };
  for (const [slug, phrases] of Object.entries(expectations)) {
    const text = visibleText(await (await request.get(`/specialties/${slug}`)).text());
    for (const phrase of phrases) expect(text, `${slug}: ${phrase}`).toContain(phrase);
  }
});

test('a specialty page links its buttons to the audit request and the contact page', async ({ page }) => {
  await page.goto('/specialties/urgent-care');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const audit = page.getByRole('link', { name: 'Get Free Urgent Care Analysis' });
  await expect(audit.first()).toHaveAttribute('href', '/revenue-audit');
  await expect(page.getByRole('link', { name: 'Contact Our Specialists' })).toHaveAttribute('href', '/contact');
});
