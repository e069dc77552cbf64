// Where the build notes how long it took, for npm run budget and npm run bench to report (not in dist/: it is not
// part of the site).
import { fileURLToPath } from 'node:url';

export const buildStatsFile = fileURLToPath(new URL('../../node_modules/.cache/build-stats.json', import.meta.url));
