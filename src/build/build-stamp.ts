// What `npm start` compares to decide whether the site must be built again: a hash of the names and bytes of every
// file the build reads.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The hash of `inputs`: files and folders, each folder walked in the order of its names; a missing one adds nothing. */
export function buildStamp(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) for (const [file, bytes] of files(input)) hash.update(file).update(bytes);
  return hash.digest('hex');
}

/**
 * Every file under `path`, with its bytes. An input that is a link is followed (public/ may be a link to the
 * pictures' folder); a link inside a folder counts as what it says and is never followed: one in public/ may lead out
 * of the folder (`ln -s / public/rootlink` had this read the whole disk, where a FIFO or /dev/zero never ends), and
 * the build's checks refuse it; one that stays inside has its file read where that file is.
 */
function* files(path: string, input = true): Generator<[string, Buffer | string]> {
  const stats = (input ? statSync : lstatSync)(path, { throwIfNoEntry: false });
  if (stats?.isSymbolicLink()) yield [path, `link to ${readlinkSync(path)}`];
  else if (stats?.isDirectory()) for (const name of readdirSync(path).sort()) yield* files(join(path, name), false);
  else if (stats) yield [path, readFileSync(path)];
}
