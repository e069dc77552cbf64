import { css, type Theme } from '@emotion/react';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useSite } from '../ui/site-context.tsx';
import {
  calculatorFields,
  calculatorBasis,
  calculatorInputs,
  defaultCalculatorTexts,
  inputMaximum,
  inputNote,
  revenueImpact,
  type CalculatorField,
  type RevenueImpact,
} from '../logic/calculator.ts';
import { formatDays, formatDollars } from '../logic/format.ts';
import { fillTemplate } from '../model/template.ts';
import { Icon } from '../ui/Icon.tsx';
import type { CalculatorConstants, RevenueCalculatorBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { formCard } from '../ui/form-layout.ts';
import { Section } from '../ui/Section.tsx';
import { oneLineFigure, figureLength } from '../ui/one-line-figure.ts';
import { color, mq, space, tint } from '../ui/theme.ts';
import { useDelayedValue } from '../ui/use-delayed-value.ts';

/** What is written before or after the number in a box: the formula fixes which box holds dollars or percent. */
const adornments: Record<CalculatorField, { before?: string; after?: 'percent' | 'days' }> = {
  monthlyRevenue: { before: '$' },
  claimsPerMonth: {},
  denialRate: { after: 'percent' },
  avgClaimValue: { before: '$' },
  daysInAR: { after: 'days' },
};

/** The figures, in the order they are shown. */
const resultFields = ['currentLoss', 'potentialSavings', 'improvedRevenue', 'timeSavings', 'annualSavings'] as const satisfies readonly (keyof RevenueImpact)[];

const layout = (theme: Theme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: space[6],
    marginTop: space[8],
    // Side by side the two panels are one height: the figures spread down the results to meet the form's foot.
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space[8] },
  });
const panelHeading = css({ margin: `0 0 ${space[5]}`, fontSize: '1.25rem' });
// The boxes share three columns (subgrid): the unit before the number, the number, the unit after it. Every framed
// box is then as wide as the others, whichever unit stands beside it, and the numbers after a unit line up (a number
// without one spans the first column too: numberFromStart). One column of text boxes no wider than the form: a
// box's own width (about 20 characters) would push a unit off a 320 px screen.
const inputsCard = (theme: Theme) =>
  css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', rowGap: space[4], padding: space[5], [mq(theme, 'sm')]: { padding: space[8] } });
const inputsHeading = css({ gridColumn: '1 / -1', marginBottom: space[1] });
const fieldStyle = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  rowGap: space[2],
  '& label': { gridColumn: '1 / -1', fontWeight: 600 },
});
const box = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  minHeight: 48,
  border: `2px solid ${color('controlBorder')}`,
  borderRadius: 10,
  background: color('background'),
  cursor: 'text',
  '&:focus-within': { borderColor: color('primary'), boxShadow: `0 0 0 3px ${tint('primary', 25)}` },
  '& input': {
    gridColumn: 2,
    minWidth: 0,
    minHeight: 44,
    padding: `0 ${space[3]}`,
    border: 0,
    background: 'none',
    color: color('text'),
    font: 'inherit',
    fontSize: '1rem',
    outline: 'none',
  },
});
// A number with no unit before it starts where a unit would, at the box's left, not after an empty column. It spans
// that column without widening it: with no size of its own (inline-size containment) it adds nothing to the
// column's width, which the units before their numbers set (its own width went into the column, and the other boxes
// shrank to 24 px at 320 px).
const numberFromStart = css({ '&& input': { gridColumn: '1 / 3', justifySelf: 'stretch', contain: 'inline-size', paddingLeft: space[4] } });
const unit = css({ color: color('muted'), fontWeight: 600 });
const unitBefore = css({ gridColumn: 1, paddingLeft: space[4] });
// At the right edge, where a shorter unit (%) than the widest (days) would leave a gap before it.
const unitAfter = css({ gridColumn: 3, justifySelf: 'end', paddingRight: space[4] });
// On phones both panels take a narrower frame, which leaves the figures room beside their labels; from there up
// the results keep the form card's own padding (form-layout's formCard, off the scale), so the two headings line up.
const results = (theme: Theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    padding: space[5],
    borderRadius: 16,
    background: color('primaryDark'),
    color: color('onPrimary'),
    [mq(theme, 'sm')]: { padding: space[8] },
  });
// Dimmed while the new figures are on their way, by the attribute that says so: one class for both states, so the
// first change inserts no new style rule (and costs no page-wide style recalc) on the visitor's first keystroke.
const figures = css({
  flex: 1,
  margin: 0,
  display: 'grid',
  alignContent: 'space-between',
  gap: space[3],
  transition: 'opacity 150ms ease',
  '&[aria-busy="true"]': { opacity: 0.6 },
});
// A figure is never split: it stands beside its label while the label keeps 7 rem, else under it on the right, and
// shrinks when even the whole row is too narrow for it (the row is its size container).
const row = css({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space[1]} ${space[4]}`,
  paddingBottom: space[3],
  borderBottom: '1px solid rgba(255,255,255,0.2)',
  '& dt': { flex: '1 1 0', minWidth: '7rem', opacity: 0.9 },
  '& dd': { margin: '0 0 0 auto', fontWeight: 700, ...oneLineFigure('1.25rem') },
});
const highlight = css({ '& dd': { ...oneLineFigure('1.75rem'), color: '#fde68a' } });
// The small print under the figures: that they are estimates, then how they are worked out.
const notes = css({
  display: 'grid',
  gap: space[2],
  margin: `${space[4]} 0 ${space[6]}`,
  fontSize: '0.875rem',
  opacity: 0.85,
  '& p': { margin: 0 },
});

// Under a box whose number the formulas do not take as typed: what they take instead, in the colour of a caution.
const noteUnder = css({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: space[2],
  alignItems: 'flex-start',
  margin: 0,
  color: color('rating'),
  fontSize: '0.875rem',
  fontWeight: 600,
  '& > svg': { flex: 'none', marginTop: 1 },
  '&:empty': { display: 'none' },
});

/** A press anywhere in a box (its unit, the room around the number) puts the cursor in its number, as in one field. */
function focusNumber(event: MouseEvent<HTMLDivElement>) {
  const input = event.currentTarget.querySelector('input');
  if (!input || event.target === input) return;
  event.preventDefault();
  input.focus();
}

/** The calculator's boxes and its results, which follow the boxes calculatorResultDelayMs after each change. */
export function RevenueCalculator({ block, calculator: constants }: { block: RevenueCalculatorBlock; calculator: CalculatorConstants }) {
  const { site } = useSite();
  const ids = useId();
  const [texts, setTexts] = useState(() => defaultCalculatorTexts(constants));
  const impact = useMemo(
    () => revenueImpact(calculatorInputs(texts, site.constants.limits.largestNumber), constants),
    [texts, constants, site.constants.limits.largestNumber],
  );
  const shown = useDelayedValue(impact, site.constants.timings.calculatorResultDelayMs);
  const figure = (field: keyof RevenueImpact) => (field === 'timeSavings' ? `${formatDays(shown[field])} ${block.daysUnit}` : formatDollars(shown[field]));
  const afterText = { percent: '%', days: block.daysUnit };
  const { largestNumber } = site.constants.limits;
  /** The words under a box, if its number is not taken as typed. */
  const noteFor = (field: CalculatorField) => {
    const kind = block.inputNotes && inputNote(field, texts[field], largestNumber);
    if (!kind || !block.inputNotes) return undefined;
    const maximum = inputMaximum(field, largestNumber);
    return fillTemplate(block.inputNotes[kind], { maximum: field === 'denialRate' ? `${maximum}%` : formatDays(maximum) });
  };
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <div css={layout}>
        <form
          css={(theme) => [formCard, inputsCard(theme)]}
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby={block.inputsHeading ? `${ids}-inputs` : undefined}
          aria-label={block.inputsHeading ? undefined : block.heading}
        >
          {block.inputsHeading && (
            <h3 id={`${ids}-inputs`} css={[panelHeading, inputsHeading]}>
              {block.inputsHeading}
            </h3>
          )}
          {calculatorFields.map((field) => {
            const { before, after } = adornments[field];
            const note = noteFor(field);
            // The note's element is always there, empty while the number is taken: the field names it from the first HTML.
            const described = `${before || after ? `${ids}-${field}-unit ` : ''}${ids}-${field}-note`;
            return (
              <div key={field} css={fieldStyle}>
                <label htmlFor={`${ids}-${field}`}>{block.inputs[field]}</label>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: only the pointer's shortcut into the text box, which the keyboard reaches itself. */}
                <div css={[box, !before && numberFromStart]} onMouseDown={focusNumber}>
                  {/* The unit is read after the label ("Denial Rate, %"): the box holds a bare number. */}
                  {before && (
                    <span id={`${ids}-${field}-unit`} css={[unit, unitBefore]}>
                      {before}
                    </span>
                  )}
                  <input
                    id={`${ids}-${field}`}
                    aria-describedby={described}
                    name={field}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={texts[field]}
                    onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                  />
                  {after && (
                    <span id={`${ids}-${field}-unit`} css={[unit, unitAfter]}>
                      {afterText[after]}
                    </span>
                  )}
                </div>
                <p id={`${ids}-${field}-note`} css={noteUnder}>
                  {note && (
                    <>
                      <Icon name="alert" size={18} />
                      {note}
                    </>
                  )}
                </p>
              </div>
            );
          })}
        </form>
        <div css={results}>
          <h3 css={[panelHeading, { color: 'inherit' }]}>{block.resultsHeading}</h3>
          {/* Read out whole when the figures change; busy while the new ones are on their way. */}
          <dl css={figures} aria-live="polite" aria-atomic="true" aria-busy={shown !== impact}>
            {resultFields.map((field) => {
              const text = figure(field);
              return (
                <div key={field} css={[row, field === 'annualSavings' && highlight]}>
                  <dt>{block.results[field]}</dt>
                  <dd style={figureLength(text)}>{text}</dd>
                </div>
              );
            })}
          </dl>
          {(block.note || block.basis) && (
            <div css={notes}>
              {block.note && <p>{block.note}</p>}
              {block.basis && <p>{fillTemplate(block.basis, calculatorBasis(constants))}</p>}
            </div>
          )}
          <div css={buttonRow}>
            <ButtonLink button={block.button} tone="dark" />
          </div>
        </div>
      </div>
    </Section>
  );
}
