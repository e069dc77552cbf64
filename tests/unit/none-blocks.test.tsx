// Nothing interactive hides behind `none` (issue 43, goal 3). A block registered `none` (src/blocks/registry.ts) never
// has its code on the page a visitor arrives on: its server HTML is the whole of it. So every example of its schema,
// rendered as the browser renders it with its code, must hold nothing that needs that code to work:
// - no button, no form control, no element with a widget's role, nothing focusable but links (and the lists that
//   phones swipe through, which take the focus so that a keyboard scrolls them: the browser does that alone);
// - no element that answers what a visitor does (a hover, a focus, a press, a key, a scroll) by changing the page,
//   moving the focus, going to another address, cancelling or stopping the event, or calling out (the console, a
//   fetch, a window, the storage).
// Links are fine: they work as HTML, and the page's link following handles them, so a link and all inside it are left
// alone. A <details> is fine too: it opens without a script. The check reads only what is rendered (the elements,
// then what happens when each is hovered, focused, pressed), never React's internals. The self-check at the end
// proves that it catches each kind, and lets links, disclosures and those lists through.
//
// Not in Vitest's jsdom environment (its docblock): there, Vite rewrites `new URL('../../schemas/', import.meta.url)`
// (src/site, which reads the fixture site) into an address of its test server, not a file. So this file runs as Node
// code and makes Vitest's jsdom window itself, before anything else is imported (vi.hoisted): React and emotion find a
// document when they load, as in the browser. (import.meta.env.SSR is true here: for a `none` block, Island renders
// the same as in the browser, its component with no data-props.)
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStyleCache } from '../../src/app/emotion.ts';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { blockProps, searchPartOf, shellOf, type BlockProps, type BlockType } from '../../src/model/site-shell.ts';
import type { Block } from '../../src/model/types.generated.ts';
import { withCompanyFigures } from '../../src/site/resolve.ts';
import { readSchemas } from '../../src/site/schemas.ts';
import { Island, loadAllIslands, type LazyIsland } from '../../src/ui/Island.tsx';
import { SiteProvider } from '../../src/ui/site-context.tsx';
import { builtSite } from '../sites.ts';

// Vitest's jsdom environment, set up as its docblock would, and taken down after the tests.
const jsdom = await vi.hoisted(async () => {
  const { builtinEnvironments } = await import('vitest/runtime');
  const environment = await builtinEnvironments.jsdom.setup(globalThis, {});
  const { window } = (globalThis as unknown as { jsdom: import('jsdom').JSDOM }).jsdom;
  // Vitest's jsdom environment leaves out the window's PointerEvent.
  globalThis.PointerEvent ??= window.PointerEvent;
  return environment;
});
afterAll(() => jsdom.teardown(globalThis));

// biome-ignore lint/suspicious/noExplicitAny: React reads this global flag to know act() is in use.
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

/** Something a `none` block renders that needs its code: the element, as a short snippet, and what it does. */
interface Finding {
  element: string;
  what: string;
}

/** ARIA roles of widgets and of the composites made of them: each promises a behaviour that a script provides. */
const widgetRoles = new Set(
  (
    'button checkbox combobox grid gridcell link listbox menu menubar menuitem menuitemcheckbox menuitemradio option ' +
    'radio radiogroup scrollbar searchbox slider spinbutton switch tab tablist textbox tree treegrid treeitem'
  ).split(' '),
);

const init = { bubbles: true, cancelable: true };
const mouse =
  (type: string, bubbles = true) =>
  () =>
    new MouseEvent(type, { ...init, bubbles });
const pointer =
  (type: string, bubbles = true) =>
  () =>
    new PointerEvent(type, { ...init, bubbles, pointerType: 'mouse' });
const touch = (type: string) => () => new TouchEvent(type, init);
const key = (type: string, name: string) => () => new KeyboardEvent(type, { ...init, key: name });
const focus = (type: string, bubbles: boolean) => () => new FocusEvent(type, { bubbles });

/**
 * What a visitor does to an element, one gesture after the other, each with the events a browser fires for it (React
 * listens to them: its onMouseEnter to mouseover, its onFocus to focusin). Each gesture's effect is seen before the
 * next, so that a leave undoing what a hover did still shows the hover's.
 */
const gestures: { name: string; events: (() => Event)[] }[] = [
  {
    name: 'a hover',
    events: [
      pointer('pointerover'),
      pointer('pointerenter', false),
      pointer('pointermove'),
      mouse('mouseover'),
      mouse('mouseenter', false),
      mouse('mousemove'),
    ],
  },
  { name: 'a focus', events: [focus('focus', false), focus('focusin', true)] },
  {
    name: 'a press',
    events: [touch('touchstart'), pointer('pointerdown'), mouse('mousedown'), touch('touchend'), pointer('pointerup'), mouse('mouseup'), mouse('click')],
  },
  { name: 'a double click', events: [mouse('dblclick')] },
  { name: 'a right click', events: [mouse('contextmenu')] },
  { name: 'Enter', events: [key('keydown', 'Enter'), key('keyup', 'Enter')] },
  { name: 'Space', events: [key('keydown', ' '), key('keyup', ' ')] },
  { name: 'a scroll', events: [() => new WheelEvent('wheel', init), () => new Event('scroll')] },
  {
    name: 'leaving it',
    events: [
      focus('blur', false),
      focus('focusout', true),
      pointer('pointerout'),
      pointer('pointerleave', false),
      mouse('mouseout'),
      mouse('mouseleave', false),
    ],
  },
];

/** The types of those events that bubble: each should reach the window, unless a handler stops it. */
const bubblingTypes = [
  ...new Set(
    gestures
      .flatMap((gesture) => gesture.events)
      .map((make) => make())
      .filter((event) => event.bubbles)
      .map((event) => event.type),
  ),
];

/** An element as a failure names it: its tag with its attributes (not its generated class), and the start of its text. */
function snippet(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'class')
    .map((attribute) => ` ${attribute.name}="${attribute.value.slice(0, 40)}"`)
    .join('');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `<${element.localName}${attributes}>${text ? ` "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"` : ''}`;
}

/** Part of a link: the <a href> itself or anything inside it. */
const inLink = (element: Element) => element.closest('a[href]') !== null;

/**
 * A list the keyboard scrolls (a row of cards that phones swipe through, like SwipeRow's): tabindex 0 only lets the focus in,
 * and the browser scrolls it with the arrow keys, with no script. Named, with no role, so it reads as a list, not as
 * a control. (What it does when a visitor acts on it is still checked, like every element's.)
 */
function scrolledByKeyboard(element: Element): boolean {
  const named = Boolean(element.getAttribute('aria-label')?.trim()) || Boolean(element.getAttribute('aria-labelledby')?.trim());
  return element.getAttribute('tabindex') === '0' && !element.hasAttribute('role') && named;
}

/** What an element is, by its markup alone, that needs a script: a control, a widget's role, a focus stop, an inline handler. */
function staticFindings(element: Element): string[] {
  const found: string[] = [];
  if (element.matches('button, input, select, textarea')) found.push(`a <${element.localName}>: a control that needs the block's code`);
  const editable = element.getAttribute('contenteditable');
  if (editable !== null && editable !== 'false') found.push('contenteditable');
  const role = element.getAttribute('role');
  if (role?.split(/\s+/).some((name) => widgetRoles.has(name))) found.push(`role="${role}", a widget's role`);
  const tabIndex = element.getAttribute('tabindex');
  if (tabIndex !== null && Number(tabIndex) >= 0 && !scrolledByKeyboard(element)) found.push(`tabindex="${tabIndex}" on an element that is not a link`);
  for (const attribute of element.attributes) if (attribute.name.startsWith('on')) found.push(`an inline ${attribute.name} handler`);
  return found;
}

/** The container's HTML as the visitor's actions leave it, but for the disclosures they open natively (<details open>). */
const pageHtml = (container: Element) => container.innerHTML.replace(/(<details\b[^>]*?) open=""/g, '$1');

/** A mutation the browser makes by itself, not a handler: a <details> opened or closed by a click on its summary. */
const nativeMutation = (record: MutationRecord) => record.type === 'attributes' && record.attributeName === 'open' && record.target.nodeName === 'DETAILS';

/** A change of the page, in words: what changed, and where. */
function describeChange(record: MutationRecord): string {
  const now = (text: string | null) => `"${(text ?? '').slice(0, 40)}"`;
  if (record.type === 'characterData') return `the text ${now(record.oldValue)} to ${now(record.target.textContent)}`;
  const target = record.target instanceof Element ? snippet(record.target) : 'a text';
  if (record.type === 'attributes') {
    const value = record.target instanceof Element ? record.target.getAttribute(record.attributeName ?? '') : null;
    return `${record.attributeName} from ${now(record.oldValue)} to ${now(value)}, on ${target}`;
  }
  return `the children of ${target}`;
}

/** Waits `ms` inside act(), so that React's renders and effects, promises and timers have run. */
const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

/**
 * Watches, while a gesture is made, what a handler can do that leaves the page as it was: write to the console,
 * fetch, open a window, store, scroll, change the history. Each is recorded by its name and not done (but for the
 * history's, which the address check reads).
 */
function watchCalls(): { calls: Set<string>; restore: () => void } {
  const calls = new Set<string>();
  const restores: (() => void)[] = [];
  const watch = (owner: object, names: string[], label: string, result?: () => unknown) => {
    const methods = owner as Record<string, unknown>;
    for (const name of names) {
      const original = methods[name];
      if (typeof original !== 'function') continue;
      methods[name] = function (this: unknown, ...args: unknown[]) {
        // What the console is told, as jsdom's "Not implemented: navigation" for an address set by hand.
        calls.add(label === 'console' ? `console.${name}(${JSON.stringify(String(args[0]).split('\n')[0]!.slice(0, 60))})` : `${label}.${name}`);
        return result ? result() : original.apply(this, args);
      };
      restores.push(() => {
        methods[name] = original;
      });
    }
  };
  const nothing = () => undefined;
  watch(console, ['log', 'info', 'warn', 'error', 'debug'], 'console', nothing);
  watch(window, ['open', 'scrollTo', 'scrollBy', 'scroll', 'alert', 'confirm', 'prompt'], 'window', nothing);
  watch(globalThis, ['fetch'], 'globalThis', () => new Promise(() => {}));
  watch(navigator, ['sendBeacon'], 'navigator', nothing);
  watch(Storage.prototype, ['setItem', 'removeItem', 'clear'], 'Storage', nothing);
  watch(Element.prototype, ['scrollIntoView', 'requestFullscreen'], 'Element', nothing);
  watch(history, ['pushState', 'replaceState', 'back', 'forward', 'go'], 'history');
  return {
    calls,
    restore: () => {
      for (const restore of restores.reverse()) restore();
    },
  };
}

/**
 * What a gesture on `element` does that shows a handler at work, in words: none when nothing happens. `changes` gives
 * the page's changes since it was last called.
 */
async function gestureEffects(
  element: Element,
  gesture: (typeof gestures)[number],
  changes: () => MutationRecord[],
  history: readonly string[],
): Promise<string[]> {
  const effects: string[] = [];
  const address = `${window.location.href} ${history.length}`;
  const focused = document.activeElement;
  // An event that bubbles and does not reach the window was stopped on its way: by a handler.
  let reached: Event | undefined;
  const reach = (event: Event) => {
    reached = event;
  };
  for (const type of bubblingTypes) window.addEventListener(type, reach);
  const watched = watchCalls();
  try {
    await act(async () => {
      for (const make of gesture.events) {
        const event = make();
        reached = undefined;
        if (!element.dispatchEvent(event)) effects.push(`its ${event.type} is cancelled (preventDefault)`);
        if (event.bubbles && reached !== event) effects.push(`its ${event.type} is stopped (stopPropagation)`);
      }
    });
  } finally {
    watched.restore();
    for (const type of bubblingTypes) window.removeEventListener(type, reach);
  }
  if (watched.calls.size > 0) effects.push(`it calls ${[...watched.calls].join(', ')}`);
  const changed = changes();
  if (changed.length > 0) effects.push(`it changes ${describeChange(changed[0]!)}${changed.length > 1 ? ` (and ${changed.length - 1} more changes)` : ''}`);
  if (`${window.location.href} ${history.length}` !== address) effects.push('it goes to another address');
  if (document.activeElement !== focused) effects.push(`it moves the focus to ${document.activeElement ? snippet(document.activeElement) : 'nothing'}`);
  return effects.map((effect) => `on ${gesture.name}, ${effect}`);
}

/**
 * Renders `node` as the browser does, with its code, then finds what in it needs that code: by its markup, and by
 * doing to each element what a visitor does and watching the page. `history` is the address's record (a memory
 * location's), to see a handler go to another address. Every element but links (see inLink) is tried; not one inside
 * an element that already acted (the handler there would answer for it too). Also how many elements were tried.
 */
async function interactiveParts(node: ReactNode, history: readonly string[] = []): Promise<{ findings: Finding[]; tried: number }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const findings: Finding[] = [];
  const acted: Element[] = [];
  let tried = 0;
  // The page's changes since the last call, but for the browser's own (nativeMutation). The observer hands them over
  // at each await: kept here, and taken at once from it when asked.
  const seen: MutationRecord[] = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  const changes = () => {
    seen.push(...observer.takeRecords());
    return seen.splice(0).filter((record) => !nativeMutation(record));
  };
  try {
    await act(async () => root.render(node));
    await wait(0);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
    const before = pageHtml(container);
    // Before any gesture: a block that changes by itself (a timer, an effect) does so with code the page never gets.
    await wait(20);
    const byItself = changes();
    if (byItself.length > 0) findings.push({ element: 'the block', what: `it changes by itself: ${describeChange(byItself[0]!)}` });

    for (const element of container.querySelectorAll('*')) {
      if (inLink(element)) continue;
      const name = snippet(element);
      for (const what of staticFindings(element)) findings.push({ element: name, what });
      if (acted.some((outer) => outer.contains(element))) continue;
      tried++;
      const effects: string[] = [];
      for (const gesture of gestures) effects.push(...(await gestureEffects(element, gesture, changes, history)));
      if (effects.length > 0) {
        acted.push(element);
        findings.push({ element: name, what: effects.join('; ') });
      }
    }
    // And the page's HTML at the end, seen as a whole: what the gestures left changed, with or without a change seen.
    await wait(20);
    const late = changes();
    if (late.length > 0) findings.push({ element: 'the block', what: `it changes a while after the gestures: ${describeChange(late[0]!)}` });
    if (findings.length === 0 && pageHtml(container) !== before) findings.push({ element: 'the block', what: 'its HTML is not the same after the gestures' });
  } finally {
    observer.disconnect();
    await act(async () => root.unmount());
    container.remove();
  }
  return { findings, tried };
}

const site = builtSite();
const schemas = readSchemas();
const examplesOf = (type: string) => (schemas.get(`blocks/${type}.schema.json`)?.examples as Block[] | undefined) ?? [];
// The registry has every block type (tsc sees to it); Object.keys types its keys as strings only.
const noneTypes = (Object.keys(blockRegistry) as BlockType[]).filter((type) => blockRegistry[type].hydrate === 'none').sort();

/** A block as the browser renders it with its code (a followed link, the dev server): in its island, with the app's providers. */
function blockOnPage(block: Block, location: ReturnType<typeof memoryLocation>): ReactNode {
  const cache = createStyleCache();
  // Emotion warns, in development, of :nth-child in styles that a server writes inline; these are written in the
  // browser's way. `compat`, which emotion's server render sets itself, turns the warning off.
  cache.compat = true;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={site.theme}>
        <SiteProvider model={{ site: shellOf(site), buildDate: '2026-11-22', loadSearch: async () => searchPartOf(site) }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Island of={blockRegistry[block.type] as LazyIsland<BlockProps>} props={blockProps(site, block)} />
          </Router>
        </SiteProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

describe("blocks registered 'none' render nothing interactive", () => {
  it("the registry has blocks registered 'none', each with examples to render", () => {
    expect(noneTypes.length).toBeGreaterThan(0);
    for (const type of noneTypes) expect(examplesOf(type).length, `schemas/blocks/${type}.schema.json has no examples`).toBeGreaterThan(0);
  });

  for (const type of noneTypes) {
    for (const [i, example] of examplesOf(type).entries()) {
      it(`${type}, example ${i + 1} of its schema (examples[${i}]): nothing that needs its code`, async () => {
        await loadAllIslands();
        const location = memoryLocation({ path: '/fixture', record: true });
        const { findings, tried } = await interactiveParts(blockOnPage(withCompanyFigures(example, site.brand.figures), location), location.history);
        expect(tried, 'the elements tried: none means the block rendered nothing').toBeGreaterThan(2);
        expect(
          findings.map(({ element, what }) => `${element}: ${what}`),
          `${type} is registered 'none' (src/blocks/registry.ts), so its code never comes on the page a visitor arrives on, ` +
            `but its example ${i + 1} renders these, which need it: make them links or HTML that works alone, or register ${type} 'load' or 'interaction'`,
        ).toEqual([]);
      });
    }
  }
});

// The detector on parts made to be caught, and on parts it must let through.
// biome-ignore-start lint/a11y: the self-check's parts are made to be caught: the handlers, roles and focus stops a `none` block must not have.
function Toggle() {
  const [open, setOpen] = useState(false);
  return <div onClick={() => setOpen(!open)}>{open ? 'Open' : 'Shut'}</div>;
}

function Hover() {
  const [over, setOver] = useState(false);
  return (
    <p onMouseEnter={() => setOver(true)} data-over={over}>
      Tip
    </p>
  );
}

function GoElsewhere() {
  const [, navigate] = useLocation();
  return <span onClick={() => navigate('/elsewhere')}>Elsewhere</span>;
}

describe('the detector', () => {
  it('catches an element whose handler changes the page, named as it was before', async () => {
    const { findings } = await interactiveParts(
      <section>
        <Toggle />
      </section>,
    );
    expect(findings).toEqual([{ element: '<div> "Shut"', what: 'on a press, it changes the text "Shut" to "Open"' }]);
  });

  it('catches a hover, a cancelled click and one stopped, each on the element that has the handler', async () => {
    const { findings } = await interactiveParts(
      <div>
        <Hover />
        <span onClick={(event) => event.preventDefault()}>Cancel</span>
        <em onClick={(event) => event.stopPropagation()}>Stop</em>
      </div>,
    );
    expect(findings).toEqual([
      { element: '<p data-over="false"> "Tip"', what: 'on a hover, it changes data-over from "false" to "true", on <p data-over="true"> "Tip"' },
      { element: '<span> "Cancel"', what: 'on a press, its click is cancelled (preventDefault)' },
      { element: '<em> "Stop"', what: 'on a press, its click is stopped (stopPropagation)' },
    ]);
  });

  it('catches a handler that goes to another address, with nothing on the page changed', async () => {
    const location = memoryLocation({ path: '/', record: true });
    const { findings } = await interactiveParts(
      <Router hook={location.hook}>
        <GoElsewhere />
      </Router>,
      location.history,
    );
    expect(findings).toEqual([{ element: '<span> "Elsewhere"', what: 'on a press, it goes to another address' }]);
  });

  it('catches a handler whose only effect is outside the page: a log, a fetch, an address set by hand', async () => {
    const { findings } = await interactiveParts(
      <div>
        <span onClick={() => console.log('clicked')}>Log</span>
        <span onMouseEnter={() => void fetch('/count')}>Count</span>
        <span onClick={() => window.location.assign('/elsewhere')}>Go</span>
      </div>,
    );
    expect(findings).toEqual([
      { element: '<span> "Log"', what: 'on a press, it calls console.log("clicked")' },
      { element: '<span> "Count"', what: 'on a hover, it calls globalThis.fetch' },
      { element: '<span> "Go"', what: expect.stringMatching(/^on a press, it calls console\.error\(".*Not implemented: navigation/) },
    ]);
  });

  it('catches a button, a form control, a widget role and a focus stop, with no handler at all', async () => {
    const { findings } = await interactiveParts(
      <div>
        <button type="button">Go</button>
        <input aria-label="Name" defaultValue="" />
        <div role="tab">Tab</div>
        <span tabIndex={0}>Focus</span>
      </div>,
    );
    expect(findings.map((finding) => finding.element)).toEqual([
      '<button type="button"> "Go"',
      '<input aria-label="Name" value="">',
      '<div role="tab"> "Tab"',
      '<span tabindex="0"> "Focus"',
    ]);
  });

  it('lets through links (their own click handlers too), a native disclosure and a list the keyboard scrolls', async () => {
    const location = memoryLocation({ path: '/', record: true });
    const { findings } = await interactiveParts(
      <Router hook={location.hook}>
        <a href="/next" onClick={(event) => event.preventDefault()}>
          <span>Next page</span>
        </a>
        <details>
          <summary>Question</summary>
          <p>Answer</p>
        </details>
        <h2 id="cards">Cards</h2>
        <ul tabIndex={0} aria-labelledby="cards">
          <li>One</li>
        </ul>
      </Router>,
      location.history,
    );
    expect(findings).toEqual([]);
  });
});
// biome-ignore-end lint/a11y: end of the self-check's parts.
