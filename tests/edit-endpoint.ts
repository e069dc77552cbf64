// The dev server's write endpoint (src/build/site-edit.ts) on a real socket, for the tests: a server with its
// handler alone, over a site file, and requests sent as the dev server's own page sends them.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteEditHandler, siteEditPath } from '../src/build/site-edit.ts';

export interface Sent {
  method?: string;
  path?: string;
  body?: string;
  /** Headers to change from the page's own, or to remove (undefined). */
  headers?: Record<string, string | undefined>;
}

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * Starts the endpoint over `file` on `host` (an address of this machine); `send` sends to it, as from `host`, and
 * `sendFor` answers the headers too.
 */
export async function startEditServer(file: string, host = '127.0.0.1') {
  const handler = siteEditHandler(file);
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((done) => server.listen(0, host, done));
  const { port } = server.address() as AddressInfo;
  const sendFor = ({ method = 'POST', path = siteEditPath, body, headers = {} }: Sent): Promise<Answer & { headers: Record<string, unknown> }> => {
    const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const all = Object.fromEntries(Object.entries({ ...own, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return new Promise((done, fail) => {
      const req = request({ host, port, path, method, headers: all }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : {} }));
      });
      req.on('error', fail);
      req.end(body);
    });
  };
  const send = async (sent: Sent): Promise<Answer> => {
    const { status, json } = await sendFor(sent);
    return { status, json };
  };
  const close = () => new Promise<void>((done) => server.close(() => done()));
  return { port, send, sendFor, close };
}
