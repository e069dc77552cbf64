// One value of a part's form: a text box, a long text, a number, a select of allowed values or a checkbox, with its
// label, its explanation, the checker's reason when a value was refused, a word on each keystroke a number box
// refuses, and, for a value filled in from elsewhere ({phone}, a company figure), where to change it.
import { type ReactNode, useId, useState } from 'react';
import type { DataPath } from '../site/data-path.ts';
import type { JsonSchema } from '../site/schemas.ts';
import { allowedValue } from './allowed-value.ts';
import { type EditValue, pathKey } from './edit-api.ts';
import { control, field, type FormState, help, problem } from './SchemaForm.tsx';
import { sourcesOf } from './value-sources.ts';

export function ValueField({
  schema,
  path,
  state,
  label,
  required,
  value,
}: {
  schema: JsonSchema;
  path: DataPath;
  state: FormState;
  label: string;
  required: boolean;
  value: unknown;
}) {
  const id = useId();
  const key = pathKey(path);
  // Why the last keystroke was refused (a letter in a number box), said under the field until the next one.
  const [refused, setRefused] = useState('');
  const from = sourcesOf(path.at(-1), state.changed.get(key) ?? value);
  // A field the file does not set yet shows empty.
  const shown = state.changed.get(key) ?? (value as EditValue | undefined) ?? '';
  const problems = state.problems.get(key) ?? [];
  const described =
    [schema.description && `${id}-help`, from.length > 0 && `${id}-from`, problems.length > 0 && `${id}-problem`, refused && `${id}-refused`]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = { id, 'aria-describedby': described, 'aria-invalid': problems.length > 0, 'aria-required': required, css: control };
  let input: ReactNode;
  let keys: ReactNode = null;
  if (schema.type === 'boolean') {
    // At the start of its row, as a checkbox stands, not in the middle of a text box's width.
    input = (
      <input
        {...common}
        css={[control, { justifySelf: 'start', width: 20, height: 20 }]}
        type="checkbox"
        checked={shown === true}
        onChange={(event) => state.onChange(path, event.target.checked)}
      />
    );
  } else if (schema.enum) {
    input = (
      <select {...common} value={String(shown)} onChange={(event) => state.onChange(path, allowedValue(schema.enum ?? [], event.target.value))}>
        {shown === '' && <option value="">(not set)</option>}
        {schema.enum.map((option) => (
          <option key={String(option)}>{String(option)}</option>
        ))}
      </select>
    );
  } else if (schema.type === 'number' || schema.type === 'integer') {
    input = (
      <input
        {...common}
        type="number"
        value={String(shown)}
        // The browser drops a letter typed in a number box without a word: the field says why instead.
        onKeyDown={(event) => {
          const refusedKey = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !/[\d.,+-]/.test(event.key);
          setRefused(refusedKey ? `“${event.key}” cannot go in ${label}: it takes a number, in digits (for example 42 or 3.5).` : '');
          if (refusedKey) event.preventDefault();
        }}
        onChange={(event) => Number.isFinite(event.target.valueAsNumber) && state.onChange(path, event.target.valueAsNumber)}
      />
    );
  } else if (String(value ?? '').length > 80 || String(value ?? '').includes('\n')) {
    // A long text as the file has it (chosen from what was read, not as it is typed, so the box never changes under
    // the cursor). Enter makes a new line here: Ctrl+Enter (⌘+Enter) saves.
    input = (
      <textarea
        {...common}
        aria-describedby={[common['aria-describedby'], `${id}-keys`].filter(Boolean).join(' ')}
        rows={4}
        value={String(shown)}
        onChange={(event) => state.onChange(path, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
      />
    );
    keys = (
      <p id={`${id}-keys`} css={help}>
        Ctrl+Enter saves.
      </p>
    );
  } else {
    input = <input {...common} type="text" value={String(shown)} onChange={(event) => state.onChange(path, event.target.value)} />;
  }
  return (
    <div css={field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {keys}
      {schema.description && (
        <p id={`${id}-help`} css={help}>
          {schema.description}
        </p>
      )}
      {from.length > 0 && (
        <p id={`${id}-from`} css={help}>
          {/* The rest of the text is the field's own: only the values it shows from elsewhere are changed there. */}
          Shows what {from.join(' and ')} {from.length === 1 ? 'holds' : 'hold'}: change {from.length === 1 ? 'that' : 'those'} there, for every page.{' '}
          {state.onOpenSection && (
            <button type="button" onClick={() => state.onOpenSection?.('brand')}>
              Open brand
            </button>
          )}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-problem`} css={problem}>
          {problems.map((one) => [one.message, one.hint].filter(Boolean).join(': ')).join(' ')}
        </p>
      )}
      <p id={`${id}-refused`} css={problem} aria-live="polite">
        {refused}
      </p>
    </div>
  );
}
