// Where the checker's messages stand in a part's form: under the field each one concerns. A message the checker
// places elsewhere in the file because of the change (the other specialty that has the slug typed) stands under
// `fallback`, the first field changed, with the line it names: that is where the editor looks, and where the value
// that caused it was typed. Only with no change to stand under does a message go to the foot of the form.
import type { DataPath } from '../site/data-path.ts';
import { type EditProblem, pathKey } from './edit-api.ts';

/** The messages by the pathKey of their field within the part at `partPath`, and those with no field. */
export function problemsByField(
  problems: readonly EditProblem[],
  partPath: DataPath,
  fallback: DataPath | undefined,
): { byField: Map<string, EditProblem[]>; general: EditProblem[] } {
  const byField = new Map<string, EditProblem[]>();
  const general: EditProblem[] = [];
  for (const one of problems) {
    // The server names the field by its place in the whole file; the form, by its place in the part.
    const at = one.path?.slice(partPath.length) ?? fallback;
    const shown = one.path ? one : { ...one, message: `line ${one.line}: ${one.message}` };
    if (!at) general.push(one);
    else byField.set(pathKey(at), [...(byField.get(pathKey(at)) ?? []), shown]);
  }
  return { byField, general };
}
