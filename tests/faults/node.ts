// One node of the fault suite: the runtime, the API and the live socket on one port, like
// the production server without the pages. Prints "listening <port>" once it serves.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRuntime } from '../../src/server/runtime.ts';

const rt = await createRuntime();
const server = createServer(getRequestListener(rt.api.fetch, { overrideGlobalObjects: false }));
server.on('upgrade', (req, socket, head) => {
  if (!rt.hub.handleUpgrade(req, socket, head)) socket.destroy();
});
server.listen(rt.config.port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
const stop = () => {
  server.closeAllConnections();
  server.close();
  void rt.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
