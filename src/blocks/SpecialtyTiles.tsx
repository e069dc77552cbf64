import { css, type Theme } from '@emotion/react';
import { specialtyPath } from '../model/specialty-page.ts';
import type { ListedSpecialty } from '../model/site-shell.ts';
import type { SpecialtyTilesBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { rowsOf } from '../ui/card-grid.ts';
import { linkTile, tileGrid } from '../ui/link-tiles.ts';
import { Section } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { mq, space } from '../ui/theme.ts';

// Names with an icon: four to a row on a wide screen, two from the small breakpoint. On a phone of 360 px or more,
// two to a row too, in smaller type and without the icon, so that Gastroenterology fits half a row; one to a row
// on narrower phones (twelve tiles one per row were a long column).
const columns = { phone: 1, sm: 2, lg: 4 };
const twoOnPhones = '@media (min-width: 360px)';
const phonesOnly = (theme: Theme) => `@media (min-width: 360px) and (max-width: ${theme.breakpoints.sm - 1}px)`;
const phoneTile = (theme: Theme) =>
  css({
    [twoOnPhones]: { fontSize: '0.875rem', paddingInline: space[3] },
    '& svg': { display: 'none' },
    [mq(theme, 'sm')]: { fontSize: '1rem', paddingInline: space[4], '& svg': { display: 'block' } },
  });

/** Some specialties, chosen in site.yaml, as tiles linking to their pages. */
export function SpecialtyTiles({ block, specialties }: { block: SpecialtyTilesBlock; specialties: ListedSpecialty[] }) {
  // The validator makes sure every slug is a specialty's.
  const chosen = block.specialties.flatMap((slug) => specialties.filter((s) => s.slug === slug));
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <ul css={(theme) => [tileGrid(theme, chosen.length, columns), css({ [phonesOnly(theme)]: rowsOf(chosen.length, 2) })]}>
        {chosen.map((s) => (
          <li key={s.slug}>
            <SmartLink href={specialtyPath(s.slug)} css={(theme) => [linkTile, phoneTile(theme)]}>
              <Icon name="stethoscope" size={20} css={{ flexShrink: 0 }} />
              {s.name}
            </SmartLink>
          </li>
        ))}
      </ul>
      {block.button && (
        <div css={[buttonRow, { justifyContent: 'center' }]}>
          <ButtonLink button={block.button} />
        </div>
      )}
    </Section>
  );
}
