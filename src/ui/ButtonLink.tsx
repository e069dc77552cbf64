import { css, type Theme } from '@emotion/react';
import type { Button } from '../model/types.generated.ts';
import { color, mq, space } from './theme.ts';
import { SmartLink } from './SmartLink.tsx';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  // A phone's full-width button keeps its label on one line where it can ("Get Free Emergency Medicine Analysis"):
  // 16 px at its sides there, 24 px from 600 px wide. A label that must wrap breaks into even lines, not one word
  // under the rest.
  padding: `${space[3]} clamp(${space[4]}, 4vw, ${space[6]})`,
  textWrap: 'balance',
  borderRadius: 8,
  border: '2px solid transparent',
  // A real <button> (buttonStyle) is in the browser's own sans otherwise, not the page's.
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '1rem',
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  // The header's button to the page being shown: a bar under it, as the menu's current entry has (a ring round it read
  // as the keyboard's focus, review 6; its words underlined, as a glitch, review 13).
  position: 'relative',
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: '0.5rem',
    right: '0.5rem',
    bottom: -6,
    height: 3,
    borderRadius: 2,
    background: color('primary'),
  },
});

/** Looks per variant, on a light background and on the dark brand band. */
const looks = {
  light: {
    primary: css({ background: color('primary'), color: color('onPrimary'), '&:hover': { background: color('primaryDark') } }),
    secondary: css({ borderColor: color('primary'), color: color('primary'), background: color('background'), '&:hover': { background: color('surface') } }),
  },
  dark: {
    primary: css({ background: color('onPrimary'), color: color('primaryDark'), '&:hover': { background: color('surface') } }),
    secondary: css({ borderColor: color('onPrimary'), color: color('onPrimary'), '&:hover': { background: 'rgba(255,255,255,0.12)' } }),
  },
};

interface ButtonLinkProps {
  button: Button;
  tone?: keyof typeof looks;
  onClick?: () => void;
  /** What the link is about, read after its label by screen readers (a card's "Learn More: Medical Billing"). */
  about?: string;
  /** More style (emotion passes a css prop here). */
  className?: string;
  /** Mark it aria-current="page" when it points at the page being shown (the header's buttons). */
  markCurrent?: boolean;
}

/** The look of a button of `variant` on a light background, for a real <button> that looks like the links. */
export const buttonStyle = (variant: 'primary' | 'secondary') => [base, looks.light[variant]];

/** A link drawn as a button, from a button of site.yaml. */
export function ButtonLink({ button, tone = 'light', onClick, about, className, markCurrent }: ButtonLinkProps) {
  return (
    <SmartLink href={button.href} onClick={onClick} markCurrent={markCurrent} className={className} css={[base, looks[tone][button.variant ?? 'primary']]}>
      {button.label}
      {about && <span className="visually-hidden">: {about}</span>}
    </SmartLink>
  );
}

/** A row of buttons; on a phone each takes the full width, so a stack of them does not end ragged. */
export const buttonRow = (theme: Theme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[3],
    marginTop: space[6],
    '& > a': { flex: '1 1 100%' },
    [mq(theme, 'sm')]: { marginTop: space[8], '& > a': { flex: '0 1 auto' } },
  });
