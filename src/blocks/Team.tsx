import { css, type Theme } from '@emotion/react';
import { initials } from '../logic/initials.ts';
import type { TeamBlock } from '../model/types.generated.ts';
import { Section } from '../ui/Section.tsx';
import { balancedGrid } from '../ui/card-grid.ts';
import { cardText, cardTitle, gridList, whiteCard } from '../ui/surface.ts';
import { color, space, tint } from '../ui/theme.ts';

const grid = (theme: Theme, count: number) => css({ ...gridList(`${space[8]} 0 0`, space[6]), ...balancedGrid(theme, count, { phone: 1, md: 2, lg: 4 }) });
const card = css({ ...whiteCard, padding: space[6] });
// The person's initials in a ring of the brand's colour: a face for the name, without a stock photo.
const monogram = css({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  marginBottom: space[4],
  borderRadius: '50%',
  background: tint('primary', 10),
  boxShadow: `inset 0 0 0 2px ${tint('primary', 30)}`,
  color: color('primaryDark'),
  fontSize: '1.125rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
});
const role = css({ margin: `${space[1]} 0 0`, color: color('primary'), fontWeight: 600 });
const credentials = css({
  display: 'inline-block',
  marginTop: space[2],
  padding: `0 ${space[2]}`,
  borderRadius: 6,
  background: color('surface'),
  color: color('muted'),
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
});

/** The people who answer for the work, each with their role and credentials. */
export function Team({ block }: { block: TeamBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul css={(theme) => grid(theme, block.members.length)}>
        {block.members.map((member) => (
          <li key={member.name} css={card}>
            <span css={monogram} aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3 css={cardTitle('1.125rem')}>{member.name}</h3>
            <p css={role}>{member.role}</p>
            {member.credentials && <span css={credentials}>{member.credentials}</span>}
            <p css={cardText(space[3])}>{member.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
