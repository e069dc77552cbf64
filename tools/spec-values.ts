// The spec's values (../shared/spec.md), each written out literally with the section and the words it comes from, never
// read from the product. tests/unit/spec-conformance.test.ts pins them on the spec's site (tests/fixtures/sites/spec);
// npm run spec-drift lists where the live site.yaml departs from them, which an editor may decide to do.
import type { Site } from '../src/model/types.generated.ts';
import type { DataPath } from '../src/site/locate.ts';

export interface SpecValue {
  /** Where site.yaml keeps it, in words. */
  field: string;
  /** Its place in the data: where the drift report points. */
  path: DataPath;
  /** Its value in a site, as written (before placeholders are filled). */
  valueIn: (site: Site) => unknown;
  spec: unknown;
  /** The spec's words. */
  says: string;
}

export interface SpecSection {
  /** The spec's section: "§9 Timings". */
  section: string;
  values: SpecValue[];
}

/** A value kept at the dotted place `field`. */
function at(field: string, spec: unknown, says: string): SpecValue {
  const path = field.split('.');
  return { field, path, valueIn: (site) => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], site), spec, says };
}

/** A value read from several places under `path` (a list's keys, its order left aside). */
const derived = (field: string, path: DataPath, valueIn: (site: Site) => unknown, spec: unknown, says: string): SpecValue => ({
  field,
  path,
  valueIn,
  spec,
  says,
});

// Spec section 2: the route table and the specialty slugs.
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

export const specValues: readonly SpecSection[] = [
  {
    section: '§9 Timings',
    values: [
      at('constants.timings.introMs', 5000, 'Intro animation: 5000 ms.'),
      at('constants.timings.auditPopupDelayMs', 3000, 'Audit popup delay: 3000 ms by default.'),
      at('constants.timings.searchDebounceMs', 300, 'Search debounce: 300 ms.'),
      at('constants.timings.searchFocusDelayMs', 100, 'Search input focus delay: 100 ms.'),
      at('constants.timings.menuOpenDelayMs', 200, 'Menu hover delay: 200 ms.'),
      at('constants.timings.menuSkipDelayMs', 300, 'Skip delay: 300 ms.'),
      at('constants.timings.menuCloseDelayMs', 150, 'Close delay: 150 ms.'),
      at('constants.timings.tooltipOpenDelayMs', 700, 'Tooltip open delay: 700 ms.'),
      at('constants.timings.tooltipSkipDelayMs', 300, 'Tooltip skip delay: 300 ms.'),
      at('constants.timings.statsFadeDelayMs', 500, 'Stats fade-in: 500 ms, with 0.1 s stagger.'),
      at('constants.timings.statsStaggerMs', 100, 'Stats fade-in: 500 ms, with 0.1 s stagger.'),
      at('constants.timings.calculatorResultDelayMs', 300, 'Calculator result delay: 300 ms.'),
      at('constants.timings.auditMailDelayMs', 100, 'Delay before opening the e-mail after an audit submit: 100 ms.'),
    ],
  },
  {
    section: '§9 Layout and counts',
    values: [
      at('constants.limits.searchPanelWidthVw', 92, 'Search panel width: min(92vw, 680px).'),
      at('constants.limits.searchPanelMaxWidthPx', 680, 'Search panel width: min(92vw, 680px).'),
      at('constants.limits.searchPanelMaxHeightVh', 82, 'Max height: 82vh.'),
      at('constants.limits.mobileMenuWidthPercent', 85, 'Mobile menu: about 85% width, max 320px.'),
      at('constants.limits.mobileMenuMaxWidthPx', 320, 'Mobile menu: about 85% width, max 320px.'),
      at('constants.limits.tagsPerResult', 3, 'Tags shown per result card: 3, plus a +N count.'),
      at('constants.limits.searchResults', 10, 'Search results shown: at most 10.'),
      at('constants.limits.diagnosticHeightOffsetPx', 80, 'Diagnostic content height: viewport height minus 80 px.'),
    ],
  },
  {
    section: '§3 Calculator inputs',
    values: [
      at('constants.calculator.defaults.monthlyRevenue', 100000, 'monthlyRevenue | 100000'),
      at('constants.calculator.defaults.claimsPerMonth', 500, 'claimsPerMonth | 500'),
      at('constants.calculator.defaults.denialRate', 15, 'denialRate | 15 (percent)'),
      at('constants.calculator.defaults.avgClaimValue', 200, 'avgClaimValue | 200'),
      at('constants.calculator.defaults.daysInAR', 45, 'daysInAR | 45'),
    ],
  },
  {
    section: '§9 Calculator formulas',
    values: [
      at('constants.calculator.daysPerMonth', 30, 'daily revenue = monthlyRevenue/30.'),
      at('constants.calculator.arCarryingCostRate', 0.08, 'A/R carrying cost = daily revenue × daysInAR × 0.08 / 12.'),
      at('constants.calculator.monthsPerYear', 12, 'A/R carrying cost = daily revenue × daysInAR × 0.08 / 12; annualSavings = monthly savings × 12.'),
      at('constants.calculator.improvedDenialFactor', 0.4, 'Improved denial rate = max(denialRate × 0.4, 2).'),
      at('constants.calculator.minimumDenialRate', 2, 'Improved denial rate = max(denialRate × 0.4, 2).'),
      at('constants.calculator.improvedArFactor', 0.7, 'Improved A/R days = max(daysInAR × 0.7, 25).'),
      at('constants.calculator.minimumArDays', 25, 'Improved A/R days = max(daysInAR × 0.7, 25).'),
    ],
  },
  {
    section: '§9 Audit estimate rules',
    values: [
      at('constants.auditEstimate.monthlyIncreaseRate', 0.25, 'monthlyIncrease = 25% of monthlyCharges.'),
      at('constants.auditEstimate.monthsPerYear', 12, 'annualIncrease = 12 × monthlyIncrease.'),
      at('constants.auditEstimate.arImprovementRate', 0.4, 'arImprovement = 40% of currentAR.'),
      at(
        'constants.auditEstimate.highDenialThreshold',
        5,
        'denialSavings = (if denialRate > 5 then denialRate − 3, else denialRate / 2) × monthlyCharges × 1%.',
      ),
      at('constants.auditEstimate.highDenialOffset', 3, 'denialSavings = (if denialRate > 5 then denialRate − 3, else …)'),
      at('constants.auditEstimate.lowDenialDivisor', 2, 'denialSavings = (…, else denialRate / 2) × monthlyCharges × 1%.'),
      at('constants.auditEstimate.denialSavingsRate', 0.01, 'denialSavings = (…) × monthlyCharges × 1%.'),
    ],
  },
  {
    section: '§8',
    values: [
      at(
        'constants.messages.requiredFields',
        'Please fill in all required fields including phone number.',
        'Alert: "Please fill in all required fields including phone number." Nothing is sent.',
      ),
      at('search.emptyHeading', 'No matches found', 'Empty state "No matches found" with a Clear all filters button.'),
    ],
  },
  {
    section: '§2 Search panel and §9',
    values: [
      at('search.title', 'Search Services & Specialties', 'Title: Search Services & Specialties.'),
      at('search.subtitle', 'Find the perfect billing solution for your practice.', 'Subtitle: Find the perfect billing solution for your practice.'),
      at(
        'search.emptyText',
        "Try other keywords or filters to find what you're looking for.",
        'Empty state: "No matches found", "Try other keywords or filters to find what you\'re looking for."',
      ),
      at(
        'search.panelTags',
        ['AR', 'CAQH', 'CPT', 'EEG', 'EMG', 'EP studies', 'ER', 'GI'],
        'Quick tag chips, toggled on and off: AR, CAQH, CPT, EEG, EMG, EP studies, ER, GI.',
      ),
      derived(
        'search.tags',
        ['search', 'tags'],
        (site) => site.search.tags.map((entry) => entry.tag),
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
      ),
      derived(
        'search.categories',
        ['search', 'categories'],
        (site) => site.search.categories.map((category) => [category.value, category.label]),
        [
          ['all', 'All Categories'],
          ['service', 'Services'],
          ['specialty', 'Specialties'],
          ['page', 'Pages'],
        ],
        'Category filter: All Categories, Services, Specialties, Pages. Category options: all, service, specialty, page.',
      ),
      at('options.providerRanges', ['1-5', '6-10', '11-25', '26+'], 'Provider count ranges: 1-5, 6-10, 11-25, 26+.'),
      at(
        'options.specialties',
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
      ),
      at(
        'options.challenges',
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
      ),
    ],
  },
  {
    section: '§2',
    values: [
      derived(
        'the pages of site.yaml (pages[].path)',
        ['pages'],
        (site) => site.pages.map((page) => page.path).sort(),
        [...routes].sort(),
        'The route table: /, /about, /services, …, /security.',
      ),
      derived(
        'redirects',
        ['redirects'],
        (site) => site.redirects.map(({ from, to }) => [from, to]),
        [['/assess', '/upwards']],
        '/assess | Redirect to /upwards',
      ),
      derived(
        'specialties[].slug',
        ['specialties'],
        (site) => site.specialties.map((specialty) => specialty.slug).sort(),
        [...slugs].sort(),
        'Specialty slugs (32): cardiology, chiropractic, dental, …, hospital-billing.',
      ),
      derived(
        'the featured specialties (specialties[].featured)',
        ['specialties'],
        (site) => site.specialties.filter((specialty) => specialty.featured).map((specialty) => specialty.slug),
        ['cardiology', 'family-practice', 'pain-management', 'pediatrics', 'gastroenterology', 'internal-medicine'],
        'The index lists featured specialties (cardiology, family-practice, pain-management, pediatrics, gastroenterology, internal-medicine).',
      ),
      at('notFound.code', '404', 'Shows 404, "Oops! Page not found" and a link back to /.'),
      at('notFound.heading', 'Oops! Page not found', 'Shows 404, "Oops! Page not found" and a link back to /.'),
      derived(
        'specialtyPage.contactButton',
        ['specialtyPage', 'contactButton'],
        (site) => [site.specialtyPage.contactButton.label, site.specialtyPage.contactButton.href],
        ['Contact Our Specialists', '/contact'],
        'a button "Contact Our Specialists" to /contact.',
      ),
      derived(
        'specialtyPage.heroButton',
        ['specialtyPage', 'heroButton'],
        (site) => [site.specialtyPage.heroButton.label, site.specialtyPage.heroButton.href],
        ['Get Free {name} Analysis', '/revenue-audit'],
        'The hero button reads "Get Free {specialty} Analysis".',
      ),
    ],
  },
];
