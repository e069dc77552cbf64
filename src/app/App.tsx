import { CacheProvider, ThemeProvider, css, type EmotionCache } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import { color } from '../ui/theme.ts';
import { headFor, metaTags, type PageHead } from './head.ts';
import { BlocksView, NotFoundView, RedirectView } from './pages.tsx';
import { introLeaveMs, RevealProvider, useIntro } from './reveal.tsx';
import { IntroStage, useShownRoute, type ShownRoute } from './route-content.tsx';
import { routes } from 'virtual:route-content';
import { findRoute } from '../model/routes.ts';
import { SiteProvider, useSite, type SiteModel } from './site-context.tsx';

interface AppProps {
  model: SiteModel;
  cache: EmotionCache;
  /** The path to render on the server; the browser uses its own location. */
  ssrPath?: string;
  /** True in the browser when it takes over a prerendered page (see useShownRoute). */
  hydrating?: boolean;
  /**
   * The page-wide styles (GlobalStyles), where they must be written: the prerender writes them into each page's
   * head, where they stay, so the browser taking a prerendered page over needs neither them nor their code.
   */
  globalStyles?: ReactNode;
}

/** The whole site for one location: providers, chrome, and the screen the route asks for. */
export function App({ model, cache, ssrPath, hydrating = false, globalStyles }: AppProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={model.site.theme}>
        <SiteProvider model={model}>
          {/* ssrSearch: the prerendered pages have no query, so the first render in the browser has none either. */}
          <Router ssrPath={ssrPath} ssrSearch="">
            {globalStyles}
            <Shell hydrating={hydrating} />
          </Router>
        </SiteProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

const skipLink = css({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 30,
  padding: '0.75rem 1rem',
  background: color('primary'),
  color: color('onPrimary'),
  borderRadius: 6,
  '&:focus': { top: '0.5rem' },
});

function Shell({ hydrating }: { hydrating: boolean }) {
  const { site } = useSite();
  const [location] = useLocation();
  // A followed link shows its page once the page's blocks have arrived; until then the page before stays.
  const shown = useShownRoute(findRoute(routes, location), hydrating);
  const { route } = shown;
  // A bare page (the diagnostic) brings its own header and footer.
  const page = shown.content?.page;
  const chrome = page?.layout !== 'bare';
  const intro = page?.intro;
  const introState = useIntro(intro !== undefined, site.constants.timings.introMs, introLeaveMs);
  const stage = intro ? introState.stage : 'shown';
  const head = headFor(site, route, page);
  const anchor = useLocationProperty(
    () => window.location.hash.slice(1),
    () => '',
  );
  useEffect(() => {
    // A new page starts at its top, or at the section its address names (/security#soc2).
    const target = anchor ? document.getElementById(safeDecode(anchor)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [route, anchor]);
  useEffect(() => {
    // Marks the page as taken over by its script (the end-to-end tests wait for it before they use the page).
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  // A followed link changes the page without loading one, which a screen reader would not notice: it is told the
  // new page's title (not on arrival, which the browser announces itself).
  const [announced, setAnnounced] = useState('');
  const arrivedOn = useRef(route);
  const moved = useRef(false);
  useEffect(() => {
    applyHead(head);
    moved.current ||= route !== arrivedOn.current;
    if (moved.current) setAnnounced(head.title);
  }, [head.title, head.description, head.canonical, head.robots]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RevealProvider stage={stage}>
      {intro && (stage !== 'shown' || introState.leaving) && (
        <IntroStage intro={intro} stage={stage} introMs={site.constants.timings.introMs} onSkip={introState.end} keepMarkup={shown.keepMarkup} />
      )}
      {/* Behind the intro the page is laid out and painted as it will be seen, so nothing moves when it goes. */}
      {/* The stage is also an attribute, for what the CSS of the page's blocks waits for (Stats). */}
      <div inert={stage === 'playing'} data-stage={stage}>
        <a href="#main" css={skipLink}>
          {site.labels.skipToContent}
        </a>
        {chrome && <SiteHeader />}
        <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
          <Screen shown={shown} />
        </main>
        {chrome && <SiteFooter />}
      </div>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
    </RevealProvider>
  );
}

function Screen({ shown: { route, content, keepMarkup } }: { shown: ShownRoute }) {
  if (!route) return <NotFoundView />;
  if (route.kind === 'redirect') return <RedirectView redirect={route.redirect} />;
  // Keyed by address: the blocks of another page are new blocks, not these updated.
  return content ? <BlocksView key={route.path} blocks={content.blocks} keepMarkup={keepMarkup} /> : null;
}

/** Keeps <head> in step with client-side navigation (the prerendered HTML already has the first page's). */
function applyHead(head: PageHead) {
  document.title = head.title;
  let canonical = document.head.querySelector('link[rel="canonical"]');
  if (head.canonical && !canonical) {
    canonical = Object.assign(document.createElement('link'), { rel: 'canonical' });
    document.head.append(canonical);
  }
  if (head.canonical) canonical?.setAttribute('href', head.canonical);
  else canonical?.remove();
  const tags = metaTags(head);
  for (const tag of tags) {
    let meta = document.head.querySelector(`meta[${tag.attribute}="${tag.key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(tag.attribute, tag.key);
      document.head.append(meta);
    }
    meta.setAttribute('content', tag.content);
  }
  // Tags only some pages have (robots, og:url) go when the new page has none.
  for (const key of ['robots', 'og:url']) {
    if (!tags.some((tag) => tag.key === key)) document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.remove();
  }
}

/** The decoded anchor, or the anchor as written when it is not valid percent-encoding (/about#50%-off). */
function safeDecode(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}
