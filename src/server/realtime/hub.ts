// The live socket hub at /api/live. Anonymous sockets receive public offer and live changes;
// a socket that proves a player (authenticate) also receives that player's balance. A socket
// that names the events its page shows (price-watch.ts) receives the prices of those only. Past a
// number of sockets, anonymous ones are handed to relay processes (relays.ts), which write the
// public frames on the machine's other cores; player sockets always stay in this process.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Bus, PlayerInterest } from '../bus/index.ts';
import type { Logger } from '../log.ts';
import type { OfferReader } from '../feed/types.ts';
import { createLiveBatcher } from './live-batch.ts';
import { prepareFrame, type PreparedFrame } from './frame.ts';
import { createLiveSocketServer, createSocketRoom } from './socket-room.ts';
import { createRelays, type RelayDetails, type RelayOptions, type RelaySocket } from './relays.ts';
import { createPriceWatch } from './price-watch.ts';

export interface HubOptions {
  sendQueueLimitBytes?: number;
  /** Relay processes for anonymous sockets (none unless given). */
  relays?: RelayOptions;
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
  /** Sends every socket that watches events their current prices again (after a bus gap). */
  resendPrices(): void;
  /** Sockets here and in relays that watch events of their own. */
  watchingCount(): number;
  /** The players with an open socket on this node (a resync pushes their balances again). */
  playerIds(): number[];
  /** Closes every socket of a player (logout, lock, password change). */
  disconnectPlayer(playerId: number): void;
  connectionCount(): number;
  /** The most bytes waiting for any one socket right now (a health and test figure). */
  largestSendQueue(): number;
  /** Sockets dropped for not reading (send queue past the limit) since the hub started. */
  stats(): { droppedSlow: number };
  /** The relay processes holding anonymous sockets, with their counts (empty until relays start). */
  relays(): RelayDetails[];
  close(): void;
}

export type Authenticator = (req: IncomingMessage) => Promise<{ playerId: number; sessionId?: string } | null | 'refuse'>;
export type Greeter = (playerId: number) => Promise<Record<string, unknown> | null>;

/** What the hub uses: the bus it relays, the log, and the offer the live batches are read against (none in tests of the hub alone). */
export interface HubDeps {
  bus: Bus;
  log: Logger;
  offer?: OfferReader;
}

export function createHub(rt: HubDeps, options: HubOptions = {}): Hub {
  const wss = createLiveSocketServer();
  const room = createSocketRoom((queued) => rt.log.info('live socket dropped: not reading', { queued_bytes: queued }), options.sendQueueLimitBytes);
  // Price subscriptions of sockets here and in relays: the frames go where each socket lives.
  const watch = createPriceWatch<WebSocket | RelaySocket>(rt, (subscribers, frame, selective) => {
    const inRelays: RelaySocket[] = [];
    for (const s of subscribers) {
      if ('relayPid' in s) inRelays.push(s);
      else room.send(s, frame);
    }
    if (inRelays.length) relays.sendTo(inRelays, frame, selective);
  });
  const relays = createRelays(options.relays ?? { count: 0, after: 0 }, rt.log, {
    message: (socket, text) => watch.receive(socket, text, Date.now()),
    closed: (socket) => watch.drop(socket),
  });
  const byPlayer = new Map<number, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, string>();
  const closeSession = (playerId: number, sessionId: string) => {
    for (const ws of byPlayer.get(playerId) ?? []) if (sessionOf.get(ws) === sessionId) ws.close(4001, 'session ended');
  };
  let authenticate: Authenticator = async () => null;
  let greeter: Greeter = async () => null;
  // Balance pushes per player with a socket here: a greeting read before a push that went out
  // meanwhile would be older than it, so it is not sent (the push already said more).
  const balancePushes = new Map<number, number>();
  // The players with a socket here: only their own messages reach this node from the others.
  const interests = new Map<number, PlayerInterest>();
  const forgetPlayer = (playerId: number) => {
    byPlayer.delete(playerId);
    balancePushes.delete(playerId);
    interests.get(playerId)?.release();
    interests.delete(playerId);
  };
  const send = room.send;
  const greet = async (ws: WebSocket, playerId: number) => {
    // Read once this node hears the player's balances from every node, or a change between the read and that moment is lost.
    await interests.get(playerId)?.ready;
    const pushesBefore = balancePushes.get(playerId) ?? 0;
    const message = await greeter(playerId);
    if (message && (balancePushes.get(playerId) ?? 0) === pushesBefore) send(ws, prepareFrame(message));
  };
  /** A balance sent by any way (a push, a resync's snapshot) is newer than a greeting read before it. */
  const sendToPlayer = (playerId: number, message: Record<string, unknown>) => {
    if (message.type === 'balance' && byPlayer.has(playerId)) balancePushes.set(playerId, (balancePushes.get(playerId) ?? 0) + 1);
    sendAll(byPlayer.get(playerId) ?? [], message);
  };
  const sendAll = (sockets: Iterable<WebSocket>, message: unknown) => {
    let frame: PreparedFrame | undefined;
    for (const ws of sockets) send(ws, (frame ??= prepareFrame(message)));
  };
  // A public message: every socket here, and once to each relay for the sockets it holds.
  const broadcast = (message: unknown) => {
    const frame = prepareFrame(message);
    room.sendAll(frame);
    relays.broadcast(frame);
  };

  // A batch of changes: in full to the sockets that chose no events, and to each socket that
  // did, the prices of its own events.
  const batcher = createLiveBatcher(rt.offer, (message) => {
    const frame = prepareFrame(message);
    room.sendAll(frame, watch.selective);
    relays.broadcast(frame, true);
    watch.push(message.events);
  });

  const unsubscribe = [
    rt.bus.subscribe('balance', (m) => sendToPlayer(Number(m.player_id), { type: 'balance', balance: m.balance })),
    // Offer and in-play changes reach every socket as one small batch per LIVE_BATCH_MS.
    rt.bus.subscribe('live', (m) => {
      if (m.type === 'live' && Array.isArray(m.events)) return batcher.fromLive(m);
      // Any other public message on the topic goes out as it is.
      broadcast(m);
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
          if (!who && relays.take(req, socket, head, room.size)) return;
          wss.handleUpgrade(req, socket, head, (ws) => {
            room.add(ws);
            ws.on('message', (data, isBinary) => {
              if (!isBinary) watch.receive(ws, String(data), Date.now());
            });
            if (who) {
              const set = byPlayer.get(who.playerId) ?? new Set();
              set.add(ws);
              byPlayer.set(who.playerId, set);
              if (!interests.has(who.playerId)) interests.set(who.playerId, rt.bus.hearPlayer(who.playerId));
              if (who.sessionId) sessionOf.set(ws, who.sessionId);
            }
            ws.on('close', () => {
              watch.drop(ws);
              const mine = who && byPlayer.get(who.playerId);
              if (!mine) return;
              mine.delete(ws);
              if (mine.size > 0) return;
              forgetPlayer(who.playerId);
            });
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
    sendToPlayer,
    broadcast,
    resendPrices: () => watch.resend(),
    watchingCount: () => watch.size(),
    playerIds: () => [...byPlayer].filter(([, set]) => set.size > 0).map(([id]) => id),
    disconnectPlayer(playerId) {
      for (const ws of byPlayer.get(playerId) ?? []) ws.close(4001, 'session ended');
      forgetPlayer(playerId);
    },
    connectionCount: () => room.size + relays.connectionCount(),
    largestSendQueue: () => Math.max(room.largestSendQueue(), relays.largestSendQueue()),
    stats: () => ({ droppedSlow: room.droppedSlow() + relays.droppedSlow() }),
    relays: relays.details,
    close() {
      batcher.close();
      for (const off of unsubscribe) off();
      for (const id of [...interests.keys()]) forgetPlayer(id);
      room.close();
      relays.close();
      wss.close();
    },
  };
  return hub;
}
