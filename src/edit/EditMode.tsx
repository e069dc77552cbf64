// Editing where you look, in `npm run dev` only: an "Edit page" switch; in edit mode, the part of the page under the
// pointer or the focus is outlined with its type and line of site.yaml (data-site-source), and choosing it opens a
// form for it beside the page. Saving writes site.yaml through /__site/edit; the new version of the file then
// arrives by HMR, and the page and the panel show it in place (edit mode also survives a reload: sessionStorage).
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BlockData,
  type Change,
  type EditProblem,
  type EditValue,
  openInEditor,
  pathKey,
  readBlock,
  readBlockTypes,
  type SaveResult,
  save,
} from './edit-api.ts';
import { PageParts, usePartName } from './PageParts.tsx';
import { useCountAsOpenDialog } from '../ui/open-dialogs.ts';
import { fieldBefore, SchemaFields } from './SchemaForm.tsx';
import { useBusy } from './use-busy.ts';
import { type DataPath, getIn } from '../site/data-path.ts';

const layer = 2147483000;
const font = css({ font: '14px/1.45 system-ui, sans-serif', color: '#0f172a' });
const toggle = css([
  font,
  {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: layer,
    minHeight: 44,
    padding: '0 1rem',
    border: '2px solid #0f172a',
    borderRadius: 999,
    background: '#fff',
    fontWeight: 700,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: '#0f172a', color: '#fff' },
    '&:focus-visible': { outline: '3px solid #2563eb', outlineOffset: 2 },
    // On a phone the open panel takes the whole width, and its Done button turns edit mode off.
    '@media (max-width: 600px)': { '&[aria-pressed="true"]': { display: 'none' } },
  },
]);
const panel = css([
  font,
  {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: layer,
    width: 'min(420px, 100vw)',
    overflowY: 'auto',
    padding: '0 1rem',
    // A field scrolled to (by the focus, or by the browser's find) is not left under the heading or the Save bar.
    scrollPaddingBlock: '6rem 4.5rem',
    background: '#f8fafc',
    borderLeft: '1px solid #94a3b8',
    boxShadow: '-8px 0 24px rgba(15, 23, 42, 0.18)',
    '& h2': { margin: 0, fontSize: '1.125rem' },
    '& h3': { margin: '1.25rem 0 0.25rem', fontSize: '1rem' },
    '& button': {
      font: 'inherit',
      minHeight: 36,
      padding: '0 0.75rem',
      border: '1px solid #334155',
      borderRadius: 4,
      background: '#fff',
      color: '#0f172a',
      cursor: 'pointer',
    },
    '& button:focus-visible': { outline: '3px solid #2563eb', outlineOffset: 1 },
    '& button:disabled': { opacity: 0.45, cursor: 'default' },
  },
]);
const outline = css({
  position: 'fixed',
  zIndex: layer - 1,
  pointerEvents: 'none',
  outline: '3px solid #2563eb',
  outlineOffset: -3,
  background: 'rgba(37, 99, 235, 0.06)',
});
const tag = css([
  font,
  { position: 'absolute', top: 0, left: 0, padding: '0.125rem 0.5rem', background: '#2563eb', color: '#fff', fontSize: 12, fontWeight: 700 },
]);
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' });
// The panel's heading and what the last save did stay at its top, Save at its bottom, however long the form.
const stuck = { position: 'sticky', zIndex: 1, margin: '0 -1rem', padding: '0.75rem 1rem', background: '#f8fafc' } as const;
const panelHead = css({ ...stuck, top: 0, borderBottom: '1px solid #cbd5e1' });
const saveBar = css([row, { ...stuck, bottom: 0, borderTop: '1px solid #cbd5e1' }]);
const message = css({ margin: '0.75rem 0 0', padding: '0.5rem 0.75rem', borderRadius: 4, background: '#fff', border: '1px solid #94a3b8' });

/** sessionStorage-backed state: edit mode survives a reload of the page. */
function useStored<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? initial);
  const set = useCallback(
    (next: T) => {
      sessionStorage.setItem(key, JSON.stringify(next));
      setValue(next);
    },
    [key],
  );
  return [value, set];
}

const sourceOf = (element: Element | null) => element?.closest('[data-site-source]') ?? null;

/** The box of a part of the page; a block's root takes no box of its own (display: contents), its children do. */
function boxOf(element: Element): DOMRect {
  const own = element.getBoundingClientRect();
  if (own.width > 0 || own.height > 0) return own;
  const rects = [...element.children].map((child) => boxOf(child)).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return own;
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  return new DOMRect(left, top, Math.max(...rects.map((rect) => rect.right)) - left, Math.max(...rects.map((rect) => rect.bottom)) - top);
}

/** `siteHash`: the hash of the version of site.yaml the page shows; `broken`: the file on disk has a mistake. */
export function EditMode({ siteHash, broken }: { siteHash: string; broken: boolean }) {
  const [on, setOn] = useStored('site-edit:on', false);
  const [chosen, setChosen] = useStored<string | null>('site-edit:block', null);
  const [pointed, setPointed] = useState<Element | null>(null);
  // A new version of the file draws the page's blocks afresh: the outlined one is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: for each version of the file.
  useEffect(() => setPointed(null), [siteHash]);
  const [parts, setParts] = useState<Element[]>([]);
  // What the last save did, said once for the whole panel (a live region).
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!on) return;
    const inPanel = (target: EventTarget | null) => target instanceof Element && target.closest('[data-edit-mode]') !== null;
    const point = (event: Event) => !inPanel(event.target) && setPointed(sourceOf(event.target as Element));
    // In edit mode a click chooses the part it lands on instead of following a link or pressing a button.
    const choose = (event: MouseEvent) => {
      const part = inPanel(event.target) ? null : sourceOf(event.target as Element);
      if (!part) return;
      event.preventDefault();
      event.stopPropagation();
      setChosen(part.getAttribute('data-site-source'));
    };
    const list = () => setParts([...document.querySelectorAll('[data-site-source]')]);
    list();
    const observer = new MutationObserver(list);
    // A new version of the file adds, removes and moves parts, and changes the lines they name.
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true, attributeFilter: ['data-site-source'] });
    document.addEventListener('pointerover', point);
    document.addEventListener('focusin', point);
    document.addEventListener('click', choose, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerover', point);
      document.removeEventListener('focusin', point);
      document.removeEventListener('click', choose, true);
      setPointed(null);
    };
  }, [on, setChosen]);

  return (
    // The version of the file the page shows, for a tool that waits for a change to arrive (the dev-server tests).
    <div data-edit-mode="" data-site-hash={siteHash}>
      <button type="button" css={toggle} aria-pressed={on} onClick={() => setOn(!on)}>
        Edit page
      </button>
      {on && <HoldTimedDialogs />}
      {on && pointed && <Outline element={pointed} siteHash={siteHash} />}
      {on && (
        <aside css={panel} aria-label="Edit page">
          <div css={panelHead}>
            <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <h2>Edit page</h2>
              {/* On a phone the panel covers the switch: this one turns edit mode off too. */}
              <button type="button" onClick={() => setOn(false)}>
                Done
              </button>
            </div>
            <p role="status" css={{ margin: '0.25rem 0 0', minHeight: '1.45em', fontWeight: 600 }}>
              {status}
            </p>
          </div>
          <p css={{ margin: '0.25rem 0 0', color: '#475569' }}>Choose a part of the page, or one of the list.</p>
          <h3>Parts of this page</h3>
          {broken && (
            <p css={message}>site.yaml has a mistake (see the banner at the top): until it is fixed, blocks cannot be moved, removed or added here.</p>
          )}
          <PageParts
            parts={parts}
            siteHash={siteHash}
            chosen={chosen}
            onChoose={setChosen}
            onPoint={setPointed}
            onSaved={(result) => setStatus(describeSave(result))}
          />
          {chosen && <BlockEditor key={chosen} source={chosen} siteHash={siteHash} say={setStatus} />}
        </aside>
      )}
    </div>
  );
}

/**
 * Counts edit mode as an open dialog, so the page's timed popup waits until it is off, as it waits for the visitor's
 * search or menu: otherwise it would take the focus from the panel in the middle of an edit.
 */
function HoldTimedDialogs() {
  useCountAsOpenDialog();
  return null;
}

function Outline({ element, siteHash }: { element: Element; siteHash: string }) {
  const [box, setBox] = useState(() => boxOf(element));
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      setBox(boxOf(element));
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [element]);
  const source = element.getAttribute('data-site-source') ?? '';
  return (
    <div css={outline} style={{ left: box.left, top: box.top, width: box.width, height: box.height }} aria-hidden="true">
      <span css={tag}>
        {usePartName(element, siteHash)} · {source.replace(/:\d+$/, '')}
      </span>
    </div>
  );
}

/** What a save did, in the panel's words. */
function describeSave(result: SaveResult): string {
  if (result.status === 'saved') return 'Saved.';
  if (result.status === 'stale') return 'site.yaml changed on disk since this was read: nothing was written. The values are read again.';
  if (result.status === 'refused') return result.message;
  return `Nothing was written: ${result.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}.`;
}

/** The form of the chosen block, its Save, and Open in editor. */
function BlockEditor({ source, siteHash, say }: { source: string; siteHash: string; say: (status: string) => void }) {
  const [block, setBlock] = useState<BlockData | null | undefined>(undefined);
  const [changed, setChanged] = useState<Map<string, { path: DataPath; value: EditValue; after?: string }>>(new Map());
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const load = useCallback(() => readBlock(source).then((data) => setBlock(data ?? null)), [source]);
  // A part chosen (on the page or in the list) shows its form: once, when it is first read, not at each version.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = block != null;
  useEffect(() => {
    if (shown) heading.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  const { busy, start, end } = useBusy();
  // The block type's example, where a list the block does not have takes its first item from.
  const [example, setExample] = useState<unknown>();
  const type = block?.type;
  useEffect(() => {
    if (type) void readBlockTypes().then((types) => setExample(types.find((one) => one.type === type)?.example));
  }, [type]);
  const dirty = changed.size > 0;
  // The page shows a newer file than these values were read from, and fields wait to be saved.
  const stale = dirty && !busy && block != null && block.hash !== siteHash;
  // Each version of the file (a save here, or in a text editor) is read again, unless fields are being changed:
  // their save then meets the file's new version and is refused (stale), and the values are read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read for each version of the file, not as a field is typed in.
  useEffect(() => {
    if (!dirty) void load();
  }, [load, siteHash]);

  /** Saves the fields changed and `more` (a change of one of the block's lists) together, on the values as read. */
  const saveChanges = async (more: Change[] = []) => {
    if (!block || changed.size + more.length === 0) return;
    say('Saving…');
    // Until the values are read again, the form waits: a second change would be made on the values before this one.
    start();
    const result = await save([...changed.values(), ...more], block.hash);
    setProblems(result.status === 'invalid' ? result.problems : []);
    if (result.status === 'saved' || result.status === 'stale') {
      setChanged(new Map());
      await load();
    }
    end();
    // The messages of an invalid save stand under their fields; the status counts them.
    const count = result.status === 'invalid' ? result.problems.length : 0;
    say(result.status === 'invalid' ? `Nothing was written: ${count === 1 ? 'one field needs' : `${count} fields need`} a change.` : describeSave(result));
  };

  if (block === undefined) return <p css={message}>Reading…</p>;
  const openButton = (
    <button type="button" onClick={() => openInEditor(source)}>
      Open in editor
    </button>
  );
  if (block === null) {
    return (
      <section aria-label="Chosen part">
        <h3>{source}</h3>
        <p css={message}>
          No part of the site starts at this line now: the file changed (choose the part again from the list), or it has a mistake (see the banner).
        </p>
        <div css={row}>{openButton}</div>
      </section>
    );
  }
  const byField = new Map<string, EditProblem[]>();
  const general: EditProblem[] = [];
  for (const one of problems) {
    // The server names the field by its place in the whole file; the form, by its place in the block.
    const key = one.path && pathKey(one.path.slice(block.path.length));
    if (key) byField.set(key, [...(byField.get(key) ?? []), one]);
    else general.push(one);
  }
  const state = {
    value: block.value,
    changed: new Map([...changed].map(([key, edit]) => [key, edit.value])),
    problems: byField,
    // A field typed back to what the file has is no longer a change.
    onChange: (path: DataPath, value: EditValue) =>
      setChanged((before) => {
        const next = new Map(before);
        if (value === getIn(block.value, path)) next.delete(pathKey(path));
        else next.set(pathKey(path), { path: [...block.path, ...path], value, after: fieldBefore(block.schema, block.value, path) });
        return next;
      }),
    // A list's item added, removed or moved is saved at once, with the fields changed before it; a list the block
    // does not have goes where its schema puts it.
    onListChange: (change: Change) =>
      void saveChanges([
        {
          ...change,
          path: [...block.path, ...change.path],
          ...('op' in change && change.op === 'insert' && { after: fieldBefore(block.schema, block.value, change.path) }),
        },
      ]),
    firstItem: (path: DataPath) =>
      (
        getIn(
          example,
          path.map((part) => (typeof part === 'number' ? 0 : part)),
        ) as unknown[] | undefined
      )?.[0],
  };
  return (
    <section aria-label={`Chosen part: ${block.type}`}>
      <h3 ref={heading}>
        {block.type} · {source}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveChanges();
        }}
      >
        <fieldset disabled={busy} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SchemaFields schema={block.schema} path={[]} state={state} label={block.type} required />
        </fieldset>
        {general.length > 0 && (
          <ul css={message}>
            {general.map((one) => (
              <li key={`${one.line}${one.message}`}>
                line {one.line}: {one.message}
              </li>
            ))}
          </ul>
        )}
        {stale && (
          <p css={message} role="alert">
            site.yaml changed on disk since these values were read (in your text editor?). Save will not overwrite it: it reads the values again, and you type
            your change once more.
          </p>
        )}
        <div css={saveBar}>
          <button type="submit" disabled={changed.size === 0 || busy}>
            Save
          </button>
          {openButton}
        </div>
      </form>
    </section>
  );
}
