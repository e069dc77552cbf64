// @vitest-environment jsdom
// The React behaviour the Island component relies on (src/ui/Island.tsx). If a React upgrade changes it, these
// fail here instead of every page of the site losing its islands' HTML.
import { act, useId, type MouseEvent, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithIslands } from '../../src/app/render-apart.ts';
import { Island, IslandHostProvider, lazyIsland, type IslandHost } from '../../src/ui/Island.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: React reads this global flag to know act() is in use.
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const serverMarkup = { __html: '' };

/** The page's root, as Island renders a kept island inside it: an element whose inner HTML React leaves alone. */
function Page({ count, onClick }: { count: number; onClick?: (event: MouseEvent) => void }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a stand-in for the page's root, to see an island's click bubble to it.
    <main data-count={count} onClick={onClick}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Island's constant empty HTML, whose behaviour this file pins. */}
      <div id="island" dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
    </main>
  );
}

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = '<main data-count="1"><div id="island"><button type="button">Server</button></div></main>';
  document.body.append(container);
});
afterEach(() => container.remove());

describe('React, as Island relies on it', () => {
  it('hydrating an element told to set an unchanged inner HTML keeps the server nodes inside, then and on every render after', async () => {
    const serverButton = container.querySelector('button');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Page count={1} />));
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => root.render(<Page count={2} />));
    expect(container.querySelector('main')?.dataset.count).toBe('2');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Server');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => root.unmount());
  });

  it("a second root hydrated into that element adopts the server's nodes, and its events still reach the page's root", async () => {
    const serverButton = container.querySelector('button')!;
    const pageClicks: string[] = [];
    const page = await act(async () => hydrateRoot(container, <Page count={1} onClick={(event) => pageClicks.push((event.target as Element).tagName)} />));
    const islandClicks: number[] = [];
    const island = await act(async () =>
      hydrateRoot(
        container.querySelector('#island')!,
        <button type="button" onClick={() => islandClicks.push(1)}>
          Server
        </button>,
      ),
    );
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(islandClicks).toEqual([1]);
    expect(pageClicks).toEqual(['BUTTON']);
    await act(async () => island.unmount());
    await act(async () => page.unmount());
  });

  it("before the island's root exists, a click inside reaches the page root's handlers on the element around it", async () => {
    const pageClicks: string[] = [];
    const page = await act(async () => hydrateRoot(container, <Page count={1} onClick={(event) => pageClicks.push((event.target as Element).tagName)} />));
    await act(async () => container.querySelector('button')!.click());
    expect(pageClicks).toEqual(['BUTTON']);
    await act(async () => page.unmount());
  });
});

describe('an island that hydrates, rendered apart on the server (renderWithIslands)', () => {
  /** An island whose ids the server writes, and which the browser must give the same: a field and its label. */
  const field = lazyIsland(
    'load',
    async () =>
      function Field({ label }: { label: string }) {
        const id = useId();
        return (
          <label htmlFor={id}>
            {label}
            <input id={id} />
          </label>
        );
      },
  );
  /** The page around it, with ids of its own before it, so that the page's ids and the island's would differ. */
  function Around({ host }: { host: IslandHost }) {
    const heading = useId();
    return (
      <IslandHostProvider value={host}>
        <section aria-labelledby={heading}>
          <h2 id={heading}>Form</h2>
          <Island of={field} props={{ label: 'Name' }} />
        </section>
      </IslandHostProvider>
    );
  }
  const wrap = (island: ReactNode) => island;

  it("hydrates in its own root with the server's ids: no mismatch, the label still names its field", async () => {
    await field.load();
    container.innerHTML = renderWithIslands((renderApart) => <Around host={{ hydrating: () => false, wrap, renderApart }} />);
    const serverInput = container.querySelector('input')!;
    const serverId = serverInput.id;
    expect(container.querySelector('h2')!.id).not.toBe(serverId);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await act(async () => hydrateRoot(container, <Around host={{ hydrating: () => true, wrap }} />));
    await act(async () => {});
    expect(container.querySelector('[data-island]')?.hasAttribute('data-hydrated')).toBe(true);
    expect(container.querySelector('input')).toBe(serverInput);
    expect(container.querySelector('label')?.htmlFor).toBe(serverId);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
    await act(async () => page.unmount());
  });

  it('would hydrate with other ids if rendered inside the page (the mismatch React reports in development)', async () => {
    await field.load();
    container.innerHTML = renderToString(<Around host={{ hydrating: () => false, wrap }} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await act(async () => hydrateRoot(container, <Around host={{ hydrating: () => true, wrap }} />));
    await act(async () => {});
    expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain("didn't match");
    errors.mockRestore();
    await act(async () => page.unmount());
  });
});
