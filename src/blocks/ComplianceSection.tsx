import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ComplianceSectionBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Icon } from '../ui/Icon.tsx';
import { sectionColumn, sectionHeading, sectionIntro } from '../ui/Section.tsx';
import { eyebrow, gridList } from '../ui/surface.ts';
import { color, mq } from '../ui/theme.ts';

const section = (theme: Theme) =>
  css({
    padding: '3rem 1.25rem',
    borderBottom: `1px solid ${theme.colors.border}`,
    '&:nth-of-type(even)': { background: theme.colors.surface },
    [mq(theme, 'md')]: { padding: '4rem 2rem' },
  });
const head = css({ display: 'flex', alignItems: 'center', gap: '1rem' });
const badge = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 56,
  height: 56,
  borderRadius: 14,
  background: color('primary'),
  color: color('onPrimary'),
});
const points = (theme: Theme) =>
  css({
    ...gridList('1.75rem 0', '0.75rem'),
    [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.75rem 2rem' },
    '& li': { display: 'flex', gap: '0.75rem', alignItems: 'flex-start', lineHeight: 1.5 },
    '& svg': { flex: 'none', color: theme.colors.accent },
  });

/** A section about one compliance framework; its anchor lets /security#soc2 land on it. */
export function ComplianceSection({ block }: { block: ComplianceSectionBlock }) {
  const headingId = useId();
  return (
    <section id={block.anchor} css={section} aria-labelledby={headingId}>
      <div css={sectionColumn}>
        <div css={head}>
          {block.icon && (
            <span css={badge}>
              <Icon name={block.icon} size={28} />
            </span>
          )}
          <div>
            {block.eyebrow && <p css={eyebrow('0.25rem')}>{block.eyebrow}</p>}
            <h2 id={headingId} css={sectionHeading}>
              {block.heading}
            </h2>
          </div>
        </div>
        <p css={sectionIntro}>{block.text}</p>
        {block.points && (
          <ul css={points}>
            {block.points.map((point) => (
              <li key={point}>
                <CheckIcon />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        )}
        {block.button && <ButtonLink button={block.button} />}
      </div>
    </section>
  );
}
