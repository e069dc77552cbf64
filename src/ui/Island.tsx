// The one way code is lazy-loaded on a page. An island is a part of the page whose component is a chunk of its
// own. The server renders it whole. The browser hydrating that page keeps the island's server HTML, whose links
// already go and whose forms already post, and hydrates it in place when its code has come: when `hydrate` says.
//
// React behaviour this relies on (pinned by tests/unit/island.test.tsx, so an upgrade that changes it fails there):
// 1. Hydrating an element whose inner HTML it is told to set (`dangerouslySetInnerHTML`) with
//    `suppressHydrationWarning`, React keeps the element's children as the server wrote them, and sets them again
//    only when that HTML changes. The page's root therefore never touches an island's inside.
// 2. A second root hydrated into that element (`hydrateRoot`) adopts the server's nodes: focus, scroll and the
//    element under the pointer stay where they were. Events inside it reach its handlers, and still bubble to the
//    page's root.
// An island that hydrates is rendered apart on the server too, as the root of its own that hydrates it in the browser,
// with the same `identifierPrefix` (renderApart): `useId` gives it the same ids on both sides.
import { css } from '@emotion/react';
import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useLocation } from 'wouter';
import { isInternal } from '../model/links.ts';
import { siteSourceAttribute } from './site-source.ts';
import { scrollOnSamePage } from './SmartLink.tsx';

/**
 * When the browser hydrates an island of the page it arrived on:
 * - none: never. Its server HTML is the whole of it (text, pictures, links); its code never comes on that page.
 * - load: as soon as the page is hydrated (forms, the calculator, the search, the popup).
 * - interaction: when the pointer or the focus first enters it, or it is clicked (menus, tooltips, dialogs' buttons).
 * Rendered afresh (a followed link, a new version of site.yaml in the dev server), every island comes with its code.
 */
export type Hydration = 'none' | 'load' | 'interaction';

/** A component whose code is a chunk of its own, and when it hydrates (see Island). */
export interface LazyIsland<Props> {
  hydrate: Hydration;
  /** Fetches the component once; a failed fetch may be tried again. */
  load: () => Promise<ComponentType<Props>>;
  /** The component, once loaded. */
  loaded?: ComponentType<Props>;
}

// biome-ignore lint/suspicious/noExplicitAny: islands of every props type live in one list (for loadAllIslands).
const islands = new Set<LazyIsland<any>>();

/** Declares an island: its hydration and the import of its component (`() => import('./Hero.tsx')…`). */
export function lazyIsland<Props extends object>(hydrate: Hydration, load: () => Promise<ComponentType<Props>>): LazyIsland<Props> {
  let pending: Promise<ComponentType<Props>> | undefined;
  const island: LazyIsland<Props> = {
    hydrate,
    load: () =>
      (pending ??= load().then(
        (component) => (island.loaded = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  islands.add(island);
  return island;
}

/**
 * Hydrates `children` into `container`, the server's HTML of the page or of an island, as a transition: React then
 * works in slices of a few milliseconds and lets the browser paint and answer input between them (a part the
 * visitor clicks is hydrated first), instead of in one long task that holds the page.
 */
export function hydrateInSlices(container: Element, children: ReactNode, identifierPrefix?: string): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, { identifierPrefix });
  });
  return root!;
}

/** Loads every island's code: the server entry (the prerender, the dev server's pages) renders every island whole. */
export function loadAllIslands(): Promise<unknown> {
  return Promise.all([...islands].map((island) => island.load()));
}

/** What the app gives islands: whether the page is being hydrated, and its providers for an island's own root. */
export interface IslandHost {
  /** True while the browser hydrates the page the server wrote: an island mounted then keeps the server's HTML. */
  hydrating: () => boolean;
  /** The app's providers (site, theme, styles, router) around an island hydrated in a root of its own. */
  wrap: (island: ReactNode) => ReactNode;
  /**
   * The server's: renders an island that will hydrate in a root of its own apart from the page, as that root, with
   * its ids (`identifierPrefix`); answers what stands for its HTML in the page's until it is put in (entry-server).
   */
  renderApart?: (island: ReactNode, identifierPrefix: string) => string;
}

const IslandHostContext = createContext<IslandHost>({ hydrating: () => false, wrap: (island) => island });
export const IslandHostProvider = IslandHostContext.Provider;

interface IslandProps<Props> {
  of: LazyIsland<Props>;
  /** The component's props. A block of the page arrived on has none in the browser: its server HTML carries them. */
  props?: Props;
  /** When the code cannot come and the visitor asked for something it does (a click): by default, a fresh load. */
  onFail?: () => void;
  /** Dev server only: where the island's block is written in site.yaml (see site-source.ts). */
  source?: string;
}

// The wrapper takes no part in the layout.
const contents = css({ display: 'contents' });
// One constant, never changed: React keeps what the server wrote inside (see 1. above).
const serverMarkup = { __html: '' };
const reload = () => window.location.reload();

/** A part of the page whose code is a chunk of its own, hydrated when its `hydrate` says (see LazyIsland). */
export function Island<Props extends object>({ of, props, onFail = reload, source }: IslandProps<Props>) {
  const host = useContext(IslandHostContext);
  // The ids of the island's own root, when it has one (renderApart): the page's root gives the same on both sides.
  const identifierPrefix = useId();
  const [kept, setKept] = useState(() => !import.meta.env.SSR && host.hydrating());
  // Only Fresh names its block's source (the dev server's, see site-source.ts): a kept island keeps the server's element.
  if (!kept) return <Fresh of={of} props={props} source={source} identifierPrefix={identifierPrefix} />;
  return <Kept of={of} props={props} onFail={onFail} goFresh={() => setKept(false)} identifierPrefix={identifierPrefix} />;
}

/** Rendered by this root with its code: on the server, and in the browser for a page it renders itself. */
function Fresh<Props extends object>({
  of,
  props,
  source,
  identifierPrefix,
}: Pick<IslandProps<Props>, 'of' | 'props' | 'source'> & { identifierPrefix: string }) {
  const { renderApart } = useContext(IslandHostContext);
  // Its code is loaded before the page shows (the prerender, the routes' loaders); `use` waits if it is not.
  const Component = (of.loaded ?? use(of.load())) as ComponentType<object>;
  const island = <Component {...props} />;
  const attributes = { css: contents, 'data-island': of.hydrate, ...siteSourceAttribute(source) };
  // The server's HTML of an island that hydrates: its props, and itself as the root that will hydrate it renders it.
  if (renderApart && of.hydrate !== 'none') {
    const html = { __html: renderApart(island, identifierPrefix) };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own HTML of the island, rendered apart (renderApart).
    return <div {...attributes} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={html} />;
  }
  return <div {...attributes}>{island}</div>;
}

interface KeptProps<Props> extends Required<Pick<IslandProps<Props>, 'of' | 'onFail'>>, Pick<IslandProps<Props>, 'props'> {
  /** Renders the island afresh: its props changed before it was hydrated, so the server's HTML is out of date. */
  goFresh: () => void;
  /** The ids of its root, as the server gave them (see Island). */
  identifierPrefix: string;
}

/** The server's HTML, kept until the island's code has come, then hydrated in a root of its own. */
function Kept<Props extends object>({ of, props, onFail, goFresh, identifierPrefix }: KeptProps<Props>) {
  const host = useContext(IslandHostContext);
  const [location, navigate] = useLocation();
  const element = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [wanted, setWanted] = useState(of.hydrate === 'load');
  // What the visitor did before the code came, done again once it has.
  const clicked = useRef<HTMLElement | null>(null);
  const hovered = useRef<Element | null>(null);
  const serverProps = useRef<string | undefined>(undefined);
  // The same tree for hydrating and for every render after, so that React updates the island, not replaces it.
  const islandRoot = (islandProps: Props) =>
    host.wrap(
      <Hydrated onDone={() => setHydrated(true)}>
        <IslandComponent of={of} props={islandProps} />
      </Hydrated>,
    );
  const propsChanged = props !== undefined && serverProps.current !== undefined && JSON.stringify(props) !== serverProps.current;

  useEffect(() => {
    serverProps.current = element.current?.dataset.props;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per wish (wanted, or new props before hydration): the code loads once.
  useEffect(() => {
    if (root.current || (!wanted && !propsChanged)) return;
    let current = true;
    of.load().then(
      () => {
        if (!current || !element.current) return;
        if (propsChanged) return goFresh();
        const initial = props ?? (JSON.parse(serverProps.current ?? '{}') as Props);
        root.current = hydrateInSlices(element.current, islandRoot(initial), identifierPrefix);
      },
      (error: unknown) => {
        console.error(error);
        if (current && clicked.current) onFail();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, propsChanged]);
  useEffect(() => {
    if (!hydrated) return;
    // The hydrated handlers listen once their own effects have run (floating-ui keeps its element in state): a task later.
    afterThisTask(() => {
      const focused = document.activeElement;
      if (focused && focused !== element.current && element.current?.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      if (hovered.current?.matches(':hover')) hovered.current.dispatchEvent(new window.MouseEvent('mouseenter'));
      clicked.current?.click();
      clicked.current = null;
    });
  }, [hydrated]);
  const propsJson = props && JSON.stringify(props);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the props say something new (props is a new object each render).
  useEffect(() => {
    if (hydrated && props) root.current?.render(islandRoot(props));
  }, [hydrated, propsJson]);
  // The island's root goes with it, once this root has finished removing it.
  useEffect(() => () => void setTimeout(() => root.current?.unmount()), []);

  const beforeHydration = {
    onPointerOver: (event: PointerEvent<HTMLDivElement>) => {
      if (of.hydrate === 'interaction') setWanted(true);
      hovered.current = event.pointerType === 'mouse' && event.target instanceof Element ? event.target.closest('a, button') : null;
    },
    onFocus: () => of.hydrate === 'interaction' && setWanted(true),
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>('button[type="button"]');
      // Once its root is made, React has the click (it replays it when the button is hydrated): done again here
      // too, it would toggle a menu open and shut at once.
      if (button && of.hydrate !== 'none' && !root.current) {
        clicked.current = button;
        setWanted(true);
      }
      followLink(event, location, navigate);
    },
  };
  return (
    <div
      ref={element}
      css={contents}
      data-island={of.hydrate}
      data-hydrated={hydrated ? '' : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: one constant empty string, so React keeps the server's HTML inside (see 1. above).
      dangerouslySetInnerHTML={serverMarkup}
      suppressHydrationWarning
      {...(hydrated ? {} : beforeHydration)}
    />
  );
}

function IslandComponent<Props extends object>({ of, props }: { of: LazyIsland<Props>; props: Props }) {
  const Component = of.loaded as ComponentType<object>;
  return <Component {...props} />;
}

/** Tells the page's root when the island's root has hydrated. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated (onDone is a new function each render).
  useEffect(onDone, []);
  return children;
}

/** A link to a page of this site, in HTML not hydrated yet: followed in the page, as SmartLink's are. */
function followLink(event: MouseEvent, location: string, navigate: (to: string) => void): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || !isInternal(href) || link.target || event.defaultPrevented) return;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
  scrollOnSamePage(href, location);
}

/** Runs `run` in a task of its own after the current one (a message, which, unlike a timer, no clock holds back). */
function afterThisTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
