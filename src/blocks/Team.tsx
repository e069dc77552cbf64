import { css, type Theme } from '@emotion/react';
import type { TeamBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { balancedGrid } from '../ui/card-grid.ts';
import { arrowLink, cardText, cardTitle, eyebrow, gridList, whiteCard } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';

const grid = (theme: Theme, count: number) => css({ ...gridList(`${space[8]} 0 0`, space[6]), ...balancedGrid(theme, count, { phone: 1, md: 2, lg: 4 }) });
// A card the height of its row, its foot (what the person answers for, and how to reach them) at the bottom, so a
// row's feet line up whatever the length of each text. Under the card's rule in the brand's colour the role is seen
// first: the work, then who does it (no stock photo, and no initials standing in for a face); the name stays first
// in the page's order, where a screen reader's list of headings lands.
const card = css({ ...whiteCard, display: 'flex', flexDirection: 'column', padding: space[6], borderTop: `3px solid ${color('primary')}` });
const role = css(eyebrow(space[2], { order: -1, fontSize: '0.8125rem' }));
const credentials = css({ margin: `${space[1]} 0 0`, color: color('muted'), fontSize: '0.875rem', fontWeight: 600 });
const foot = css({ marginTop: 'auto', paddingTop: space[4] });
const answers = css({
  margin: 0,
  paddingTop: space[4],
  borderTop: `1px solid ${color('border')}`,
  color: color('text'),
  fontSize: '0.875rem',
  lineHeight: 1.5,
});
const link = css({ ...arrowLink, marginTop: space[1], fontSize: '0.9375rem' });

/** The people who answer for the work, each with their role, credentials, what they answer for and how to reach them. */
export function Team({ block }: { block: TeamBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul css={(theme) => grid(theme, block.members.length)}>
        {block.members.map((member) => (
          <li key={member.name} css={card}>
            <h3 css={cardTitle('1.125rem')}>{member.name}</h3>
            <p css={role}>{member.role}</p>
            {member.credentials && <p css={credentials}>{member.credentials}</p>}
            <p css={cardText(space[3])}>{member.text}</p>
            {(member.answersFor || member.link) && (
              <div css={foot}>
                {member.answersFor && <p css={answers}>{member.answersFor}</p>}
                {member.link && (
                  <SmartLink href={member.link.href} css={link}>
                    {member.link.label}
                    <Icon name="arrowRight" size={18} />
                  </SmartLink>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
