// The status of a security or privacy framework as a small tag. Audited and certified are proofs a third party
// issued and share the filled look; compliant (HIPAA: a law, met and backed by a signed BAA, with no certificate to
// show) is outlined in another colour and carries another picture, so it never passes for a certificate.
import { css } from '@emotion/react';
import type { ComplianceStatus } from '../model/types.generated.ts';
import { Icon, type IconName } from './Icon.tsx';
import { color, space } from './theme.ts';

const tag = css({
  display: 'inline-flex',
  margin: 0,
  alignItems: 'center',
  gap: space[1],
  padding: `${space[1]} ${space[2]}`,
  // Not a pill: in a narrow card the words may take two lines, and a rounded box holds two lines well.
  borderRadius: 6,
  border: '1px solid transparent',
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.4,
  '& svg': { flex: 'none' },
});

const looks = {
  audited: css({ background: color('primary'), color: color('onPrimary') }),
  certified: css({ background: color('primary'), color: color('onPrimary') }),
  compliant: css({ background: color('background'), borderColor: color('accent'), color: color('accent') }),
};

const icons: Record<ComplianceStatus['kind'], IconName> = { audited: 'checkCircle', certified: 'certificate', compliant: 'document' };

/** A framework's status (Independently audited, Certified, HIPAA compliant, BAA signed) in the look of its kind. */
export function ComplianceStatusTag({ status, className }: { status: ComplianceStatus; className?: string }) {
  return (
    <p css={[tag, looks[status.kind]]} className={className}>
      <Icon name={icons[status.kind]} size={16} />
      <span>{status.label}</span>
    </p>
  );
}
