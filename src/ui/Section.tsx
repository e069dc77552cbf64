import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, mq } from './theme.ts';

const band = (theme: Theme) =>
  css({
    padding: '3.5rem 1.25rem',
    [mq(theme, 'md')]: { padding: '5rem 2rem' },
  });

const tones = {
  plain: css({ background: color('background') }),
  muted: css({ background: color('surface') }),
  brand: css({ background: color('primaryDark'), color: color('onPrimary') }),
};

const inner = (theme: Theme) => css({ maxWidth: theme.breakpoints.xl - 64, margin: '0 auto' });

/** A full-width band of the page with its content centred. */
export function Section({ children, tone = 'plain', labelledBy }: { children: ReactNode; tone?: keyof typeof tones; labelledBy?: string }) {
  return (
    <section css={(theme) => [band(theme), tones[tone]]} aria-labelledby={labelledBy}>
      <div css={inner}>{children}</div>
    </section>
  );
}

export const sectionHeading = css({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', lineHeight: 1.2, margin: 0 });
export const sectionIntro = css({ margin: '0.75rem 0 0', maxWidth: '48rem', fontSize: '1.125rem', color: 'inherit', opacity: 0.9 });
