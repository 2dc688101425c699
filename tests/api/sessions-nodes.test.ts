// Two nodes over one PostgreSQL: a session ended on one node refuses its tokens on the other
// at once, and the other device keeps working there. (Over PGlite there is only one node.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startSecondNode, type Harness } from './support/harness.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
let other: Runtime | undefined;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const accountOn = (rt: Runtime, token: string) => Promise.resolve(rt.api.request('/api/account', { headers: { authorization: `Bearer ${token}` } }));

describe('sessions across nodes', () => {
  it('a logout on node A ends that session on node B at once; the other device keeps working on both', async () => {
    const p = await createPlayer(h);
    const [phone, desktop] = [await login(h, p), await login(h, p)];
    if (h.rt.database.kind === 'pglite') {
      expect((await accountOn(h.rt, phone.access_token)).status).toBe(200);
      return;
    }
    other = await startSecondNode(h, { FEED: 'off' });
    // Node B has verified (and remembers) both tokens before the logout.
    expect((await accountOn(other, phone.access_token)).status).toBe(200);
    expect((await accountOn(other, desktop.access_token)).status).toBe(200);
    expect((await h.request('/api/logout', { method: 'POST', json: {}, token: phone.access_token })).status).toBe(200);
    expect((await accountOn(other, phone.access_token)).status).toBe(401);
    expect((await accountOn(other, desktop.access_token)).status).toBe(200);
    expect((await accountOn(h.rt, desktop.access_token)).status).toBe(200);
  });
});
