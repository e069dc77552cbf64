// A client defined once under clientResults.clients reads the same wherever it is named: a result band, a case study,
// a testimonial or a quote.
import { describe, expect, it } from 'vitest';
import {
  beforeAfter,
  clientAuthor,
  clientCaseStudy,
  clientMetric,
  clientResultBand,
  clientWindow,
  namedClient,
  requiredClient,
} from '../../src/model/client-result.ts';
import type { ClientResults } from '../../src/model/types.generated.ts';
import { withClients } from '../../src/site/resolve.ts';

const { clients, ...words }: ClientResults = {
  heading: 'Results for One {practice}',
  intro: '{size} in {state}. Measured: {window}.',
  window: 'first {months} months with us against the {months} before',
  footnote: "One client's results: yours depend on your payers and where you start.",
  author: '{role}, {practice}, {state}',
  clients: {
    orthopedicTexas: {
      practice: 'Orthopedic Group',
      size: '10 surgeons',
      state: 'Texas',
      months: 6,
      figures: [
        { label: 'Days in A/R', value: '−24 days', before: '54', after: '30 days', icon: 'clock' },
        { label: 'Claims over 90 days', value: '−64%', before: '25%', after: '9% of A/R' },
      ],
    },
  },
};
const ortho = clients.orthopedicTexas;
const clientResults = { ...words, clients };

describe('a client named by its result band, case study and quotes', () => {
  it('says what its figures compare in the one form every result uses', () => {
    expect(clientWindow(ortho, words)).toBe('first 6 months with us against the 6 before');
  });

  it('draws its band: the shared heading and intro filled with the client, its two figures, the footnote under them', () => {
    expect(clientResultBand(ortho, words)).toEqual({
      type: 'stats',
      look: 'row',
      heading: 'Results for One Orthopedic Group',
      intro: '10 surgeons in Texas. Measured: first 6 months with us against the 6 before.',
      stats: [
        { label: 'Days in A/R', value: '−24 days', before: '54', after: '30 days' },
        { label: 'Claims over 90 days', value: '−64%', before: '25%', after: '9% of A/R' },
      ],
      footnote: "One client's results: yours depend on your payers and where you start.",
    });
  });

  it('gives a case study its practice type, size, state, window and figures, icons and all, keeping its own challenge', () => {
    expect(clientCaseStudy({ client: 'orthopedicTexas', challenge: 'Old claims.' }, ortho, words)).toEqual({
      challenge: 'Old claims.',
      practiceType: 'Orthopedic Group',
      providers: '10 surgeons',
      location: 'Texas',
      timeline: 'first 6 months with us against the 6 before',
      metrics: [
        { label: 'Days in A/R', value: '−24 days', icon: 'clock', before: '54', after: '30 days' },
        { label: 'Claims over 90 days', value: '−64%', before: '25%', after: '9% of A/R' },
      ],
    });
  });

  it('signs its words with the role, its practice type and its state, anonymous as the spec asks', () => {
    expect(clientAuthor(ortho, 'Practice Manager', words)).toBe('Practice Manager, Orthopedic Group, Texas');
  });

  it("takes the client's words as written: a placeholder or $& inside them is not a way into the shared words", () => {
    const odd = { ...ortho, practice: '<b>{size}</b> & Co', size: '10 $& surgeons' };
    const band = clientResultBand(odd, words);
    expect(band.heading).toBe('Results for One <b>{size}</b> & Co');
    expect(band.intro).toBe('10 $& surgeons in Texas. Measured: first 6 months with us against the 6 before.');
    expect(clientAuthor(odd, '{state}', words)).toBe('{state}, <b>{size}</b> & Co, Texas');
  });

  it('gives a level its own value as its after, so every figure reads before → after', () => {
    expect(beforeAfter({ label: 'Clean Claim Rate', value: '99.3%', before: '81%' })).toEqual({ before: '81%', after: '99.3%' });
    expect(beforeAfter({ label: 'Denials', value: '−74%', before: '11.4%', after: '3.0% of claims' })).toEqual({ before: '11.4%', after: '3.0% of claims' });
  });

  it("gives a quote's chip the before → after of the client's figure it starts with, and none to a chip that is not a figure", () => {
    expect(clientMetric({ metric: '−64% claims over 90 days' }, ortho)).toEqual({ metric: '−64% claims over 90 days', before: '25%', after: '9% of A/R' });
    expect(clientMetric({ metric: '48-hour onboarding' }, ortho)).toEqual({ metric: '48-hour onboarding' });
    // −24% is not −24 days.
    expect(clientMetric({ metric: '−24% denials' }, ortho)).toEqual({ metric: '−24% denials' });
    expect(clientMetric({}, ortho)).toEqual({});
  });

  it("finds a client by its own name only, never by one of an object's built-in keys", () => {
    expect(namedClient(clients, 'orthopedicTexas')).toBe(ortho);
    expect(namedClient(clients, 'toString')).toBeUndefined();
    expect(() => requiredClient(clients, 'constructor')).toThrow('clientResults.clients has no client "constructor"');
  });
});

describe('the build giving blocks their clients', () => {
  it('turns a band that names a client into its band, keeping its look', () => {
    expect(withClients({ type: 'stats', client: 'orthopedicTexas' }, clientResults)).toEqual(clientResultBand(ortho, words));
    expect(withClients({ type: 'stats', look: 'cards', client: 'orthopedicTexas' }, clientResults)).toMatchObject({ look: 'cards' });
    const own = { type: 'stats' as const, stats: [{ value: '+32%', label: 'Revenue' }] };
    expect(withClients(own, clientResults)).toBe(own);
  });

  it('signs testimonials and a form quote that name a client, and leaves an author written out as it is', () => {
    const block = withClients(
      {
        type: 'testimonials',
        heading: 'Clients',
        testimonials: [
          { quote: 'Paid.', client: 'orthopedicTexas', role: 'Practice Manager', rating: 5, metric: '−24 days in A/R' },
          { quote: 'Fast.', author: 'Office Manager, Dental Practice, Oregon', rating: 5 },
        ],
      },
      clientResults,
    );
    expect(block).toEqual({
      type: 'testimonials',
      heading: 'Clients',
      testimonials: [
        // Its chip starts with one of the client's figures, so it shows that figure's before → after.
        { quote: 'Paid.', author: 'Practice Manager, Orthopedic Group, Texas', rating: 5, metric: '−24 days in A/R', before: '54', after: '30 days' },
        { quote: 'Fast.', author: 'Office Manager, Dental Practice, Oregon', rating: 5 },
      ],
    });
    const aside = { heading: 'Have at hand', points: [], quote: { text: 'Found $18,000.', client: 'orthopedicTexas', role: 'Administrator' } };
    const form = withClients({ type: 'auditForm', aside } as never, clientResults) as { aside: { quote: unknown } };
    expect(form.aside.quote).toEqual({ text: 'Found $18,000.', author: 'Administrator, Orthopedic Group, Texas' });
  });

  it('fills the case studies that name a client, and keeps a study of its own as written', () => {
    const labels = { providers: 'Size', location: 'Location', timeline: 'Measured', challenge: 'The Challenge', results: 'Results' };
    const study = { practiceType: 'Clinic', providers: '3 providers', location: 'Utah', timeline: '4 months', challenge: 'Slow.', metrics: [] };
    const named = withClients(
      { type: 'caseStudies', heading: 'Results', labels, studies: [{ client: 'orthopedicTexas', challenge: 'Old claims.' }, study] },
      clientResults,
    );
    expect(named).toEqual({
      type: 'caseStudies',
      heading: 'Results',
      labels,
      studies: [clientCaseStudy({ client: 'orthopedicTexas', challenge: 'Old claims.' }, ortho, words), study],
    });
  });
});
