// With `npm run dev -- --host` the preview can be seen from the network, and the edit endpoint still answers this
// machine alone, whatever headers a request carries (a program can send the Host and Origin of a page on
// localhost). On real sockets: inside a network namespace the test makes (as root, with unshare and ip), from an
// address of it that is not loopback; no packet leaves the namespace. Where one cannot be made, the test says so.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const address = '10.123.0.1';
const setUp = `ip link set lo up && ip addr add ${address}/32 dev lo`;
const canMakeNamespace = process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'sh', '-c', setUp]).status === 0;

describe.skipIf(!canMakeNamespace)('the edit endpoint, asked from another address', () => {
  it("refuses a peer that is not loopback with a reason, even with the page's own headers; answers loopback", () => {
    const run = spawnSync('unshare', ['-n', 'sh', '-c', `${setUp} && exec node --import tsx tests/network-peer.ts`], {
      env: { ...process.env, ADDRESS: address },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const answers = JSON.parse(run.stdout);
    const refusal = {
      status: 403,
      json: { message: 'Edit page works only on the computer that runs npm run dev: open the preview there, at localhost, to edit.' },
    };
    expect(answers).toEqual({ network: refusal, networkWrite: refusal, loopback: { status: 200, json: { hash: expect.any(String) } } });
  });
});
