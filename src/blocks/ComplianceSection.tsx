import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ComplianceSectionBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { ComplianceStatusTag } from '../ui/ComplianceStatusTag.tsx';
import { Icon } from '../ui/Icon.tsx';
import { sectionHeading, sectionIntro } from '../ui/Section.tsx';
import { sectionColumn } from '../ui/section-column.ts';
import { eyebrow, gridList, whiteBox } from '../ui/surface.ts';
import { color, mq, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

const section = (theme: Theme) =>
  css({
    padding: `${space[12]} ${space[5]}`,
    // Every other framework on a tinted band. Each section sits alone in its block's element, so the count is of
    // those elements that hold one.
    '*:nth-child(even of :has(> [data-framework])) > &': { background: color('surface') },
    [mq(theme, 'md')]: { padding: `${space[16]} ${space[8]}` },
  });
const head = css({ display: 'flex', alignItems: 'center', gap: space[4] });
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
const statusTag = css({ marginBottom: space[2] });
// The facts a buyer checks (auditor, period, scope) as name and value pairs, in boxes that line up in columns.
const facts = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[3],
    margin: `${space[8]} 0 0`,
    [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[4] },
    [mq(theme, 'lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '& > div': { padding: `${space[4]} ${space[5]}`, ...whiteBox, borderRadius: 10 },
    '& dt': { ...eyebrow(space[1], { color: color('muted'), fontSize: '0.75rem' }) },
    '& dd': { margin: 0, fontWeight: 600, lineHeight: 1.5 },
  });
const points = (theme: Theme) =>
  css({
    ...gridList(`${space[8]} 0`, space[3]),
    [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${space[3]} ${space[8]}` },
    '& li': { display: 'flex', gap: space[3], alignItems: 'flex-start', lineHeight: 1.5 },
    '& svg': { flex: 'none', color: color('accent') },
  });

/** A section about one compliance framework; its anchor lets /security#soc2 land on it. */
export function ComplianceSection({ block }: { block: ComplianceSectionBlock }) {
  const headingId = useId();
  return (
    <section id={block.anchor} data-framework css={section} aria-labelledby={headingId}>
      <div css={sectionColumn}>
        <div css={head}>
          {block.icon && (
            <span css={badge}>
              <Icon name={block.icon} size={28} />
            </span>
          )}
          <div>
            {block.status ? <ComplianceStatusTag status={block.status} css={statusTag} /> : block.eyebrow && <p css={eyebrow(space[1])}>{block.eyebrow}</p>}
            <h2 id={headingId} css={sectionHeading}>
              {block.heading}
            </h2>
          </div>
        </div>
        <p css={sectionIntro}>{block.text}</p>
        {block.facts && (
          <dl css={facts}>
            {block.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>
                  <WholeWords text={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
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
