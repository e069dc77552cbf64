// The search: the index built from site.yaml, and the filter and highlight rules of spec sections 4 and 5.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { highlight } from '../../src/logic/highlight.ts';
import { buildSearchIndex, isSearchResult, searchId, topicsOf, type SearchEntry } from '../../src/model/search-index.ts';
import {
  filterSearch,
  filtersFromQuery,
  isFiltering,
  noFilters,
  rankSearch,
  sameFilters,
  searchQueryOf,
  toggleTag,
  topResults,
} from '../../src/logic/search.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const index = buildSearchIndex(site);
const entry = (id: string) => index.find((e) => e.id === id)!;

describe('the search index', () => {
  it('has one entry per page the search lists (neither those hidden from search engines nor itself), per service and per specialty', () => {
    const listed = site.pages.filter(isSearchResult);
    expect(index).toHaveLength(listed.length + site.specialties.length);
    expect(index.map((e) => e.href)).not.toContain('/upwards');
    expect(index.map((e) => e.href)).not.toContain('/search');
    expect(new Set(index.map((e) => e.id)).size).toBe(index.length);
  });

  it('names each entry by its path as a dash-joined slug, home for /', () => {
    expect(searchId('/')).toBe('home');
    expect(searchId('/services/medical-billing')).toBe('services-medical-billing');
    expect(entry('home')).toMatchObject({ href: '/', category: 'page' });
    expect(entry('specialties-sleep-medicine')).toMatchObject({ href: '/specialties/sleep-medicine', title: 'Sleep Medicine' });
  });

  it('puts the five service pages in the service category, specialties in specialty, the rest in page', () => {
    expect(index.filter((e) => e.category === 'service').map((e) => e.href)).toEqual([
      '/services/medical-billing',
      '/services/medical-coding',
      '/services/ar-management',
      '/services/credentialing',
      '/services/analytics',
    ]);
    expect(index.filter((e) => e.category === 'specialty')).toHaveLength(32);
    expect(entry('security').category).toBe('page');
    expect(entry('services').category).toBe('page');
  });

  it('names the home page and /services apart in the results, not by their near-identical titles', () => {
    expect(entry('home').title).toBe('Home');
    expect(entry('services').title).toBe('All Services');
    const titles = index.map((e) => e.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('describes every specialty with the template and what its practices are called', () => {
    expect(entry('specialties-dental').description).toBe(
      'Specialty billing and coding for Dental Practices: clean claims, fewer denials and faster payment from Crestline RCM.',
    );
    expect(entry('specialties-family-practice').description).toBe(
      'Specialty billing and coding for Family Medicine Practices: clean claims, fewer denials and faster payment from Crestline RCM.',
    );
  });

  it('finds at least one entry and never every entry for each of the 18 topics', () => {
    expect(site.search.tags).toHaveLength(18);
    for (const { tag } of site.search.tags) {
      const found = filterSearch(index, { ...noFilters, tags: [tag] }).length;
      expect(found, tag).toBeGreaterThanOrEqual(1);
      expect(found, tag).toBeLessThan(index.length);
    }
  });

  it('gives each entry its topics once: those its title names and those chosen for it, in the order of search.tags', () => {
    expect(entry('specialties-neurology').tags).toEqual(expect.arrayContaining(['EEG', 'EMG']));
    expect(entry('services-credentialing').tags).toEqual(expect.arrayContaining(['CAQH', 'credentialing']));
    for (const e of index) expect(new Set(e.tags).size, e.id).toBe(e.tags.length);
    // One page changed: a title naming two topics, one topic chosen in another spelling, and a body that names more.
    const changed = structuredClone(site);
    const home = changed.pages.find((page) => page.path === '/')!;
    home.title = `${site.brand.name}: denials and coding`;
    home.searchTags = ['caqh'];
    const bodyTopics = topicsOf(JSON.stringify(home.blocks), site.search.tags);
    expect(bodyTopics).toEqual(expect.arrayContaining(['AR', 'billing']));
    // The company's name holds no topic (RCM), and the body's words are not the page's topics.
    expect(buildSearchIndex(changed).find((e) => e.id === 'home')!.tags).toEqual(['CAQH', 'coding', 'denials']);
    // A specialty: its name's topics, then its chosen ones.
    const specialty = changed.specialties[0];
    specialty.name = 'Emergency Medicine';
    specialty.searchTags = ['HCPCS'];
    expect(buildSearchIndex(changed).find((e) => e.href === `/specialties/${specialty.slug}`)!.tags).toEqual(['ER', 'HCPCS']);
  });

  it('takes a topic from one of its words, as a whole word in any case', () => {
    const topics = site.search.tags;
    expect(topicsOf('We shorten your A/R days.', topics)).toContain('AR');
    expect(topicsOf('Emergency department billing', topics)).toEqual(expect.arrayContaining(['ER', 'billing']));
    expect(topicsOf('Radiology and cardiology', topics)).toEqual([]);
    expect(topicsOf('ICD-10-CM codes', topics)).toContain('ICD-10');
  });
});

const sample: SearchEntry[] = [
  { id: 'a', title: 'Medical Billing', description: 'Clean claims', href: '/a', category: 'service', tags: ['billing', 'RCM'] },
  { id: 'b', title: 'Cardiology', description: 'Cath lab (PCI) coding', href: '/b', category: 'specialty', tags: ['CPT', 'EP Studies'] },
  { id: 'c', title: 'About Us', description: 'Who we are', href: '/c', category: 'page', tags: [] },
];

describe('filterSearch', () => {
  it('returns every entry for no text, category all and no tags', () => {
    expect(filterSearch(sample, noFilters)).toEqual(sample);
    expect(filterSearch(sample, { ...noFilters, text: '   ' })).toEqual(sample);
  });

  it('matches the text in any case, in the title, the description and the tags taken together', () => {
    expect(filterSearch(sample, { ...noFilters, text: 'BILLING' }).map((e) => e.id)).toEqual(['a']);
    expect(filterSearch(sample, { ...noFilters, text: 'claims' }).map((e) => e.id)).toEqual(['a']);
    expect(filterSearch(sample, { ...noFilters, text: 'rcm' }).map((e) => e.id)).toEqual(['a']);
    expect(filterSearch(sample, { ...noFilters, text: 'claims billing' }).map((e) => e.id)).toEqual(['a']);
    expect(filterSearch(sample, { ...noFilters, text: 'nothing like this' })).toEqual([]);
  });

  it('reads the tags as words apart: a text across two tags matches, the two run together does not', () => {
    expect(filterSearch(sample, { ...noFilters, text: 'billing rcm' }).map((e) => e.id)).toEqual(['a']);
    expect(filterSearch(sample, { ...noFilters, text: 'billingrcm' })).toEqual([]);
  });

  it('reads regular-expression characters in the text literally', () => {
    expect(filterSearch(sample, { ...noFilters, text: '(PCI)' }).map((e) => e.id)).toEqual(['b']);
    expect(filterSearch(sample, { ...noFilters, text: '.*' })).toEqual([]);
  });

  it('keeps the category unless it is all', () => {
    expect(filterSearch(sample, { ...noFilters, category: 'page' }).map((e) => e.id)).toEqual(['c']);
    expect(filterSearch(sample, { ...noFilters, category: 'all' })).toHaveLength(3);
    expect(filterSearch(sample, { text: 'billing', category: 'specialty', tags: [] })).toEqual([]);
  });

  it('wants every chosen tag contained in one of the entry tags, in any case', () => {
    expect(filterSearch(sample, { ...noFilters, tags: ['EP studies'] }).map((e) => e.id)).toEqual(['b']);
    expect(filterSearch(sample, { ...noFilters, tags: ['EP'] }).map((e) => e.id)).toEqual(['b']);
    expect(filterSearch(sample, { ...noFilters, tags: ['CPT', 'EP Studies'] }).map((e) => e.id)).toEqual(['b']);
    expect(filterSearch(sample, { ...noFilters, tags: ['CPT', 'RCM'] })).toEqual([]);
  });

  it('says when something narrows the results', () => {
    expect(isFiltering(noFilters)).toBe(false);
    expect(isFiltering({ ...noFilters, text: '  ' })).toBe(false);
    expect(isFiltering({ ...noFilters, text: 'a' })).toBe(true);
    expect(isFiltering({ ...noFilters, category: 'service' })).toBe(true);
    expect(isFiltering({ ...noFilters, tags: ['AR'] })).toBe(true);
  });

  it('toggles a tag on and off', () => {
    expect(toggleTag([], 'AR')).toEqual(['AR']);
    expect(toggleTag(['AR'], 'CPT')).toEqual(['AR', 'CPT']);
    expect(toggleTag(['AR', 'CPT'], 'AR')).toEqual(['CPT']);
    expect(toggleTag(['EP Studies'], 'EP studies')).toEqual([]);
  });
});

describe('rankSearch', () => {
  const entry = (id: string, title: string, description: string, tags: string[]): SearchEntry => ({
    id,
    title,
    description,
    tags,
    href: `/${id}`,
    category: 'page',
  });
  const entries = [
    entry('d1', 'Cardiology', 'We handle denials for heart practices.', ['EP studies']),
    entry('t1', 'Coding', 'Accurate codes.', ['denials', 'CPT']),
    entry('h1', 'AR & Denial Management', 'Follow-up on every claim.', ['AR']),
    entry('d2', 'Dental', 'Denial-proof dental claims.', ['CDT']),
    entry('h2', 'Denials Explained', 'A guide.', []),
  ];
  it('puts title matches first, then tag matches, then description matches, in the index order within each', () => {
    expect(rankSearch(entries, '  DENIAL ').map((e) => e.id)).toEqual(['h1', 'h2', 't1', 'd1', 'd2']);
  });
  it('keeps the index order for no text, and returns the very entries it was given', () => {
    expect(rankSearch(entries, '   ').map((e) => e.id)).toEqual(['d1', 't1', 'h1', 'd2', 'h2']);
    const ranked = rankSearch(entries, 'denial');
    expect([...ranked].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...entries].sort((a, b) => a.id.localeCompare(b.id)));
  });
  it('puts a service before a specialty before any other page within one rank, and a text inside a word last', () => {
    const mixed: SearchEntry[] = [
      { ...entry('home', 'Home', 'Billing and fewer denials for every practice.', ['billing']), category: 'page' },
      { ...entry('derm', 'Dermatology', 'Specialty billing: clean claims, fewer denials.', []), category: 'specialty' },
      { ...entry('claims', 'Medical Billing', 'Claims and denial follow-up.', []), category: 'service' },
      { ...entry('inside', 'Undenialable', 'Nothing about it.', []), category: 'service' },
    ];
    expect(rankSearch(mixed, 'denial').map((e) => e.id)).toEqual(['claims', 'derm', 'home', 'inside']);
    // A description holds the text as a word or its plural: "are" is not about "ar".
    const short: SearchEntry[] = [
      { ...entry('are', 'Coding', 'We are careful.', []), category: 'service' },
      { ...entry('ar', 'Follow-up', 'Every open A/R or AR balance.', []), category: 'page' },
    ];
    expect(rankSearch(short, 'ar').map((e) => e.id)).toEqual(['ar', 'are']);
  });
  it('on the real index, "denial" lists the denial management service first and the home page outside the first three', () => {
    const found = rankSearch(filterSearch(index, { ...noFilters, text: 'denial' }), 'denial');
    expect(found[0].title).toBe('AR & Denial Management Services');
    expect(found.slice(0, 3).map((e) => e.href)).not.toContain('/');
  });
});

describe('highlight', () => {
  const join = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

  it('marks every place the query appears, in any case', () => {
    expect(highlight('Billing and billing', 'BILL')).toEqual([
      { text: 'Bill', match: true },
      { text: 'ing and ', match: false },
      { text: 'bill', match: true },
      { text: 'ing', match: false },
    ]);
  });

  it('reads regular-expression characters literally, and never loses or adds a character', () => {
    const text = 'Cath lab (PCI) coding: 98.5% clean [claims]';
    for (const query of ['(PCI)', '98.5%', '[claims]', '.', '\\', '$', 'no match']) {
      expect(join(highlight(text, query)), query).toBe(text);
    }
    expect(highlight(text, '(PCI)').filter((s) => s.match)).toEqual([{ text: '(PCI)', match: true }]);
    expect(highlight(text, '.').filter((s) => s.match)).toEqual([{ text: '.', match: true }]);
  });

  it('never loses or adds a character, and marks only pieces equal to the trimmed query, for any text and query, spaces around it or not', () => {
    // Queries as a visitor types them: spaces before and after the words happen.
    const spaces = fc.constantFrom('', '', ' ', '  ', '\t');
    const query = fc.tuple(spaces, fc.string({ unit: 'grapheme', maxLength: 8 }), spaces).map(([before, words, after]) => before + words + after);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), query, (text, typed) => {
        const segments = highlight(text, typed);
        expect(join(segments)).toBe(text);
        for (const segment of segments) expect(segment.text).not.toBe('');
        for (const segment of segments.filter((s) => s.match)) expect(segment.text.toLowerCase()).toBe(typed.trim().toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('marks the query without the spaces typed around it', () => {
    expect(highlight('Cardiology billing', '  cardio  ')).toEqual([
      { text: 'Cardio', match: true },
      { text: 'logy billing', match: false },
    ]);
  });

  it('ends at the last match when the text does, with no empty piece after it', () => {
    expect(highlight('billing', 'billing')).toEqual([{ text: 'billing', match: true }]);
    expect(highlight('Dental billing', 'BILLING')).toEqual([
      { text: 'Dental ', match: false },
      { text: 'billing', match: true },
    ]);
  });

  it('marks nothing for an empty query, and gives nothing for an empty text', () => {
    expect(highlight('Dental', '  ')).toEqual([{ text: 'Dental', match: false }]);
    expect(highlight('', 'x')).toEqual([]);
  });
});

describe('a new search', () => {
  it('starts with no text, category all and no tags (spec section 4)', async () => {
    // Loaded afresh inside the test: noFilters is made when its module loads, and mutation testing counts a test as
    // reading it only when that happens during the test.
    vi.resetModules();
    const fresh = await import('../../src/logic/search.ts');
    expect(fresh.noFilters).not.toBe(noFilters);
    expect(fresh.noFilters).toEqual({ text: '', category: 'all', tags: [] });
  });
});

describe('the search in the address', () => {
  it('writes the text, the category and the tags, and reads them back', () => {
    const filters = { text: 'cath lab', category: 'specialty' as const, tags: ['AR', 'EP Studies'] };
    const query = searchQueryOf(filters);
    expect(query).toBe('?q=cath+lab&category=specialty&tag=AR&tag=EP+Studies');
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  it('writes nothing for no filters, and reads nonsense as no filters', () => {
    expect(searchQueryOf(noFilters)).toBe('');
    expect(filtersFromQuery('')).toEqual(noFilters);
    expect(filtersFromQuery('?category=everything&tag=&tag=AR&tag=ar')).toEqual({ text: '', category: 'all', tags: ['AR'] });
  });

  it('writes the text without the spaces typed around it, and no text for spaces alone', () => {
    expect(searchQueryOf({ ...noFilters, text: '  cardio ' })).toBe('?q=cardio');
    expect(searchQueryOf({ ...noFilters, text: '   ' })).toBe('');
  });

  it('reads each of the three categories, and leaves out a tag of spaces alone', () => {
    expect(filtersFromQuery('?category=service').category).toBe('service');
    expect(filtersFromQuery('?category=specialty').category).toBe('specialty');
    expect(filtersFromQuery('?category=page').category).toBe('page');
    expect(filtersFromQuery('?tag=%20%20&tag=GI').tags).toEqual(['GI']);
  });
});

describe('the results shown', () => {
  it(`shows at most ${site.constants.limits.searchResults} results and counts them all`, () => {
    expect(site.constants.limits.searchResults).toBe(10);
    const all = filterSearch(index, noFilters);
    expect(topResults(all, site.constants.limits.searchResults)).toEqual({ shown: all.slice(0, 10), total: index.length });
    expect(topResults(sample, 10)).toEqual({ shown: sample, total: 3 });
    expect(topResults([], 10)).toEqual({ shown: [], total: 0 });
  });

  it('tells when two searches ask for the same results', () => {
    expect(sameFilters({ text: ' dental ', category: 'all', tags: ['AR', 'cpt'] }, { text: 'dental', category: 'all', tags: ['CPT', 'ar'] })).toBe(true);
    expect(sameFilters({ ...noFilters, text: 'dental' }, { ...noFilters, text: 'dentals' })).toBe(false);
    expect(sameFilters({ ...noFilters, category: 'page' }, noFilters)).toBe(false);
    expect(sameFilters({ ...noFilters, text: 'dental' }, { ...noFilters, text: '  dental' })).toBe(true);
  });

  it('tells two searches apart by their tags', () => {
    expect(sameFilters({ ...noFilters, tags: ['AR'] }, { ...noFilters, tags: ['CPT'] })).toBe(false);
    expect(sameFilters({ ...noFilters, tags: ['AR'] }, noFilters)).toBe(false);
    // Tag by tag, not run together: AR + CPT is not ARC + PT.
    expect(sameFilters({ ...noFilters, tags: ['AR', 'CPT'] }, { ...noFilters, tags: ['ARC', 'PT'] })).toBe(false);
    // In lower case, as the filter compares them: ß is not SS there (ß contains no s), though both read SS in upper case.
    expect(sameFilters({ ...noFilters, tags: ['ß'] }, { ...noFilters, tags: ['SS'] })).toBe(false);
  });
});
