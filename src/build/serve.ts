// `tsx src/build/serve.ts [--port 4173] [--dir dist]`: serves an already built site, on 127.0.0.1 unless HOST says
// otherwise (the end-to-end tests start it this way).
import { parseArgs } from 'node:util';
import { createStaticServer, listenHost, serverUrl } from './static-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4173' }, dir: { type: 'string', default: 'dist' } } });
const server = createStaticServer(values.dir!);
server.on('error', (error) => {
  console.error(`Cannot serve ${values.dir} on port ${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), listenHost(), () => console.log(`Serving ${values.dir} at ${serverUrl(server)}`));
