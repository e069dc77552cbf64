// A form for one block, made from its JSON Schema: a label from each field's title (or its name), help from its
// description, a text box, a number box, a select for a list of allowed values, a checkbox for yes/no, a group for a
// nested object, and a list whose items can be added (a copy of the last), removed and moved. A text, number or
// yes/no the file does not set yet shows empty, and is added when it is given a value, with the groups it is in;
// a list the file does not have starts from the first item of the block type's example.
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { type DataPath, getIn } from '../site/data-path.ts';
import type { JsonSchema } from '../site/schemas.ts';
import { type Change, type EditProblem, type EditValue, pathKey } from './edit-api.ts';
import { namedItem } from './item-name.ts';
import { ValueField } from './ValueField.tsx';

export interface FormState {
  /** The values as the file has them. */
  value: unknown;
  /** The fields changed in the form, by pathKey. */
  changed: ReadonlyMap<string, EditValue>;
  onChange: (path: DataPath, value: EditValue) => void;
  /** Adds, removes or moves a list item at once (paths within the block); only when no field waits to be saved. */
  onListChange?: (change: Change) => void;
  /** The first item of the list at `path` in the block type's example: how a list the block does not have starts. */
  firstItem?: (path: DataPath) => unknown;
  /** The checker's messages, by the pathKey of the field they concern. */
  problems: ReadonlyMap<string, EditProblem[]>;
  /** Whether fields or added items wait to be saved: a move or removal, saved at once, waits for them. */
  dirty: boolean;
  /** Opens the form of the section a value comes from (the brand's, for {phone} and the company's figures). */
  onOpenSection?: (section: 'brand') => void;
}

const group = css({ margin: '0.75rem 0 0', padding: '0.5rem 0.75rem 0.75rem', border: '1px solid #cbd5e1', borderRadius: 6 });
const legend = css({ padding: '0 0.25rem', fontWeight: 700 });
export const field = css({ display: 'grid', gap: '0.25rem', marginTop: '0.75rem' });
export const control = css({
  font: 'inherit',
  padding: '0.4rem 0.5rem',
  border: '1px solid #64748b',
  borderRadius: 4,
  background: '#fff',
  color: '#0f172a',
  '&[aria-invalid="true"]': { borderColor: '#b91c1c', boxShadow: '0 0 0 1px #b91c1c' },
});
export const help = css({ margin: 0, color: '#475569', fontSize: '0.8125rem' });
export const problem = css({ margin: 0, color: '#b91c1c', fontSize: '0.8125rem', fontWeight: 600 });

/** A property's label: its schema's title, else its name in words (buttonLabel -> button label). */
const labelOf = (key: string, schema: JsonSchema) => schema.title ?? key.replace(/([A-Z])/g, ' $1').toLowerCase();

/** The fields of `schema` at `path` (the block itself at the top). */
export function SchemaFields({
  schema,
  path,
  state,
  label,
  required,
}: {
  schema: JsonSchema;
  path: DataPath;
  state: FormState;
  label: string;
  required: boolean;
}) {
  const value = getIn(state.value, path);
  if (schema.const !== undefined) return null;
  if (schema.type === 'object' || schema.properties) {
    return <Group schema={schema} path={path} state={state} label={label} closed={value === undefined && !required} />;
  }
  if (schema.type === 'array' && value === undefined) {
    // A list the block does not have: added with a first item to change, when the block type's example has one.
    const first = state.firstItem?.(path);
    return (
      <fieldset css={group}>
        <legend css={legend}>{label}</legend>
        {schema.description && <p css={help}>{schema.description}</p>}
        {first === undefined || !state.onListChange ? (
          <p css={help}>Not set here: add it in the file.</p>
        ) : (
          <button type="button" css={itemButton} onClick={() => state.onListChange?.({ op: 'insert', path, index: 0, value: first })}>
            Add {label} (from the example)
          </button>
        )}
      </fieldset>
    );
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    // The list's own bounds: an item is added up to its most, and removed down to its least (and never the last).
    const most = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
    const least = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
    const problems = state.problems.get(pathKey(path)) ?? [];
    return (
      <fieldset css={group}>
        <legend css={legend}>{label}</legend>
        {schema.description && <p css={help}>{schema.description}</p>}
        {problems.length > 0 && (
          <p css={problem} role="alert">
            {label}: {problems.map((one) => one.message).join(' ')}
          </p>
        )}
        {value.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list item is its position in the file.
          <div key={index}>
            <SchemaFields schema={schema.items ?? {}} path={[...path, index]} state={state} label={`${label} ${index + 1}`} required />
            <ItemButtons label={`${label} ${index + 1}`} path={[...path, index]} count={value.length} least={least} most={most} state={state} />
          </div>
        ))}
        {state.onListChange && state.dirty && <p css={help}>Save first to move or remove items.</p>}
        {state.onListChange && (
          // Added to the form, not to the file: Save writes it with the fields.
          <button
            type="button"
            css={itemButton}
            disabled={value.length >= most}
            onClick={() => state.onListChange?.({ op: 'insert', path, index: value.length, value: value.at(-1) })}
          >
            Add to {label} (a copy of the last)
          </button>
        )}
        {state.onListChange && value.length >= most && (
          <p css={help}>{most === least ? `${label} holds exactly ${most} items.` : `${label} holds at most ${most} items: remove one to add another.`}</p>
        )}
      </fieldset>
    );
  }
  return <ValueField schema={schema} path={path} state={state} label={label} required={required} value={value} />;
}

/**
 * For a field the block does not set yet: the field its schema lists just before it that the block does set, so
 * the new line goes where the schema's order puts it (undefined: after the map's last field).
 */
export function fieldBefore(schema: JsonSchema, value: unknown, path: DataPath): string | undefined {
  // The new line is for the first part of the path the block does not have (a group added with its field).
  const missing = path.findIndex((_, index) => getIn(value, path.slice(0, index + 1)) === undefined);
  if (missing === -1) return undefined;
  let inner = schema;
  let data = value;
  for (const key of path.slice(0, missing)) {
    inner = (typeof key === 'number' ? inner.items : inner.properties?.[key]) ?? {};
    data = (data as Record<string | number, unknown> | undefined)?.[key];
  }
  const keys = Object.keys(inner.properties ?? {});
  const own = keys.indexOf(String(path[missing]));
  return keys
    .slice(0, Math.max(own, 0))
    .reverse()
    .find((key) => (data as Record<string, unknown> | undefined)?.[key] !== undefined);
}

const itemButton = css({ marginTop: '0.5rem', marginRight: '0.25rem' });

/**
 * A group of fields. One the block does not have and does not need (`closed`) starts folded, behind "Add …": open,
 * its required fields would read as the block's.
 */
function Group({ schema, path, state, label, closed }: { schema: JsonSchema; path: DataPath; state: FormState; label: string; closed: boolean }) {
  const [open, setOpen] = useState(!closed);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Opened by its button, which then goes: the focus moves to the group's first field.
  const opened = useRef(false);
  useEffect(() => {
    if (open && opened.current) fieldset.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [open]);
  return (
    <fieldset css={group} ref={fieldset}>
      <legend css={legend}>{label}</legend>
      {schema.description && <p css={help}>{schema.description}</p>}
      {open ? (
        Object.entries(schema.properties ?? {}).map(([key, inner]) => (
          <SchemaFields
            key={key}
            schema={inner}
            path={[...path, key]}
            state={state}
            label={labelOf(key, inner)}
            required={schema.required?.includes(key) ?? false}
          />
        ))
      ) : (
        <button
          type="button"
          css={itemButton}
          onClick={() => {
            opened.current = true;
            setOpen(true);
          }}
        >
          Add {label}
        </button>
      )}
    </fieldset>
  );
}

/**
 * Move up, move down, duplicate and remove one item of a list. A move or a removal is saved at once, so only when
 * nothing waits to be saved; a duplicate waits for Save, as an item added does. A removal names the item.
 */
function ItemButtons({
  label,
  path,
  count,
  least,
  most,
  state,
}: {
  label: string;
  path: DataPath;
  count: number;
  least: number;
  most: number;
  state: FormState;
}) {
  const index = path.at(-1) as number;
  const change = state.onListChange;
  if (!change) return null;
  const busy = state.dirty;
  const item = getIn(state.value, path);
  return (
    <div>
      <button
        type="button"
        css={itemButton}
        aria-label={`Move ${label} up`}
        disabled={busy || index === 0}
        onClick={() => change({ op: 'move', path, to: index - 1 })}
      >
        ↑
      </button>
      <button
        type="button"
        css={itemButton}
        aria-label={`Move ${label} down`}
        disabled={busy || index === count - 1}
        onClick={() => change({ op: 'move', path, to: index + 1 })}
      >
        ↓
      </button>
      <button
        type="button"
        css={itemButton}
        aria-label={`Duplicate ${label}`}
        disabled={count >= most}
        onClick={() => change({ op: 'insert', path: path.slice(0, -1), index: index + 1, value: item })}
      >
        Duplicate
      </button>
      <button
        type="button"
        css={itemButton}
        aria-label={`Remove ${label}`}
        disabled={busy || count <= least}
        onClick={() => window.confirm(`Remove ${namedItem(label, item)}?`) && change({ op: 'remove', path })}
      >
        ✕
      </button>
    </div>
  );
}
