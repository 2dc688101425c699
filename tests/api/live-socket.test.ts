// The live socket at /api/live, over a real port: keep-alive, public pushes, player pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { KEEP_ALIVE_TEXT } from '../../src/lib/realtime/keep-alive.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { nextMessage, startSocketServer, type SocketServer } from './support/socket-server.ts';
import { createPlayer, login, type TestPlayer } from './support/players.ts';
import { heardEverything } from './support/bus.ts';
import { postLedgerEntry, storedBalanceMessage } from '../../src/server/wallet/index.ts';
import { pushBalances } from '../../src/server/realtime/resync.ts';
import { players } from '../../src/server/db/schema.ts';
import { eq } from 'drizzle-orm';

let h: Harness;
let sockets: SocketServer | undefined;
let base = '';

beforeAll(async () => {
  h = await startHarness();
  sockets = await startSocketServer(h);
  base = sockets.base;
});
afterAll(async () => {
  await sockets?.close();
  await h?.close();
});

/** The balances a socket is sent: every one, and those that are pushes (not a resync's snapshot, which a bus gap can bring at any moment). */
function balancesOf(ws: WebSocket): { all: string[]; pushed: string[] } {
  const seen = { all: [] as string[], pushed: [] as string[] };
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as { type?: string; balance?: string; snapshot?: boolean };
    if (m.type !== 'balance' || m.balance === undefined) return;
    seen.all.push(m.balance);
    if (!m.snapshot) seen.pushed.push(m.balance);
  });
  return seen;
}

/** A greeting that reads the balance at once and is held until the returned function is called. */
function slowGreeting(): () => void {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  h.rt.hub.setGreeter(async (id) => {
    const message = await storedBalanceMessage(h.rt.db, id);
    await gate;
    return message;
  });
  return release;
}

/** A player with 10.00 whose opening balance's push this node has heard, so no socket of the test sees it. */
async function playerWithTen(): Promise<TestPlayer> {
  const p = await createPlayer(h, { balance: 1_000n });
  await heardEverything(h.rt.bus);
  return p;
}

function open(path: string, protocols?: string[], origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`, protocols, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

describe('live socket', () => {
  it('accepts a connection on /api/live and the keep-alive text', async () => {
    const ws = await open('/api/live');
    ws.send(KEEP_ALIVE_TEXT);
    await expect.poll(() => h.rt.hub.connectionCount(), { timeout: 5000 }).toBe(1);
    ws.close();
    await expect.poll(() => h.rt.hub.connectionCount(), { timeout: 5000 }).toBe(0);
  });

  it('refuses upgrades on other paths', async () => {
    await expect(open('/api/elsewhere')).rejects.toThrow();
  });

  it('pushes public live changes from the bus to every socket', async () => {
    const a = await open('/api/live');
    const b = await open('/api/live');
    const got = Promise.all([nextMessage(a, 'odds'), nextMessage(b, 'odds')]);
    h.rt.bus.publish('live', { type: 'odds', event_id: 1, value: 185 });
    const [ma, mb] = await got;
    expect(ma).toEqual({ type: 'odds', event_id: 1, value: 185 });
    expect(mb).toEqual(ma);
    a.close();
    b.close();
  });

  it('authenticates a player by the access token in the protocol header and pushes every balance change', async () => {
    const p = await playerWithTen();
    const user = await login(h, p);
    // Listening before the open: the greeting can arrive in the same read as the upgrade.
    const ws = new WebSocket(`${base}/api/live?id=${p.id}`, ['bearer', user.access_token]);
    const greeting = nextMessage(ws, 'balance');
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    expect(ws.protocol).toBe('bearer');
    expect(await greeting).toEqual({ type: 'balance', balance: '10.00' });
    const got = nextMessage(ws, 'balance');
    await postLedgerEntry(h.rt, { playerId: p.id, kind: 'operator_credit', amount: 250n });
    expect(await got).toEqual({ type: 'balance', balance: '12.50' });
    ws.close();
  });

  it('tells a socket the balance as stored when it opens: a change made before it opened (a round, a ticket on another device) is not missed', async () => {
    const p = await playerWithTen();
    const user = await login(h, p);
    // The page read 10.00; the balance moves before its socket is open.
    await postLedgerEntry(h.rt, { playerId: p.id, kind: 'operator_credit', amount: 250n });
    const ws = new WebSocket(`${base}/api/live?id=${p.id}`, ['bearer', user.access_token]);
    const first = nextMessage(ws, 'balance');
    expect(await first).toEqual({ type: 'balance', balance: '12.50' });
    ws.close();
  });

  it('never lets the opening balance overtake a newer push (the read is slow while the balance moves)', async () => {
    const p = await playerWithTen();
    const user = await login(h, p);
    // Fault: the greeting reads 10.00, then stalls until after a credit was pushed.
    const release = slowGreeting();
    try {
      const ws = new WebSocket(`${base}/api/live?id=${p.id}`, ['bearer', user.access_token]);
      const seen = balancesOf(ws);
      await expect.poll(() => h.rt.hub.playerIds().includes(p.id), { timeout: 5000 }).toBe(true);
      await postLedgerEntry(h.rt, { playerId: p.id, kind: 'operator_credit', amount: 250n });
      await expect.poll(() => seen.pushed, { timeout: 5000 }).toEqual(['12.50']);
      release();
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.pushed).toEqual(['12.50']);
      expect(seen.all.at(-1)).toBe('12.50');
      ws.close();
    } finally {
      release();
      h.rt.hub.setGreeter((id) => storedBalanceMessage(h.rt.db, id));
    }
  });

  it("never lets the opening balance overtake a resync's snapshot either (a push lost in a bus gap, the balance read again)", async () => {
    const p = await playerWithTen();
    const user = await login(h, p);
    const release = slowGreeting();
    try {
      const ws = new WebSocket(`${base}/api/live?id=${p.id}`, ['bearer', user.access_token]);
      const seen = balancesOf(ws);
      await expect.poll(() => h.rt.hub.playerIds().includes(p.id), { timeout: 5000 }).toBe(true);
      // The credit's own push is lost in a gap; the resync after it sends the balance as stored.
      await h.rt.db.update(players).set({ balance: 1_250n }).where(eq(players.id, p.id));
      await pushBalances(h.rt);
      await expect.poll(() => seen.all, { timeout: 5000 }).toEqual(['12.50']);
      release();
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.all).toEqual(['12.50']);
      ws.close();
    } finally {
      release();
      h.rt.hub.setGreeter((id) => storedBalanceMessage(h.rt.db, id));
    }
  });

  it('refuses a bad token, another player id, and a foreign Origin', async () => {
    const p = await createPlayer(h);
    const user = await login(h, p);
    await expect(open('/api/live', ['bearer', 'not-a-token'])).rejects.toThrow();
    await expect(open(`/api/live?id=${p.id + 1000}`, ['bearer', user.access_token])).rejects.toThrow();
    await expect(open('/api/live', ['bearer', user.access_token], 'https://evil.example')).rejects.toThrow();
  });

  it('sends a player balance only to sockets the authenticator tied to that player', async () => {
    h.rt.hub.setAuthenticator(async (req) => {
      const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id');
      return id ? { playerId: Number(id) } : null;
    });
    const mine = await open('/api/live?id=7');
    const other = await open('/api/live?id=8');
    const received: unknown[] = [];
    other.on('message', (d) => {
      if ((JSON.parse(String(d)) as { type?: string }).type === 'balance') received.push(String(d));
    });
    const got = nextMessage(mine, 'balance');
    h.rt.bus.publish('balance', { player_id: 7, balance: '12.50' });
    expect(await got).toEqual({ type: 'balance', balance: '12.50' });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
    mine.close();
    other.close();
  });
});
