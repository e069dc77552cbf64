import { Global, useTheme } from '@emotion/react';
import { colorVariable } from '../ui/theme.ts';

/** Page-wide styles: the theme's colours and fonts as CSS variables, and a small reset. */
export function GlobalStyles() {
  const theme = useTheme();
  const variables = Object.fromEntries(Object.entries(theme.colors).map(([name, value]) => [colorVariable(name), value]));
  return (
    <Global
      styles={{
        ':root': { ...variables, colorScheme: 'light' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '5rem' },
        // The page behind the playing intro holds still (IntroStage), and keeps the room of its scroll bar, so
        // nothing moves sideways when the intro goes.
        'html:has([data-intro="playing"])': { overflow: 'hidden', scrollbarGutter: 'stable' },
        body: {
          margin: 0,
          fontFamily: theme.fonts.body,
          fontSize: '1rem',
          lineHeight: 1.5,
          color: theme.colors.text,
          background: theme.colors.background,
          WebkitFontSmoothing: 'antialiased',
        },
        'h1, h2, h3, h4': { fontFamily: theme.fonts.heading, color: 'inherit' },
        // Even lines, so a page's headline never ends on one word alone (the h2 and h3 are to follow site-wide).
        h1: { textWrap: 'balance' },
        a: { color: theme.colors.primary },
        ':focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }}
    />
  );
}
