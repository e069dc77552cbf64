// How the dev server learns that the site file changed. Vite's watcher (chokidar) watches a file by its inode and
// drops a change that comes within 50 ms of the one before it, with no later event: a save by rename (as the edit
// endpoint and many editors save) followed soon by another save was never seen, and the preview kept the old
// version. The file's folder is watched instead, which a rename does not end, and every burst of events ends with a
// look at what the file holds: a change is reported when its bytes differ from the last ones reported.
import { createHash } from 'node:crypto';
import { type FSWatcher, readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

/** How long the folder must be quiet before the file is read: one save's truncate and write are one change. */
const settleMs = 30;

/** The SHA-256 of the file's bytes, or undefined while it cannot be read (say, between a delete and its new copy). */
function hashOfFile(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * Calls `onChange` each time `file`'s bytes differ from those of the last call (or of the start), however the file
 * was saved. Returns the function that stops watching.
 */
export function watchSiteFile(file: string, onChange: () => void): () => void {
  const name = basename(file);
  let last = hashOfFile(file);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    timer = undefined;
    const now = hashOfFile(file);
    if (now === undefined || now === last) return;
    last = now;
    onChange();
  };
  const watcher: FSWatcher = watch(dirname(file), { persistent: false }, (_event, changed) => {
    // Some systems do not name the file: then any event of the folder is a reason to look.
    if (changed !== null && changed.toString() !== name) return;
    clearTimeout(timer);
    timer = setTimeout(look, settleMs);
  });
  // A folder that goes away ends the watch; the dev server goes on with what it last read.
  watcher.on('error', () => watcher.close());
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
