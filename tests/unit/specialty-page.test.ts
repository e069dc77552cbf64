// The specialty template: a specialty's entry plus the shared words make its page.
import { describe, expect, it } from 'vitest';
import { specialtyPageContent } from '../../src/model/specialty-page.ts';
import type { Block, Specialty, SpecialtyPage } from '../../src/model/types.generated.ts';

const template: SpecialtyPage = {
  title: '{name} Billing Services',
  heroEyebrow: '{name} billing',
  heroButton: { label: 'Get Free {name} Analysis', href: '/revenue-audit' },
  bulletsHeading: 'Our {name} Billing Services',
  cardsHeading: 'Why {name} Practices Choose Us',
  closingHeading: 'Ready, {name}?',
  closingText: 'Get a free audit.',
  bottomButton: { label: 'Get Free {name} Analysis', href: '/revenue-audit' },
  contactButton: { label: 'Contact Our Specialists', href: '/contact', variant: 'secondary' },
};

const sleep: Specialty = {
  slug: 'sleep-medicine',
  name: 'Sleep Medicine',
  featured: false,
  headline: 'Sleep Medicine Billing From Study to Therapy',
  subtitle: 'We bill studies.',
  description: 'Sleep medicine billing.',
  bullets: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  cards: [
    { title: 'Sleep Study Expertise', text: 'Studies.' },
    { title: 'DME Integration', text: 'Equipment.' },
  ],
};

const blockOf = <T extends Block['type']>(blocks: Block[], type: T) => blocks.find((block): block is Extract<Block, { type: T }> => block.type === type)!;

describe('a specialty page made from its entry and the shared words', () => {
  it('names the specialty in the eyebrow above the headline, or says what the specialty sets instead', () => {
    expect(blockOf(specialtyPageContent(sleep, template).blocks, 'hero').eyebrow).toBe('Sleep Medicine billing');
    const hospital = { ...sleep, name: 'Hospital Billing', eyebrow: 'Hospital and facility billing' };
    expect(blockOf(specialtyPageContent(hospital, template).blocks, 'hero').eyebrow).toBe('Hospital and facility billing');
  });

  it('heads the bullets with the shared words unless the specialty has its own (no "Hospital Billing Billing Services")', () => {
    expect(blockOf(specialtyPageContent(sleep, template).blocks, 'bulletList').heading).toBe('Our Sleep Medicine Billing Services');
    const hospital = { ...sleep, name: 'Hospital Billing', bulletsHeading: 'Our Hospital Billing Services' };
    expect(blockOf(specialtyPageContent(hospital, template).blocks, 'bulletList').heading).toBe('Our Hospital Billing Services');
  });
});
