// A specialty record plus the shared specialty-page words make an ordinary page of blocks.
import type { Block, Button, CodesAndDenialsBlock, ListVisual, Specialty, SpecialtyPage, StatsBlock } from './types.generated.ts';
import { fillTemplate } from './template.ts';

/** The address of a specialty's page. */
export function specialtyPath(slug: string): string {
  return `/specialties/${slug}`;
}

export interface SpecialtyPageContent {
  /** The page title before the brand is added, e.g. "Cardiology Billing Services". */
  title: string;
  description: string;
  blocks: Block[];
}

/** A specialty page's title (before the brand is added) and description. */
export function specialtyPageHead(
  specialty: Pick<Specialty, 'name' | 'title' | 'description'>,
  template: Pick<SpecialtyPage, 'title'>,
): Omit<SpecialtyPageContent, 'blocks'> {
  const fill = (text: string) => fillTemplate(text, { name: specialty.name });
  return { title: fill(specialty.title ?? template.title), description: fill(specialty.description) };
}

/**
 * The blocks of a specialty's page: hero (with its eyebrow), the six bullets, the two cards, one client's result,
 * the codes and denials it handles, the closing section.
 */
export function specialtyPageContent(specialty: Specialty, template: SpecialtyPage): SpecialtyPageContent {
  const fill = (text: string) => fillTemplate(text, { name: specialty.name });
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
        ...(template.heroChecklist ? { checklist: heroChecklist(specialty, template.heroChecklist) } : { visual: template.heroVisual }),
        proof: template.heroProof,
      },
      { type: 'bulletList', heading: fill(specialty.bulletsHeading ?? template.bulletsHeading), items: specialty.bullets.map(fill) },
      {
        type: 'featureCards',
        heading: fill(specialty.cardsHeading ?? template.cardsHeading),
        cards: specialty.cards.map((card) => ({ title: fill(card.title), text: fill(card.text) })),
      },
      result(specialty, template),
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
 * The hero's picture of a specialty: the shared checklist filled with its sample claim (one claim's exact codes, not
 * a family: those are listed further down) and its first denial.
 */
function heroChecklist(specialty: Specialty, checklist: ListVisual): ListVisual {
  const { sampleClaim } = specialty;
  const values = { name: specialty.name, code: sampleClaim.code, codeName: sampleClaim.name, denial: specialty.denials[0] ?? '' };
  const fill = (text: string) => fillTemplate(fillTemplate(text, values), { name: specialty.name });
  return {
    title: fill(checklist.title),
    tag: fill(checklist.tag),
    items: checklist.items.map((item) => ({ label: fill(item.label), detail: fill(item.detail) })),
  };
}

/**
 * One client's result, right after the cards that claim what we do for the specialty: its two figures side by side in
 * the stats block's quiet row, under the shared words filled with who the client is and over how long.
 */
function result(specialty: Specialty, template: SpecialtyPage): StatsBlock {
  const { practice, size, state, timeline, figures } = specialty.result;
  // One pass: a client's words are shown as written, even one with braces in it.
  const fill = (text: string) => fillTemplate(text, { name: specialty.name, practice, size, state, timeline });
  return {
    type: 'stats',
    look: 'row',
    heading: fill(template.result.heading),
    intro: fill(template.result.intro),
    stats: figures.map(({ label, value }) => ({ label, value })),
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
