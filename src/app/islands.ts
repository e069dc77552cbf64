// The islands of the app's own screens, by name (see layout/islands.ts): the browser looks them up here to hydrate
// the page it arrived on (entry-client).
import { islandTable, lazyIsland } from '../ui/Island.tsx';

export const appIslands = islandTable({
  // The not-found page logs the address tried, as it loads (its words and links need no code).
  notFoundLog: lazyIsland('load', () => import('./NotFoundLog.tsx').then((module) => module.NotFoundLog)),
});
