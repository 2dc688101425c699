// The live socket hub at /api/live. Anonymous sockets receive public offer and live changes;
// a socket that proves a player (authenticate) also receives that player's balance.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Runtime } from '../runtime.ts';
import { createLiveBatcher } from './live-batch.ts';
import { prepareFrame, writeFrame, type PreparedFrame } from './frame.ts';

const IDLE_LIMIT_MS = 60_000;
/**
 * Bytes that may wait to be sent to one socket. Live batches are a few KiB ten times a
 * second, so a client this far behind (a stalled phone, a tab that stopped reading) is seconds
 * behind on prices it can no longer bet on; it is dropped and reconnects, rather than the node
 * buffering for it without limit (11,000 sockets would otherwise be 11,000 growing queues).
 */
export const SEND_QUEUE_LIMIT_BYTES = 256 * 1024;

export interface HubOptions {
  sendQueueLimitBytes?: number;
}

export interface Hub {
  /** Takes over an HTTP upgrade on /api/live; returns false for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Replaces how a socket proves its player (the accounts module installs JWT checks). */
  setAuthenticator(fn: Authenticator): void;
  /** Installs the first message a player's socket gets once open (the balance as stored). */
  setGreeter(fn: Greeter): void;
  /** Sends a message to every open socket of one player on this node. */
  sendToPlayer(playerId: number, message: Record<string, unknown>): void;
  /** Sends a message to every open socket on this node. */
  broadcast(message: Record<string, unknown>): void;
  /** The players with an open socket on this node (a resync pushes their balances again). */
  playerIds(): number[];
  /** Closes every socket of a player (logout, lock, password change). */
  disconnectPlayer(playerId: number): void;
  connectionCount(): number;
  /** The most bytes waiting for any one socket right now (a health and test figure). */
  largestSendQueue(): number;
  /** Sockets dropped for not reading (send queue past the limit) since the hub started. */
  stats(): { droppedSlow: number };
  close(): void;
}

export type Authenticator = (req: IncomingMessage) => Promise<{ playerId: number; sessionId?: string } | null | 'refuse'>;
export type Greeter = (playerId: number) => Promise<Record<string, unknown> | null>;

export function createHub(rt: Pick<Runtime, 'bus' | 'log'> & Partial<Pick<Runtime, 'offer'>>, options: HubOptions = {}): Hub {
  const sendQueueLimit = options.sendQueueLimitBytes ?? SEND_QUEUE_LIMIT_BYTES;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4096,
    // A client that sends its token as a protocol ("bearer", token) gets "bearer" back, never the token.
    handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
  });
  const byPlayer = new Map<number, Set<WebSocket>>();
  const all = new Set<WebSocket>();
  const lastSeen = new WeakMap<WebSocket, number>();
  const sessionOf = new WeakMap<WebSocket, string>();
  const closeSession = (playerId: number, sessionId: string) => {
    for (const ws of byPlayer.get(playerId) ?? []) if (sessionOf.get(ws) === sessionId) ws.close(4001, 'session ended');
  };
  let authenticate: Authenticator = async () => null;
  let greeter: Greeter = async () => null;
  // Balance pushes per player with a socket here: a greeting read before a push that went out
  // meanwhile would be older than it, so it is not sent (the push already said more).
  const balancePushes = new Map<number, number>();
  const greet = async (ws: WebSocket, playerId: number) => {
    const pushesBefore = balancePushes.get(playerId) ?? 0;
    const message = await greeter(playerId);
    if (message && (balancePushes.get(playerId) ?? 0) === pushesBefore) send(ws, prepareFrame(message));
  };
  let droppedSlow = 0;

  // Every send goes through here: the frame was built once for all its sockets, and a socket
  // whose unsent bytes pass the limit after this write is cut off at once (terminate: a close
  // frame would only queue behind the backlog it is meant to end).
  const send = (ws: WebSocket, frame: PreparedFrame) => {
    if (ws.readyState !== ws.OPEN) return;
    writeFrame(ws, frame);
    if (ws.bufferedAmount > sendQueueLimit) {
      droppedSlow++;
      rt.log.info('live socket dropped: not reading', { queued_bytes: ws.bufferedAmount });
      ws.terminate();
    }
  };
  const sendAll = (sockets: Iterable<WebSocket>, message: unknown) => {
    let frame: PreparedFrame | undefined;
    for (const ws of sockets) send(ws, (frame ??= prepareFrame(message)));
  };

  const batcher = createLiveBatcher(rt.offer, (message) => sendAll(all, message));

  const unsubscribe = [
    rt.bus.subscribe('balance', (m) => {
      const playerId = Number(m.player_id);
      if (byPlayer.has(playerId)) balancePushes.set(playerId, (balancePushes.get(playerId) ?? 0) + 1);
      sendAll(byPlayer.get(playerId) ?? [], { type: 'balance', balance: m.balance });
    }),
    // Offer and in-play changes reach every socket as one small batch per LIVE_BATCH_MS.
    rt.bus.subscribe('live', (m) => {
      if (m.type === 'live' && Array.isArray(m.events)) return batcher.fromLive(m);
      // Any other public message on the topic goes out as it is.
      sendAll(all, m);
    }),
    rt.bus.subscribe('offer', (m) => batcher.fromOffer(m)),
    rt.bus.subscribe('player', (m) => {
      // A session id ends that device's sockets only; without one, every socket of the player.
      if (m.action === 'disconnect' && typeof m.session_id === 'string') closeSession(Number(m.player_id), m.session_id);
      else if (m.action === 'disconnect') hub.disconnectPlayer(Number(m.player_id));
      // A message for the player's sockets only (cash-out offers, notifications), from any node.
      else if (m.action === 'send' && typeof m.message === 'object' && m.message !== null) hub.sendToPlayer(Number(m.player_id), m.message as Record<string, unknown>);
    }),
  ];

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const ws of all) if ((lastSeen.get(ws) ?? 0) < cutoff) ws.terminate();
  }, 15_000);
  sweep.unref();

  const hub: Hub = {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/api/live') return false;
      authenticate(req)
        .then((who) => {
          if (who === 'refuse') {
            socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
            socket.destroy();
            return;
          }
          wss.handleUpgrade(req, socket, head, (ws) => {
            all.add(ws);
            lastSeen.set(ws, Date.now());
            if (who) {
              const set = byPlayer.get(who.playerId) ?? new Set();
              set.add(ws);
              byPlayer.set(who.playerId, set);
              if (who.sessionId) sessionOf.set(ws, who.sessionId);
            }
            ws.on('message', () => lastSeen.set(ws, Date.now()));
            ws.on('close', () => {
              all.delete(ws);
              const mine = who && byPlayer.get(who.playerId);
              if (!mine) return;
              mine.delete(ws);
              if (mine.size > 0) return;
              byPlayer.delete(who.playerId);
              balancePushes.delete(who.playerId);
            });
            ws.on('error', () => ws.terminate());
            // A change between the page's read and this open was pushed to no socket of this page.
            if (who) greet(ws, who.playerId).catch((err: unknown) => rt.log.warn('live socket greeting failed', { err }));
          });
        })
        .catch((err: unknown) => {
          rt.log.warn('live socket refused', { err });
          socket.destroy();
        });
      return true;
    },
    setAuthenticator(fn) {
      authenticate = fn;
    },
    setGreeter(fn) {
      greeter = fn;
    },
    sendToPlayer(playerId, message) {
      sendAll(byPlayer.get(playerId) ?? [], message);
    },
    broadcast(message) {
      sendAll(all, message);
    },
    playerIds: () => [...byPlayer].filter(([, set]) => set.size > 0).map(([id]) => id),
    disconnectPlayer(playerId) {
      for (const ws of byPlayer.get(playerId) ?? []) ws.close(4001, 'session ended');
      byPlayer.delete(playerId);
    },
    connectionCount: () => all.size,
    largestSendQueue() {
      let most = 0;
      for (const ws of all) most = Math.max(most, ws.bufferedAmount);
      return most;
    },
    stats: () => ({ droppedSlow }),
    close() {
      clearInterval(sweep);
      batcher.close();
      for (const off of unsubscribe) off();
      for (const ws of all) ws.terminate();
      wss.close();
    },
  };
  return hub;
}
