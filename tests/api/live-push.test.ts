// Live pushes over a real socket: odds, suspensions, scores and status reach every browser
// as small batches ({ type: 'live', events: [...] }) within the batching window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';
import { LIVE_BATCH_MS } from '../../src/server/realtime/live-batch.ts';

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

type Patch = { id: number; status?: string; odds?: Array<[string, number, boolean]>; groups?: Array<[string, boolean]>; live?: { clock: { label: string } } };

function open(): Promise<{ ws: WebSocket; batches: Patch[][] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/live`);
    const batches: Patch[][] = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; events?: Patch[] };
      if (m.type === 'live' && m.events) batches.push(m.events);
    });
    ws.once('open', () => resolve({ ws, batches }));
    ws.once('error', reject);
  });
}

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('live pushes', () => {
  it('sends a started match, then its odds changes and suspensions batched per event', async () => {
    const { ws, batches } = await open();
    const event = h.rt.offer.eventsForLeague(101)[0]!;
    await h.request(`/api/test/events/${event.fi}/start`, { method: 'POST' });
    await until(() => batches.flat().some((p) => p.id === event.fi && p.status === 'live'));

    batches.length = 0;
    const sentAt = Date.now();
    // Sent together, as a trader's burst: they land in one or two batching windows.
    await Promise.all([
      ...[210, 220, 230].map((value) => h.request('/api/test/odds', { method: 'POST', json: { event_id: event.fi, odd_custom_id: `main.${value === 230 ? '1' : '2'}`, value } })),
      h.request('/api/test/bet-group', { method: 'POST', json: { event_id: event.fi, custom_id: 'btts', suspended: true } }),
    ]);
    await until(() => batches.flat().some((p) => p.groups?.some(([g]) => g === 'btts')));
    expect(Date.now() - sentAt).toBeLessThan(1000 + LIVE_BATCH_MS);
    const patches = batches.flat().filter((p) => p.id === event.fi);
    const odds = patches.flatMap((p) => p.odds ?? []);
    expect(odds).toContainEqual(['main.1', 230, false]);
    expect(odds.filter(([id]) => id === 'main.2').map(([, v]) => v)).toEqual(expect.arrayContaining([210, 220]));
    expect(patches.flatMap((p) => p.groups ?? [])).toContainEqual(['btts', true]);
    // Changes within one window travel together: fewer messages than changes.
    expect(batches.length).toBeLessThan(4);

    batches.length = 0;
    h.rt.clock.advance(60);
    await h.rt.feed.tick();
    await until(() => batches.flat().some((p) => p.id === event.fi && p.live?.clock.label === '1H'));
    ws.close();
  });
});
