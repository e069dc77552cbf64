// @vitest-environment jsdom
// The React behaviour the Island component relies on (src/ui/Island.tsx). If a React upgrade changes it, these
// fail here instead of every page of the site losing its islands' HTML.
import { act, type MouseEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
