// The islands of the page's frame (the header and the footer), by name: the server writes each name, and the browser
// looks it up here to hydrate the page it arrived on (app/entry-client.tsx), and loads them all before it renders a
// page itself. The blocks' are in blocks/registry.ts.
import { blockRegistry } from '../blocks/registry.ts';
import { islandTable, lazyIsland } from '../ui/Island.tsx';
import { goToSearchPage } from './header-buttons.ts';

export const layoutIslands = islandTable({
  // The dropdowns (floating-ui) come when the navigation is first pointed at or focused.
  navMenus: lazyIsland('interaction', () => import('./NavMenus.tsx').then((module) => module.NavMenus)),
  // The search panel and the side menu (and focus-trap with them) come when their buttons are first pointed at,
  // focused or clicked, not with every page. Without the panel's code, the search page does its work.
  searchPanel: lazyIsland(
    'interaction',
    () => import('./SearchPanel.tsx').then((module) => module.SearchPanel),
    (model) => goToSearchPage(model.site.searchPage),
  ),
  mobileMenu: lazyIsland('interaction', () => import('./MobileMenu.tsx').then((module) => module.MobileMenu)),
  // The copyright's year is the visitor's, as the page loads.
  copyright: lazyIsland('load', () => import('./Copyright.tsx').then((module) => module.Copyright)),
  // The footer's badges, a block type of their own.
  trustStrip: blockRegistry.trustStrip,
});
