import type { Block } from '../model/types.generated.ts';

// How the browser takes over each block of the prerendered page a visitor arrives on (see route-content.tsx). Its
// first download is the shell's code and this page's content, and the code of the blocks in neither list below
// (the trust strip, which the shell has anyway). A new block type belongs in one of them unless it must work the
// moment the page is taken over.

/**
 * The block types that do nothing in the browser their prerendered HTML does not do alone: text, pictures, links
 * (and CSS). The page keeps the server's markup for them: their code and their texts are not in its first download
 * (see BlockView and the site plugin).
 */
export const plainHtmlBlocks: ReadonlySet<Block['type']> = new Set<Block['type']>([
  'hero',
  'bulletList',
  'featureCards',
  'callToAction',
  'specialtyIndex',
  'complianceSection',
  'legalText',
  'stats',
  'caseStudies',
  'testimonials',
  'steps',
  'timeline',
  'specialtyTiles',
  'comparisonTable',
  'demoDashboard',
]);

/**
 * The block types whose code the page does not wait for: React takes the rest of the page over and keeps their
 * server HTML (for the popup, nothing) until their code has come, fetched as the page is taken over.
 */
export const laterBlocks: ReadonlySet<Block['type']> = new Set<Block['type']>(['revenueCalculator', 'contactForm', 'auditForm', 'siteSearch', 'auditPopup', 'diagnosticEmbed']);
