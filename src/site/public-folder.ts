// What a site's public/ folder holds, as the build will publish it. Vite copies the folder into the site as it is,
// following every link (symbolic link) in it and copying what the link leads to as a plain file: a link that leads
// out of the folder would publish whatever it points to (`ln -s /etc/passwd public/notes.txt` put the password file
// on the website as /notes.txt), and one that leads nowhere would stop the build with a bare ENOENT. The checks
// (check.ts) refuse both, so npm run validate, the build and the dev server say so at once, in one message.
import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** A link in public/ that leads out of the folder, or to nothing. */
export interface StrayLink {
  /** Its address in the site, as site.yaml writes a picture: /images/logo.png for public/images/logo.png. */
  path: string;
  /** Where it leads, as the link itself says it (what `ls -l` shows). */
  target: string;
  /** Whether it leads to nothing (or to a loop of links) rather than out of the folder. */
  dangling: boolean;
  /** Whether what it leads to is a folder. */
  folder: boolean;
}

export interface PublicFolder {
  /** The address of every file of the folder: its files, and its links to files of the folder itself. */
  files: string[];
  strayLinks: StrayLink[];
}

/** What `dir` holds; nothing when it does not exist. */
export function readPublicFolder(dir: string): PublicFolder {
  const folder: PublicFolder = { files: [], strayLinks: [] };
  if (!existsSync(dir)) return folder;
  const realDir = realpathSync(dir);
  // Node does not go into a linked folder here, so each link is seen once, where it is, and none leads the walk out.
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    if (entry.isFile()) folder.files.push(path);
    if (!entry.isSymbolicLink()) continue;
    const real = realPath(file);
    const stats = real === undefined ? undefined : statSync(real);
    if (real !== undefined && within(realDir, real)) {
      if (stats?.isFile()) folder.files.push(path);
    } else folder.strayLinks.push({ path, target: readlinkSync(file), dangling: stats === undefined, folder: stats?.isDirectory() === true });
  }
  // In the order of their names, not the disk's: the messages come out the same on every machine.
  folder.strayLinks.sort((a, b) => (a.path < b.path ? -1 : 1));
  return folder;
}

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** Whether `real` is `dir` or under it (both real paths). */
function within(dir: string, real: string): boolean {
  const name = relative(dir, real);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: relative() gives an absolute path only between two Windows drives
  return !isAbsolute(name) && name.split(sep)[0] !== '..';
}
