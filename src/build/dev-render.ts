// The dev server's pages: each address rendered by the same server entry as the build's prerender (Vite's SSR), in
// the same page template, and hydrated in the browser by the same path. What the dev server adds is in the page's
// script alone: HMR, Edit page and the banner of site.yaml's mistakes (entry-client), and /__blocks, the gallery of
// block types, which it renders in the browser.
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { clientEntry } from './boot-script.ts';
import { fillMarkers } from './prerender.ts';

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; status: number }>;
}

const serverEntry = '/src/app/entry-server.tsx';
const template = resolve('index.html');

/** Whether a request is for a page (an address a link or the address bar opens), not for a module or a file. */
function isPageRequest(method: string | undefined, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/@') || path.startsWith('/node_modules/') || path.startsWith('/src/')) return false;
  if (path.startsWith('/__') && path !== '/__blocks') return false;
  return extname(path) === '' || (accept ?? '').includes('text/html');
}

export function devRender(): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    // The pages are this plugin's: Vite serves modules and files, not index.html for every address.
    config: () => ({ appType: 'custom' }),
    // The page loads the app's entry as a module; the build's pages load the built one from a boot script instead.
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: `/${clientEntry}` }, injectTo: 'body' }],
    configureServer(server) {
      // After Vite's own middlewares (modules, public/): what is left is a page.
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          const path = new URL(url, 'http://localhost').pathname;
          if (!isPageRequest(request.method, path, request.headers.accept)) return next();
          renderPage(server, url, path).then(
            ({ html, status }) => {
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(request.method === 'HEAD' ? undefined : html);
            },
            (error: unknown) => next(error),
          );
        });
      };
    },
  };
}

/**
 * The page at `path`, as the prerender would write it, with the dev server's scripts. While no version of site.yaml
 * has validated, the server entry cannot load: the page is sent empty, and its script shows Vite's overlay with the
 * mistake. /__blocks is sent empty too: the browser renders the gallery.
 */
async function renderPage(server: ViteDevServer, url: string, path: string): Promise<{ html: string; status: number }> {
  // As the file at the site's root, whose addresses are relative to it (the typeface's), whatever the page's address.
  const page = await server.transformIndexHtml('/index.html', readFileSync(template, 'utf8'), url);
  const empty = { html: fillMarkers(page, { '<!--app-head-->': '', '<!--app-html-->': '', '<!--app-scripts-->': '' }), status: 200 };
  if (path === '/__blocks') return empty;
  const environment = server.environments.ssr;
  if (!isRunnableDevEnvironment(environment)) throw new Error('the dev server has no runnable SSR environment');
  let entry: ServerEntry;
  try {
    entry = (await environment.runner.import(serverEntry)) as ServerEntry;
  } catch (error) {
    // A mistake Vite places in a file (site.yaml's, which the site plugin names in the terminal, or a module's): the
    // page's script meets it too, and Vite's overlay shows it there. Any other failure is Vite's error page.
    if (error instanceof Error && 'loc' in error) return empty;
    throw error;
  }
  const { html, head, status } = await entry.render(path);
  return { html: fillMarkers(page, { '<!--app-head-->': head, '<!--app-html-->': html, '<!--app-scripts-->': '' }), status };
}
