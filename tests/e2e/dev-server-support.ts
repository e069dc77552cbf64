// The project's own Vite dev server, for the end-to-end tests that drive `npm run dev` (dev-server.spec,
// hydration.spec): started in the test's worker on a port of its own, serving the site file it is given.
import { createServer } from 'vite';

/** Starts the dev server on `port` for `siteFile`; answers how to close it and give the worker back its environment. */
export async function startDevServer(siteFile: string, port: number): Promise<() => Promise<void>> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.SITE_YAML = siteFile;
  const server = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port, strictPort: true } });
  await server.listen();
  return async () => {
    await server.close();
    delete process.env.SITE_YAML;
    // Vite's dev server set NODE_ENV to development in this worker: the next file's builds must not inherit it.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  };
}
