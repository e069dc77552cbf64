// Editing where you look, in `npm run dev` only: an "Edit page" switch; in edit mode, the part of the page under the
// pointer or the focus is outlined with its type, its line of site.yaml (data-site-source) and an Edit button that
// opens a form for it beside the page; the page's links and buttons work as on the site. Saving writes site.yaml
// through /__site/edit; the new version of the file then arrives by HMR, and the page and the panel show it in place
// (edit mode also survives a reload: sessionStorage). The panel belongs to the page it was opened on: a followed link
// builds it again, with that page's parts, and no message of the last page.
import { useCallback, useEffect, useState } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useCountAsOpenDialog } from '../ui/open-dialogs.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { describeSave } from './describe-save.ts';
import { editRefusal } from './edit-api.ts';
import { message, panel, panelHead, toggle } from './edit-styles.ts';
import { discardQuestion, useLeaveGuard } from './leave-guard.ts';
import { Outline } from './Outline.tsx';
import { PageParts } from './PageParts.tsx';

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

/**
 * Closes a dialog the page has open (the timed audit popup, the search): the panel never opens under one. Each of
 * the site's dialogs closes on Escape pressed anywhere in the document (src/ui/Dialog.tsx).
 */
function closeOpenDialogs(): void {
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
}

/** `siteHash`: the hash of the version of site.yaml the page shows; `broken`: the file on disk has a mistake. */
export function EditMode({ siteHash, broken }: { siteHash: string; broken: boolean }) {
  const [on, setOn] = useStored('site-edit:on', false);
  const [location] = useBrowserLocation();
  // Whether the form holds changes not saved: Done, a followed link and leaving the page ask first.
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(on && dirty);
  const done = () => (!dirty || window.confirm(discardQuestion)) && setOn(false);
  return (
    // The version of the file the page shows, for a tool that waits for a change to arrive (the dev-server tests).
    <div data-edit-mode="" data-site-hash={siteHash}>
      <button
        type="button"
        css={toggle}
        aria-pressed={on}
        onClick={() => {
          if (on) return done();
          closeOpenDialogs();
          setOn(true);
        }}
      >
        Edit page
      </button>
      {on && <HoldTimedDialogs />}
      {on && <EditPanel key={location} location={location} siteHash={siteHash} broken={broken} dirty={dirty} onDirty={setDirty} onDone={done} />}
    </div>
  );
}

interface EditPanelProps {
  location: string;
  siteHash: string;
  broken: boolean;
  dirty: boolean;
  onDirty: (dirty: boolean) => void;
  onDone: () => void;
}

/** The panel of one page: its parts, the chosen one's form, and what the last save did. */
function EditPanel({ location, siteHash, broken, dirty, onDirty, onDone }: EditPanelProps) {
  const [chosen, setChosen] = useStored<string | null>(`site-edit:block:${location}`, null);
  const [pointed, setPointed] = useState<Element | null>(null);
  // A new version of the file draws the page's blocks afresh: the outlined one is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: for each version of the file.
  useEffect(() => setPointed(null), [siteHash]);
  const [parts, setParts] = useState<Element[]>([]);
  // Opened from another device (the preview on the network), the panel says why it cannot edit, and nothing more.
  const [refused, setRefused] = useState<string>();
  useEffect(() => void editRefusal().then(setRefused, () => setRefused('The dev server did not answer: is npm run dev still running?')), []);
  // What the last save did, said once for the whole panel (a live region); this page's only.
  const [status, setStatus] = useState('');
  // Choosing another part throws away the form's unsaved changes: asked first.
  const choose = useCallback(
    (source: string) => (source === chosen || !dirty || window.confirm(discardQuestion)) && setChosen(source),
    [chosen, dirty, setChosen],
  );
  const openSection = useCallback(
    (section: 'brand') => {
      // The header is made from the brand section: its source is the section's key.
      const source = section === 'brand' ? document.querySelector('header[data-site-source]')?.getAttribute('data-site-source') : undefined;
      if (source) choose(source);
    },
    [choose],
  );

  useEffect(() => {
    const inPanel = (target: EventTarget | null) => target instanceof Element && target.closest('[data-edit-mode]') !== null;
    const point = (event: Event) => !inPanel(event.target) && setPointed(sourceOf(event.target as Element));
    const list = () => setParts([...document.querySelectorAll('[data-site-source]')]);
    list();
    const observer = new MutationObserver(list);
    // A new version of the file adds, removes and moves parts, and changes the lines they name.
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true, attributeFilter: ['data-site-source'] });
    document.addEventListener('pointerover', point);
    document.addEventListener('focusin', point);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerover', point);
      document.removeEventListener('focusin', point);
    };
  }, []);

  return (
    <>
      {pointed && !refused && <Outline element={pointed} siteHash={siteHash} onChoose={choose} />}
      <aside css={panel} aria-label="Edit page">
        <div css={panelHead}>
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <h2>Edit page</h2>
            {/* On a phone the panel covers the switch: this one turns edit mode off too. */}
            <button type="button" onClick={onDone}>
              Done
            </button>
          </div>
          <p role="status" css={{ margin: '0.25rem 0 0', minHeight: '1.45em', fontWeight: 600 }}>
            {status}
          </p>
        </div>
        {refused ? <p css={message}>{refused}</p> : <PanelBody {...{ parts, siteHash, broken, chosen, choose, setPointed, setStatus, onDirty, openSection }} />}
      </aside>
    </>
  );
}

interface PanelBodyProps {
  parts: Element[];
  siteHash: string;
  broken: boolean;
  chosen: string | null;
  choose: (source: string) => void;
  setPointed: (element: Element | null) => void;
  setStatus: (status: string) => void;
  onDirty: (dirty: boolean) => void;
  openSection: (section: 'brand') => void;
}

/** The page's parts and the chosen one's form. */
function PanelBody({ parts, siteHash, broken, chosen, choose, setPointed, setStatus, onDirty, openSection }: PanelBodyProps) {
  return (
    <>
      <p css={{ margin: '0.25rem 0 0', color: '#475569' }}>Point at a part of the page and press its Edit button, or choose one of the list.</p>
      <h3>Parts of this page</h3>
      {broken && <p css={message}>site.yaml has a mistake (see the banner at the top): until it is fixed, blocks cannot be moved, removed or added here.</p>}
      <PageParts
        parts={parts}
        siteHash={siteHash}
        chosen={chosen}
        onChoose={choose}
        onPoint={setPointed}
        onSaved={(result) => setStatus(describeSave(result))}
      />
      {chosen && <BlockEditor key={chosen} source={chosen} siteHash={siteHash} say={setStatus} onDirty={onDirty} onOpenSection={openSection} />}
    </>
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
