// The operator's command line (scripts/accounts.ts) run as a real process against a harness's
// API served on a real port: what every CLI test needs, once.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './harness.ts';

const run = promisify(execFile);

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ServedApi {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Runs `npm run accounts -- <args>` against this API (exit code 0 or the process's own). */
  accounts(args: string[], token?: string): Promise<CliOutcome>;
  close(): Promise<void>;
}

/** Serves the harness's API on a free local port. */
export async function serveApi(h: Harness): Promise<ServedApi> {
  let url = '';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.rt.api.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      url = `http://127.0.0.1:${info.port}`;
      resolve(s);
    });
  });
  return {
    url,
    async accounts(args, token = ADMIN_TOKEN) {
      try {
        const { stdout, stderr } = await run(process.execPath, ['scripts/accounts.ts', ...args, '--url', url], { env: { ...process.env, ADMIN_TOKEN: token } });
        return { code: 0, stdout, stderr };
      } catch (err) {
        const e = err as CliOutcome;
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a CLI test file: a harness without a feed, its API served on a port, both started before
 * the file's tests and closed after them. Read `h` and `api` inside the tests.
 */
export function cliHarness(): { readonly h: Harness; readonly api: ServedApi } {
  const ctx = {} as { h: Harness; api: ServedApi };
  beforeAll(async () => {
    ctx.h = await startHarness({ FEED: 'off' });
    ctx.api = await serveApi(ctx.h);
  });
  afterAll(async () => {
    await ctx.api?.close();
    await ctx.h?.close();
  });
  return ctx;
}
