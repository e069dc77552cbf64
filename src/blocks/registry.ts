// Block type -> its component and when the browser hydrates it (see Island). A mapped type over the schema's block
// union: a block type without a component or a hydration, or a component whose props do not match its schema (and
// the parts of the site it reads, BlockProps), fails `tsc`. Each block's code is a chunk of its own; its island's name
// is its type.
import type { BlockProps, BlockType } from '../model/site-shell.ts';
import { islandTable, lazyIsland, type LazyIsland } from '../ui/Island.tsx';

export type BlockRegistry = { [T in BlockType]: LazyIsland<BlockProps<T>> };

export const blockRegistry: BlockRegistry = islandTable({
  hero: lazyIsland('none', () => import('./Hero.tsx').then((module) => module.Hero)),
  bulletList: lazyIsland('none', () => import('./BulletList.tsx').then((module) => module.BulletList)),
  codesAndDenials: lazyIsland('none', () => import('./CodesAndDenials.tsx').then((module) => module.CodesAndDenials)),
  featureCards: lazyIsland('none', () => import('./FeatureCards.tsx').then((module) => module.FeatureCards)),
  callToAction: lazyIsland('none', () => import('./CallToAction.tsx').then((module) => module.CallToAction)),
  specialtyIndex: lazyIsland('none', () => import('./SpecialtyIndex.tsx').then((module) => module.SpecialtyIndex)),
  trustStrip: lazyIsland('interaction', () => import('./TrustStrip.tsx').then((module) => module.TrustStrip)),
  complianceSection: lazyIsland('none', () => import('./ComplianceSection.tsx').then((module) => module.ComplianceSection)),
  complianceCards: lazyIsland('none', () => import('./ComplianceCards.tsx').then((module) => module.ComplianceCards)),
  legalText: lazyIsland('none', () => import('./LegalText.tsx').then((module) => module.LegalText)),
  diagnosticEmbed: lazyIsland('load', () => import('./DiagnosticEmbed.tsx').then((module) => module.DiagnosticEmbed)),
  siteSearch: lazyIsland('load', () => import('./SiteSearch.tsx').then((module) => module.SiteSearch)),
  stats: lazyIsland('none', () => import('./Stats.tsx').then((module) => module.Stats)),
  revenueCalculator: lazyIsland('load', () => import('./RevenueCalculator.tsx').then((module) => module.RevenueCalculator)),
  caseStudies: lazyIsland('interaction', () => import('./CaseStudies.tsx').then((module) => module.CaseStudies)),
  testimonials: lazyIsland('interaction', () => import('./Testimonials.tsx').then((module) => module.Testimonials)),
  auditPopup: lazyIsland('load', () => import('./AuditPopup.tsx').then((module) => module.AuditPopup)),
  contactForm: lazyIsland('load', () => import('./ContactForm.tsx').then((module) => module.ContactForm)),
  auditForm: lazyIsland('load', () => import('./AuditForm.tsx').then((module) => module.AuditForm)),
  steps: lazyIsland('none', () => import('./Steps.tsx').then((module) => module.Steps)),
  timeline: lazyIsland('none', () => import('./Timeline.tsx').then((module) => module.Timeline)),
  team: lazyIsland('none', () => import('./Team.tsx').then((module) => module.Team)),
  faq: lazyIsland('none', () => import('./Faq.tsx').then((module) => module.Faq)),
  worksWith: lazyIsland('none', () => import('./WorksWith.tsx').then((module) => module.WorksWith)),
  specialtyTiles: lazyIsland('none', () => import('./SpecialtyTiles.tsx').then((module) => module.SpecialtyTiles)),
  comparisonTable: lazyIsland('none', () => import('./ComparisonTable.tsx').then((module) => module.ComparisonTable)),
  contactPanel: lazyIsland('none', () => import('./ContactPanel.tsx').then((module) => module.ContactPanel)),
  demoDashboard: lazyIsland('none', () => import('./DemoDashboard.tsx').then((module) => module.DemoDashboard)),
  exhibit: lazyIsland('none', () => import('./Exhibit.tsx').then((module) => module.Exhibit)),
  // Its print button: the code comes with the first pointer or focus on the report.
  monthlyReport: lazyIsland('interaction', () => import('./MonthlyReport.tsx').then((module) => module.MonthlyReport)),
});
