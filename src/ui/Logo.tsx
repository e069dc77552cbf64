import { css } from '@emotion/react';
import { useSite } from './site-context.tsx';

const logo = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  minWidth: 0,
  '& img': { display: 'block', maxWidth: '100%', height: 'auto' },
  // On the narrowest phones the logo is drawn smaller, to fit beside the search and menu buttons.
  '@media (max-width: 359.98px)': { '& img': { maxHeight: 28, width: 'auto' } },
});

/** The logo (the mark and the name, as outlines: the same on every system), linking home. */
export function Logo() {
  const { site } = useSite();
  const { logotype } = site.brand;
  return (
    <a href="/" css={logo} aria-label={site.labels.homeLink}>
      {/* The link's label names it; the picture is its look. Low priority: the largest paint is the hero's words, and a
          picture Chrome may or may not raise to high priority made Lighthouse's LCP flip by a round trip. */}
      <img src={logotype.src} width={logotype.width} height={logotype.height} alt="" fetchPriority="low" />
    </a>
  );
}
