import { css, type Theme } from '@emotion/react';
import type { HeroBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { sectionColumn } from '../ui/Section.tsx';
import { eyebrow } from '../ui/surface.ts';
import { color, mq } from '../ui/theme.ts';

const hero = (theme: Theme) =>
  css({
    padding: '3.5rem 1.25rem 4rem',
    background: `linear-gradient(160deg, ${theme.colors.surface} 0%, ${theme.colors.background} 70%)`,
    borderBottom: `1px solid ${theme.colors.border}`,
    [mq(theme, 'md')]: { padding: '5.5rem 2rem 6rem' },
  });
const heading = css({ margin: 0, maxWidth: '22ch', fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)', lineHeight: 1.1, letterSpacing: '-0.02em' });
const text = css({ margin: '1.25rem 0 0', maxWidth: '40rem', fontSize: '1.1875rem', lineHeight: 1.6, color: color('muted') });

/** The opening section of a page, with its only h1. */
export function Hero({ block }: { block: HeroBlock }) {
  return (
    <section css={hero}>
      <div css={sectionColumn}>
        {block.eyebrow && <p css={eyebrow('0.75rem')}>{block.eyebrow}</p>}
        <h1 css={heading}>{block.heading}</h1>
        {block.text && <p css={text}>{block.text}</p>}
        {block.buttons && block.buttons.length > 0 && (
          <div css={buttonRow}>
            {block.buttons.map((button) => (
              <ButtonLink key={button.label} button={button} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
