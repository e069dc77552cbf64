import { Global, useTheme } from '@emotion/react';
import { color, colorVariable } from '../ui/theme.ts';

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
        body: {
          margin: 0,
          fontFamily: theme.fonts.body,
          fontSize: '1rem',
          lineHeight: 1.5,
          color: color('text'),
          background: color('background'),
          WebkitFontSmoothing: 'antialiased',
        },
        // Balanced lines: a heading never leaves one word alone on its last line.
        'h1, h2, h3, h4': { fontFamily: theme.fonts.heading, color: 'inherit', textWrap: 'balance' },
        // Large type set a little tighter, as type is set for print.
        'h1, h2': { letterSpacing: '-0.015em' },
        // A paragraph's last line is never one short word ("…within 48 / hours."): the browser evens out its last lines.
        'p, li, dd': { textWrap: 'pretty' },
        a: { color: color('primary') },
        ':focus-visible': { outline: `3px solid ${color('primary')}`, outlineOffset: 2 },
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
