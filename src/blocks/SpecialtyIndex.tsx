import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ListedSpecialty } from '../model/site-shell.ts';
import type { SpecialtyIndexBlock } from '../model/types.generated.ts';
import { specialtyPath } from '../model/specialty-page.ts';
import { fillTemplate } from '../model/template.ts';
import { Section, sectionHeading } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { linkTile } from '../ui/link-tiles.ts';
import { gridList } from '../ui/surface.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { color, space, tint } from '../ui/theme.ts';

const grid = (theme: Theme, count: number) =>
  css({ ...gridList(`${space[6]} 0 0`, space[5]), ...balancedGrid(theme, count, { phone: 1, sm: 2, md: 3, lg: 3 }) });
const featuredCard = css({
  display: 'block',
  height: '100%',
  padding: space[6],
  border: `1px solid ${color('border')}`,
  borderRadius: 12,
  background: color('background'),
  color: color('text'),
  textDecoration: 'none',
  '&:hover': { borderColor: color('primary'), boxShadow: `0 4px 14px ${tint('primary', 12)}` },
  '& strong': { display: 'block', fontSize: '1.25rem', color: color('primary') },
  '& span': { display: 'block', marginTop: space[2], color: color('muted'), lineHeight: 1.5 },
});
const spaced = css({ marginTop: space[16] });
// The other specialties as a row of names that wraps, each as wide as its name: a cloud of links, not a grid whose
// rows would change their column count.
const pills = css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: space[3], margin: `${space[6]} 0 0`, padding: 0 });

/** Every specialty page: featured ones as cards, then the rest. */
export function SpecialtyIndex({ block, specialties }: { block: SpecialtyIndexBlock; specialties: ListedSpecialty[] }) {
  const featuredId = useId();
  const additionalId = useId();
  const featured = specialties.filter((s) => s.featured);
  const additional = specialties.filter((s) => !s.featured).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <Section tone="muted">
      <h2 id={featuredId} css={sectionHeading}>
        {block.featuredHeading}
      </h2>
      <ul css={(theme) => grid(theme, featured.length)} aria-labelledby={featuredId}>
        {featured.map((s) => (
          <li key={s.slug}>
            <SmartLink href={specialtyPath(s.slug)} css={featuredCard}>
              <strong>{s.name}</strong>
              <span>{fillTemplate(s.headline, { name: s.name })}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <h2 id={additionalId} css={[sectionHeading, spaced]}>
        {block.additionalHeading}
      </h2>
      <ul css={pills} aria-labelledby={additionalId}>
        {additional.map((s) => (
          <li key={s.slug}>
            <SmartLink href={specialtyPath(s.slug)} css={linkTile}>
              {s.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
