// The three kinds of screen a route can show: a page of blocks (a specialty page is one too), a redirect, not found.
import { css, type Theme } from '@emotion/react';
import { memo, useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { blockRegistry } from '../blocks/registry.ts';
import type { BlockProps, BlockType } from '../model/site-shell.ts';
import type { Redirect } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Island, type LazyIsland } from '../ui/Island.tsx';
import { linkTile, tileGrid } from '../ui/link-tiles.ts';
import { useSite } from '../ui/site-context.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, mq, space } from '../ui/theme.ts';

// The registry's mapped type pairs each block type with its props; TypeScript cannot follow that through the
// union, hence the widening.
const islandOf = (type: BlockType) => blockRegistry[type] as LazyIsland<BlockProps>;

/**
 * A page's blocks, one island each: from their props, or, on the page arrived on, from their types alone (their
 * server HTML carries the rest). Drawn again only when they change, not each time the frame around them is.
 */
export const BlocksView = memo(function BlocksView({ blocks, sources }: { blocks: readonly BlockProps[] | readonly BlockType[]; sources?: string[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks never move; each page is keyed by its path (App.tsx).
          <Island key={index} of={islandOf(block)} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Island key={index} of={islandOf(block.block.type)} props={block} source={sources?.[index]} />
        ),
      )}
    </>
  );
});

const centred = css({
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '1rem',
  padding: '4rem 1.25rem',
  textAlign: 'center',
});
const code = css({ margin: 0, fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: color('primary') });
const spin = css({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${color('border')}`,
  borderTopColor: color('primary'),
  animation: 'spin 0.8s linear infinite',
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
});

/** Sends the browser on at once; the prerendered page does the same with a meta refresh when JavaScript is off. */
export function RedirectView({ redirect }: { redirect: Redirect }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(redirect.to, { replace: true });
  }, [navigate, redirect.to]);
  return (
    <div css={centred} role="status">
      <div css={spin} aria-hidden="true" />
      <p>{redirect.text}</p>
    </div>
  );
}

const notFoundText = css({ maxWidth: '36rem', margin: 0, color: color('muted'), fontSize: '1.0625rem', lineHeight: 1.6 });
const suggestions = css({ width: 'min(100%, 34rem)', marginTop: space[6], paddingTop: space[6], borderTop: `1px solid ${color('border')}` });
const suggestionsHeading = css({ margin: 0, fontSize: '1rem', fontWeight: 600, color: color('muted') });
// One to a row on a phone, two from the small breakpoint: four never end on a row of one.
const suggestionTiles = (theme: Theme) =>
  css([
    tileGrid,
    { marginTop: space[4], textAlign: 'left', gridTemplateColumns: '1fr', [mq(theme, 'sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  ]);

/** An address that is no page: the way home as the page's one button, and a few pages a lost visitor may want. */
export function NotFoundView() {
  const { site } = useSite();
  const { notFound } = site;
  const [location] = useLocation();
  const suggestionsId = useId();
  useEffect(() => {
    console.warn(`Page not found: ${location}`);
  }, [location]);
  return (
    <div css={centred}>
      <p css={code}>{notFound.code}</p>
      <h1 css={{ margin: 0, fontSize: '1.75rem' }}>{notFound.heading}</h1>
      {notFound.text && <p css={notFoundText}>{notFound.text}</p>}
      <ButtonLink button={{ label: notFound.linkLabel, href: '/' }} css={{ marginTop: space[2] }} />
      {notFound.suggestions && (
        <nav css={suggestions} aria-labelledby={suggestionsId}>
          <h2 id={suggestionsId} css={suggestionsHeading}>
            {notFound.suggestions.heading}
          </h2>
          <ul css={suggestionTiles}>
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
