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

/** The version of a site file, as the page and the edit endpoint name it: the SHA-256 of its bytes. */
export const hashOfBytes = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The version of the site file on disk now; '' while it cannot be read (say, between a delete and its new copy). */
export function siteFileHash(file: string): string {
  try {
    return hashOfBytes(readFileSync(file));
  } catch {
    return '';
  }
}

/**
 * Calls `onChange` each time `file`'s bytes differ from those of the last call (or of the start), however the file
 * was saved. Returns the function that stops watching.
 */
export function watchSiteFile(file: string, onChange: () => void): () => void {
  const name = basename(file);
  let last = siteFileHash(file);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    timer = undefined;
    const now = siteFileHash(file);
    if (now === '' || now === last) return;
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
