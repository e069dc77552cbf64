// The form of the chosen part: its fields, the items added to its lists (kept in the form until Save), its Save, a
// Duplicate of the part itself (a page's block, a specialty) and Open in editor. Every save names the part it
// changes, so the dev server refuses it if the part is no longer where the panel saw it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type DataPath, getIn } from '../site/data-path.ts';
import { type BlockData, type Change, type EditProblem, type EditValue, openInEditor, pathKey, placeOf, readBlock, readBlockTypes, save } from './edit-api.ts';
import { message, row, saveBar } from './edit-styles.ts';
import { describeSave } from './describe-save.ts';
import { problemsByField } from './problems-by-field.ts';
import { copyOfPart, withAdded, type Added } from './added-items.ts';
import { fieldBefore, type FormState, SchemaFields } from './SchemaForm.tsx';
import { useBusy } from './use-busy.ts';

interface BlockEditorProps {
  source: string;
  siteHash: string;
  say: (status: string) => void;
  /** Tells the panel whether the form holds changes not saved yet. */
  onDirty: (dirty: boolean) => void;
  /** Opens the form of the section a value comes from (brand for {phone} and the company's figures). */
  onOpenSection: (section: 'brand') => void;
}

export function BlockEditor({ source, siteHash, say, onDirty, onOpenSection }: BlockEditorProps) {
  const [block, setBlock] = useState<BlockData | null | undefined>(undefined);
  const [changed, setChanged] = useState<Map<string, { path: DataPath; value: EditValue; after?: string }>>(new Map());
  // Items added to the block's lists (a copy of the last, a duplicate, the example's first): shown, not yet saved.
  const [added, setAdded] = useState<Added[]>([]);
  const [problems, setProblems] = useState<EditProblem[]>([]);
  // A reading that ends once the form holds changes is dropped (unless it follows a save): the form keeps the version
  // its values were typed on, so a change on disk meanwhile is seen as one (the warning, then Save's 409).
  const typing = useRef(false);
  const load = useCallback(
    (afterSave = false) =>
      readBlock(source).then((data) => {
        if (afterSave || !typing.current) setBlock(data ?? null);
      }),
    [source],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shown = block != null;
  // A part chosen (on the page or in the list) shows its form: once, when it is first read, not at each version.
  useEffect(() => {
    if (shown) heading.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  const { busy, start, end } = useBusy();
  const [example, setExample] = useState<unknown>();
  const type = block?.type;
  useEffect(() => {
    if (type) void readBlockTypes().then((types) => setExample(types.find((one) => one.type === type)?.example));
  }, [type]);
  const dirty = changed.size > 0 || added.length > 0;
  useEffect(() => {
    typing.current = dirty;
    onDirty(dirty);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  const stale = dirty && !busy && block != null && block.hash !== siteHash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read for each version of the file, not as a field is typed in.
  useEffect(() => {
    if (!dirty) void load();
  }, [load, siteHash]);
  // A refused value's field is brought into view and focused, its reason under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each answer of the checker, after its messages are drawn.
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus();
  }, [problems]);
  const value = useMemo(() => block && withAdded(block.value, added), [block, added]);

  /** Saves the items added, the fields changed and `more` (a move or removal) together, on the values as read. */
  const saveChanges = async (more: Change[] = []) => {
    if (!block || changed.size + added.length + more.length === 0) return;
    say('Saving…');
    start();
    const within = (change: Change) => ({ ...change, path: [...block.path, ...change.path] });
    // The items first: the fields of an added item are set once it is in the file.
    const edits = [...added.map(within), ...changed.values(), ...more.map(within)];
    const result = await save(edits, block.hash, { at: placeOf(source), type: block.type });
    setProblems(result.status === 'invalid' ? result.problems : []);
    if (result.status === 'saved' || result.status === 'stale') {
      setChanged(new Map());
      setAdded([]);
      await load(true);
    }
    end();
    const count = result.status === 'invalid' ? result.problems.length : 0;
    say(result.status === 'invalid' ? `Nothing was written: ${count === 1 ? 'one field needs' : `${count} fields need`} a change.` : describeSave(result));
  };
  if (block === null) return <NoPart source={source} />;
  if (block === undefined || !value) return <p css={message}>Reading…</p>;
  const firstChanged = [...changed.values()][0]?.path.slice(block.path.length) ?? added[0]?.path;
  const { byField, general } = problemsByField(problems, block.path, firstChanged);
  const state: FormState = {
    value,
    changed: new Map([...changed.values()].map((edit) => [pathKey(edit.path.slice(block.path.length)), edit.value])),
    dirty,
    problems: byField,
    onChange: (path, next) =>
      setChanged((before) => {
        const map = new Map(before);
        const key = pathKey([...block.path, ...path]);
        if (next === getIn(value, path)) map.delete(key);
        else map.set(key, { path: [...block.path, ...path], value: next, after: fieldBefore(block.schema, value, path) });
        return map;
      }),
    // An item added waits for Save with the fields; a move or a removal is saved at once (only when none waits).
    onListChange: (change) => {
      if ('op' in change && change.op === 'insert') setAdded((before) => [...before, { ...change, after: fieldBefore(block.schema, value, change.path) }]);
      else void saveChanges([change]);
    },
    firstItem: (path) =>
      (
        getIn(
          example,
          path.map((part) => (typeof part === 'number' ? 0 : part)),
        ) as unknown[] | undefined
      )?.[0],
    onOpenSection,
  };
  const inList = typeof block.path.at(-1) === 'number';
  return (
    <section aria-label={`Chosen part: ${block.type}`}>
      <h3 ref={heading}>
        {block.type} · {source}
      </h3>
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          void saveChanges();
        }}
      >
        <fieldset disabled={busy} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SchemaFields schema={block.schema} path={[]} state={state} label={block.type} required />
        </fieldset>
        <FormNotes general={general} stale={stale} />
        <div css={saveBar}>
          <button type="submit" disabled={!dirty || busy}>
            Save
          </button>
          {inList && <DuplicatePart part={block} source={source} disabled={dirty || busy} say={say} />}
          <button type="button" onClick={() => openInEditor(source)}>
            Open in editor
          </button>
        </div>
      </form>
    </section>
  );
}

function NoPart({ source }: { source: string }) {
  return (
    <section aria-label="Chosen part">
      <h3>{source}</h3>
      <p css={message}>
        No part of the site starts at this line now: the file changed (choose the part again from the list), or it has a mistake (see the banner).
      </p>
      <div css={row}>
        <button type="button" onClick={() => openInEditor(source)}>
          Open in editor
        </button>
      </div>
    </section>
  );
}

/** The messages of the form's foot: the checker's with no field to stand under, and a warning when the file changed. */
function FormNotes({ general, stale }: { general: readonly EditProblem[]; stale: boolean }) {
  return (
    <>
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
    </>
  );
}

/** Saves a copy of the whole part right after it (a block of the page, a specialty): it is a part of its own. */
function DuplicatePart({ part, source, disabled, say }: { part: BlockData; source: string; disabled: boolean; say: (status: string) => void }) {
  const { busy, start, end } = useBusy();
  const duplicate = async () => {
    say('Saving…');
    start();
    const { copy, said } = copyOfPart(part);
    const index = (part.path.at(-1) as number) + 1;
    const result = await save([{ op: 'insert', path: part.path.slice(0, -1), index, value: copy }], part.hash, { at: placeOf(source), type: part.type });
    end();
    say(result.status === 'saved' ? `Saved: ${said}` : describeSave(result));
  };
  return (
    <button type="button" disabled={disabled || busy} onClick={() => void duplicate()}>
      Duplicate {part.type}
    </button>
  );
}
