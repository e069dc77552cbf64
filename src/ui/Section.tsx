import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
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

/** The centred column a band's content sits in (a page's other bands line up with it). */
export const sectionColumn = (theme: Theme) => css({ maxWidth: theme.breakpoints.xl - 64, margin: '0 auto' });

interface SectionProps {
  children: ReactNode;
  tone?: keyof typeof tones;
  /** The band's h2, which also names the section for screen readers. */
  heading?: string;
  /** A sentence under the heading. */
  intro?: string;
  /** The id of the h2, for content that the heading also names (a table). */
  headingId?: string;
}

/** A full-width band of the page with its content centred, opened by its heading and intro when it has them. */
export function Section({ children, tone = 'plain', heading, intro, headingId: givenId }: SectionProps) {
  const ownId = useId();
  const headingId = givenId ?? ownId;
  return (
    <section css={(theme) => [band(theme), tones[tone]]} aria-labelledby={heading ? headingId : undefined}>
      <div css={sectionColumn}>
        {heading && (
          <h2 id={headingId} css={sectionHeading}>
            {heading}
          </h2>
        )}
        {intro && <p css={sectionIntro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export const sectionHeading = css({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', lineHeight: 1.2, margin: 0 });
export const sectionIntro = css({ margin: '0.75rem 0 0', maxWidth: '48rem', fontSize: '1.125rem', color: 'inherit', opacity: 0.9 });
