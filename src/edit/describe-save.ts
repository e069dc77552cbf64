import type { SaveResult } from './edit-api.ts';

/** What a save did, in the panel's words. */
export function describeSave(result: SaveResult): string {
  if (result.status === 'saved') return 'Saved.';
  if (result.status === 'stale') return result.message || 'site.yaml changed on disk since this was read: nothing was written. The values are read again.';
  if (result.status === 'refused') return result.message;
  return `Nothing was written: ${result.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}.`;
}
