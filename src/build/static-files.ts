// Which file of a built site answers which address, as static hosts choose it: the file itself, then P/index.html,
// then P.html, and otherwise 404.html. The static server (static-server.ts) opens what this finds; the site's
// checks and Lighthouse (tools/) ask it which file a link reaches. Only real files under the site's folder: a link in
// it is followed only as far as the folder's end.
import { constants, realpathSync, statSync, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

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
  return files.filter((file) => servedName(relative(root, file)));
}

/** Whether a file of this name in the site (relative to its folder) may be served. */
function servedName(name: string): boolean {
  // A host reads _headers (and _redirects) but never serves them; `..` here means outside the site ('/' + .html).
  return name !== '' && name !== '_headers' && name !== '_redirects' && !name.split(sep).some((part) => part.startsWith('.'));
}

/**
 * Whether `real`, a path with no link left in it, may be served from the site whose real folder is `realRoot`: the
 * rule above applies to the file the bytes come from, not only to the name asked for, so a link in the folder may
 * lead to another file of the site but never out of it (`ln -s / dist/rootlink` made /rootlink/etc/passwd a page)
 * nor to its _headers or a dotfile.
 */
function servedRealFile(realRoot: string, real: string): boolean {
  const name = relative(realRoot, real);
  return !isAbsolute(name) && name.split(sep)[0] !== '..' && servedName(name);
}

/** The errors of a lookup that mean "no such file here": missing, a file where a folder was, too long, a link loop. */
const notThere = (error: unknown) => ['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The file a static host would answer `urlPath` with, and the status. */
export function resolveStaticFile(root: string, urlPath: string): { file: string; status: number } | undefined {
  const base = resolve(root);
  const notFound = join(base, '404.html');
  const path = decodeUrlPath(urlPath);
  const realRoot = realPathSync(base);
  const served = (file: string) => {
    const real = realPathSync(file);
    return realRoot !== undefined && real !== undefined && servedRealFile(realRoot, real) && isFile(real);
  };
  const file = [...(path === undefined ? [] : candidatesFor(base, path)), notFound].find(served);
  return file === undefined ? undefined : { file, status: file === notFound ? 404 : 200 };
}

function realPathSync(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
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
 * The first of `files` that opens as a regular file of the site in `root`, opened by its real path (see
 * servedRealFile). The folder's real path is found again for each request: the build replaces the folder, and a
 * deploy may make it a link that it moves. Opening is the lookup: there is no moment between a check and the open
 * for a rebuild to delete the file in, and an open file stays readable after it is deleted. (A link put in the
 * folder between the real path and the open would be followed; only a writer of the folder can do that, and it
 * could as well write the file. The build writes no links.)
 */
export async function openFirst(root: string, files: readonly string[]): Promise<OpenFile | undefined> {
  const realRoot = await realpath(root).catch(missing);
  // No folder at all: between the build's two renames.
  if (realRoot === undefined) return undefined;
  for (const file of files) {
    const real = await realpath(file).catch(missing);
    if (real === undefined || !servedRealFile(realRoot, real)) continue;
    let handle: FileHandle;
    try {
      // Non-blocking: opening a FIFO would otherwise wait for a writer, holding one of libuv's few threads.
      handle = await open(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    } catch (error) {
      if (notThere(error)) continue;
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

/** Undefined for an error that means the file is not there; any other is thrown on (the answer is a 500). */
function missing(error: unknown): undefined {
  if (notThere(error)) return undefined;
  throw error;
}
