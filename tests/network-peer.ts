// Run by tests/unit/site-edit-network.test.ts inside a network namespace of its own, where ADDRESS is an address of
// that namespace that is not loopback: the edit endpoint listens on every address (as `npm run dev -- --host` does)
// and is asked from ADDRESS and from loopback, each time with the headers of the dev server's own page on localhost.
// Prints the two answers as JSON.
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEditServer } from './edit-endpoint.ts';
import { fixtureText } from './sites.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-edit-peer-'));
symlinkSync(resolve('tests/fixtures/sites/small/public'), join(dir, 'public'));
const file = join(dir, 'site.yaml');
writeFileSync(file, fixtureText('small'));
const fromNetwork = await startEditServer(file, process.env.ADDRESS ?? '');
const fromLoopback = await startEditServer(file, '127.0.0.1');
const forged = (port: number) => ({ host: `localhost:${port}`, origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' });
const answers = {
  network: await fromNetwork.send({ method: 'GET', headers: forged(fromNetwork.port) }),
  networkWrite: await fromNetwork.send({ body: '{}', headers: forged(fromNetwork.port) }),
  loopback: await fromLoopback.send({ method: 'GET', headers: forged(fromLoopback.port) }),
};
console.log(JSON.stringify(answers));
await fromNetwork.close();
await fromLoopback.close();
