// A plain HTTP server that hands WebSocket upgrades to a harness's hub, so a test can open real
// sockets against the runtime (the HTTP routes answer 404: they are not what these tests use).
import { createServer } from 'node:http';
import WebSocket from 'ws';
import type { Harness } from './harness.ts';

export interface SocketServer {
  /** ws://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

export async function startSocketServer(h: Harness): Promise<SocketServer> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!h.rt.hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    base: `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The next message of this type: the feed's own live traffic (matches are in play from the start) goes by meanwhile. */
export function nextMessage(ws: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listen = (data: unknown) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (message.type !== type) return;
      ws.off('message', listen);
      resolve(message);
    };
    ws.on('message', listen);
  });
}

/** A player's live socket (the bearer protocol with the access token), once it is open. */
export function playerSocket(server: SocketServer, playerId: number, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.base}/api/live?id=${playerId}`, ['bearer', token]);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
