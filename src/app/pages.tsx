// The three kinds of screen a route can show: a page of blocks (a specialty page is one too), a redirect, not found.
import { css } from '@emotion/react';
import { memo, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { Block, Redirect } from '../model/types.generated.ts';
import type { KeptBlock } from '../model/site-shell.ts';
import { BlockView } from '../blocks/BlockView.tsx';
import { color } from '../ui/theme.ts';
import { useSite } from './site-context.tsx';

/**
 * A page's blocks, one after another (see BlockView for `keepMarkup`). Drawn again only when they change, not each
 * time the frame around them is (the intro's stage): a block whose code is still on its way keeps the server's
 * HTML only while nothing updates it.
 */
export const BlocksView = memo(function BlocksView({ blocks, keepMarkup }: { blocks: readonly (Block | KeptBlock)[]; keepMarkup: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} keepMarkup={keepMarkup} />
      ))}
    </>
  );
});

const centred = css({ minHeight: '60vh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: '1rem', padding: '4rem 1.25rem', textAlign: 'center' });
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

export function NotFoundView() {
  const { site } = useSite();
  const [location] = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${location}`);
  }, [location]);
  return (
    <div css={centred}>
      <p css={code}>{site.notFound.code}</p>
      <h1 css={{ margin: 0, fontSize: '1.75rem' }}>{site.notFound.heading}</h1>
      <Link href="/">{site.notFound.linkLabel}</Link>
    </div>
  );
}
