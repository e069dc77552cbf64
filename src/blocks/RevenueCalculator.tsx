import { css, type Theme } from '@emotion/react';
import { useId, useMemo, useState } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { calculatorFields, calculatorInputs, defaultCalculatorTexts, revenueImpact, type CalculatorField, type RevenueImpact } from '../logic/calculator.ts';
import { formatDays, formatDollars } from '../logic/format.ts';
import type { RevenueCalculatorBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { formCard } from '../ui/form-layout.ts';
import { Section } from '../ui/Section.tsx';
import { color, mq, tint } from '../ui/theme.ts';
import { useDelayedValue } from '../ui/use-delayed-value.ts';

/** What is written before or after the number in a box: the formula fixes which box holds dollars or percent. */
const adornments: Record<CalculatorField, { before?: string; after?: 'percent' | 'days' }> = {
  monthlyRevenue: { before: '$' },
  claimsPerMonth: {},
  denialRate: { after: 'percent' },
  avgClaimValue: { before: '$' },
  daysInAR: { after: 'days' },
};

const layout = (theme: Theme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '1.5rem',
    marginTop: '2rem',
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '2rem', alignItems: 'start' },
  });
const panelHeading = css({ margin: '0 0 1.25rem', fontSize: '1.25rem' });
// One column no wider than the form: a text box's own width (about 20 characters) would push its unit off a 320 px screen.
const fieldStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.375rem', '& + &': { marginTop: '1rem' } });
const box = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  border: `2px solid ${color('controlBorder')}`,
  borderRadius: 10,
  background: color('background'),
  '&:focus-within': { borderColor: color('primary'), boxShadow: `0 0 0 3px ${tint('primary', 25)}` },
  '& span': { padding: '0 0.875rem', color: color('muted'), fontWeight: 600 },
  '& input': {
    flex: 1,
    minWidth: 0,
    minHeight: 44,
    padding: '0 0.875rem',
    border: 0,
    background: 'none',
    color: color('text'),
    font: 'inherit',
    fontSize: '1rem',
    outline: 'none',
  },
  '& span + input': { paddingLeft: 0 },
});
const results = css({ padding: '1.75rem', borderRadius: 16, background: color('primaryDark'), color: color('onPrimary') });
// Dimmed while the new figures are on their way, by the attribute that says so: one class for both states, so the
// first change inserts no new style rule (and costs no page-wide style recalc) on the visitor's first keystroke.
const figures = css({ margin: 0, display: 'grid', gap: '0.75rem', transition: 'opacity 150ms ease', '&[aria-busy="true"]': { opacity: 0.6 } });
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '1rem',
  paddingBottom: '0.75rem',
  borderBottom: '1px solid rgba(255,255,255,0.2)',
  '& dt': { opacity: 0.9 },
  '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
});
const highlight = css({ '& dd': { fontSize: '1.75rem', color: '#fde68a' } });
const note = css({ margin: '1rem 0 1.5rem', fontSize: '0.875rem', opacity: 0.85 });

/** The calculator's boxes and its results, which follow the boxes calculatorResultDelayMs after each change. */
export function RevenueCalculator({ block }: { block: RevenueCalculatorBlock }) {
  const { site } = useSite();
  const constants = site.constants.calculator;
  const ids = useId();
  const [texts, setTexts] = useState(() => defaultCalculatorTexts(constants));
  const impact = useMemo(
    () => revenueImpact(calculatorInputs(texts, site.constants.limits.largestNumber), constants),
    [texts, constants, site.constants.limits.largestNumber],
  );
  const shown = useDelayedValue(impact, site.constants.timings.calculatorResultDelayMs);
  const figure = (field: keyof RevenueImpact) => (field === 'timeSavings' ? `${formatDays(shown[field])} ${block.daysUnit}` : formatDollars(shown[field]));
  const afterText = { percent: '%', days: block.daysUnit };
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <div css={layout}>
        <form
          css={formCard}
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby={block.inputsHeading ? `${ids}-inputs` : undefined}
          aria-label={block.inputsHeading ? undefined : block.heading}
        >
          {block.inputsHeading && (
            <h3 id={`${ids}-inputs`} css={panelHeading}>
              {block.inputsHeading}
            </h3>
          )}
          {calculatorFields.map((field) => {
            const { before, after } = adornments[field];
            return (
              <div key={field} css={fieldStyle}>
                <label htmlFor={`${ids}-${field}`} css={{ fontWeight: 600 }}>
                  {block.inputs[field]}
                </label>
                <div css={box}>
                  {/* The unit is read after the label ("Denial Rate, %"): the box holds a bare number. */}
                  {before && <span id={`${ids}-${field}-unit`}>{before}</span>}
                  <input
                    id={`${ids}-${field}`}
                    aria-describedby={before || after ? `${ids}-${field}-unit` : undefined}
                    name={field}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={texts[field]}
                    onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                  />
                  {after && <span id={`${ids}-${field}-unit`}>{afterText[after]}</span>}
                </div>
              </div>
            );
          })}
        </form>
        <div css={results}>
          <h3 css={[panelHeading, { color: 'inherit' }]}>{block.resultsHeading}</h3>
          {/* Read out whole when the figures change; busy while the new ones are on their way. */}
          <dl css={figures} aria-live="polite" aria-atomic="true" aria-busy={shown !== impact}>
            {(['currentLoss', 'potentialSavings', 'improvedRevenue', 'timeSavings', 'annualSavings'] as const).map((field) => (
              <div key={field} css={[row, field === 'annualSavings' && highlight]}>
                <dt>{block.results[field]}</dt>
                <dd>{figure(field)}</dd>
              </div>
            ))}
          </dl>
          {block.note && <p css={note}>{block.note}</p>}
          <ButtonLink button={block.button} tone="dark" />
        </div>
      </div>
    </Section>
  );
}
