// `tsx src/build/serve.ts [--port 4173] [--dir dist]`: serves an already built site.
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4173' }, dir: { type: 'string', default: 'dist' } } });
const port = Number(values.port);
createStaticServer(values.dir!).listen(port, '127.0.0.1', () => console.log(`Serving ${values.dir} at http://localhost:${port}`));
