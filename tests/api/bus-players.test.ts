// A player's own messages (balance, player) reach only the nodes that asked to hear that player
// (the node holding the player's sockets, or a cash-out watch). Every node used to parse every
// ticket's balance message: 30-70 µs a ticket on each node, which capped three nodes at about
// 2.7 times one. Over PostgreSQL they travel on one of PLAYER_SHARDS channels; numbers count per
// channel, so a node that hears a few shards sees no false gaps, and a lost shard message still
// makes every node resync. (Over PGlite one node hears everything, as before.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startSecondNode, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { nextMessage, playerSocket, startSocketServer, type SocketServer } from './support/socket-server.ts';
import { heardEverything } from './support/bus.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { createPostgresBus, PLAYER_SHARDS, type Bus } from '../../src/server/bus/index.ts';
import { postLedgerEntry } from '../../src/server/wallet/index.ts';
import { createLogger } from '../../src/server/log.ts';

let h: Harness;
let other: Runtime | undefined;
let sockets: SocketServer | undefined;
const opened: Bus[] = [];
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  for (const bus of opened) await bus.close();
  await sockets?.close();
  await other?.close();
  await h?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onPostgres = () => h.rt.database.kind === 'postgres';

async function bus(): Promise<Bus> {
  const b = await createPostgresBus(h.rt.config.databaseUrl!, createLogger('silent'), { shardLingerMs: 200 });
  opened.push(b);
  return b;
}

describe('a player’s messages between nodes', () => {
  it('reach a node only while it holds an interest in that player, from the moment the interest is ready', async () => {
    if (!onPostgres()) {
      const interest = h.rt.bus.hearPlayer(1);
      await expect(interest.ready).resolves.toBeUndefined();
      interest.release();
      return;
    }
    const [sender, listener] = [await bus(), await bus()];
    const heard: Array<Record<string, unknown>> = [];
    listener.subscribe('balance', (m) => heard.push(m));
    const watched = 7;
    const other = 8;
    sender.publish('balance', { player_id: watched, balance: '1.00' });
    await heardEverything(listener, sender);
    expect(heard).toEqual([]);

    const interest = listener.hearPlayer(watched);
    await interest.ready;
    sender.publish('balance', { player_id: watched, balance: '2.00' });
    sender.publish('balance', { player_id: other, balance: '9.99' });
    // Another player of the same shard travels with it: the subscriber tells them apart by player_id.
    sender.publish('balance', { player_id: watched + PLAYER_SHARDS, balance: '3.00' });
    await heardEverything(listener, sender);
    expect(heard.map((m) => m.balance)).toEqual(['2.00', '3.00']);

    interest.release();
    await sleep(600);
    sender.publish('balance', { player_id: watched, balance: '4.00' });
    await heardEverything(listener, sender);
    expect(heard.map((m) => m.balance)).toEqual(['2.00', '3.00']);
    expect(listener.health()).toMatchObject({ missed: 0, resyncs: 0 });
  });

  it('numbers messages per channel: a node hearing some shards sees no gap, and hears its shard and the common channel in order', async () => {
    if (!onPostgres()) return;
    const [sender, listener] = [await bus(), await bus()];
    const order: string[] = [];
    listener.subscribe('balance', (m) => order.push(`b${String(m.n)}`));
    listener.subscribe('player', (m) => {
      if (m.action === 'probe') order.push(`p${String(m.n)}`);
    });
    listener.subscribe('live', (m) => {
      if (m.type === 'n') order.push(`l${String(m.n)}`);
    });
    const interest = listener.hearPlayer(3);
    await interest.ready;
    const expected: string[] = [];
    for (let n = 0; n < 600; n++) {
      const player = n % 3 === 0 ? 3 : 3 + 1 + (n % 5);
      if (n % 4 === 0) {
        sender.publish('live', { type: 'n', n });
        expected.push(`l${n}`);
      } else if (n % 2 === 0) {
        sender.publish('player', { action: 'probe', player_id: player, n });
        if (player === 3) expected.push(`p${n}`);
      } else {
        sender.publish('balance', { player_id: player, n });
        if (player === 3) expected.push(`b${n}`);
      }
      if (n % 50 === 49) await sleep(1);
    }
    await heardEverything(listener, sender);
    expect(order).toEqual(expected);
    expect(listener.health()).toMatchObject({ missed: 0, resyncs: 0 });
    interest.release();
  });

  it('reach the node holding the player’s socket from the node where the balance moved, and not the node without it', async () => {
    if (!onPostgres()) return;
    const p = await createPlayer(h, { balance: 1_000n });
    const { access_token } = await login(h, p);
    other = await startSecondNode(h, { FEED: 'off' });
    sockets = await startSocketServer({ rt: other } as Harness);
    const heardHere: Array<Record<string, unknown>> = [];
    const off = h.rt.bus.subscribe('balance', (m) => {
      if (Number(m.player_id) === p.id) heardHere.push(m);
    });
    const ws = await playerSocket(sockets, p.id, access_token);
    expect(await nextMessage(ws, 'balance')).toMatchObject({ balance: '10.00' });
    const pushed = nextMessage(ws, 'balance');
    await postLedgerEntry(h.rt, { playerId: p.id, kind: 'operator_credit', amount: 250n, idempotencyKey: 'on-a' });
    expect(await pushed).toMatchObject({ balance: '12.50' });
    await heardEverything(h.rt.bus);
    off();
    ws.close();
    expect(heardHere).toEqual([]);
  });
});
