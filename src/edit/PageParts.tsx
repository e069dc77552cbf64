// The panel's list of the parts of the page, header to footer: choose one to edit it; move a block of the page up or
// down, remove it (after a confirmation), or add a block of a chosen type after the last one, made from its schema's
// example. Each change is saved at once, on the version of the file the page shows; the page then takes the new one.
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { type BlockData, type BlockType, blockAt, type Change, lineOf, type PartRef, placeOf, readBlockTypes, type SaveResult, save } from './edit-api.ts';
import { itemName } from './item-name.ts';
import { useBusy } from './use-busy.ts';

const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });
const row = css({ display: 'flex', gap: '0.25rem', '& > button:first-of-type': { flex: 1, textAlign: 'left' } });
const addForm = css({
  display: 'grid',
  gap: '0.5rem',
  marginTop: '1rem',
  '& select': { font: 'inherit', padding: '0.4rem', border: '1px solid #64748b', borderRadius: 4 },
});

/** A part's name: a block's type (read from the dev server), or header, nav, footer. */
export function usePartName(element: Element, siteHash: string): string {
  const block = useBlock(element, siteHash);
  return element.localName !== 'div' ? element.localName : (block?.type ?? '…');
}

/**
 * The page block `element` shows (or the specialty a specialty page's block is made from), once read for the version
 * of the file whose hash is `siteHash`; nothing for the header, the navigation and the footer.
 */
function useBlock(element: Element | undefined, siteHash: string): BlockData | undefined {
  const source = element?.localName === 'div' ? element.getAttribute('data-site-source') : null;
  const [block, setBlock] = useState<BlockData>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the file may put another block at the same line.
  useEffect(() => {
    let current = true;
    // What was read for another part is not this one's: nothing until this one is read.
    setBlock(undefined);
    if (source) void blockAt(source).then((read) => current && setBlock(read));
    return () => {
      current = false;
    };
  }, [source, siteHash]);
  return block;
}

interface PagePartsProps {
  parts: Element[];
  /** The hash of the site file the page shows: what a change is made on. */
  siteHash: string;
  chosen: string | null;
  onChoose: (source: string) => void;
  onPoint: (part: Element) => void;
  onSaved: (result: SaveResult) => void;
}

export function PageParts({ parts, siteHash, chosen, onChoose, onPoint, onSaved }: PagePartsProps) {
  // From a change until the page shows the file it wrote, the list waits: a second change would be made on the
  // page as it was before the first.
  const { busy, start, end } = useBusy();
  const [awaited, setAwaited] = useState<string>();
  useEffect(() => {
    if (awaited === siteHash) end();
  }, [awaited, siteHash, end]);
  const blocks = parts.filter((part) => part.localName === 'div');
  // A block added is chosen once the page shows it, its form opened and the page scrolled to it.
  const [adding, setAdding] = useState<{ hash: string; count: number }>();
  useEffect(() => {
    if (!adding || adding.hash !== siteHash || blocks.length !== adding.count) return;
    setAdding(undefined);
    const added = blocks.at(-1);
    added?.firstElementChild?.scrollIntoView({ block: 'center' });
    const source = added?.getAttribute('data-site-source');
    if (source) onChoose(source);
  }, [adding, siteHash, blocks, onChoose]);
  const change = async (changes: Change[], part: PartRef) => {
    start();
    const result = await save(changes, siteHash, part);
    if (result.status === 'saved') setAwaited(result.hash);
    else end();
    if (result.status === 'saved' && changes.some((one) => 'op' in one && one.op === 'insert' && one.index === blocks.length))
      setAdding({ hash: result.hash, count: blocks.length + 1 });
    onSaved(result);
  };
  return (
    <fieldset disabled={busy} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <ul css={list}>
        {parts.map((part, index) => (
          // The place and the part's line: a specialty page's blocks all name its entry. A part that is not the one
          // shown at that place before is a new row, with nothing read for another.
          <Part
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the page's, in its order, and the source goes with the place.
            key={`${index}:${part.getAttribute('data-site-source')}`}
            part={part}
            siteHash={siteHash}
            chosen={chosen}
            blockCount={blocks.length}
            onChoose={onChoose}
            onPoint={onPoint}
            change={change}
          />
        ))}
      </ul>
      <AddBlock last={blocks.at(-1)} siteHash={siteHash} change={change} />
    </fieldset>
  );
}

function Part({
  part,
  siteHash,
  chosen,
  blockCount,
  onChoose,
  onPoint,
  change,
}: Omit<PagePartsProps, 'parts' | 'onSaved'> & { part: Element; blockCount: number; change: (changes: Change[], part: PartRef) => void }) {
  const source = part.getAttribute('data-site-source') ?? '';
  const name = usePartName(part, siteHash);
  const block = useBlock(part, siteHash);
  // A page's own blocks move and go; a specialty page's are made from its entry and the shared specialtyPage words.
  const index = block?.path[0] === 'pages' ? block.path.at(-1) : undefined;
  // What this row believes it changes: the dev server refuses the change if that part is not at that line.
  const ref = { at: placeOf(source), type: block?.type ?? '' };
  const heading = itemName(block?.value);
  return (
    <li css={row}>
      <button type="button" aria-current={source === chosen || undefined} onFocus={() => onPoint(part)} onClick={() => onChoose(source)}>
        {name} · line {lineOf(source)}
      </button>
      {block && typeof index === 'number' && (
        <>
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => change([{ op: 'move', path: block.path, to: index - 1 }], ref)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={index === blockCount - 1}
            onClick={() => change([{ op: 'move', path: block.path, to: index + 1 }], ref)}
          >
            ↓
          </button>
          <button
            type="button"
            aria-label={`Duplicate ${name}`}
            title="Duplicate"
            onClick={() => change([{ op: 'insert', path: block.path.slice(0, -1), index: index + 1, value: block.value }], ref)}
          >
            <CopyIcon />
          </button>
          <button
            type="button"
            aria-label={`Remove ${name}`}
            onClick={() =>
              window.confirm(`Remove the ${name} block${heading ? ` “${heading}”` : ''} (line ${lineOf(source)}) from this page?`) &&
              change([{ op: 'remove', path: block.path }], ref)
            }
          >
            ✕
          </button>
        </>
      )}
    </li>
  );
}

/** Add a block: its type chosen from a list with each type's description; it goes after the page's last block. */
function AddBlock({ last, siteHash, change }: { last: Element | undefined; siteHash: string; change: (changes: Change[], part: PartRef) => void }) {
  const id = useId();
  const [types, setTypes] = useState<BlockType[]>([]);
  const [type, setType] = useState('');
  const lastBlock = useBlock(last, siteHash);
  useEffect(() => {
    void readBlockTypes().then(setTypes);
  }, []);
  if (lastBlock?.path[0] !== 'pages' || types.length === 0) return null;
  const chosen = types.find((candidate) => candidate.type === type);
  const listPath = lastBlock.path.slice(0, -1);
  const index = (lastBlock.path.at(-1) as number) + 1;
  return (
    <form
      css={addForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        // Made beside the page's last block: that block is the part the change names.
        change([{ op: 'insert', path: listPath, index, value: chosen.example }], {
          at: placeOf(last?.getAttribute('data-site-source') ?? ''),
          type: lastBlock.type,
        });
        setType('');
      }}
    >
      <label htmlFor={id}>Add a block at the end of the page</label>
      <select id={id} value={type} onChange={(event) => setType(event.target.value)} aria-describedby={chosen ? `${id}-about` : undefined}>
        <option value="">Choose a type…</option>
        {types.map((candidate) => (
          <option key={candidate.type} value={candidate.type}>
            {candidate.type}
          </option>
        ))}
      </select>
      {chosen && (
        <p id={`${id}-about`} css={{ margin: 0, color: '#475569' }}>
          {chosen.description} It starts with example words to replace.
        </p>
      )}
      <button type="submit" disabled={!chosen}>
        Add block
      </button>
    </form>
  );
}

/** Two sheets, one over the other: the system fonts have no sure glyph for "duplicate". */
function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" css={{ verticalAlign: '-2px' }}>
      <rect x="4.75" y="4.75" width="8.5" height="8.5" rx="1" />
      <path d="M2.5 9.25h-1a.75.75 0 0 1-.75-.75v-7a.75.75 0 0 1 .75-.75h7a.75.75 0 0 1 .75.75v1" />
    </svg>
  );
}
