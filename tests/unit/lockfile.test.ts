// A clean install prints no warning. npm warns (EBADENGINE) for each locked package whose engines do not admit the
// running Node, so every locked package's range must admit every version package.json's engines admit; and npm 11
// warns for each install script that package.json's allowScripts does not allow (a later npm will skip it).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  /** Set only where the package is installed under another name (an alias). */
  name?: string;
  version?: string;
  /** The registry address; absent when the lockfile is written without it (omit-lockfile-registry-resolved). */
  resolved?: string;
  link?: boolean;
  engines?: Record<string, string>;
  hasInstallScript?: boolean;
}
interface Manifest {
  engines: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, LockedPackage> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;

/** Every installed package of the lockfile with its name: the folder it is installed in, unless it is an alias. */
const lockedPackages = Object.entries(lockfile.packages)
  .filter(([path, locked]) => path !== '' && !locked.link)
  .map(([path, locked]) => ({ ...locked, name: locked.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length) }));

/** Whether an allowScripts key names this package, as npm 11 matches one: by name, or by name and exact versions. */
function allowScriptsKeyMatches(key: string, name: string, version: string, resolved: string | undefined): boolean {
  const at = key.lastIndexOf('@');
  const [keyName, versions] = at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [key, ''];
  if (keyName !== name) return false;
  if (versions === '' || versions === '*') return true;
  // A pinned key matches only a version npm can check against its registry address, which a lockfile may leave out.
  return resolved !== undefined && versions.split('||').some((pinned) => pinned.trim() === version);
}

describe('the lockfile, as a clean install reads it', () => {
  // Version 3 keeps each package's engines and hasInstallScript in one packages map, which the tests below read.
  it('is the format these checks read (lockfileVersion 3)', () => {
    expect(lockfile.lockfileVersion).toBe(3);
  });

  it("has no package whose engines leave out a version that package.json's engines admit", () => {
    const misfits = lockedPackages.flatMap(({ name, version, engines }) =>
      Object.entries(manifest.engines).flatMap(([engine, ours]) => {
        const theirs = engines?.[engine];
        // subset compares releases only: no Node release is a prerelease (and with them, >=20.19 would admit
        // 20.19.0-pre, which >=20.19.0 does not). A range npm cannot read fails npm's check too.
        if (theirs === undefined || (semver.validRange(theirs) !== null && semver.subset(ours, theirs))) return [];
        return [`${name}@${version} wants ${engine} ${theirs}; package.json's engines admit ${engine} ${ours}`];
      }),
    );
    expect(misfits).toEqual([]);
  });

  it("has no install script that package.json's allowScripts does not allow", () => {
    const allowScripts = Object.entries(manifest.allowScripts ?? {});
    const notAllowed = lockedPackages
      .filter(({ hasInstallScript }) => hasInstallScript)
      .filter(({ name, version = '', resolved }) => {
        const matching = allowScripts.filter(([key]) => allowScriptsKeyMatches(key, name, version, resolved));
        // As in npm, a denial wins over an approval.
        return matching.length === 0 || matching.some(([, allowed]) => !allowed);
      })
      .map(({ name, version }) => `${name}@${version} has an install script that allowScripts does not allow (npm install-scripts approve ${name})`);
    expect(notAllowed).toEqual([]);
  });
});
