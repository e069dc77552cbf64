// @vitest-environment jsdom
// Edit page's form of a chosen part (src/edit/BlockEditor.tsx), against a dev server played by a fetch of its own:
// each reading of the part is answered when the test says, so the order of a reading, a keystroke and a change on
// disk is the test's, not the machine's.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BlockEditor } from '../../src/edit/BlockEditor.tsx';
import type { BlockData } from '../../src/edit/edit-api.ts';

// biome-ignore lint/suspicious/noExplicitAny: React reads this global flag to know act() is in use.
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const source = 'site.yaml:12:7';
const version = (hash: string, heading: string): BlockData => ({
  hash,
  path: ['pages', 0, 'blocks', 0],
  type: 'hero',
  value: { type: 'hero', heading },
  schema: { type: 'object', required: ['type', 'heading'], properties: { type: { const: 'hero' }, heading: { type: 'string', minLength: 1 } } },
});

/** The readings of the part asked so far, each answered by the test. */
let readings: ((block: BlockData) => void)[];
let root: Root;
let container: HTMLElement;

beforeEach(() => {
  readings = [];
  // jsdom lays nothing out: the form's scrolling into view is a no-op here.
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal('fetch', (url: string) => {
    const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
    if (url.endsWith('?types')) return Promise.resolve(json({ types: [] }));
    return new Promise((resolve) => readings.push((block) => resolve(json(block))));
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const show = (siteHash: string) =>
  act(() => root.render(<BlockEditor source={source} siteHash={siteHash} say={() => {}} onDirty={() => {}} onOpenSection={() => {}} />));
const answer = (index: number, block: BlockData) => act(async () => readings[index]!(block));
const field = () => container.querySelector<HTMLInputElement>('input')!;
const warning = () => container.querySelector('[role="alert"]')?.textContent ?? '';

/** Types `text` into the field as a person does: React sees the input event. */
function type(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('a reading that ends after the person began typing does not hide a change on disk: the form warns', async () => {
  await show('v1');
  await answer(0, version('v1', 'Clean Claims'));
  expect(field().value).toBe('Clean Claims');

  // A new version of the page arrives: the form reads the part again, and the person types before the answer comes.
  await show('v2');
  expect(readings).toHaveLength(2);
  type('Mine');
  // Meanwhile the file changed again on disk: the late answer is of that version, which the typed value never saw.
  await answer(1, version('v3', 'Billing, coding and collections'));
  await show('v3');
  expect(field().value).toBe('Mine');
  expect(warning()).toContain('site.yaml changed on disk since these values were read');
});

it('with nothing typed, each new version is read again and shown, with no warning', async () => {
  await show('v1');
  await answer(0, version('v1', 'Clean Claims'));
  await show('v2');
  await answer(1, version('v2', 'Paid on Time'));
  expect(field().value).toBe('Paid on Time');
  expect(warning()).toBe('');
});
