import { CacheProvider, ThemeProvider, css, type EmotionCache } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { IntroStage } from '../layout/IntroStage.tsx';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import { findRoute } from '../model/routes.ts';
import { IslandHostProvider, type IslandHost } from '../ui/Island.tsx';
import { introLeaveMs, RevealProvider, useIntro, useRevealStore } from '../ui/reveal.tsx';
import { SiteProvider, useSite, type SiteModel } from '../ui/site-context.tsx';
import { color, space } from '../ui/theme.ts';
import { headFor, metaTags, type PageHead } from '../model/head.ts';
import { BlocksView, NotFoundView, RedirectView } from './pages.tsx';
import { type PageContents, useShownRoute, type ShownRoute } from './route-content.tsx';

interface AppProps {
  model: SiteModel;
  /** Every address, and the content of its pages (pageContents). */
  pages: PageContents;
  cache: EmotionCache;
  /** The path to render on the server; the browser uses its own location. */
  ssrPath?: string;
  /** True in the browser when it hydrates a prerendered page (see useShownRoute and Island). */
  hydrating?: boolean;
  /**
   * The page-wide styles (GlobalStyles), where they must be written: the prerender writes them into each page's
   * head, where they stay, so the browser hydrating a prerendered page needs neither them nor their code.
   */
  globalStyles?: ReactNode;
  /** The server's: renders an island apart, as its own root in the browser will hydrate it (see IslandHost). */
  renderApart?: IslandHost['renderApart'];
}

// True until the browser has hydrated the page it arrived on: the islands mounted until then keep the server's HTML.
let pageHydrating = false;

/** The whole site for one location: providers, chrome, and the screen the route asks for. */
export function App({ model, pages, cache, ssrPath, hydrating = false, globalStyles, renderApart }: AppProps) {
  pageHydrating ||= hydrating;
  useEffect(() => {
    pageHydrating = false;
  }, []);
  return (
    <Providers model={model} cache={cache} ssrPath={ssrPath}>
      {globalStyles}
      <Shell pages={pages} hydrating={hydrating} cache={cache} ssrPath={ssrPath} renderApart={renderApart} />
    </Providers>
  );
}

interface ProvidersProps {
  model: SiteModel;
  cache: EmotionCache;
  ssrPath?: string;
  children: ReactNode;
}

/** What every part of the site reads: the styles' cache, the theme, the site and the router. */
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

/** Gives islands the page's state and, for the root each is hydrated in, the same providers and the page's stage. */
function IslandHostFor({ model, cache, ssrPath, renderApart, children }: ProvidersProps & Pick<AppProps, 'renderApart'>) {
  const stage = useRevealStore();
  const host = useMemo<IslandHost>(() => {
    const wrap = (island: ReactNode) => (
      <Providers model={model} cache={cache} ssrPath={ssrPath}>
        <RevealProvider store={stage}>{island}</RevealProvider>
      </Providers>
    );
    return { hydrating: () => pageHydrating, wrap, renderApart: renderApart && ((island, prefix) => renderApart(wrap(island), prefix)) };
  }, [model, cache, ssrPath, stage, renderApart]);
  return <IslandHostProvider value={host}>{children}</IslandHostProvider>;
}

const skipLink = css({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 30,
  padding: `${space[3]} ${space[4]}`,
  background: color('primary'),
  color: color('onPrimary'),
  borderRadius: 6,
  '&:focus': { top: '0.5rem' },
});

interface ShellProps extends Pick<AppProps, 'pages' | 'cache' | 'ssrPath' | 'renderApart'> {
  hydrating: boolean;
}

function Shell({ pages, hydrating, cache, ssrPath, renderApart }: ShellProps) {
  const model = useSite();
  const { site } = model;
  const [location] = useLocation();
  // A followed link shows its page once the page's content and code have arrived; until then the page before stays.
  const wanted = findRoute(pages.routes, location);
  const shown = useShownRoute(pages, wanted, hydrating);
  // The address the not-found page is for: the last one that matched no route (not the one a link followed from
  // that page leads to, while its page comes).
  const [notFoundPath, setNotFoundPath] = useState(location);
  if (!wanted && notFoundPath !== location) setNotFoundPath(location);
  const { route, content } = shown;
  const page = route?.kind === 'redirect' ? undefined : route;
  // A bare page (the diagnostic) brings its own header and footer.
  const chrome = !page?.bare;
  // In the dev server a saved site.yaml arrives by HMR, into this same Shell: the intro does not play again.
  const playsIntro = page?.playsIntro ?? false;
  const introState = useIntro(playsIntro, site.constants.timings.introMs, introLeaveMs);
  const stage = playsIntro ? introState.stage : 'shown';
  const head = headFor(site, route, content?.page);
  const anchor = useLocationProperty(
    () => window.location.hash.slice(1),
    () => '',
  );
  // A new page, not a new version of the same one (the dev server's HMR): keyed by its address.
  const shownPath = route?.path;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownPath is not read, but a new one is a new page, which starts at its top.
  useEffect(() => {
    // A new page starts at its top, or at the section its address names (/security#soc2).
    const target = anchor ? document.getElementById(safeDecode(anchor)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [shownPath, anchor]);
  useEffect(() => {
    // Marks the page as hydrated (the end-to-end tests wait for it before they use the page).
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  // A followed link changes the page without loading one, which a screen reader would not notice: it is told the
  // new page's title (not on arrival, which the browser announces itself, and whose head the server wrote).
  const [announced, setAnnounced] = useState('');
  const arrivedOn = useRef(route);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the head's text changes (head is a new object each render).
  useEffect(() => {
    moved.current ||= shownPath !== arrivedOn.current?.path;
    // The prerendered head is right for the page arrived on, until another version of site.yaml (the dev server's HMR).
    if (moved.current || !hydrating) applyHead(head);
    if (moved.current) setAnnounced(head.title);
  }, [head.title, head.description, head.canonical, head.robots]);
  // The page itself, made once for the page shown: when the intro's stage changes (as the page hydrates, and when
  // the intro ends) only the wrapper above and the intro render again, not every block of the page.
  const body = useMemo(
    () => (
      <>
        <a href="#main" css={skipLink}>
          {site.labels.skipToContent}
        </a>
        {chrome && <SiteHeader />}
        <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
          <Screen shown={shown} notFoundPath={notFoundPath} version={pages.version} />
        </main>
        {chrome && <SiteFooter />}
      </>
    ),
    [site.labels.skipToContent, chrome, shown, notFoundPath, pages.version],
  );
  return (
    <RevealProvider stage={stage}>
      <IslandHostFor model={model} cache={cache} ssrPath={ssrPath} renderApart={renderApart}>
        {playsIntro && (stage !== 'shown' || introState.leaving) && (
          <IntroStage intro={content?.page.intro} stage={stage} introMs={site.constants.timings.introMs} onSkip={introState.end} />
        )}
        {/* Behind the intro the page is laid out and painted as it will be seen, so nothing moves when it goes. */}
        {/* The stage is also an attribute, for what the CSS of the page's blocks waits for (Stats). */}
        <div inert={stage === 'playing'} data-stage={stage}>
          {body}
        </div>
        <p role="status" className="visually-hidden">
          {announced}
        </p>
      </IslandHostFor>
    </RevealProvider>
  );
}

function Screen({ shown: { route, content, arrival }, notFoundPath, version }: { shown: ShownRoute; notFoundPath: string; version: number }) {
  // Keyed by the address tried: another unknown address is a new not-found page, logged in its turn.
  if (!route) return <NotFoundView key={notFoundPath} path={notFoundPath} />;
  if (route.kind === 'redirect') return <RedirectView redirect={route.redirect} />;
  // Keyed by address: the blocks of another page are new blocks, not these updated.
  if (arrival) return <BlocksView key={route.path} blocks={route.blocks} />;
  // And by version of site.yaml (the dev server's HMR): an edited page is drawn afresh, as a reload would draw it.
  // Updated in place, a list that came to hold two equal items would confuse React (its items are keyed by text).
  return content ? <BlocksView key={`${route.path} ${version}`} blocks={content.blocks} sources={content.sources} /> : null;
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
