// npm start builds again when the stamp of the build's inputs changes: what the stamp reads, and what it never reads.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStamp } from '../../src/build/build-stamp.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with a site file and a public/ with one picture; and a folder beside it, outside the inputs. */
function sources(): { root: string; outside: string; stamp: () => string } {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  made.push(root);
  mkdirSync(join(root, 'public/images'), { recursive: true });
  writeFileSync(join(root, 'site.yaml'), 'brand: {}\n');
  writeFileSync(join(root, 'public/images/logo.svg'), '<svg/>');
  const outside = join(root, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'big.txt'), 'one');
  return { root, outside, stamp: () => buildStamp([join(root, 'site.yaml'), join(root, 'public')]) };
}

describe('the build stamp', () => {
  it('is the same for the same files, and changes with the bytes or the name of one', () => {
    const { root, stamp } = sources();
    const first = stamp();
    expect(stamp()).toBe(first);
    writeFileSync(join(root, 'public/images/logo.svg'), '<svg></svg>');
    const second = stamp();
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'public/images/logo-2.svg'), '<svg></svg>');
    unlinkSync(join(root, 'public/images/logo.svg'));
    expect(stamp()).not.toBe(second);
  });

  it('takes a link in public/ by what it says, and never reads where it leads', () => {
    const { root, outside, stamp } = sources();
    symlinkSync(outside, join(root, 'public/rootlink'));
    const first = stamp();
    writeFileSync(join(outside, 'big.txt'), 'two');
    expect(stamp()).toBe(first);
    unlinkSync(join(root, 'public/rootlink'));
    symlinkSync('/', join(root, 'public/rootlink'));
    expect(stamp()).not.toBe(first);
  });

  it('follows an input that is itself a link, as a public/ kept elsewhere', () => {
    const { root, outside, stamp } = sources();
    rmSync(join(root, 'public'), { recursive: true });
    symlinkSync(outside, join(root, 'public'));
    const first = stamp();
    writeFileSync(join(outside, 'big.txt'), 'two');
    expect(stamp()).not.toBe(first);
  });
});
