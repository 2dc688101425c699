// npm run accounts -- players-at-risk (issue 18 item 6): the operator's list on the command
// line, one block per player with the markers reached and the history of limit changes.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

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

const accounts = async (args: string[]) => (await run(process.execPath, ['scripts/accounts.ts', ...args, '--url', url], { env: { ...process.env, ADMIN_TOKEN } })).stdout;

describe('npm run accounts -- players-at-risk', () => {
  it('says when nobody is at risk, then lists a player who asked twice to raise a limit, with the changes', async () => {
    expect(await accounts(['players-at-risk'])).toMatch(/^No player reaches a risk threshold/);
    const p = await createPlayer(h, { username: 'riskyrita', balance: 10_000n });
    const { access_token: token } = await login(h, p);
    for (const daily of ['20.00', '40.00', '60.00']) expect((await h.request('/api/account/limits', { method: 'PUT', token, json: { stake: { daily } } })).status).toBe(200);
    const out = await accounts(['players-at-risk', '--days', '7']);
    expect(out).toContain(`riskyrita (id ${p.id}): limit increases 2 (threshold 2)`);
    expect(out).toMatch(/stake_limits\.daily\s+decrease\s+\{"value":null,"pending":null\}\s+\{"value":2000,"pending":null\}\s+player/);
    expect(out.match(/increase requested/g)).toHaveLength(2);
    expect(out).toContain('1 player(s) at risk');
    const json = JSON.parse(await accounts(['players-at-risk', '--json'])) as { players: Array<{ username: string }> };
    expect(json.players.map((x) => x.username)).toEqual(['riskyrita']);
  });
});
