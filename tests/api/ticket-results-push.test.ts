// A closed ticket is told on the player's open pages (issue 27): settlement pushes a
// {type: 'notices'} message on the player's socket for every closed ticket, a lost one too
// (its balance does not move, so no balance push brings the page to look), and the
// notifications name the ticket's stake, which is what a lost ticket cost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { nextMessage, playerSocket, startSocketServer, type SocketServer } from './support/socket-server.ts';
import { pick, upcoming } from './support/offer.ts';
import { createPlayer, login } from './support/players.ts';
import { heardEverything } from './support/bus.ts';

type Json = Record<string, any>;

let h: Harness;
let sockets: SocketServer | undefined;
beforeAll(async () => {
  h = await startHarness();
  sockets = await startSocketServer(h);
});
afterAll(async () => {
  await sockets?.close();
  await h?.close();
});

describe('a settled ticket', () => {
  it("is pushed to the player's sockets when it is lost, and its notification names the stake", async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const token = (await login(h, p)).access_token;
    const [e] = upcoming(h, 1);
    const placed = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake: '7.50', player_id: p.id, ticket_events: [pick(e!, 0)] } });
    expect(placed.status).toBe(201);
    const ticket = ((await placed.json()) as Json).ticket as Json;
    await heardEverything(h.rt.bus);

    const ws = await playerSocket(sockets!, p.id, token);
    const balances: string[] = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Json;
      if (m.type === 'balance') balances.push(m.balance as string);
    });
    const told = nextMessage(ws, 'notices');
    expect((await h.request(`/api/test/events/${e!.fi}/finish`, { method: 'POST', json: { home_goals: 0, away_goals: 3 } })).status).toBe(200);
    await expect(told).resolves.toEqual({ type: 'notices' });
    // The stake left the balance at placement (the socket's greeting says so); settling the loss moves nothing.
    expect(balances.every((b) => b === '92.50')).toBe(true);

    const { notifications } = (await (await h.request('/api/notifications', { token })).json()) as { notifications: Json[] };
    expect(notifications.find((n) => n.ticket_id === ticket.id)).toMatchObject({ kind: 'failed', stake: '7.50' });
    ws.close();
  });
});
