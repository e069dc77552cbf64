import { css, type Theme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { auditEstimate, type AuditEstimate } from '../logic/audit-estimate.ts';
import { formatDollars } from '../logic/format.ts';
import { auditMessage, type AuditValues } from '../logic/form-mail.ts';
import type { AuditEstimateConstants, AuditFormBlock } from '../model/types.generated.ts';
import { useForms, withForms } from '../ui/forms-context.tsx';
import { Checkbox, type CheckState } from '../ui/Checkbox.tsx';
import { ContactDetails, emptyDetails, useRequiredCheck } from '../ui/ContactDetails.tsx';
import { TextField } from '../ui/form-fields.tsx';
import { MailForm } from '../ui/MailForm.tsx';
import { MailSent } from '../ui/MailSent.tsx';
import { besideHeading } from '../ui/beside-heading.ts';
import { FormAside } from '../ui/FormAside.tsx';
import { Section } from '../ui/Section.tsx';
import { mq, space } from '../ui/theme.ts';
import { useMail } from '../ui/use-mail.ts';
import { AuditEstimatePanel, estimateFields } from './AuditEstimate.tsx';

type TextValue = Exclude<keyof AuditValues, 'challenges'>;
const empty: AuditValues = { ...emptyDetails, monthlyCharges: '', currentAR: '', denialRate: '', challenges: [] };

const group = css({
  border: 0,
  padding: 0,
  margin: `${space[8]} 0 0`,
  '& > legend': { padding: 0, fontWeight: 700, fontSize: '1.0625rem' },
  '& > legend + *': { marginTop: space[3] },
});
const threeColumns = (theme: Theme) => css({ display: 'grid', gap: space[4], [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const challengeGrid = (theme: Theme) => css({ display: 'grid', gap: space[2], [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });

/** The audit request: checked on submit; then the estimate, and the prefilled e-mail auditMailDelayMs later. */
export const AuditForm = withForms(function AuditForm({ block, estimate: constants }: { block: AuditFormBlock; estimate: AuditEstimateConstants }) {
  const { forms, options } = useForms();
  const { site } = useSite();
  const { labels } = forms;
  const { challenges } = options;
  const [values, setValues] = useState(empty);
  const check = useRequiredCheck();
  const [estimate, setEstimate] = useState<AuditEstimate>();
  const [sent, send, resetSent] = useMail();
  // The e-mail opens auditMailDelayMs after the estimate shows; not at all if the visitor has left the page.
  const mailTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(mailTimer.current), []);
  // The fields render when they change, not when only what follows them does: a submit's click renders the estimate
  // alone (npm run bench, submitting the audit form).
  const fields = useMemo(() => {
    const set = (field: TextValue, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      check.update(field, value);
    };
    const toggle = (challenge: string) => (state: CheckState) =>
      setValues((current) => ({ ...current, challenges: challenges.filter((c) => (c === challenge ? state === 'checked' : current.challenges.includes(c))) }));
    const allState: CheckState = values.challenges.length === 0 ? 'unchecked' : values.challenges.length === challenges.length ? 'checked' : 'indeterminate';
    return (
      <>
        <ContactDetails values={values} onChange={set} check={check} />
        <fieldset css={group}>
          <legend>{block.figuresHeading}</legend>
          <div css={threeColumns}>
            {(['monthlyCharges', 'currentAR', 'denialRate'] as const).map((field) => (
              <TextField key={field} label={labels[field]} name={field} inputMode="decimal" value={values[field]} onChange={(value) => set(field, value)} />
            ))}
          </div>
        </fieldset>
        <fieldset css={group}>
          <legend>{labels.challenges}</legend>
          <Checkbox
            label={block.allChallenges}
            state={allState}
            onChange={(state) => setValues((current) => ({ ...current, challenges: state === 'checked' ? challenges : [] }))}
            css={{ marginBottom: space[2], fontWeight: 600 }}
          />
          <div css={challengeGrid}>
            {challenges.map((challenge) => (
              <Checkbox
                key={challenge}
                name="challenges"
                label={challenge}
                state={values.challenges.includes(challenge) ? 'checked' : 'unchecked'}
                onChange={toggle(challenge)}
              />
            ))}
          </div>
        </fieldset>
      </>
    );
  }, [values, check, labels, challenges, block]);
  const submit = () => {
    // A new try starts clean: no figures or message from the last one, and no e-mail still on its way.
    window.clearTimeout(mailTimer.current);
    setEstimate(undefined);
    resetSent();
    if (!check.passes(values)) return;
    const result = auditEstimate(values, constants, site.constants.limits.largestNumber);
    setEstimate(result);
    const lines = result && estimateFields.map((field): [string, string] => [block.estimate[field], formatDollars(result[field])]);
    const message = auditMessage(values, block.subject, forms, options.specialties, lines && { heading: block.estimate.heading, lines });
    mailTimer.current = window.setTimeout(() => send(message), site.constants.timings.auditMailDelayMs);
  };
  return (
    <Section id={block.anchor} heading={block.heading} intro={block.intro} column={besideHeading}>
      <MailForm
        label={block.heading}
        subject={block.subject}
        submit={block.submit}
        onSubmit={submit}
        after={
          <>
            <AuditEstimatePanel texts={block.estimate} estimate={estimate} constants={constants} />
            {/* The estimate is what the visitor came for: it takes the focus, and the sent panel after it does not. */}
            {sent && <MailSent mail={sent} takeFocus={!estimate} />}
          </>
        }
      >
        {fields}
      </MailForm>
      {block.aside && <FormAside content={block.aside} />}
    </Section>
  );
});
