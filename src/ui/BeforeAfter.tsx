import { fillTemplate } from '../model/template.ts';
import { useSite } from './site-context.tsx';

/**
 * What a result measured before and after, under its figure: "81% → 99.3%" for the eye, and labels.beforeAfter's
 * words ("from 81% to 99.3%") for a screen reader, which would read the arrow as "right arrow". `className` is the
 * look of the line the eye sees (the css prop of the block that shows it).
 */
export function BeforeAfter({ before, after, className }: { before: string; after: string; className?: string }) {
  const { site } = useSite();
  return (
    // Two siblings, no wrapper: the hidden words are out of the flow (absolute), so in a grid the line is one item.
    <>
      <span aria-hidden="true" className={className}>
        {/* A line too narrow for both breaks before the arrow, never after it: the arrow leads the after. */}
        {`${before} →\u00a0${after}`}
      </span>
      <span className="visually-hidden">{fillTemplate(site.labels.beforeAfter, { before, after })}</span>
    </>
  );
}
