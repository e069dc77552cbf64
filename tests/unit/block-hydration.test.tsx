// @vitest-environment jsdom
// Every block type's first render in the browser is the server's, as its island needs (ui/Island.tsx): each example
// of its schema, rendered by the server on one day with one run of random numbers, hydrates in the browser on
// another day with another (and another window width), without a mismatch. A block that reads the clock,
// Math.random or the window while it first renders (not in an effect) fails here, by name, whichever site shows it.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStyleCache } from '../../src/app/emotion.ts';
import { Providers } from '../../src/app/providers.tsx';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { blockProps, type BlockProps, searchPartOf, shellOf } from '../../src/model/site-shell.ts';
import type { Block } from '../../src/model/types.generated.ts';
import { withCompanyFigures } from '../../src/site/resolve.ts';
import { blockTypes, readSchemas } from '../../src/site/schemas.ts';
import type { LazyIsland } from '../../src/ui/Island.tsx';
import { builtSite } from '../sites.ts';

// biome-ignore lint/suspicious/noExplicitAny: React reads this global flag to know act() is in use.
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const site = builtSite();
const schemas = readSchemas();
const model = { site: shellOf(site), buildDate: '2026-11-22', loadSearch: async () => searchPartOf(site) };
const examplesOf = (type: string) => (schemas.get(`blocks/${type}.schema.json`)?.examples as Block[] | undefined) ?? [];

/** The server's day, random numbers and width, then the browser's: a first render that reads one of them differs. */
function atMoment(iso: string, random: number, width: number) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
  vi.spyOn(Math, 'random').mockReturnValue(random);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("a block's first render in the browser is the server's", () => {
  for (const type of blockTypes(schemas)) {
    for (const [i, example] of examplesOf(type).entries()) {
      it(`${type}, example ${i + 1}`, async () => {
        const island = blockRegistry[type as Block['type']] as LazyIsland<BlockProps>;
        const Component = await island.load();
        const props = blockProps(site, withCompanyFigures(example, site.brand.figures));
        window.history.replaceState(null, '', '/fixture');

        atMoment('2026-11-22T09:00:00', 0.25, 1280);
        const html = renderToString(
          <Providers model={model} cache={createStyleCache()} ssrPath="/fixture">
            <Component {...props} />
          </Providers>,
          { identifierPrefix: 'i0-' },
        );
        vi.useRealTimers();
        vi.restoreAllMocks();

        atMoment('2027-03-15T21:30:00', 0.75, 390);
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        // Made once the server's HTML is in the page, as the browser's is: it takes the styles the server wrote.
        const cache = createStyleCache();
        const mismatches: string[] = [];
        // React reports a mismatch to onRecoverableError, and in development on the console too (emotion's advice
        // on :nth-child there is not one: the build writes the styles into the head).
        const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          const text = args.map(String).join(' ');
          if (/hydrat|match/i.test(text)) mismatches.push(text);
        });
        const root = await act(async () =>
          hydrateRoot(
            container,
            <Providers model={model} cache={cache}>
              <Component {...props} />
            </Providers>,
            { identifierPrefix: 'i0-', onRecoverableError: (error) => void mismatches.push(String(error)) },
          ),
        );
        errors.mockRestore();
        await act(async () => root.unmount());
        expect(mismatches, `${type}: its first render must be the server's (read the date or a random number in an effect)`).toEqual([]);
      });
    }
  }
});
