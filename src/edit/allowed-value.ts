// A select's choice back as the schema writes it: the select's options are words, but an allowed value may be a
// boolean or a number (a hero's proof: true, false or badges), and "true" saved as a word is refused.
import type { EditValue } from './edit-api.ts';

/** The allowed value whose words are `chosen`, or the words themselves when none has them. */
export function allowedValue(allowed: readonly unknown[], chosen: string): EditValue {
  const found = allowed.find((option) => String(option) === chosen);
  return typeof found === 'boolean' || typeof found === 'number' ? found : chosen;
}
