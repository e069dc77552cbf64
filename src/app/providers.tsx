// What every part of the site reads: the styles' cache, the theme, the site and the router. Around the whole page
// (App), and around each island of the page arrived on, in its own root, as the server rendered it (entry-client).
import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { SiteProvider, type SiteModel } from '../ui/site-context.tsx';

export interface ProvidersProps {
  model: SiteModel;
  cache: EmotionCache;
  /** The path the server renders; the browser uses its own location. */
  ssrPath?: string;
  children: ReactNode;
}

export function Providers({ model, cache, ssrPath, children }: ProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={model.site.theme}>
        <SiteProvider model={model}>
          {/* ssrSearch: the prerendered pages have no query, so the first render in the browser has none either. */}
          <Router ssrPath={ssrPath} ssrSearch="">
            {children}
          </Router>
        </SiteProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
