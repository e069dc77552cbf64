import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { LegalTextBlock } from '../model/types.generated.ts';
import { useSite } from '../ui/site-context.tsx';
import { formatLongDate, parseIsoDate } from '../logic/format.ts';
import { sectionColumn } from '../ui/Section.tsx';
import { color, mq, space } from '../ui/theme.ts';

const body = (theme: Theme) =>
  css({ padding: `${space[10]} ${space[5]} ${space[16]}`, [mq(theme, 'md')]: { padding: `${space[16]} ${space[8]} ${space[20]}` } });
// Left-aligned in the same column as the hero above it, at a comfortable reading width.
const column = css({ maxWidth: '46rem', fontSize: '1.0625rem', lineHeight: 1.7, '& p, & ul': { margin: `0 0 ${space[4]}` } });
const updated = css({
  margin: `0 0 ${space[8]}`,
  padding: `${space[3]} ${space[4]}`,
  borderLeft: `4px solid ${color('primary')}`,
  background: color('surface'),
  color: color('muted'),
});
const heading = css({ margin: `${space[10]} 0 ${space[3]}`, fontSize: '1.375rem', lineHeight: 1.3 });

/**
 * The sections of a policy or terms page, with a last-updated line: the date the editor set, else the day the
 * site was built (a published text cannot have changed after that).
 */
export function LegalText({ block }: { block: LegalTextBlock }) {
  const { buildDate } = useSite();
  const updatedOn = block.updated ?? buildDate;
  const id = useId();
  return (
    <div css={body}>
      <div css={sectionColumn}>
        <div css={column}>
          {block.updatedLabel && (
            <p css={updated}>
              {block.updatedLabel}: <time dateTime={updatedOn}>{formatLongDate(parseIsoDate(updatedOn))}</time>
            </p>
          )}
          {block.sections.map((section, i) => (
            <section key={section.heading} aria-labelledby={`${id}-${i}`}>
              <h2 id={`${id}-${i}`} css={heading}>
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
