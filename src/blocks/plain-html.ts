import type { Block } from '../site/types.generated.ts';

/**
 * The block types that do nothing in the browser their prerendered HTML does not do alone: text, pictures, links
 * (and CSS). The page a visitor arrives on keeps the server's markup for them: their code and their texts are not
 * in its first download (see BlockView, route-content.tsx and the site plugin). Any other block is live.
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
