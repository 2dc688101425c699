// Live sockets follow their session: logging out one device closes that device's socket at
// once and leaves the other device's socket open; a new socket with the old token is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
let sockets: SocketServer | undefined;
let base = '';

beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  sockets = await startSocketServer(h);
  base = sockets.base;
});
afterAll(async () => {
  await sockets?.close();
  await h?.close();
});

function open(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/live`, ['bearer', token]);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('live sockets per session', () => {
  it('closes the socket of the device that logged out, keeps the other one', async () => {
    const p = await createPlayer(h);
    const [phone, desktop] = [await login(h, p), await login(h, p)];
    const [phoneSocket, desktopSocket] = await Promise.all([open(phone.access_token), open(desktop.access_token)]);
    const phoneClosed = closed(phoneSocket);
    expect((await h.request('/api/logout', { method: 'POST', json: {}, token: phone.access_token })).status).toBe(200);
    expect(await phoneClosed).toBe(4001);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(desktopSocket.readyState).toBe(WebSocket.OPEN);
    await expect(open(phone.access_token)).rejects.toThrow(/401/);
    desktopSocket.close();
  });
});
