// The runtime and API alone on a port, for tests that kill and restart a server process.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRuntime } from '../../src/server/runtime.ts';

// A test may name a migrated PGlite archive to start a new data folder from (no initdb, no migrations).
const template = process.env.TEST_PGLITE_TEMPLATE;
const rt = await createRuntime(process.env, template ? { databaseTemplate: template } : {});
const server = createServer(getRequestListener(rt.api.fetch, { overrideGlobalObjects: false }));
server.listen(rt.config.port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
