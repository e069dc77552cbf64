// Block type -> component. A mapped type over the schema's block union: a block type without a component, or a
// component whose props do not match its schema, fails `tsc`. Each block's code is a chunk of its own, so a page
// fetches the code of the blocks it shows and no other (the prerender preloads them; see route-content.ts), and
// none for its plain-HTML blocks on the page a visitor arrives on (blocks/arrival.ts).
import type { Block } from '../model/types.generated.ts';
import { lazyBlock, type LazyBlock } from './lazy-block.tsx';
import { laterBlocks, plainHtmlBlocks } from './arrival.ts';
import { TrustStrip } from './TrustStrip.tsx';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockRegistry = { [T in BlockType]: LazyBlock<BlockOf<T>> };

export const blockRegistry: BlockRegistry = {
  hero: lazyBlock(() => import('./Hero.tsx').then((module) => module.Hero)),
  bulletList: lazyBlock(() => import('./BulletList.tsx').then((module) => module.BulletList)),
  featureCards: lazyBlock(() => import('./FeatureCards.tsx').then((module) => module.FeatureCards)),
  callToAction: lazyBlock(() => import('./CallToAction.tsx').then((module) => module.CallToAction)),
  specialtyIndex: lazyBlock(() => import('./SpecialtyIndex.tsx').then((module) => module.SpecialtyIndex)),
  // The footer of every page shows the trust strip, so its code is in every page's first download anyway.
  trustStrip: lazyBlock(() => Promise.resolve(TrustStrip)),
  complianceSection: lazyBlock(() => import('./ComplianceSection.tsx').then((module) => module.ComplianceSection)),
  legalText: lazyBlock(() => import('./LegalText.tsx').then((module) => module.LegalText)),
  diagnosticEmbed: lazyBlock(() => import('./DiagnosticEmbed.tsx').then((module) => module.DiagnosticEmbed)),
  siteSearch: lazyBlock(() => import('./SiteSearch.tsx').then((module) => module.SiteSearch)),
  stats: lazyBlock(() => import('./Stats.tsx').then((module) => module.Stats)),
  revenueCalculator: lazyBlock(() => import('./RevenueCalculator.tsx').then((module) => module.RevenueCalculator)),
  caseStudies: lazyBlock(() => import('./CaseStudies.tsx').then((module) => module.CaseStudies)),
  testimonials: lazyBlock(() => import('./Testimonials.tsx').then((module) => module.Testimonials)),
  auditPopup: lazyBlock(() => import('./AuditPopup.tsx').then((module) => module.AuditPopup)),
  contactForm: lazyBlock(() => import('./ContactForm.tsx').then((module) => module.ContactForm)),
  auditForm: lazyBlock(() => import('./AuditForm.tsx').then((module) => module.AuditForm)),
  steps: lazyBlock(() => import('./Steps.tsx').then((module) => module.Steps)),
  timeline: lazyBlock(() => import('./Timeline.tsx').then((module) => module.Timeline)),
  specialtyTiles: lazyBlock(() => import('./SpecialtyTiles.tsx').then((module) => module.SpecialtyTiles)),
  comparisonTable: lazyBlock(() => import('./ComparisonTable.tsx').then((module) => module.ComparisonTable)),
  demoDashboard: lazyBlock(() => import('./DemoDashboard.tsx').then((module) => module.DemoDashboard)),
};

/** The file of a block type's component (hero -> src/blocks/Hero.tsx), whose chunk the prerender preloads. */
export function blockFile(type: BlockType): string {
  return `src/blocks/${type[0].toUpperCase()}${type.slice(1)}.tsx`;
}

/** The types among `types` whose code the page a visitor arrives on needs: those that do more than plain HTML. */
export function liveBlockTypes(types: readonly BlockType[]): BlockType[] {
  return types.filter((type) => !plainHtmlBlocks.has(type) && !laterBlocks.has(type));
}

/** Fetches the code of the blocks of these types, so a page of them renders at once. */
export function preloadBlockTypes(types: readonly BlockType[]): Promise<unknown[]> {
  return Promise.all(types.map((type) => blockRegistry[type].preload()));
}

/** Fetches the code of every block, so the prerender can render every block whole. */
export function preloadBlocks(): Promise<unknown[]> {
  return Promise.all(Object.values(blockRegistry).map((block) => block.preload()));
}
