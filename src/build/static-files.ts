// Which file of a built site answers which address, as static hosts choose it: the file itself, then P/index.html,
// then P.html, and otherwise 404.html. The static server (static-server.ts) opens what this finds; the site's
// checks and Lighthouse (tools/) ask it which file a link reaches.
import { constants, statSync, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The decoded path of a request URL, or undefined when no file of the site can have it: bad percent-encoding, a
 * NUL byte, a backslash (a separator on Windows), a `..` segment, or not an absolute path.
 */
export function decodeUrlPath(url: string): string | undefined {
  const raw = url.split(/[?#]/)[0];
  if (!raw.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return /[\\\0]/.test(path) || path.split('/').includes('..') ? undefined : path;
}

/** The files that may answer `path`, in the order static hosts try them; never a dotfile, _headers or outside. */
export function candidatesFor(root: string, path: string): string[] {
  const target = join(root, path);
  const files = [target, join(target, 'index.html'), `${target.replace(/[\\/]+$/, '')}.html`];
  return files.filter((file) => {
    const name = relative(root, file);
    // A host reads _headers (and _redirects) but never serves them; `..` here means outside the site ('/' + .html).
    return name !== '' && name !== '_headers' && name !== '_redirects' && !name.split(sep).some((part) => part.startsWith('.'));
  });
}

/** The file a static host would answer `urlPath` with, and the status. */
export function resolveStaticFile(root: string, urlPath: string): { file: string; status: number } | undefined {
  const base = resolve(root);
  const notFound = join(base, '404.html');
  const path = decodeUrlPath(urlPath);
  const file = [...(path === undefined ? [] : candidatesFor(base, path)), notFound].find(isFile);
  return file === undefined ? undefined : { file, status: file === notFound ? 404 : 200 };
}

function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

export interface OpenFile {
  file: string;
  handle: FileHandle;
  stats: Stats;
}

/**
 * The first of `files` that opens as a regular file, opened. Opening is the lookup: there is no moment between a
 * check and the open for a rebuild to delete the file in, and an open file stays readable after it is deleted.
 */
export async function openFirst(files: readonly string[]): Promise<OpenFile | undefined> {
  for (const file of files) {
    let handle: FileHandle;
    try {
      // Non-blocking: opening a FIFO would otherwise wait for a writer, holding one of libuv's few threads.
      handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '')) continue;
      throw error;
    }
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (stats.isFile()) return { file, handle, stats };
    await handle.close();
  }
  return undefined;
}
