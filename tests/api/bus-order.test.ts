// The bus delivers a node's messages in the order it published them. Over PostgreSQL two
// notifications sent on two pooled connections commit in either order: an odds change and the
// one after it, or two tracker steps, reached the other nodes (and the sockets) swapped, and a
// price that moved twice showed the older value. CI caught it as a socket's tracker missing two
// events the API served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPostgresBus, type Bus } from '../../src/server/bus/index.ts';
import { createLogger } from '../../src/server/log.ts';

let h: Harness;
const opened: Bus[] = [];
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  for (const bus of opened) await bus.close();
  await h?.close();
});

/** A second node's bus on the same database, or this node's own bus on PGlite. */
async function listeningBus(): Promise<Bus> {
  if (h.rt.database.kind === 'pglite') return h.rt.bus;
  const bus = await createPostgresBus(h.rt.config.databaseUrl!, createLogger('silent'));
  opened.push(bus);
  return bus;
}

describe('the bus', () => {
  it('delivers one node’s messages to another in the order they were published, and all of them', async () => {
    const listener = await listeningBus();
    const heard: number[] = [];
    const off = listener.subscribe('live', (m) => {
      if (m.type === 'order-probe') heard.push(Number(m.seq));
    });
    const count = 3000;
    // Bursts with pauses between them, as the feed publishes: a burst per step.
    for (let seq = 0; seq < count; seq++) {
      h.rt.bus.publish('live', { type: 'order-probe', seq });
      // One message too long for a notification is refused alone, not with the others sent beside it.
      if (seq === 1000) h.rt.bus.publish('live', { type: 'too-long', text: 'x'.repeat(9000) });
      if (seq % 50 === 49) await new Promise((r) => setTimeout(r, 1));
    }
    const deadline = Date.now() + 20_000;
    while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    off();
    expect(heard.length).toBe(count);
    const swapped = heard.filter((seq, i) => i > 0 && seq < heard[i - 1]!).length;
    expect(swapped, 'messages heard before one published earlier').toBe(0);
  }, 30_000);
});
