// Block type -> component. A mapped type over the schema's block union: a block type without a component, or a
// component whose props do not match its schema, fails `tsc`.
import type { ComponentType } from 'react';
import type { Block } from '../site/types.generated.ts';
import type { LazyBlock } from './lazy-block.tsx';
import { Hero } from './Hero.tsx';
import { BulletList } from './BulletList.tsx';
import { FeatureCards } from './FeatureCards.tsx';
import { CallToAction } from './CallToAction.tsx';
import { SpecialtyIndex } from './SpecialtyIndex.tsx';
import { TrustStrip } from './TrustStrip.tsx';
import { ComplianceSection } from './ComplianceSection.tsx';
import { LegalText } from './LegalText.tsx';
import { DiagnosticEmbed } from './DiagnosticEmbed.tsx';
import { SiteSearch } from './SiteSearch.tsx';
import { Stats } from './Stats.tsx';
import { RevenueCalculator } from './RevenueCalculator.tsx';
import { CaseStudies } from './CaseStudies.tsx';
import { Testimonials } from './Testimonials.tsx';
import { AuditPopup } from './AuditPopup.tsx';
import { ContactForm } from './ContactForm.tsx';
import { AuditForm } from './AuditForm.tsx';
import { Steps } from './Steps.tsx';
import { Timeline } from './Timeline.tsx';
import { SpecialtyTiles } from './SpecialtyTiles.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { DemoDashboard } from './DemoDashboard.tsx';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockRegistry = { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> };

export const blockRegistry: BlockRegistry = {
  hero: Hero,
  bulletList: BulletList,
  featureCards: FeatureCards,
  callToAction: CallToAction,
  specialtyIndex: SpecialtyIndex,
  trustStrip: TrustStrip,
  complianceSection: ComplianceSection,
  legalText: LegalText,
  diagnosticEmbed: DiagnosticEmbed,
  siteSearch: SiteSearch,
  stats: Stats,
  revenueCalculator: RevenueCalculator,
  caseStudies: CaseStudies,
  testimonials: Testimonials,
  auditPopup: AuditPopup,
  contactForm: ContactForm,
  auditForm: AuditForm,
  steps: Steps,
  timeline: Timeline,
  specialtyTiles: SpecialtyTiles,
  comparisonTable: ComparisonTable,
  demoDashboard: DemoDashboard,
};

/** Fetches the code of every block that loads apart, so the prerender can render them whole. */
export function preloadBlocks(): Promise<unknown[]> {
  return Promise.all(Object.values(blockRegistry).map((block) => (block as Partial<LazyBlock<Block>>).preload?.()));
}
