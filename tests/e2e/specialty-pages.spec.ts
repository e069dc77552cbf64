import { specialtyPath } from '../../src/model/specialty-page.ts';
import { eachHeadlineLines, headlineWidths } from './headline-checks.ts';
import { builtSite, expect, openPage, test } from './support.ts';

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
    // The spec's "{Specialty} Billing Services | {brand}", unless the specialty's entry writes its own.
    const title = `${specialty.title ?? `${specialty.name} Billing Services`} | Crestline RCM`;
    expect(visibleText(html.match(/<title>(.*)<\/title>/)![1])).toBe(title);
    expect(html).toContain(`<link rel="canonical" href="${site.brand.siteUrl}/specialties/${specialty.slug}">`);
    const text = visibleText(html);
    expect(text).toContain(specialty.headline);
    expect(specialty.bullets).toHaveLength(6);
    for (const bullet of specialty.bullets) expect(text).toContain(bullet);
    for (const card of specialty.cards) expect(text).toContain(card.title);
    // The spec's "Get Free {specialty} Analysis", unless the specialty's entry words its buttons itself.
    expect(text).toContain(specialty.heroButton ?? `Get Free ${specialty.name} Analysis`);
    expect(text).toContain(specialty.bottomButton ?? `Get Free ${specialty.name} Analysis`);
    expect(text).toContain('Contact Our Specialists');
  });
}

/**
 * Four pages written out as a visitor reads them, by hand from the spec (section 2: "{Specialty} Billing Services |
 * {brand}", "Get Free {specialty} Analysis", "Contact Our Specialists", the detailed pages' buttons and cards) and from
 * each specialty's entry in site.yaml (its headline, its cards, its client): not built with the product's templates.
 */
const writtenOut = [
  {
    slug: 'cardiology',
    title: 'Cardiology Billing Services | Crestline RCM',
    h1: 'Cardiology Billing That Keeps Pace With Your Cath Lab',
    h2: [
      'Our Cardiology Billing Services',
      'Why Cardiology Practices Choose Crestline RCM',
      'Client Results: Cardiology Practice',
      'Cardiology Codes and Denials We Handle',
      'Ready to Maximize Your Cardiology Revenue?',
    ],
    cards: ['Interventional Coding Depth', 'Diagnostic Testing Accuracy'],
    buttons: ['Get Free Cardiology Analysis', 'Get Free Cardiology Analysis'],
  },
  {
    slug: 'dental',
    title: 'Dental Billing Services | Crestline RCM',
    h1: 'Dental Billing and Insurance Services Done Right',
    h2: [
      'Our Dental Billing Services',
      'Why Dental Practices Choose Crestline RCM',
      'Client Results: Dental Practice',
      'Dental Codes and Denials We Handle',
      'Ready to Maximize Your Dental Revenue?',
    ],
    cards: ['Benefit Verification', 'Medical Cross-Coding'],
    buttons: ['Get Free Dental Analysis', 'Get Free Dental Analysis'],
  },
  {
    slug: 'surgery-center',
    title: 'Surgery Center Billing Services | Crestline RCM',
    h1: 'ASC Billing Built for Ambulatory Surgery Centers',
    h2: [
      'Our Surgery Center Billing Services',
      'Why Surgery Centers Choose Crestline RCM',
      'Client Results: Ambulatory Surgery Center',
      'Surgery Center Codes and Denials We Handle',
      'Ready to Maximize Your Surgery Center Revenue?',
    ],
    cards: ['ASC Expertise', 'Multi-Specialty Focus'],
    // The spec gives this page a hero button and a bottom button of its own.
    buttons: ['Get Free ASC Billing Analysis', 'Get Free Surgery Center Analysis'],
  },
  {
    slug: 'workers-compensation',
    title: "Workers' Compensation Billing Services | Crestline RCM",
    h1: "Workers' Comp Billing That Follows State Fee Rules",
    h2: [
      "Our Workers' Compensation Billing Services",
      "Why Practices Trust Crestline RCM With Workers' Compensation",
      'Client Results: Occupational Medicine Clinic',
      "Workers' Compensation Codes and Denials We Handle",
      "Ready to Get Paid for Every Workers' Compensation Claim?",
    ],
    cards: ['Regulatory Expertise', 'Case Management'],
    buttons: ['Get Free Workers Comp Analysis', 'Get Free Workers Comp Analysis'],
  },
];

for (const expected of writtenOut) {
  test(`/specialties/${expected.slug} shows its title, headings and buttons as written out by hand`, async ({ page }) => {
    await openPage(page, `/specialties/${expected.slug}`);
    await expect(page).toHaveTitle(expected.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(expected.h2);
    for (const card of expected.cards) await expect(main.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
    const [hero, bottom] = expected.buttons;
    const audit = main.getByRole('link', { name: /^Get Free / });
    await expect(audit).toHaveText([hero, bottom]);
    for (const link of await audit.all()) await expect(link).toHaveAttribute('href', '/revenue-audit');
    await expect(main.getByRole('link', { name: 'Contact Our Specialists', exact: true })).toHaveAttribute('href', '/contact');
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

test('a specialty page calls its practices by their name in the heading over its cards', async ({ page }) => {
  const headings: Record<string, string> = {
    'family-practice': 'Why Family Medicine Practices Choose Crestline RCM',
    pediatrics: 'Why Pediatric Practices Choose Crestline RCM',
    hospice: 'Why Hospice Agencies Choose Crestline RCM',
    'surgery-center': 'Why Surgery Centers Choose Crestline RCM',
  };
  for (const [slug, heading] of Object.entries(headings)) {
    await page.goto(`/specialties/${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
});

// Beside their heading, the two reasons left the heading's column empty under it on all 32 pages (reviews 8 to 10):
// they stand side by side under it, as open rows.
test("a specialty page's two reasons stand side by side under their heading at 1280 px, one under the other on a phone", async ({ page }) => {
  const name = 'Why Hospice Agencies Choose Crestline RCM';
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/specialties/hospice');
    const section = page.getByRole('region', { name });
    const heading = (await section.getByRole('heading', { level: 2, name }).boundingBox())!;
    const [first, second] = await Promise.all(
      ['Hospice Rule Expertise', 'Family-Sensitive Service'].map(
        async (title) => (await section.getByRole('heading', { level: 3, name: title }).boundingBox())!,
      ),
    );
    expect(first.y, `${width}: under the heading`).toBeGreaterThan(heading.y + heading.height);
    if (width === 1280) {
      expect(second.y, 'side by side').toBe(first.y);
      expect(second.x, 'side by side').toBeGreaterThan(first.x + first.width);
    } else {
      expect(second.y, `${width}: one under the other`).toBeGreaterThan(first.y + first.height);
      expect(Math.abs(second.x - first.x), `${width}: in one column`).toBeLessThan(1);
    }
  }
});

test('a specialty page links its buttons to the audit request and the contact page', async ({ page }) => {
  await page.goto('/specialties/urgent-care');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const audit = page.getByRole('link', { name: 'Get Free Urgent Care Analysis' });
  await expect(audit.first()).toHaveAttribute('href', '/revenue-audit');
  await expect(page.getByRole('link', { name: 'Contact Our Specialists' })).toHaveAttribute('href', '/contact');
});

// Each page is opened once and measured at each width in turn: the words wrap by the page's CSS alone.
test(`at ${headlineWidths.map(([width]) => width).join(', ')} px wide no specialty headline or button label leaves one word alone on its last line or breaks a word`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lone: string[] = [];
  for (const specialty of site.specialties) {
    await page.setViewportSize({ width: headlineWidths[0][0], height: headlineWidths[0][1] });
    await page.goto(specialtyPath(specialty.slug));
    // Measured in the site's typeface, not the one it swaps in for.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const main = page.getByRole('main');
    const headline = main.getByRole('heading', { level: 1 });
    await expect(headline, specialty.slug).toHaveCount(1);
    // Its buttons ("Get Free Emergency Medicine Analysis" left "Analysis" alone on a phone).
    const texts = headline.or(main.getByRole('link', { name: /^(Get Free|Contact Our)/ }));
    for (const [width, height] of headlineWidths) {
      await page.setViewportSize({ width, height });
      for (const measured of await eachHeadlineLines(texts)) {
        if (measured.lines > 1 && measured.lastLineWords < 2) lone.push(`${width} px, ${specialty.slug}: ${measured.text}`);
        for (const word of measured.brokenWords) lone.push(`${width} px, ${specialty.slug}: "${word}" broken over two lines`);
      }
    }
  }
  expect(lone).toEqual([]);
});

test('the hero names the specialty in a short line above the headline, from the shared wording or its own', async ({ page }) => {
  for (const [slug, eyebrow] of [
    ['cardiology', 'Cardiology billing'],
    ['sleep-medicine', 'Sleep Medicine billing'],
    ['hospital-billing', 'Hospital and facility billing'],
    ['workers-compensation', "Workers' comp billing"],
  ]) {
    await page.goto(`/specialties/${slug}`);
    const line = page.getByRole('main').getByText(eyebrow, { exact: true });
    await expect(line, slug).toBeVisible();
    const lineBox = (await line.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(lineBox.y + lineBox.height, slug).toBeLessThanOrEqual(headingBox.y);
  }
});

test('every specialty page has its eyebrow just before the h1, and no heading says a word twice in a row ("Billing Billing")', async ({ request }) => {
  for (const specialty of site.specialties) {
    const html = await (await request.get(specialtyPath(specialty.slug))).text();
    const eyebrow = html.match(/<p[^>]*>([^<]+)<\/p><h1[^>]*>/)?.[1];
    expect(eyebrow, specialty.slug).toBeTruthy();
    const headings = [...html.matchAll(/<h[1-3][^>]*>([^<]+)<\/h[1-3]>/g)].map((match) => match[1]);
    for (const text of [eyebrow!, ...headings]) expect(text, specialty.slug).not.toMatch(/\b(\w+) \1\b/i);
  }
});

const codesAndDenials: Record<string, { heading: string; codes: string[]; denials: string[] }> = {
  cardiology: {
    heading: 'Cardiology Codes and Denials We Handle',
    codes: [
      '93451–93464 Cardiac catheterization and coronary angiography',
      '92920–92944 Percutaneous coronary interventions (PCI)',
      '93303–93356 Echocardiography: transthoracic, transesophageal and stress',
      '78451–78454, 93015–93018 Nuclear perfusion imaging and stress testing',
      '93279–93298 Device programming, interrogation and remote monitoring',
    ],
    denials: [
      'Split diagnostic test without modifier 26 or TC (CARC 4)',
      "Diagnosis outside the payer's coverage policy for echo or stress testing (CARC 50)",
      'Nuclear imaging or cardiac CT without prior authorization (CARC 197)',
    ],
  },
  dental: {
    heading: 'Dental Codes and Denials We Handle',
    codes: [
      'D0120, D0150 Periodic and comprehensive oral evaluations',
      'D1110, D1120 Adult and child prophylaxis',
      'D4341–D4342 Periodontal scaling and root planing',
      'D2710–D2799 Crowns, single restorations',
      'D7140, D7210 Simple and surgical extractions',
    ],
    // The crown claim's own denial first: the hero's note shows the first (review 7).
    denials: [
      "Crown replaced inside the plan's replacement period, often five years (CARC 119)",
      'Scaling and root planing or crowns sent without X-rays, charting or a narrative (CARC 252)',
      "Cleanings, exams or bitewings sooner than the plan's frequency limit (CARC 119)",
    ],
  },
  hospice: {
    heading: 'Hospice Codes and Denials We Handle',
    codes: [
      '0651, 0652, 0655, 0656 Revenue codes for the four levels of care',
      '081x, 082x Hospice types of bill, including the Notice of Election',
      'Q5001–Q5010 Where hospice care is delivered',
      'G0299, G0155 Nurse and social worker visits (service intensity add-on)',
      'GV, GW Attending physician and unrelated condition modifiers',
    ],
    denials: [
      'Notice of Election filed after five calendar days, leaving the first days unpaid (CARC 29)',
      'Principal diagnosis Medicare does not accept, such as debility or adult failure to thrive (CARC 167)',
      'Face-to-face encounter missing before the third benefit period (CARC 272)',
    ],
  },
  'workers-compensation': {
    heading: "Workers' Compensation Codes and Denials We Handle",
    codes: [
      '99455–99456 Work-related and disability examinations',
      '97545–97546 Work hardening and conditioning',
      '97750 Functional capacity evaluation',
      "S00–T88 Injury diagnoses, with the encounter's seventh character",
      'Y99.0 Injury during paid work (external cause status)',
    ],
    denials: [
      'Health plan denies a work injury the comp carrier must pay (CARC 19)',
      'Claim number, date of injury or employer missing (CARC 16)',
      'Treatment not approved in utilization review, or billed above the state fee schedule (CARC 216 or P12)',
    ],
  },
};

for (const [slug, expected] of Object.entries(codesAndDenials)) {
  test(`/specialties/${slug} lists the codes it bills and the denials it prevents`, async ({ page }) => {
    await page.goto(`/specialties/${slug}`);
    const section = page.getByRole('main').getByRole('region', { name: expected.heading });
    await expect(section.getByRole('list', { name: 'Code families we bill' }).getByRole('listitem')).toHaveText(expected.codes);
    await expect(section.getByRole('list', { name: 'Denials we prevent and appeal' }).getByRole('listitem')).toHaveText(expected.denials);
    // Each page names the owner of the code sets it lists: CPT, and for dental CDT first (cardiology's note named the
    // dental code set); hospice lists revenue codes, types of bill and HCPCS codes, no CPT code (review 11 found its
    // note naming CPT's trademark).
    const owners: Record<string, string> = {
      dental: 'CDT is a registered trademark of the American Dental Association, and CPT of the American Medical Association.',
      hospice: "Revenue codes and types of bill are the National Uniform Billing Committee's; HCPCS Level II codes are published by CMS.",
    };
    await expect(section).toContainText(owners[slug] ?? 'CPT is a registered trademark of the American Medical Association.');
    if (slug === 'hospice') await expect(section).not.toContainText('CPT');
    if (slug !== 'dental') await expect(section).not.toContainText('Dental Association');
  });
}

/** A claim adjustment reason code at the end of a denial: digits, or A, B, D, P, W or Y and digits (N and M are remark codes). */
const endsWithCarc = /\(CARC\s[ABDPWY]?\d{1,3}(\sor\s[ABDPWY]?\d{1,3})?\)$/;

// Three promises of every specialty page, held on one visit of each.
test(
  'every specialty page shows three to five codes and two to four denials, each ending with its CARC, and keeps exactly six service bullets; ' +
    "its hero's sample claim is one claim, coded exactly, and ends paid by its own payer in its own days, not one line shared by all 32",
  async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const lastSteps = new Set<string>();
    for (const specialty of site.specialties) {
      await page.goto(specialtyPath(specialty.slug));
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: `${specialty.name} Codes and Denials We Handle` }), specialty.slug).toBeVisible();
      const codes = await main.getByRole('list', { name: 'Code families we bill' }).getByRole('listitem').count();
      const denials = await main.getByRole('list', { name: 'Denials we prevent and appeal' }).getByRole('listitem').allTextContents();
      expect(codes, specialty.slug).toBeGreaterThanOrEqual(3);
      expect(codes, specialty.slug).toBeLessThanOrEqual(5);
      expect(denials.length, specialty.slug).toBeGreaterThanOrEqual(2);
      expect(denials.length, specialty.slug).toBeLessThanOrEqual(4);
      for (const denial of denials) expect(denial, specialty.slug).toMatch(endsWithCarc);
      await expect(main.getByRole('region', { name: /^Our .+ Services$/ }).getByRole('listitem'), specialty.slug).toHaveCount(6);

      // The claim picture beside the hero's text (a figure screen readers read).
      const hero = main.getByRole('figure', { name: `${specialty.name}: one claim, submission to payment` });
      const coded = hero.getByRole('list').first().getByRole('listitem');
      await expect(coded.first(), specialty.slug).toBeVisible();
      // No range (93451–93464) and no list of unrelated cases (66984, 45378): the codes of one claim, one chip each.
      const line = (await coded.allTextContents()).join(' + ');
      expect(line, specialty.slug).not.toMatch(/[–,]/);
      expect(line, specialty.slug).toBe(specialty.sampleClaim.code);
      await expect(hero.getByText(specialty.sampleClaim.name, { exact: true }), specialty.slug).toBeVisible();
      // Its payer, and its track's last step, under its codes.
      const paid = hero.getByRole('list').last().getByRole('listitem').last();
      const payer = hero.getByRole('definition').first();
      await expect(payer, specialty.slug).toHaveText(specialty.sampleClaim.payer);
      await expect(paid, specialty.slug).toHaveText(`Day ${specialty.sampleClaim.paidIn} Paid and posted`);
      expect((await paid.boundingBox())!.y, specialty.slug).toBeGreaterThan((await hero.getByRole('list').first().boundingBox())!.y);
      lastSteps.add(`${await payer.textContent()} ${await paid.textContent()}`);
    }
    // Medicare's payment floor makes some alike; the specialties' payers and days make most their own.
    expect(lastSteps.size).toBeGreaterThanOrEqual(12);
    await page.goto('/specialties/dental');
    const dental = page.getByRole('main').getByRole('figure', { name: 'Dental: one claim, submission to payment' });
    await expect(dental.getByRole('definition').first()).toHaveText('Delta Dental');
    await expect(dental.getByText('Day 10', { exact: true })).toBeVisible();
  },
);

test('on a phone the codes and denials fit the screen: nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const slug of ['pediatrics', 'surgery-center', 'physical-therapy']) {
    await page.goto(`/specialties/${slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBe(320);
  }
});

/** One client's result on three specialty pages, as written in site.yaml (cardiology's is the home page's case). */
const results = [
  {
    slug: 'cardiology',
    heading: 'Client Results: Cardiology Practice',
    after: 'Why Cardiology Practices Choose Crestline RCM',
    intro: '8 providers in California. Compared: 4 months before vs. first 4 months with us.',
    figures: [/^−74%\s*Denial Rate\s*11\.4% →\s3\.0%\s*from 11\.4% to 3\.0%$/, /^99\.3%\s*Clean Claim Rate\s*81% →\s99\.3%\s*from 81% to 99\.3%$/],
  },
  {
    slug: 'orthopedic',
    heading: 'Client Results: Orthopedic Group',
    after: 'Why Orthopedic Practices Choose Crestline RCM',
    intro: '10 surgeons in Texas. Compared: 6 months before vs. first 6 months with us.',
    figures: [/^−24 days\s*Days in A\/R\s*54 →\s30 days\s*from 54 to 30 days$/, /^−64%\s*A\/R Over 90 Days\s*25% →\s9%\s*from 25% to 9%$/],
  },
  {
    slug: 'hospital-billing',
    heading: 'Client Results: Community Hospital',
    after: 'Why Hospitals Choose Crestline RCM',
    intro: '120 beds in Nebraska. Compared: 6 months before vs. first 6 months with us.',
    figures: [/^−9 days\s*Days in A\/R\s*35 →\s26 days\s*from 35 to 26 days$/, /^97\.6%\s*Clean Claim Rate\s*90% →\s97\.6%\s*from 90% to 97\.6%$/],
  },
];

for (const expected of results) {
  test(`/specialties/${expected.slug} shows one client's result right after its two cards`, async ({ page }) => {
    await page.goto(`/specialties/${expected.slug}`);
    const main = page.getByRole('main');
    const section = main.getByRole('region', { name: expected.heading });
    await expect(section).toContainText(expected.intro);
    // Each figure, its label, and what it measured before and after: the arrow line, then its words for screen readers.
    await expect(section.getByRole('listitem')).toHaveText(expected.figures);
    // After the cards that say what we do, before the codes: the h2s in the page's order.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    const at = headings.indexOf(expected.heading);
    expect(headings[at - 1]).toBe(expected.after);
    expect(headings[at + 1]).toMatch(/Codes and Denials We Handle$/);
  });
}

test("the cardiology page's result is the home page's cardiology case: the same figures", async ({ page }) => {
  await page.goto('/');
  const cases = page.getByRole('main').getByRole('region', { name: 'Real Results from Real Practices' });
  for (const text of ['Cardiology Practice', '−74%', '99.3%']) await expect(cases).toContainText(text);
});

test("on a 320 px phone a result's two figures sit side by side, each on one line, inside the screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const slug of ['orthopedic', 'workers-compensation', 'hospital-billing']) {
    await page.goto(`/specialties/${slug}`);
    const items = page
      .getByRole('main')
      .getByRole('region', { name: /^Client Results: / })
      .getByRole('listitem');
    await expect(items, slug).toHaveCount(2);
    // Layout boxes (offset*), not the fade's moving ones.
    const boxes = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const item = element as HTMLElement;
        const value = item.firstElementChild!;
        const range = document.createRange();
        range.selectNodeContents(value);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const right = item.getBoundingClientRect().left + item.offsetWidth;
        return { top: item.offsetTop, left: item.offsetLeft, right, lines, fits: value.scrollWidth <= value.clientWidth };
      }),
    );
    expect(boxes[0].top, slug).toBe(boxes[1].top);
    expect(boxes[1].left, slug).toBeGreaterThan(boxes[0].left);
    for (const box of boxes) expect({ lines: box.lines, fits: box.fits, inside: box.right <= 320 }, slug).toEqual({ lines: 1, fits: true, inside: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBe(320);
  }
});
