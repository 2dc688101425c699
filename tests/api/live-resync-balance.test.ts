// After a bus gap a node pushes each player socket it holds the balance as stored: a balance
// push sent while its LISTEN connection was down is lost (here: a credit whose push never came),
// and the socket must not keep showing the old balance. Over PostgreSQL only: the one-process
// bus of PGlite never loses a message.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';
import { createPlayer, login } from './support/players.ts';
import { applyLedgerEntry } from '../../src/server/wallet/index.ts';

let h: Harness;
let server: SocketServer;
beforeAll(async () => {
  h = await startHarness();
  server = await startSocketServer(h);
});
afterAll(async () => {
  await server?.close();
  await h?.close();
});

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: h.rt.config.databaseUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe('balances after a bus gap', () => {
  it("pushes every player socket its stored balance once the node's bus is back", async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token } = await login(h, p);
    if (h.rt.database.kind !== 'postgres') {
      expect(h.rt.bus.health().connected).toBe(true);
      return;
    }
    const ws = new WebSocket(`${server.base}/api/live?id=${p.id}`, ['bearer', access_token]);
    const messages: Array<Record<string, unknown>> = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await vi.waitFor(() => expect(h.rt.hub.playerIds()).toContain(p.id));
    // Money moved while no push reached the socket (as in a gap).
    await applyLedgerEntry(h.rt.db, { playerId: p.id, kind: 'operator_credit', amount: 1_234n });
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
    await vi.waitFor(() => expect(messages).toContainEqual({ type: 'balance', balance: '112.34', snapshot: true }), { timeout: 10_000, interval: 100 });
    ws.close();
  });
});
