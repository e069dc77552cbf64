// What npm run lighthouse reads out of Lighthouse's reports: a page's four category scores and three metrics as
// medians over its runs, its largest contentful paint element, and the audits that cost it points.
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** A page's figures, each the median over its runs: scores 0–100 (NaN when Lighthouse gave none), ms, CLS. */
export interface PageFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The largest contentful paint element in the run nearest the median ("p: We code and bill…"). */
  lcpElement: string | undefined;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const score = (lhr: Result, category: Category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
};
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The medians of one page's runs. */
export function pageFigures(runs: readonly Result[]): PageFigures {
  const scores = Object.fromEntries(categories.map((category) => [category, median(runs.map((lhr) => score(lhr, category)))])) as Record<Category, number>;
  return {
    scores,
    lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    cls: median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
    tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    lcpElement: lcpElement(representative(runs)),
  };
}

/** Lighthouse's own pick of the run nearest the median (by first paint and time to interactive). */
function representative(runs: readonly Result[]): Result | undefined {
  try {
    return computeMedianRun([...runs]);
  } catch {
    return runs[0]; // no runs, or one without a first paint: then any run explains as well as another
  }
}

/** `tag: text` of the largest contentful paint element, from the audit's details. */
function lcpElement(lhr: Result | undefined): string | undefined {
  // The details are typed as a union of every kind of table; only the shape read here matters, so it is walked as
  // unknown data. Lighthouse 12 gives a list whose first table holds the element; older ones the table itself.
  const details = asRecord(lhr?.audits['largest-contentful-paint-element']?.details);
  const table = details?.type === 'list' ? asRecord(asArray(details.items)?.[0]) : details;
  const node = asRecord(asRecord(asArray(table?.items)?.[0])?.node);
  if (!node) return undefined;
  const tag = /^<([a-z0-9-]+)/i.exec(String(node.snippet ?? ''))?.[1] ?? 'element';
  return `${tag}: ${String(node.nodeLabel ?? '')}`;
}
const asRecord = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined);
const asArray = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : undefined);

/**
 * Why a category lost points: each weighted audit that scored below 1 in some run, with its result and in how many
 * runs it failed. For performance, Lighthouse's diagnostics that fail in the run nearest the median follow (they
 * weigh nothing themselves but say what slows the metrics).
 */
export function costlyAudits(runs: readonly Result[], category: Category): string[] {
  const typical = representative(runs);
  if (!typical) return [];
  const refs = typical.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs.filter((ref) => ref.weight > 0)) {
    const failing = runs.filter((lhr) => (lhr.audits[ref.id]?.score ?? 1) < 1);
    if (failing.length === 0) continue;
    const audit = (failing.includes(typical) ? typical : failing[0]).audits[ref.id];
    lines.push(
      `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}, score ${audit.score}; failed in ${failing.length} of ${runs.length} runs`,
    );
  }
  if (category !== 'performance') return lines;
  for (const ref of refs.filter((ref) => ref.group === 'diagnostics' && ref.id !== 'largest-contentful-paint-element')) {
    const audit = typical.audits[ref.id];
    if (audit && typeof audit.score === 'number' && audit.score < 0.9)
      lines.push(`diagnostic: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return lines;
}
