// The one way code is lazy-loaded on a page. An island is a part of the page whose component is a chunk of its own,
// with a hydration that says when the browser hydrates it on the page a visitor arrives on.
//
// That page is the server's HTML, and no React root holds it: each island that hydrates becomes a root of its own
// when its hydration says (hydrateIslands), from the props the server wrote beside it. The server renders such an
// island apart, as that root renders it, with an `identifierPrefix` of its own that it writes beside it
// (data-id-prefix, app/render-apart.ts), so `useId` agrees on both sides. Until then its HTML works as HTML: its
// links go (followed in the page, followLink) and its forms post. A followed link renders the next page whole, in one
// root, with every island's code (app/entry-client.tsx): from then on an island is its component, in place.
import { css } from '@emotion/react';
import { createContext, startTransition, use, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { SiteModel } from './site-context.tsx';
import { siteSourceAttribute } from './site-source.ts';

/**
 * When the browser hydrates an island of the page it arrived on:
 * - none: never. Its server HTML is the whole of it (text, pictures, links); its code never comes on that page.
 * - load: as soon as the page's script runs (forms, the calculator, the search, the popup).
 * - interaction: when the pointer or the focus first enters it, or it is clicked (menus, tooltips, dialogs' buttons).
 * Rendered afresh (a followed link), every island comes with its code.
 */
export type Hydration = 'none' | 'load' | 'interaction';

/** A component whose code is a chunk of its own, and when it hydrates (see Island). */
export interface LazyIsland<Props> {
  hydrate: Hydration;
  /** Fetches the component once; a failed fetch may be tried again. */
  load: () => Promise<ComponentType<Props>>;
  /** The component, once loaded. */
  loaded?: ComponentType<Props>;
  /** Its name in the tables the browser looks islands up in (islandTable): set there. */
  name?: string;
  /** When the code cannot come and the visitor asked for something it does (a click): by default, a fresh load. */
  onFail?: (model: SiteModel) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: islands of every props type live in one list (for loadAllIslands).
type AnyIsland = LazyIsland<any>;
const islands = new Set<AnyIsland>();

/** Declares an island: its hydration and the import of its component (`() => import('./Hero.tsx')…`). */
export function lazyIsland<Props extends object>(
  hydrate: Hydration,
  load: () => Promise<ComponentType<Props>>,
  onFail?: (model: SiteModel) => void,
): LazyIsland<Props> {
  let pending: Promise<ComponentType<Props>> | undefined;
  const island: LazyIsland<Props> = {
    hydrate,
    onFail,
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

/** Every island that hydrates, by its name: what the server writes beside its HTML, and the browser looks up. */
const named = new Map<string, AnyIsland>();

/**
 * Names the islands of `table` by their keys: the server writes the name of each island that hydrates, and the
 * browser finds it by that name (hydrateIslands), in whichever table it is. Two islands of one name would be a
 * mistake no page could show.
 */
export function islandTable<Table extends Record<string, AnyIsland>>(table: Table): Table {
  for (const [name, island] of Object.entries(table)) {
    if (named.has(name) && named.get(name) !== island) throw new Error(`Two islands are named ${name}`);
    island.name = name;
    named.set(name, island);
  }
  return table;
}

/** Loads the code of the islands of `table`. */
export function loadIslands(table: Record<string, AnyIsland>): Promise<unknown> {
  return Promise.all(Object.values(table).map((island) => island.load()));
}

/** Loads every island's code: the server entry renders every island whole. */
export function loadAllIslands(): Promise<unknown> {
  return Promise.all([...islands].map((island) => island.load()));
}

/**
 * The server's: renders an island that will hydrate in a root of its own, as that root renders it, with ids of its
 * own; answers what stands for its HTML until it is put in, and the `identifierPrefix` of its ids (render-apart.ts).
 */
export type RenderApart = (island: ReactNode) => { html: string; idPrefix: string };
const RenderApartContext = createContext<RenderApart | undefined>(undefined);
export const RenderApartProvider = RenderApartContext.Provider;

interface IslandProps<Props> {
  of: LazyIsland<Props>;
  props: Props;
  /** Dev server only: where the island's block is written in site.yaml (see site-source.ts). */
  source?: string;
}

// The wrapper takes no part in the layout.
const contents = css({ display: 'contents' });

/** A part of the page whose code is a chunk of its own, hydrated when its `hydrate` says (see LazyIsland). */
export function Island<Props extends object>({ of, props, source }: IslandProps<Props>) {
  const renderApart = useContext(RenderApartContext);
  // Its code is loaded before the page shows (the server entry, the routes' loaders); `use` waits if it is not.
  const Component = (of.loaded ?? use(of.load())) as ComponentType<object>;
  const island = <Component {...props} />;
  const attributes = { css: contents, 'data-island': of.hydrate, ...siteSourceAttribute(source) };
  // Rendered with its code, not for a page the server writes (a followed link's page): it works, as a hydrated one does.
  if (!renderApart)
    return (
      <div {...attributes} data-hydrated="">
        {island}
      </div>
    );
  if (of.hydrate === 'none') return <div {...attributes}>{island}</div>;
  if (!of.name) throw new Error('an island that hydrates must be in an islandTable, for the browser to find it');
  const { html, idPrefix } = renderApart(island);
  return (
    <div
      {...attributes}
      data-island-name={of.name}
      // The prefix of its ids (useId), which its root in the browser is given.
      data-id-prefix={idPrefix}
      // Props or none: an island without props has no data-props.
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own HTML of the island, rendered apart (renderApart).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Tells hydrateIslands when an island's root has hydrated. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated (onDone is a new function each render).
  useEffect(onDone, []);
  return children;
}

/**
 * Hydrates the islands of the server's HTML in `container` (named in an islandTable), each in a root of its own when its hydration says, inside
 * `wrap` (the providers of `model`), as the server rendered them apart. Answers the function that unmounts them all
 * (the page is then rendered afresh).
 */
export function hydrateIslands(container: Element, model: SiteModel, wrap: (island: ReactNode) => ReactNode): () => void {
  const unmounts = [...container.querySelectorAll<HTMLElement>('[data-island-name]')].map((element) => {
    const island = named.get(element.dataset.islandName ?? '');
    if (!island) {
      console.error(`No island is named ${element.dataset.islandName}`);
      return () => {};
    }
    return hydrateWhenWanted(element, island, element.dataset.idPrefix ?? '', () => (island.onFail ?? reload)(model), wrap);
  });
  return () => {
    for (const unmount of unmounts) unmount();
  };
}

const reload = () => window.location.reload();

/** Hydrates one island's server HTML, `element`, when its hydration says; answers how to unmount it. */
function hydrateWhenWanted(
  element: HTMLElement,
  island: AnyIsland,
  identifierPrefix: string,
  fail: () => void,
  wrap: (island: ReactNode) => ReactNode,
): () => void {
  let root: Root | undefined;
  let wanted = false;
  let gone = false;
  // What the visitor did before the code came, done again once it has.
  let clicked: HTMLElement | null = null;
  let hovered: Element | null = null;
  const hydrate = () => {
    if (wanted) return;
    wanted = true;
    island.load().then(
      (Component) => {
        if (gone) return;
        const props = JSON.parse(element.dataset.props ?? '{}') as object;
        const done = () => {
          element.setAttribute('data-hydrated', '');
          stopListening();
          // The hydrated handlers listen once their own effects have run (floating-ui keeps its element in state): a task later.
          afterThisTask(() => replay(element, hovered, clicked));
        };
        // As a transition: React hydrates in slices of a few milliseconds and answers input between them (a part the
        // visitor clicks is hydrated first), instead of in one long task that holds the page.
        startTransition(() => {
          root = hydrateRoot(element, wrap(<Hydrated onDone={done}>{<Component {...props} />}</Hydrated>), { identifierPrefix });
        });
      },
      (error: unknown) => {
        console.error(error);
        if (!gone && clicked) fail();
      },
    );
  };
  const onPointerOver = (event: PointerEvent) => {
    if (island.hydrate === 'interaction') hydrate();
    hovered = event.pointerType === 'mouse' && event.target instanceof Element ? event.target.closest('a, button') : null;
  };
  const onFocus = () => island.hydrate === 'interaction' && hydrate();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
    // Once its root is made, React has the click (it hydrates the root at once and hands it over): done again here
    // too, it would toggle a menu open and shut at once.
    if (!button || root) return;
    clicked = button;
    hydrate();
  };
  const stopListening = () => {
    element.removeEventListener('pointerover', onPointerOver);
    element.removeEventListener('focusin', onFocus);
    element.removeEventListener('click', onClick);
  };
  element.addEventListener('pointerover', onPointerOver);
  element.addEventListener('focusin', onFocus);
  element.addEventListener('click', onClick);
  if (island.hydrate === 'load') hydrate();
  return () => {
    gone = true;
    stopListening();
    root?.unmount();
  };
}

/** What the visitor did to the island before its code came, done again now that its handlers listen. */
function replay(element: HTMLElement, hovered: Element | null, clicked: HTMLElement | null): void {
  const focused = document.activeElement;
  if (focused && focused !== element && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  if (hovered?.matches(':hover')) hovered.dispatchEvent(new window.MouseEvent('mouseenter'));
  clicked?.click();
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
