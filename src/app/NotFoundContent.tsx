// What the not-found page shows: 404, the message, the way home as the page's one button, and a few pages a lost
// visitor may want. Text and links only: on the page arrived on, its server HTML is all it needs (pages.tsx).
import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { NotFound } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { linkTile, tileGrid } from '../ui/link-tiles.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { centredMessage } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';

const centred = css(centredMessage);
const code = css({ margin: 0, fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: color('primary') });
const text = css({ maxWidth: '36rem', margin: 0, color: color('muted'), fontSize: '1.0625rem', lineHeight: 1.6 });
const suggestions = css({ width: 'min(100%, 34rem)', marginTop: space[6], paddingTop: space[6], borderTop: `1px solid ${color('border')}` });
const suggestionsHeading = css({ margin: 0, fontSize: '1rem', fontWeight: 600, color: color('muted') });
// One to a row on a phone, two from the small breakpoint (balanced: never a row of one).
const suggestionTiles = (theme: Theme, count: number) => css([tileGrid(theme, count, { phone: 1, sm: 2 }), { marginTop: space[4], textAlign: 'left' }]);

export function NotFoundContent({ notFound }: { notFound: NotFound }) {
  const suggestionsId = useId();
  return (
    <div css={centred}>
      <p css={code}>{notFound.code}</p>
      <h1 css={{ margin: 0, fontSize: '1.75rem' }}>{notFound.heading}</h1>
      {notFound.text && <p css={text}>{notFound.text}</p>}
      <ButtonLink button={{ label: notFound.linkLabel, href: '/' }} css={{ marginTop: space[2] }} />
      {notFound.suggestions && (
        <nav css={suggestions} aria-labelledby={suggestionsId}>
          <h2 id={suggestionsId} css={suggestionsHeading}>
            {notFound.suggestions.heading}
          </h2>
          <ul css={(theme) => suggestionTiles(theme, notFound.suggestions?.links.length ?? 0)}>
            {notFound.suggestions.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} css={[linkTile, { justifyContent: 'space-between' }]}>
                  {link.label}
                  <Icon name="arrowRight" size={18} css={{ flexShrink: 0 }} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
