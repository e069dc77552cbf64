// The specialty template: a specialty's entry plus the shared words make its page, and the codes and compliance
// statuses written in site.yaml hold to the rules a billing buyer would check them by.
import { describe, expect, it } from 'vitest';
import { specialtyPageContent } from '../../src/model/specialty-page.ts';
import type { Block, ClientResults, Specialty, SpecialtyPage } from '../../src/model/types.generated.ts';
import { builtSite, writtenSite } from '../sites.ts';
import { eachText } from '../../src/site/check.ts';

const template: SpecialtyPage = {
  title: '{name} Billing Services',
  heroEyebrow: '{name} billing',
  heroButton: { label: 'Get Free {name} Analysis', href: '/revenue-audit' },
  bulletsHeading: 'Our {name} Billing Services',
  codesHeading: '{name} Codes and Denials We Handle',
  codeListHeading: 'Code families we bill',
  denialListHeading: 'Denials we prevent and appeal',
  cardsHeading: 'Why {name} Practices Choose Us',
  closingHeading: 'Ready, {name}?',
  closingText: 'Get a free audit.',
  bottomButton: { label: 'Get Free {name} Analysis', href: '/revenue-audit' },
  contactButton: { label: 'Contact Our Specialists', href: '/contact', variant: 'secondary' },
};

const clientResults: ClientResults = {
  heading: 'Results for One {practice}',
  intro: '{size} in {state}. Measured: {window}.',
  window: 'first {months} months with {brand} against the {months} before',
  footnote: "One client's results.",
  author: '{role}, {practice}, {state}',
  clients: {
    sleepKentucky: {
      practice: 'Sleep Medicine Center',
      size: '3 physicians',
      state: 'Kentucky',
      months: 4,
      figures: [
        { label: 'Clean Claim Rate', value: '98.2%', before: '77%' },
        { label: 'Revenue', value: '+28%', before: '$117K', after: '$150K a month' },
      ],
    },
  },
};

const sleep: Specialty = {
  slug: 'sleep-medicine',
  name: 'Sleep Medicine',
  featured: false,
  headline: 'Sleep Medicine Billing From Study to Therapy',
  subtitle: 'We bill studies.',
  description: 'Sleep medicine billing.',
  bullets: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  sampleClaim: { code: '95811-26', name: 'Split-night study with CPAP titration, professional read', payer: 'Aetna', paidIn: 15 },
  codes: [
    { code: '95810–95811', name: 'In-lab sleep study and CPAP titration' },
    { code: 'G47.33', name: 'Obstructive sleep apnea in {name}' },
    { code: '95805', name: 'Multiple sleep latency testing' },
  ],
  denials: ['In-lab study without documented reasons a home test will not do (CARC 50)', 'A {name} denial'],
  cards: [
    { title: 'Sleep Study Expertise', text: 'Studies.' },
    { title: 'DME Integration', text: 'Equipment.' },
  ],
  client: 'sleepKentucky',
};

/** A specialty's page made with the shared words (`template` unless given) and the clients above. */
const contentOf = (specialty: Specialty, words: SpecialtyPage = template, clients: ClientResults = clientResults) =>
  specialtyPageContent(specialty, words, clients);

const blockOf = <T extends Block['type']>(blocks: Block[], type: T) => blocks.find((block): block is Extract<Block, { type: T }> => block.type === type)!;

describe('a specialty page made from its entry and the shared words', () => {
  it("has the hero, the six bullets, the two cards, one client's result, the codes and denials, then the closing section", () => {
    expect(contentOf(sleep).blocks.map((block) => block.type)).toEqual(['hero', 'bulletList', 'featureCards', 'stats', 'codesAndDenials', 'callToAction']);
  });

  it('names the specialty in the eyebrow above the headline, or says what the specialty sets instead', () => {
    expect(blockOf(contentOf(sleep).blocks, 'hero').eyebrow).toBe('Sleep Medicine billing');
    const hospital = { ...sleep, name: 'Hospital Billing', eyebrow: 'Hospital and facility billing' };
    expect(blockOf(contentOf(hospital).blocks, 'hero').eyebrow).toBe('Hospital and facility billing');
  });

  it('heads the bullets with the shared words unless the specialty has its own (no "Hospital Billing Billing Services")', () => {
    expect(blockOf(contentOf(sleep).blocks, 'bulletList').heading).toBe('Our Sleep Medicine Billing Services');
    const hospital = { ...sleep, name: 'Hospital Billing', bulletsHeading: 'Our Hospital Billing Services' };
    expect(blockOf(contentOf(hospital).blocks, 'bulletList').heading).toBe('Our Hospital Billing Services');
  });

  it('heads the cards and the closing section with the shared words unless the specialty has its own (no "Why Hospital Billing Practices")', () => {
    const shared = contentOf(sleep).blocks;
    expect(blockOf(shared, 'featureCards').heading).toBe('Why Sleep Medicine Practices Choose Us');
    expect(blockOf(shared, 'callToAction').heading).toBe('Ready, Sleep Medicine?');
    const hospital = { ...sleep, name: 'Hospital Billing', cardsHeading: 'Why Hospitals Choose Us', closingHeading: 'Ready, {name} team?' };
    const own = contentOf(hospital).blocks;
    expect(blockOf(own, 'featureCards').heading).toBe('Why Hospitals Choose Us');
    expect(blockOf(own, 'callToAction').heading).toBe('Ready, Hospital Billing team?');
  });

  it('calls its practices "{name} Practices" in the shared words unless the specialty says what they are called', () => {
    const words = { ...template, cardsHeading: 'Why {practices} Choose Us' };
    expect(blockOf(contentOf(sleep, words).blocks, 'featureCards').heading).toBe('Why Sleep Medicine Practices Choose Us');
    const hospice = { ...sleep, name: 'Hospice', practices: 'Hospice Agencies' };
    expect(blockOf(contentOf(hospice, words).blocks, 'featureCards').heading).toBe('Why Hospice Agencies Choose Us');
  });

  it("draws the hero's picture from the shared claim line filled with the specialty's sample claim, who paid it and when, and its first denial", () => {
    const heroClaim = {
      title: '{name} claim, visit to payment',
      tag: 'Sample claim',
      payer: { label: 'Payer', text: '{payer}' },
      codes: { label: 'Codes', text: '{code}' },
      description: '{codeName}',
      track: [
        { label: 'Submitted', when: 'Day 0' },
        { label: 'Paid by {payer} and posted', when: 'Day {paidIn}' },
      ],
      note: 'Checked before submission: {denial}',
    };
    const hero = blockOf(contentOf(sleep, { ...template, heroVisual: 'dashboard', heroClaim }).blocks, 'hero');
    expect(hero.visual).toBeUndefined();
    expect(hero.claim).toEqual({
      title: 'Sleep Medicine claim, visit to payment',
      tag: 'Sample claim',
      payer: { label: 'Payer', text: 'Aetna' },
      codes: { label: 'Codes', text: '95811-26' },
      description: 'Split-night study with CPAP titration, professional read',
      track: [
        { label: 'Submitted', when: 'Day 0' },
        { label: 'Paid by Aetna and posted', when: 'Day 15' },
      ],
      note: 'Checked before submission: In-lab study without documented reasons a home test will not do (CARC 50)',
    });
    // One claim's codes, never a code family: the order of the families changes nothing; the claim's {name} is filled
    // too; without a note none is made; without a claim line the shared picture is named.
    const reordered = { ...sleep, codes: [sleep.codes[1], sleep.codes[0], sleep.codes[2]] };
    expect(blockOf(contentOf(reordered, { ...template, heroClaim }).blocks, 'hero').claim).toEqual(hero.claim);
    const named = { ...sleep, sampleClaim: { ...sleep.sampleClaim, code: '95806', name: 'Home sleep test read by {name}' } };
    expect(blockOf(contentOf(named, { ...template, heroClaim }).blocks, 'hero').claim).toMatchObject({
      codes: { label: 'Codes', text: '95806' },
      description: 'Home sleep test read by Sleep Medicine',
    });
    const { note: _, ...noNote } = heroClaim;
    expect(blockOf(contentOf(sleep, { ...template, heroClaim: noNote }).blocks, 'hero').claim).not.toHaveProperty('note');
    expect(blockOf(contentOf(sleep, { ...template, heroVisual: 'claim' }).blocks, 'hero')).toMatchObject({ visual: 'claim' });
  });

  it("lists the specialty's codes and denials under the shared headings, {name} filled, with no intro or note the template lacks", () => {
    expect(blockOf(contentOf(sleep).blocks, 'codesAndDenials')).toEqual({
      type: 'codesAndDenials',
      heading: 'Sleep Medicine Codes and Denials We Handle',
      codesHeading: 'Code families we bill',
      codes: [
        { code: '95810–95811', name: 'In-lab sleep study and CPAP titration' },
        { code: 'G47.33', name: 'Obstructive sleep apnea in Sleep Medicine' },
        { code: '95805', name: 'Multiple sleep latency testing' },
      ],
      denialsHeading: 'Denials we prevent and appeal',
      denials: ['In-lab study without documented reasons a home test will not do (CARC 50)', 'A Sleep Medicine denial'],
    });
    const withWords = { ...template, codesIntro: 'Codes {name} bills.', codesNote: 'CPT is a trademark.' };
    expect(blockOf(contentOf(sleep, withWords).blocks, 'codesAndDenials')).toMatchObject({
      intro: 'Codes Sleep Medicine bills.',
      note: 'CPT is a trademark.',
    });
    // A specialty whose code set is not the shared note's words its own.
    expect(blockOf(contentOf({ ...sleep, codesNote: 'CDT is a trademark.' }, withWords).blocks, 'codesAndDenials').note).toBe('CDT is a trademark.');
  });
});

describe("a specialty page's result", () => {
  it("shows its client's band: the shared words filled with who, where and the window, the two figures, the footnote", () => {
    expect(blockOf(contentOf(sleep).blocks, 'stats')).toEqual({
      type: 'stats',
      look: 'row',
      heading: 'Results for One Sleep Medicine Center',
      // {brand} is left for the build, which fills it in every text.
      intro: '3 physicians in Kentucky. Measured: first 4 months with {brand} against the 4 before.',
      // Each figure with what it measured before and after; a level (98.2%) is its own after.
      stats: [
        { label: 'Clean Claim Rate', value: '98.2%', before: '77%', after: '98.2%' },
        { label: 'Revenue', value: '+28%', before: '$117K', after: '$150K a month' },
      ],
      footnote: "One client's results.",
    });
  });

  it("takes the client's words as written: a placeholder inside them is not a way into the template", () => {
    const odd = { ...clientResults.clients.sleepKentucky, practice: '<b>{size}</b> & Co', size: '3 $& physicians' };
    const block = blockOf(contentOf(sleep, template, { ...clientResults, clients: { sleepKentucky: odd } }).blocks, 'stats');
    expect(block.heading).toBe('Results for One <b>{size}</b> & Co');
    expect(block.intro).toBe('3 $& physicians in Kentucky. Measured: first 4 months with {brand} against the 4 before.');
  });

  it('refuses a client that is not defined (the check has said where before anything is built)', () => {
    expect(() => contentOf({ ...sleep, client: 'toString' })).toThrow('clientResults.clients has no client "toString"');
  });
});

// ---- The data in site.yaml ----

const site = builtSite();

/** The code systems a code of site.yaml may be written in, each as billers write its codes. */
const codeSystems: [string, RegExp][] = [
  ['CPT', /^\d{5}$/],
  ['HCPCS Level II or CDT', /^[A-V]\d{4}$/],
  ['ICD-10-CM', /^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/],
  ['revenue code or type of bill', /^0\d{2}[0-9x]$/],
  ['modifier or ASC payment indicator', /^[0-9A-Z]{2}$/],
  ['named system', /^(MS-DRG|ICD-10-PCS)$/],
];
const systemOf = (code: string) => codeSystems.find(([, pattern]) => pattern.test(code))?.[0];

/**
 * One code of a claim as billers write it: a CPT, HCPCS or CDT code with its modifiers (-26, -RR-KH-KX) and units
 * (×2), a revenue code, or one MS-DRG.
 */
function isClaimPart(part: string): boolean {
  const [, code, modifiers] = part.match(/^([0-9A-Z]+)((?:-[0-9A-Z]{2})*)(?: ×\d+)?$/) ?? [];
  if (code === undefined) return /^MS-DRG \d{3}$/.test(part);
  const system = systemOf(code);
  return system === 'CPT' || system === 'HCPCS Level II or CDT' || (system === 'revenue code or type of bill' && !modifiers && !code.endsWith('x'));
}

describe("the specialty pages' words in site.yaml", () => {
  const textsOf = (value: unknown) => {
    const texts: string[] = [];
    eachText(value, [], (text) => texts.push(text));
    return texts;
  };
  const texts = (specialty: Specialty) => textsOf(specialtyPageContent(specialty, site.specialtyPage, site.clientResults));

  it('never doubles a word or names a practice by its field: no "Family Practice Practices", "Pediatrics Practices", "Hospice Practices"', () => {
    for (const specialty of site.specialties)
      for (const text of texts(specialty)) {
        expect(text, specialty.slug).not.toMatch(/\b(\w+) \1\b/i);
        expect(text, specialty.slug).not.toMatch(
          /Practice Practices|Pediatrics Practices|Hospice Practices|Billing Practices|DME Practices|Compensation Practices|Center Practices/,
        );
      }
  });

  it("writes Workers' Compensation with its apostrophe wherever the site names it", () => {
    const workers = site.specialties.find((specialty) => specialty.slug === 'workers-compensation')!;
    expect(workers.name).toBe("Workers' Compensation");
    for (const text of textsOf(site)) expect(text).not.toMatch(/workers compensation/i);
  });
});

describe("the specialties' codes and denials in site.yaml", () => {
  it('writes every code in a known code system, a range with an en dash between two codes of one system, low to high', () => {
    const wrong: string[] = [];
    for (const specialty of site.specialties) {
      for (const { code } of specialty.codes) {
        for (const part of code.split(', ')) {
          const ends = part.split('–');
          const systems = ends.map(systemOf);
          const inOrder = ends.length === 1 || (ends.length === 2 && ends[0].length === ends[1].length && ends[0] < ends[1]);
          if (systems.includes(undefined) || new Set(systems).size !== 1 || !inOrder) wrong.push(`${specialty.slug}: ${part}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives every specialty a sample claim of exact codes, joined by +, each with its modifiers and units: never a range or a list', () => {
    const wrong = site.specialties.flatMap(({ slug, sampleClaim }) =>
      sampleClaim.code
        .split(' + ')
        .filter((part) => !isClaimPart(part))
        .map((part) => `${slug}: ${part}`),
    );
    expect(wrong).toEqual([]);
    expect(['93458-26', 'E0601-RR-KH-KX', 'J0178-JZ ×2', '0651', 'D2740', 'MS-DRG 291'].filter(isClaimPart)).toHaveLength(6);
    expect(['93451–93464', '66984, 45378', '9345-26', '93458-2', 'MS-DRG', 'KX'].filter(isClaimPart)).toEqual([]);
  });

  it('gives every specialty three to five codes and two to four denials, none listed twice', () => {
    for (const specialty of site.specialties) {
      expect(specialty.codes.length, specialty.slug).toBeGreaterThanOrEqual(3);
      expect(specialty.codes.length, specialty.slug).toBeLessThanOrEqual(5);
      expect(specialty.denials.length, specialty.slug).toBeGreaterThanOrEqual(2);
      expect(specialty.denials.length, specialty.slug).toBeLessThanOrEqual(4);
      expect(new Set(specialty.codes.map((family) => family.code)).size, specialty.slug).toBe(specialty.codes.length);
      expect(new Set(specialty.denials).size, specialty.slug).toBe(specialty.denials.length);
    }
  });

  it('knows the code systems it checks by: a typo or a hyphen for a dash is caught', () => {
    expect(['93451', 'G0438', 'D2740', 'Z00.121', 'S13.4XXA', '081x', '0651', 'KX', 'MS-DRG'].map(systemOf)).not.toContain(undefined);
    expect(['9345', '93451-93464', 'g0438', 'Z00.1210X'].map(systemOf)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the compliance statuses in site.yaml', () => {
  const statuses = site.pages.flatMap((page) =>
    page.blocks.flatMap((block) => {
      if (block.type === 'complianceCards') return block.cards.map((card) => ({ where: `${page.path} ${card.title}`, title: card.title, status: card.status }));
      if (block.type === 'complianceSection' && block.status) return [{ where: `${page.path}#${block.anchor}`, title: block.heading, status: block.status }];
      return [];
    }),
  );

  it('shows HIPAA everywhere as compliant with a signed BAA, never as certified or audited', () => {
    const hipaa = statuses.filter((entry) => entry.title.startsWith('HIPAA'));
    expect(hipaa.map((entry) => entry.where)).toEqual(['/why-choose-us HIPAA', '/hipaa-compliance HIPAA', '/security#hipaa']);
    for (const entry of hipaa) expect(entry.status, entry.where).toEqual({ kind: 'compliant', label: 'HIPAA compliant, BAA signed' });
  });

  it('shows SOC 2 as audited and ISO as certified', () => {
    for (const entry of statuses.filter((e) => e.title.startsWith('SOC 2'))) expect(entry.status.kind, entry.where).toBe('audited');
    for (const entry of statuses.filter((e) => e.title.startsWith('ISO'))) expect(entry.status.kind, entry.where).toBe('certified');
  });

  it('says ISO certified wherever a sentence names ISO 27001, never that the systems follow it, and names 27701 beside it', () => {
    const texts: string[] = [];
    eachText(site, [], (text) => texts.push(text));
    const iso = texts.filter((text) => /ISO(\/IEC)? 27001/.test(text));
    expect(site.trust.badges.find((badge) => badge.id === 'iso')?.tooltip).toMatch(/certified to ISO\/IEC 27001 and ISO\/IEC 27701/);
    for (const text of iso) expect(text).not.toMatch(/\bfollows?\b/);
    const glance = texts.find((text) => text.startsWith('Type II audited; ISO'));
    expect(glance).toMatch(/27001\/27701 certified/);
  });
});

describe("the clients' results in site.yaml", () => {
  const raw = writtenSite();
  const { clients } = raw.clientResults;
  const caseStudies = raw.pages.find((page) => page.path === '/')!.blocks.find((block) => block.type === 'caseStudies')!;
  const averages = site.pages.find((page) => page.path === '/')!.blocks.find((block) => block.type === 'caseStudies')!.averages!;
  const clientOf = (slug: string) => site.specialties.find((specialty) => specialty.slug === slug)!.client;

  it("gives cardiology and family practice the home page's case studies: the same client, so the same practice and figures", () => {
    const studyClients = caseStudies.studies.map((study) => study.client);
    expect(studyClients).toEqual(['multiSpecialtyTexas', 'cardiologyCalifornia', 'familyPracticeFlorida']);
    expect(['cardiology', 'family-practice'].map(clientOf)).toEqual(studyClients.slice(1));
  });

  it("spreads the clients' figures around the company's averages, some above and some below, never all better", () => {
    const byLabel = new Map<string, number[]>();
    for (const client of Object.values(clients))
      for (const figure of client.figures) byLabel.set(figure.label, [...(byLabel.get(figure.label) ?? []), Number.parseFloat(figure.value.replace('−', '-'))]);
    const shown: [string, string][] = [
      ...averages.metrics.map(({ label, value }): [string, string] => [label, value]),
      ['Clean Claim Rate', site.brand.figures!.cleanClaimRate.value],
    ];
    expect(shown.map(([label]) => label)).toEqual(['Monthly Revenue', 'Days in A/R', 'Collection Rate', 'Denial Rate', 'Clean Claim Rate']);
    for (const [label, value] of shown) {
      const average = Number.parseFloat(value.replace('−', '-'));
      const figures = byLabel.get(label) ?? [];
      expect(figures.length, label).toBeGreaterThanOrEqual(4);
      expect(Math.min(...figures), label).toBeLessThan(average);
      expect(Math.max(...figures), label).toBeGreaterThan(average);
    }
  });

  it('gives each specialty a client of its own, the 32 in different states, and every client is shown somewhere', () => {
    const specialtyClients = site.specialties.map((specialty) => specialty.client);
    expect(new Set(specialtyClients).size).toBe(site.specialties.length);
    expect(new Set(specialtyClients.map((name) => clients[name].state)).size).toBe(site.specialties.length);
    const named = new Set<string>(specialtyClients);
    eachText(raw.pages, ['pages'], (text, path) => {
      if (path.at(-1) === 'client') named.add(text);
    });
    expect(Object.keys(clients).filter((name) => !named.has(name))).toEqual([]);
  });
});
