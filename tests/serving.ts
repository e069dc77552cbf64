// A static server of the built site on a free port of 127.0.0.1, for as long as a test needs it: its answers are
// asked over a real socket, and every connection is closed after, so no test leaves a server running.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer, type StaticServerOptions } from '../src/build/static-server.ts';

/** Serves `root` for the length of `use`, which gets the server's origin (http://127.0.0.1:N) and the server. */
export async function serving(root: string, use: (origin: string, server: Server) => Promise<void>, options?: StaticServerOptions): Promise<void> {
  const server = createStaticServer(root, options);
  try {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, server);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
