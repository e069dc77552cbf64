import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ContactPanelBlock, Icon as IconName } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { balancedGrid } from '../ui/card-grid.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { cardTitle, gridList, whiteBox } from '../ui/surface.ts';
import { color, mq, space, tint } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

// One bordered panel, not a row of cards: the ways of contact and the hours in cells divided by hairlines (the
// border colour showing through a 1 px gap), two to a row from tablets, and the urgent note across its foot.
const panel = css({ ...whiteBox, borderRadius: 16, overflow: 'hidden', marginTop: space[8] });
const cells = (theme: Theme, count: number) => css({ ...gridList(0, '1px'), background: color('border'), ...balancedGrid(theme, count, { phone: 1, md: 2 }) });
// On the narrowest phones (320 px) the picture stands over the words, which get the cell's whole width: beside it, an
// e-mail address broke inside itself ("info@crestlinercm.e" over "xample").
const cell = css({
  display: 'flex',
  gap: space[4],
  padding: `${space[5]} ${space[6]}`,
  background: color('background'),
  '@media (max-width: 359.98px)': { flexDirection: 'column', gap: space[3] },
});
const badge = css({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: tint('primary', 10),
  color: color('primary'),
});
const label = css({ margin: 0, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: color('muted') });
const value = css({ margin: `${space[1]} 0 0`, fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' });
// An address or a phone kept readable: each part between commas that has a space in it ("Suite 400",
// "(303) 555-0142") on one line, and the last two parts together ("Denver, CO 80202"). A part of one word (an e-mail
// address) may still break where it must, on the narrowest phones.
const addressParts = /([^\s,][^,]*\s[^,]*[^\s,]|[^\s,][^,]*, [^,]*[^\s,]$)/;
const note = css({ margin: `${space[1]} 0 0`, color: color('muted'), lineHeight: 1.5 });
// A link in a cell is a 44 px target for a thumb; from the large breakpoint, where a mouse points, it closes up to
// its line, level with the cells whose text is not a link.
const target = (theme: Theme) =>
  css({ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: color('primary'), fontWeight: 600, [mq(theme, 'lg')]: { minHeight: 0 } });
const urgentBand = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[4],
    padding: space[6],
    borderTop: `1px solid ${color('border')}`,
    background: tint('accent', 8),
    [mq(theme, 'lg')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', columnGap: space[5], '& > :last-child': { marginTop: 0 } },
  });

/** A cell of the panel: its picture, the small label over it and what it holds. */
function Cell({ icon, name, children }: { icon: IconName; name: string; children: ReactNode }) {
  return (
    <li css={cell}>
      <span css={badge}>
        <Icon name={icon} size={22} />
      </span>
      <div css={{ minWidth: 0 }}>
        <h3 css={label}>{name}</h3>
        {children}
      </div>
    </li>
  );
}

/** How to reach us in one panel: phone, e-mail, office and map, the hours (brand.hours), and the urgent support note. */
export function ContactPanel({ block }: { block: ContactPanelBlock }) {
  const { site } = useSite();
  const { urgent } = block;
  return (
    <Section heading={block.heading}>
      <div css={panel}>
        <ul css={(theme) => cells(theme, block.items.length + 1)}>
          {block.items.map((item) => (
            <Cell key={item.label} icon={item.icon} name={item.label}>
              <p css={value}>
                {item.href ? (
                  <SmartLink href={item.href} css={target}>
                    <WholeWords text={item.text} keep={addressParts} />
                  </SmartLink>
                ) : (
                  <WholeWords text={item.text} keep={addressParts} />
                )}
              </p>
              {item.note && <p css={note}>{item.note}</p>}
              {item.link && (
                <SmartLink href={item.link.href} css={target}>
                  {item.link.label}
                </SmartLink>
              )}
            </Cell>
          ))}
          <Cell icon={block.hours.icon} name={block.hours.label}>
            {[site.brand.hours.office, site.brand.hours.support].map((line) => (
              <p key={line.label} css={value}>
                {line.label}: <span css={{ fontWeight: 400 }}>{line.text}</span>
              </p>
            ))}
          </Cell>
        </ul>
        <div css={urgentBand}>
          <span css={[badge, { background: tint('accent', 16), color: color('accent') }]}>
            <Icon name={urgent.icon} size={22} />
          </span>
          <div>
            <h3 css={cardTitle('1.125rem')}>{urgent.heading}</h3>
            <p css={[note, { marginTop: space[2] }]}>{urgent.text}</p>
          </div>
          <div css={buttonRow}>
            {urgent.buttons.map((button) => (
              <ButtonLink key={button.label} button={button} />
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
