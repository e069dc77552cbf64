// What the not-found page shows: 404, the message, a search box, the way home, and a few pages a lost visitor may
// want. Its server HTML is all it needs (pages.tsx): links, and a form the browser sends to the search page itself
// (/search?q=...), which reads its words from the address.
import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { NotFound } from '../model/types.generated.ts';
import { ButtonLink, buttonStyle } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { linkTile, tileGrid } from '../ui/link-tiles.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { centredMessage } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';

const centred = css(centredMessage);
const code = css({ margin: 0, fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: color('primary') });
const text = css({ maxWidth: '36rem', margin: 0, color: color('muted'), fontSize: '1.0625rem', lineHeight: 1.6 });
// The box and its button on one line, the button beside the box (not beside its label).
const searchForm = css({
  width: 'min(100%, 34rem)',
  marginTop: space[2],
  textAlign: 'left',
  '& form': { display: 'flex', alignItems: 'flex-end', gap: space[3] },
  '& form > div': { flex: 1 },
});
const suggestions = css({ width: 'min(100%, 34rem)', marginTop: space[6], paddingTop: space[6], borderTop: `1px solid ${color('border')}` });
const suggestionsHeading = css({ margin: 0, fontSize: '1rem', fontWeight: 600, color: color('muted') });
// One to a row on a phone, two from the small breakpoint (balanced: never a row of one).
const suggestionTiles = (theme: Theme, count: number) => css([tileGrid(theme, count, { phone: 1, sm: 2 }), { marginTop: space[4], textAlign: 'left' }]);

/** `searchPage`: the address of the site's search page, which the search box opens. */
export function NotFoundContent({ notFound, searchPage }: { notFound: NotFound; searchPage?: string }) {
  const suggestionsId = useId();
  return (
    <div css={centred}>
      <p css={code}>{notFound.code}</p>
      <h1 css={{ margin: 0, fontSize: '1.75rem' }}>{notFound.heading}</h1>
      {notFound.text && <p css={text}>{notFound.text}</p>}
      {notFound.search && searchPage && (
        <search css={searchForm}>
          <form action={searchPage} method="get">
            <SearchBox label={notFound.search.label} showLabel placeholder={notFound.search.placeholder} name="q" />
            <button type="submit" css={[buttonStyle('secondary'), { flexShrink: 0 }]}>
              {notFound.search.button}
            </button>
          </form>
        </search>
      )}
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
