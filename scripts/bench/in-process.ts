// What the benches that run the runtime in their own process share (settlement, casino): a
// runtime on a data folder of its own, and the API called without a port through the same
// client shape as the HTTP benches (accounts.ts), so their player helpers work here too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { newAdminToken, type HttpAnswer, type JsonClient } from './accounts.ts';
import { enterRunGroup } from './cpu-groups.ts';

export interface InProcess {
  rt: Runtime;
  client: JsonClient;
  adminToken: string;
  /** Closes the runtime and removes its data folder. */
  close(): Promise<void>;
}

/**
 * A runtime of the test configuration on a new data folder; `env` adds to it (DATABASE_URL, FEED...).
 * `create`: another build's createRuntime (a bench comparing builds, compare.ts).
 */
export async function startInProcess(name: string, env: Record<string, string>, create: typeof createRuntime = createRuntime): Promise<InProcess> {
  // The runtime runs in this process: into the bench's run group, out of other loads' way.
  enterRunGroup();
  const dataDir = mkdtempSync(join(tmpdir(), `sportsbook-${name}-`));
  const adminToken = newAdminToken();
  const rt = await create({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    JWT_SECRET: `${name}-bench-jwt-secret-${newAdminToken()}`,
    DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const call: JsonClient['call'] = async (method, path, body, token, extraHeaders = {}): Promise<HttpAnswer> => {
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await rt.api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return {
    rt,
    client: { call, close: () => undefined },
    adminToken,
    async close() {
      await rt.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
