import { css, type EmotionCache } from '@emotion/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { IntroStage } from '../layout/IntroStage.tsx';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import { findRoute } from '../model/routes.ts';
import { RenderApartProvider, type RenderApart } from '../ui/Island.tsx';
import { pageStage } from '../ui/reveal.tsx';
import { useSite, type SiteModel } from '../ui/site-context.tsx';
import { color, space } from '../ui/theme.ts';
import { headFor, metaTags, type PageHead } from '../model/head.ts';
import { BlocksView, NotFoundView, RedirectView } from './pages.tsx';
import { Providers } from './providers.tsx';
import { type PageContents, useShownRoute, type ShownRoute } from './route-content.tsx';

interface AppProps {
  model: SiteModel;
  /** Every address, and the content of its pages (pageContents). */
  pages: PageContents;
  cache: EmotionCache;
  /**
   * The server's: the path of the page a visitor arrives on. The browser renders the whole page itself only after a
   * followed link (entry-client), at its own location.
   */
  ssrPath?: string;
  /**
   * The page-wide styles (GlobalStyles), where they must be written: the prerender writes them into each page's
   * head, where they stay, so the browser needs neither them nor their code.
   */
  globalStyles?: ReactNode;
  /** The server's: renders an island apart, as its own root in the browser will hydrate it (see Island). */
  renderApart?: RenderApart;
}

/** The whole site for one location: providers, chrome, and the screen the route asks for. */
export function App({ model, pages, cache, ssrPath, globalStyles, renderApart }: AppProps) {
  // Each island rendered apart is inside the same providers as the page, as its root in the browser will be.
  const apart = useMemo<RenderApart | undefined>(
    () =>
      renderApart &&
      ((island) =>
        renderApart(
          <Providers model={model} cache={cache} ssrPath={ssrPath}>
            {island}
          </Providers>,
        )),
    [renderApart, model, cache, ssrPath],
  );
  return (
    <Providers model={model} cache={cache} ssrPath={ssrPath}>
      {globalStyles}
      <RenderApartProvider value={apart}>
        <Shell pages={pages} arriving={ssrPath !== undefined} />
      </RenderApartProvider>
    </Providers>
  );
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

function Shell({ pages, arriving }: { pages: PageContents; arriving: boolean }) {
  const model = useSite();
  const { site } = model;
  const [location] = useLocation();
  // A followed link shows its page once the page's content and code have arrived; until then the page before stays.
  const wanted = findRoute(pages.routes, location);
  const shown = useShownRoute(pages, wanted);
  // The address the not-found page is for: the last one that matched no route (not the one a link followed from
  // that page leads to, while its page comes).
  const [notFoundPath, setNotFoundPath] = useState(location);
  if (!wanted && notFoundPath !== location) setNotFoundPath(location);
  const { route, content } = shown;
  const page = route?.kind === 'redirect' ? undefined : route;
  // A bare page (the diagnostic) brings its own header and footer.
  const chrome = !page?.bare;
  // The intro plays on the page a visitor arrives on, which the server renders; a followed link's page is in view at once.
  const intro = arriving && page?.playsIntro ? content?.page.intro : undefined;
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
  useEffect(() => pageStage.set('shown'), []);
  // The browser renders the page itself only after a followed link, which changes the page without loading one: a
  // screen reader would not notice, so it is told the new page's title, and the head is kept in step.
  const [announced, setAnnounced] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the head's text changes (head is a new object each render).
  useEffect(() => {
    applyHead(head);
    setAnnounced(head.title);
  }, [head.title, head.description, head.canonical, head.robots]);
  // The page itself, made once for the page shown.
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
    <>
      {intro && <IntroStage intro={intro} introMs={site.constants.timings.introMs} />}
      {/* Behind the intro the page is laid out and painted as it will be seen, so nothing moves when it goes. */}
      {/* The stage is an attribute, for what the CSS of the page's blocks waits for (Stats); the intro's script moves it (intro-player.ts). */}
      <div data-stage={intro ? 'waiting' : 'shown'}>{body}</div>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
    </>
  );
}

function Screen({ shown: { route, content }, notFoundPath, version }: { shown: ShownRoute; notFoundPath: string; version: number }) {
  // Keyed by the address tried: another unknown address is a new not-found page, logged in its turn.
  if (!route) return <NotFoundView key={notFoundPath} />;
  if (route.kind === 'redirect') return <RedirectView redirect={route.redirect} />;
  // Keyed by address, and by version of site.yaml (the dev server's HMR): the blocks of another page, or of an
  // edited one, are new blocks, drawn afresh as a reload would draw them. Updated in place, a list that came to hold
  // two equal items would confuse React (its items are keyed by text).
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
