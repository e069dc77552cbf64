// `npm start`: builds the site when its sources changed since the last build, then serves dist/ at :4173 (PORT),
// to this machine only unless HOST says otherwise: a laptop on a shared network must not serve it to the room.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { buildStamp } from './build-stamp.ts';
import { createStaticServer, listenHost, serverUrl } from './static-server.ts';

const inputs = ['site.yaml', 'schemas', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const stampFile = join('node_modules', '.cache', 'site-build-stamp');
const stamp = buildStamp(inputs);

if (!existsSync('dist/index.html') || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
}

const port = Number(process.env.PORT ?? 4173);
const server = createStaticServer('dist');
server.on('error', (error) => {
  console.error(`Cannot serve the site on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, listenHost(), () => console.log(`Serving the site at ${serverUrl(server)} (Ctrl+C to stop)`));
