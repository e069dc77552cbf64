// The shipped site.yaml against the spec (../shared/spec.md). The code follows site.yaml, and the other tests read
// their expected values from it; so these are the only tests that say what the spec says. Every expected value here
// is written out literally from the spec, with the section it comes from, never read from the product. A change to
// one of these values in site.yaml fails here, naming the spec's value; a deliberate departure from the spec is
// recorded by changing it here too, in the same commit, with the reason.
import { describe, expect, it } from 'vitest';
import { writtenSite } from '../sites.ts';

// The spec's site as written (not resolved: the spec's values are the ones an editor sees).
const site = writtenSite('spec');

/** Each row: where site.yaml keeps it, its value there, what the spec says, and the spec's words. */
type Row = readonly [field: string, shipped: unknown, spec: unknown, says: string];
function conforms(section: string, rows: readonly Row[]) {
  for (const [field, shipped, spec, says] of rows)
    it(`${field} is ${JSON.stringify(spec)}: "${says}"`, () => {
      expect(shipped, `spec ${section}: "${says}", so ${field} must be ${JSON.stringify(spec)}`).toEqual(spec);
    });
}

const { timings, limits, calculator, auditEstimate, messages } = site.constants;

describe('spec section 9, timings', () => {
  conforms('§9 Timings', [
    ['constants.timings.introMs', timings.introMs, 5000, 'Intro animation: 5000 ms.'],
    ['constants.timings.auditPopupDelayMs', timings.auditPopupDelayMs, 3000, 'Audit popup delay: 3000 ms by default.'],
    ['constants.timings.searchDebounceMs', timings.searchDebounceMs, 300, 'Search debounce: 300 ms.'],
    ['constants.timings.searchFocusDelayMs', timings.searchFocusDelayMs, 100, 'Search input focus delay: 100 ms.'],
    ['constants.timings.menuOpenDelayMs', timings.menuOpenDelayMs, 200, 'Menu hover delay: 200 ms.'],
    ['constants.timings.menuSkipDelayMs', timings.menuSkipDelayMs, 300, 'Skip delay: 300 ms.'],
    ['constants.timings.menuCloseDelayMs', timings.menuCloseDelayMs, 150, 'Close delay: 150 ms.'],
    ['constants.timings.tooltipOpenDelayMs', timings.tooltipOpenDelayMs, 700, 'Tooltip open delay: 700 ms.'],
    ['constants.timings.tooltipSkipDelayMs', timings.tooltipSkipDelayMs, 300, 'Tooltip skip delay: 300 ms.'],
    ['constants.timings.statsFadeDelayMs', timings.statsFadeDelayMs, 500, 'Stats fade-in: 500 ms, with 0.1 s stagger.'],
    ['constants.timings.statsStaggerMs', timings.statsStaggerMs, 100, 'Stats fade-in: 500 ms, with 0.1 s stagger.'],
    ['constants.timings.calculatorResultDelayMs', timings.calculatorResultDelayMs, 300, 'Calculator result delay: 300 ms.'],
    ['constants.timings.auditMailDelayMs', timings.auditMailDelayMs, 100, 'Delay before opening the e-mail after an audit submit: 100 ms.'],
  ]);
});

describe('spec section 9, layout and counts', () => {
  conforms('§9 Layout and counts', [
    ['constants.limits.searchPanelWidthVw', limits.searchPanelWidthVw, 92, 'Search panel width: min(92vw, 680px).'],
    ['constants.limits.searchPanelMaxWidthPx', limits.searchPanelMaxWidthPx, 680, 'Search panel width: min(92vw, 680px).'],
    ['constants.limits.searchPanelMaxHeightVh', limits.searchPanelMaxHeightVh, 82, 'Max height: 82vh.'],
    ['constants.limits.mobileMenuWidthPercent', limits.mobileMenuWidthPercent, 85, 'Mobile menu: about 85% width, max 320px.'],
    ['constants.limits.mobileMenuMaxWidthPx', limits.mobileMenuMaxWidthPx, 320, 'Mobile menu: about 85% width, max 320px.'],
    ['constants.limits.tagsPerResult', limits.tagsPerResult, 3, 'Tags shown per result card: 3, plus a +N count.'],
    ['constants.limits.searchResults', limits.searchResults, 10, 'Search results shown: at most 10.'],
    ['constants.limits.diagnosticHeightOffsetPx', limits.diagnosticHeightOffsetPx, 80, 'Diagnostic content height: viewport height minus 80 px.'],
  ]);
  it('every specialty lists exactly six bullets: "Each specialty page lists exactly six bullets."', () => {
    const counts = site.specialties.map((specialty) => [specialty.slug, specialty.bullets.length]);
    expect(counts, 'spec §9 Layout and counts: "Each specialty page lists exactly six bullets."').toEqual(
      site.specialties.map((specialty) => [specialty.slug, 6]),
    );
  });
});

describe('spec section 3, calculator inputs, and section 9, calculator formulas', () => {
  conforms('§3 Calculator inputs', [
    ['constants.calculator.defaults.monthlyRevenue', calculator.defaults.monthlyRevenue, 100000, 'monthlyRevenue | 100000'],
    ['constants.calculator.defaults.claimsPerMonth', calculator.defaults.claimsPerMonth, 500, 'claimsPerMonth | 500'],
    ['constants.calculator.defaults.denialRate', calculator.defaults.denialRate, 15, 'denialRate | 15 (percent)'],
    ['constants.calculator.defaults.avgClaimValue', calculator.defaults.avgClaimValue, 200, 'avgClaimValue | 200'],
    ['constants.calculator.defaults.daysInAR', calculator.defaults.daysInAR, 45, 'daysInAR | 45'],
  ]);
  conforms('§9 Calculator formulas', [
    ['constants.calculator.daysPerMonth', calculator.daysPerMonth, 30, 'daily revenue = monthlyRevenue/30.'],
    ['constants.calculator.arCarryingCostRate', calculator.arCarryingCostRate, 0.08, 'A/R carrying cost = daily revenue × daysInAR × 0.08 / 12.'],
    [
      'constants.calculator.monthsPerYear',
      calculator.monthsPerYear,
      12,
      'A/R carrying cost = daily revenue × daysInAR × 0.08 / 12; annualSavings = monthly savings × 12.',
    ],
    ['constants.calculator.improvedDenialFactor', calculator.improvedDenialFactor, 0.4, 'Improved denial rate = max(denialRate × 0.4, 2).'],
    ['constants.calculator.minimumDenialRate', calculator.minimumDenialRate, 2, 'Improved denial rate = max(denialRate × 0.4, 2).'],
    ['constants.calculator.improvedArFactor', calculator.improvedArFactor, 0.7, 'Improved A/R days = max(daysInAR × 0.7, 25).'],
    ['constants.calculator.minimumArDays', calculator.minimumArDays, 25, 'Improved A/R days = max(daysInAR × 0.7, 25).'],
  ]);
});

describe('spec section 9, audit estimate rules', () => {
  conforms('§9 Audit estimate rules', [
    ['constants.auditEstimate.monthlyIncreaseRate', auditEstimate.monthlyIncreaseRate, 0.25, 'monthlyIncrease = 25% of monthlyCharges.'],
    ['constants.auditEstimate.monthsPerYear', auditEstimate.monthsPerYear, 12, 'annualIncrease = 12 × monthlyIncrease.'],
    ['constants.auditEstimate.arImprovementRate', auditEstimate.arImprovementRate, 0.4, 'arImprovement = 40% of currentAR.'],
    [
      'constants.auditEstimate.highDenialThreshold',
      auditEstimate.highDenialThreshold,
      5,
      'denialSavings = (if denialRate > 5 then denialRate − 3, else denialRate / 2) × monthlyCharges × 1%.',
    ],
    ['constants.auditEstimate.highDenialOffset', auditEstimate.highDenialOffset, 3, 'denialSavings = (if denialRate > 5 then denialRate − 3, else …)'],
    ['constants.auditEstimate.lowDenialDivisor', auditEstimate.lowDenialDivisor, 2, 'denialSavings = (…, else denialRate / 2) × monthlyCharges × 1%.'],
    ['constants.auditEstimate.denialSavingsRate', auditEstimate.denialSavingsRate, 0.01, 'denialSavings = (…) × monthlyCharges × 1%.'],
  ]);
});

describe('spec section 8, the error catalogue', () => {
  conforms('§8', [
    [
      'constants.messages.requiredFields',
      messages.requiredFields,
      'Please fill in all required fields including phone number.',
      'Alert: "Please fill in all required fields including phone number." Nothing is sent.',
    ],
    ['search.emptyHeading', site.search.emptyHeading, 'No matches found', 'Empty state "No matches found" with a Clear all filters button.'],
  ]);
});

describe('spec section 2, the search panel, and section 9, the lists', () => {
  conforms('§2 Search panel and §9', [
    ['search.title', site.search.title, 'Search Services & Specialties', 'Title: Search Services & Specialties.'],
    [
      'search.subtitle',
      site.search.subtitle,
      'Find the perfect billing solution for your practice.',
      'Subtitle: Find the perfect billing solution for your practice.',
    ],
    [
      'search.emptyText',
      site.search.emptyText,
      "Try other keywords or filters to find what you're looking for.",
      'Empty state: "No matches found", "Try other keywords or filters to find what you\'re looking for."',
    ],
    [
      'search.panelTags',
      site.search.panelTags,
      ['AR', 'CAQH', 'CPT', 'EEG', 'EMG', 'EP studies', 'ER', 'GI'],
      'Quick tag chips, toggled on and off: AR, CAQH, CPT, EEG, EMG, EP studies, ER, GI.',
    ],
    [
      'search.tags',
      site.search.tags.map((entry) => entry.tag),
      [
        'AR',
        'CAQH',
        'CPT',
        'EEG',
        'EMG',
        'EP Studies',
        'ER',
        'GI',
        'ICD-10',
        'HCPCS',
        'RCM',
        'billing',
        'coding',
        'credentialing',
        'analytics',
        'collections',
        'denials',
        'revenue cycle',
      ],
      'Quick tag filters on the search page (18): AR, CAQH, CPT, EEG, EMG, EP Studies, ER, GI, ICD-10, HCPCS, RCM, billing, coding, credentialing, analytics, collections, denials, revenue cycle.',
    ],
    [
      'search.categories',
      site.search.categories.map((category) => [category.value, category.label]),
      [
        ['all', 'All Categories'],
        ['service', 'Services'],
        ['specialty', 'Specialties'],
        ['page', 'Pages'],
      ],
      'Category filter: All Categories, Services, Specialties, Pages. Category options: all, service, specialty, page.',
    ],
    ['options.providerRanges', site.options.providerRanges, ['1-5', '6-10', '11-25', '26+'], 'Provider count ranges: 1-5, 6-10, 11-25, 26+.'],
    [
      'options.specialties',
      site.options.specialties,
      [
        'Cardiology',
        'Chiropractic',
        'Dental',
        'DME',
        'Emergency Medicine',
        'Family Practice',
        'Gastroenterology',
        'Gynecology',
        'Internal Medicine',
        'Mental Health',
        'Neurology',
        'Ophthalmology',
        'Orthopedic',
        'Pediatrics',
        'Physical Therapy',
        'Radiology',
        'Surgery Center',
        'Urgent Care',
        'Other',
      ],
      'Specialty options (19, shared by the contact and audit forms): Cardiology, Chiropractic, …, Urgent Care, Other.',
    ],
    [
      'options.challenges',
      site.options.challenges,
      [
        'High denial rates',
        'Slow collections',
        'Aging A/R over 90 days',
        'Manual billing processes',
        'Frequent claim rejections',
        'Patient payment issues',
        'Coding errors',
        'Prior authorization delays',
        'Credentialing problems',
        'Lack of reporting/analytics',
      ],
      'Challenge options (audit form, multi-select): High denial rates; Slow collections; …; Lack of reporting/analytics.',
    ],
  ]);
});

describe('spec section 2, screens and routes', () => {
  const slugs = [
    'cardiology',
    'chiropractic',
    'dental',
    'dme',
    'emergency-medicine',
    'family-practice',
    'gastroenterology',
    'gynecology',
    'orthopedic',
    'mental-health',
    'pediatrics',
    'urology',
    'neurology',
    'radiology',
    'hospice',
    'nephrology',
    'internal-medicine',
    'occupational-therapy',
    'ophthalmology',
    'otolaryngology',
    'pain-management',
    'pathology',
    'personal-injury',
    'physical-therapy',
    'physician-billing',
    'plastic-surgery',
    'rheumatology',
    'sleep-medicine',
    'surgery-center',
    'urgent-care',
    'workers-compensation',
    'hospital-billing',
  ];
  const routes = [
    '/',
    '/about',
    '/services',
    '/services/medical-billing',
    '/services/medical-coding',
    '/services/ar-management',
    '/services/credentialing',
    '/services/analytics',
    '/services/demo-dashboard',
    '/specialties',
    '/why-choose-us',
    '/contact',
    '/search',
    '/revenue-audit',
    '/upwards',
    '/privacy-policy',
    '/terms-of-service',
    '/hipaa-compliance',
    '/security',
  ];
  conforms('§2', [
    [
      'the pages of site.yaml (pages[].path)',
      site.pages.map((page) => page.path).sort(),
      [...routes].sort(),
      'The route table: /, /about, /services, …, /security.',
    ],
    ['redirects', site.redirects.map(({ from, to }) => [from, to]), [['/assess', '/upwards']], '/assess | Redirect to /upwards'],
    [
      'specialties[].slug',
      site.specialties.map((specialty) => specialty.slug).sort(),
      [...slugs].sort(),
      'Specialty slugs (32): cardiology, chiropractic, dental, …, hospital-billing.',
    ],
    [
      'the featured specialties (specialties[].featured)',
      site.specialties.filter((specialty) => specialty.featured).map((specialty) => specialty.slug),
      ['cardiology', 'family-practice', 'pain-management', 'pediatrics', 'gastroenterology', 'internal-medicine'],
      'The index lists featured specialties (cardiology, family-practice, pain-management, pediatrics, gastroenterology, internal-medicine).',
    ],
    ['notFound.code', site.notFound.code, '404', 'Shows 404, "Oops! Page not found" and a link back to /.'],
    ['notFound.heading', site.notFound.heading, 'Oops! Page not found', 'Shows 404, "Oops! Page not found" and a link back to /.'],
    [
      'specialtyPage.contactButton',
      [site.specialtyPage.contactButton.label, site.specialtyPage.contactButton.href],
      ['Contact Our Specialists', '/contact'],
      'a button "Contact Our Specialists" to /contact.',
    ],
    [
      'specialtyPage.heroButton',
      [site.specialtyPage.heroButton.label, site.specialtyPage.heroButton.href],
      ['Get Free {name} Analysis', '/revenue-audit'],
      'The hero button reads "Get Free {specialty} Analysis".',
    ],
  ]);
});
