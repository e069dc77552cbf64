// @vitest-environment jsdom
// Islands on the page a visitor arrives on (src/ui/Island.tsx): the server renders each island that hydrates apart
// (renderWithIslands), and the browser hydrates it in a root of its own when its hydration says (hydrateIslands),
// with the same ids, keeping the server's nodes; what the visitor did before the code came is done again once.
import { act, useEffect, useId, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIslands } from '../../src/app/render-apart.ts';
import { Island, islandTable, lazyIsland, RenderApartProvider } from '../../src/ui/Island.tsx';
import type { SiteModel } from '../../src/ui/site-context.tsx';

// biome-ignore lint/suspicious/noExplicitAny: React reads this global flag to know act() is in use.
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

/** A field and its label: ids the server writes, which the browser must give the same. */
function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} />
    </label>
  );
}

const unmounted: string[] = [];
/** A menu button: it opens on a click, and says so. */
function Menu() {
  const [open, setOpen] = useState(false);
  useEffect(() => () => void unmounted.push('menu'), []);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Services
    </button>
  );
}

/** Code that comes when the test says, as a chunk on a slow network. */
function heldCode<T>(component: T) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async () => {
    await held;
    return component;
  });
  return { load, release };
}

const Text = ({ text }: { text: string }) => <p>{text}</p>;

/** The islands by name, as the server has them: every one's code is there. */
const serverTable = islandTable({
  field: lazyIsland('load', async () => Field),
  menu: lazyIsland('interaction', async () => Menu),
  text: lazyIsland('none', async () => Text),
});

/** The page around the islands, with ids of its own before them, so that the page's ids and an island's would differ. */
function Page() {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>Form</h2>
      <Island of={serverTable.text} props={{ text: 'Plain words' }} />
      <Island of={serverTable.menu} props={{}} />
      <Island of={serverTable.field} props={{ label: 'Name' }} />
    </section>
  );
}

const model = {} as SiteModel;
const wrap = (island: ReactNode) => island;
let container: HTMLElement;
/** The same islands as the browser has them: each one's code comes when the test releases it. */
let code: { field: ReturnType<typeof heldCode<typeof Field>>; menu: ReturnType<typeof heldCode<typeof Menu>> };
/** The browser's Island.tsx: a module of its own, as in the browser, whose tables name the islands afresh. */
let hydrateIslands: typeof import('../../src/ui/Island.tsx').hydrateIslands;

beforeEach(async () => {
  await Promise.all(Object.values(serverTable).map((island) => island.load()));
  container = document.createElement('div');
  container.innerHTML = renderWithIslands((renderApart) => (
    <RenderApartProvider value={renderApart}>
      <Page />
    </RenderApartProvider>
  ));
  document.body.append(container);
  code = { field: heldCode(Field), menu: heldCode(Menu) };
  vi.resetModules();
  const browser = await import('../../src/ui/Island.tsx');
  browser.islandTable({ field: browser.lazyIsland('load', code.field.load), menu: browser.lazyIsland('interaction', code.menu.load) });
  hydrateIslands = browser.hydrateIslands;
});
afterEach(() => container.remove());

describe('an island of the page arrived on', () => {
  it("is written with its name and props when it hydrates, and as plain HTML when it never does ('none')", () => {
    const islands = [...container.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.map((island) => [island.dataset.island, island.dataset.islandName, island.dataset.props])).toEqual([
      ['none', undefined, undefined],
      ['interaction', 'menu', undefined],
      ['load', 'field', JSON.stringify({ label: 'Name' })],
    ]);
    expect(islands[0].innerHTML).toBe('<p>Plain words</p>');
  });

  it("hydrates in its own root with the server's ids and nodes, without a mismatch", async () => {
    const serverInput = container.querySelector('input')!;
    expect(container.querySelector('h2')!.id).not.toBe(serverInput.id);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = hydrateIslands(container, model, wrap);
    await act(async () => code.field.release());
    const field = container.querySelector<HTMLElement>('[data-island-name="field"]')!;
    expect(field.hasAttribute('data-hydrated')).toBe(true);
    expect(container.querySelector('input')).toBe(serverInput);
    expect(container.querySelector('label')!.htmlFor).toBe(serverInput.id);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
    await act(async () => unmount());
  });

  it('with other ids than the server gave it, React reports the mismatch (what the test above would see)', async () => {
    container.querySelector('input')!.id = 'another';
    container.querySelector('label')!.htmlFor = 'another';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = hydrateIslands(container, model, wrap);
    await act(async () => code.field.release());
    expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain("didn't match");
    errors.mockRestore();
    await act(async () => unmount());
  });

  it("'interaction': its code comes only when the pointer or the focus enters it", async () => {
    const unmount = hydrateIslands(container, model, wrap);
    await act(async () => {});
    expect(code.menu.load).not.toHaveBeenCalled();
    expect(code.field.load).toHaveBeenCalledTimes(1);
    const button = container.querySelector('button')!;
    await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(code.menu.load).toHaveBeenCalledTimes(1);
    await act(async () => code.menu.release());
    expect(container.querySelector('[data-island-name="menu"]')!.hasAttribute('data-hydrated')).toBe(true);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => unmount());
  });

  it('a click that comes before the code is done once the code has come: the menu opens, once', async () => {
    const unmount = hydrateIslands(container, model, wrap);
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => code.menu.release());
    // The replayed click comes a task after the hydration (a message).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('button')).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => unmount());
  });

  it('its root goes when the page is rendered afresh (a followed link): the unmount runs its effects’ cleanup', async () => {
    unmounted.length = 0;
    const unmount = hydrateIslands(container, model, wrap);
    await act(async () => container.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await act(async () => code.menu.release());
    await act(async () => unmount());
    expect(unmounted).toEqual(['menu']);
  });
});

describe('the islands the browser can find', () => {
  it('are named once: two tables with one name are refused', () => {
    expect(() => islandTable({ menu: lazyIsland('load', async () => Menu) })).toThrow('Two islands are named menu');
    expect(islandTable({ menu: serverTable.menu })).toEqual({ menu: serverTable.menu });
  });

  it('include every island that hydrates: one in no table cannot be rendered for the page arrived on', async () => {
    const unnamed = lazyIsland('load', async () => Menu);
    await unnamed.load();
    expect(() =>
      renderWithIslands((renderApart) => (
        <RenderApartProvider value={renderApart}>
          <Island of={unnamed} props={{}} />
        </RenderApartProvider>
      )),
    ).toThrow('islandTable');
  });
});
