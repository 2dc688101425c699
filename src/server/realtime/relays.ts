// The server's side of its relay processes (relay-process.ts). Once this process holds `after`
// live sockets, `count` relays start, and every further anonymous socket is handed to one of
// them (the least loaded) right after its upgrade request was read. Player sockets stay here:
// their balance pushes and session ends are this process's business. Each public frame is
// then written here once per relay, not once per socket. A relay passes its sockets' text
// messages on (price subscriptions, decided here) and writes what is meant for some of its
// sockets only.
import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Duplex } from 'node:stream';
import type { Logger } from '../log.ts';
import type { PreparedFrame } from './frame.ts';
import type { RelayMessage, RelayOrder, RelayReport } from './relay-messages.ts';

export interface RelayOptions {
  /** Relay processes to start (0: this process keeps every socket). */
  count: number;
  /** Sockets this process holds before relays start: a small site never pays for them. */
  after: number;
}

export interface RelayDetails {
  pid: number;
  sockets: number;
  rss_bytes: number;
}

/** One socket a relay holds, the same object for as long as it is open. */
export interface RelaySocket {
  readonly relayPid: number;
  readonly socket: number;
}

/** What the server hears of the sockets its relays hold. */
export interface RelaySocketEvents {
  message(socket: RelaySocket, text: string): void;
  closed(socket: RelaySocket): void;
}

export interface Relays {
  /** Hands an anonymous socket to a relay; false when none takes it (this process keeps it). */
  take(req: IncomingMessage, socket: Duplex, head: Buffer, heldHere: number): boolean;
  /** A public frame for every relay socket; a full live batch (`batch`) for those that watch no events of their own. */
  broadcast(frame: PreparedFrame, batch?: boolean): void;
  /** A frame for these relay sockets only. */
  sendTo(sockets: RelaySocket[], frame: PreparedFrame, selective: boolean): void;
  connectionCount(): number;
  largestSendQueue(): number;
  droppedSlow(): number;
  details(): RelayDetails[];
  close(): void;
}

// Only the young generation is bounded: a relay's garbage is the frames it wrote, short-lived.
const RELAY_NODE_FLAGS = ['--max-semi-space-size=2'];
const RESTART_AFTER_MS = 5_000;

interface Relay {
  child: ChildProcess;
  /** Its sockets that have spoken, by the relay's number for them. */
  sockets: Map<number, RelaySocket>;
  ready: boolean;
  /** Sockets handed over since the relay last reported its count. */
  handed: number;
  report: RelayReport;
}

export function createRelays(options: RelayOptions, log: Logger, events?: RelaySocketEvents): Relays {
  const relays: Relay[] = [];
  let started = false;
  let closed = false;
  let lastStart = 0;
  // Drops counted by relays that have exited: the hub's figure counts since it started.
  let droppedByGone = 0;

  const start = () => {
    const child = fork(fileURLToPath(new URL('./relay-process.ts', import.meta.url)), [], {
      serialization: 'advanced',
      execArgv: RELAY_NODE_FLAGS,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const relay: Relay = { child, sockets: new Map(), ready: false, handed: 0, report: { type: 'report', sockets: 0, largestSendQueue: 0, droppedSlow: 0, rssBytes: 0 } };
    relays.push(relay);
    const socketOf = (n: number) => {
      let ref = relay.sockets.get(n);
      if (!ref) relay.sockets.set(n, (ref = { relayPid: child.pid ?? 0, socket: n }));
      return ref;
    };
    child.on('message', (m: RelayMessage) => {
      if (m.type === 'message') return events?.message(socketOf(m.socket), m.text);
      if (m.type === 'closed') {
        const ref = relay.sockets.get(m.socket);
        relay.sockets.delete(m.socket);
        if (ref) events?.closed(ref);
        return;
      }
      relay.ready = true;
      relay.report = m;
      relay.handed = 0;
    });
    // A relay that dies takes its sockets with it (the pages reconnect); another starts in its place.
    child.on('exit', (code, signal) => {
      relays.splice(relays.indexOf(relay), 1);
      droppedByGone += relay.report.droppedSlow;
      for (const ref of relay.sockets.values()) events?.closed(ref);
      relay.sockets.clear();
      if (!closed) log.warn('live relay exited', { pid: child.pid, code, signal, sockets: relay.report.sockets });
    });
    child.on('error', (err) => log.warn('live relay failed', { err }));
  };

  const ensureStarted = (heldHere: number) => {
    if (closed || options.count === 0) return;
    if (!started) {
      if (heldHere < options.after) return;
      started = true;
      log.info('live relays starting', { count: options.count, sockets_here: heldHere });
    }
    // A relay that exited is replaced, at most once per RESTART_AFTER_MS (one that dies at start would loop).
    if (relays.length < options.count && Date.now() - lastStart >= RESTART_AFTER_MS) {
      lastStart = Date.now();
      while (relays.length < options.count) start();
    }
  };

  const leastLoaded = () => {
    let best: Relay | undefined;
    for (const r of relays) if (r.ready && r.child.connected && (!best || r.report.sockets + r.handed < best.report.sockets + best.handed)) best = r;
    return best;
  };

  return {
    take(req, socket, head, heldHere) {
      ensureStarted(heldHere);
      const relay = leastLoaded();
      // The socket's own handle goes, not the socket: Node tracks a server's sockets sent as
      // sockets and its close() then waits on relays, for ever once none is left.
      const handle = (socket as unknown as { _handle?: { readStop?(): number } })._handle;
      if (!relay || !handle) return false;
      // Nothing more is read here: bytes read after this would be lost to the relay.
      handle.readStop?.();
      const order: RelayOrder = { type: 'socket', method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, head };
      relay.handed++;
      relay.child.send(order, handle as never, (err) => {
        // The relay holds its own descriptor now; closing this one leaves the connection open.
        socket.destroy();
        if (err) log.warn('live socket not handed to its relay', { err });
      });
      return true;
    },
    broadcast(frame, batch = false) {
      for (const r of relays) if (r.ready && r.child.connected) r.child.send({ type: 'frame', bytes: frame.bytes, ...(batch ? { batch } : {}) } satisfies RelayOrder);
    },
    sendTo(sockets, frame, selective) {
      for (const r of relays) {
        if (!r.child.connected) continue;
        const mine = sockets.filter((s) => s.relayPid === r.child.pid).map((s) => s.socket);
        if (mine.length) r.child.send({ type: 'to', sockets: mine, bytes: frame.bytes, selective } satisfies RelayOrder);
      }
    },
    connectionCount: () => relays.reduce((n, r) => n + r.report.sockets + r.handed, 0),
    largestSendQueue: () => relays.reduce((most, r) => Math.max(most, r.report.largestSendQueue), 0),
    droppedSlow: () => relays.reduce((n, r) => n + r.report.droppedSlow, droppedByGone),
    details: () => relays.map((r) => ({ pid: r.child.pid ?? 0, sockets: r.report.sockets + r.handed, rss_bytes: r.report.rssBytes })),
    close() {
      closed = true;
      for (const r of relays) {
        if (r.child.connected) r.child.send({ type: 'stop' } satisfies RelayOrder);
        setTimeout(() => r.child.kill('SIGKILL'), 2_000).unref();
      }
    },
  };
}
