// `npm run accounts -- affiliates`: the operator reads affiliate applications from the command
// line, run as a real process against the API on a real port.
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

describe('npm run accounts -- affiliates', () => {
  it('says when there are none, then lists an application with its site and message', async () => {
    const cli = () => run(process.execPath, ['scripts/accounts.ts', 'affiliates', '--url', url], { env: { ...process.env, ADMIN_TOKEN } });
    expect((await cli()).stdout).toContain('No affiliate applications.');
    const sent = await h.request('/api/affiliate-applications', {
      method: 'POST',
      json: { name: 'Ana Tips', email: 'ana@tips.example.com', website: 'https://tips.example.com', country: 'DE', message: 'A football blog\nwith weekly tips.' },
    });
    expect(sent.status).toBe(201);
    const { stdout } = await cli();
    expect(stdout).toContain('Ana Tips <ana@tips.example.com>  DE');
    expect(stdout).toContain('https://tips.example.com');
    expect(stdout).toContain('  with weekly tips.');
    expect(stdout).toContain('1 of 1 applications');
  });
});
