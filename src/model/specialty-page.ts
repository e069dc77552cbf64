// A specialty record plus the shared specialty-page words make an ordinary page of blocks.
import type { Block, Button, ClaimVisual, ClientResults, CodesAndDenialsBlock, Specialty, SpecialtyPage } from './types.generated.ts';
import { clientResultBand, requiredClient } from './client-result.ts';
import { fillTemplate } from './template.ts';

/** The address of a specialty's page. */
export function specialtyPath(slug: string): string {
  return `/specialties/${slug}`;
}

/**
 * The words a specialty fills the shared texts with: {name}, and {practices}, what its practices are called in a
 * heading ("Family Medicine Practices", "Hospice Agencies"), "{name} Practices" unless the specialty says.
 */
export function specialtyWords(specialty: Pick<Specialty, 'name' | 'practices'>): Record<'name' | 'practices', string> {
  return { name: specialty.name, practices: specialty.practices ?? `${specialty.name} Practices` };
}

export interface SpecialtyPageContent {
  /** The page title before the brand is added, e.g. "Cardiology Billing Services". */
  title: string;
  description: string;
  blocks: Block[];
}

/** A specialty page's title (before the brand is added) and description. */
export function specialtyPageHead(
  specialty: Pick<Specialty, 'name' | 'practices' | 'title' | 'description'>,
  template: Pick<SpecialtyPage, 'title'>,
): Omit<SpecialtyPageContent, 'blocks'> {
  const fill = (text: string) => fillTemplate(text, specialtyWords(specialty));
  return { title: fill(specialty.title ?? template.title), description: fill(specialty.description) };
}

/**
 * The blocks of a specialty's page: hero (with its eyebrow), the six bullets, the two cards, its client's result (the
 * band every page that names the client shows, from `clientResults`), the codes and denials it handles, the closing
 * section.
 */
export function specialtyPageContent(specialty: Specialty, template: SpecialtyPage, { clients, ...words }: ClientResults): SpecialtyPageContent {
  const fill = (text: string) => fillTemplate(text, specialtyWords(specialty));
  const button = (shared: Button, label = shared.label): Button => ({ ...shared, label: fill(label) });
  return {
    ...specialtyPageHead(specialty, template),
    blocks: [
      {
        type: 'hero',
        eyebrow: fill(specialty.eyebrow ?? template.heroEyebrow),
        heading: fill(specialty.headline),
        text: fill(specialty.subtitle),
        buttons: [button(template.heroButton, specialty.heroButton)],
        ...(template.heroClaim ? { claim: heroClaim(specialty, template.heroClaim) } : { visual: template.heroVisual }),
        proof: template.heroProof,
      },
      { type: 'bulletList', heading: fill(specialty.bulletsHeading ?? template.bulletsHeading), items: specialty.bullets.map(fill) },
      {
        type: 'featureCards',
        heading: fill(specialty.cardsHeading ?? template.cardsHeading),
        ...(template.cardsIntro && { intro: fill(template.cardsIntro) }),
        // Two cards of a line or two each: as open rows, side by side under the heading, not two wide boxes mostly
        // empty; beside the heading they left its column empty under it on every specialty page (reviews 8 to 10).
        look: 'list',
        cards: specialty.cards.map((card) => ({ title: fill(card.title), text: fill(card.text) })),
      },
      clientResultBand(requiredClient(clients, specialty.client), words),
      codesAndDenials(specialty, template, fill),
      {
        type: 'callToAction',
        heading: fill(specialty.closingHeading ?? template.closingHeading),
        text: fill(template.closingText),
        buttons: [button(template.bottomButton, specialty.bottomButton), button(template.contactButton)],
      },
    ],
  };
}

/**
 * The hero's picture of a specialty: the shared claim line filled with its sample claim (one claim's exact codes, not
 * a family: those are listed further down; who paid it and in how many days) and its first denial.
 */
function heroClaim(specialty: Specialty, claim: ClaimVisual): ClaimVisual {
  const { sampleClaim } = specialty;
  const values = {
    ...specialtyWords(specialty),
    code: sampleClaim.code,
    codeName: sampleClaim.name,
    payer: sampleClaim.payer,
    paidIn: String(sampleClaim.paidIn),
    denial: specialty.denials[0] ?? '',
  };
  const fill = (text: string) => fillTemplate(fillTemplate(text, values), specialtyWords(specialty));
  const field = ({ label, text }: ClaimVisual['payer']) => ({ label: fill(label), text: fill(text) });
  return {
    title: fill(claim.title),
    tag: fill(claim.tag),
    payer: field(claim.payer),
    codes: field(claim.codes),
    description: fill(claim.description),
    track: claim.track.map((step) => ({ label: fill(step.label), when: fill(step.when) })),
    ...(claim.note && { note: fill(claim.note) }),
  };
}

/** The section of codes and denials: the specialty's own lists under the headings every specialty page shares. */
function codesAndDenials(specialty: Specialty, template: SpecialtyPage, fill: (text: string) => string): CodesAndDenialsBlock {
  // A specialty's own note where its code set is not the shared note's (dental's CDT).
  const note = specialty.codesNote ?? template.codesNote;
  return {
    type: 'codesAndDenials',
    heading: fill(template.codesHeading),
    ...(template.codesIntro && { intro: fill(template.codesIntro) }),
    codesHeading: fill(template.codeListHeading),
    codes: specialty.codes.map((family) => ({ code: family.code, name: fill(family.name) })),
    denialsHeading: fill(template.denialListHeading),
    denials: specialty.denials.map(fill),
    ...(note && { note: fill(note) }),
  };
}
