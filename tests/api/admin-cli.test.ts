// The operator's command line, run as a real process against the API on a real port.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';

const run = promisify(execFile);
let h: Harness;
let server: ServerType;
let url = '';

beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: h.rt.api.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      url = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

async function accounts(args: string[], token = ADMIN_TOKEN): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/accounts.ts', ...args, '--url', url], { env: { ...process.env, ADMIN_TOKEN: token } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run accounts', () => {
  it('creates, credits, debits, lists, locks and checks', async () => {
    const created = await accounts(['create', 'erin', 'S3cretpass1', '--first', 'Erin', '--last', 'Doe', '--balance', '100.00']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('balance:           100.00 EUR');

    expect((await accounts(['credit', 'erin', '-10.00', '--reason', 'correction'])).stdout).toContain('Debited 10.00 EUR');
    const list = await accounts(['list']);
    expect(list.stdout).toMatch(/erin\s+Erin Doe\s+90\.00 EUR/);

    expect((await accounts(['lock', 'erin'])).stdout).toContain('erin is locked');
    expect((await accounts(['list'])).stdout).toContain('LOCKED');
    expect((await accounts(['unlock', 'erin'])).code).toBe(0);
    const check = await accounts(['check']);
    expect(check).toMatchObject({ code: 0 });
    expect(check.stdout).toContain('Ledger OK');
  });

  it('explains refusals and exits non-zero', async () => {
    const poor = await accounts(['credit', 'erin', '-1000.00']);
    expect(poor.code).toBe(1);
    expect(poor.stderr).toContain('insufficient_funds');
    const wrongToken = await accounts(['list'], 'wrong-token-wrong-token');
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('refused the operator token');
    const usage = await accounts(['credit', 'erin']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
    expect((await accounts(['--help'])).stdout).toContain('npm run accounts -- create alice');
  });
});
