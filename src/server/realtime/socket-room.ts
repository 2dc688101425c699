// A room of open live sockets and the rules every holder of sockets keeps, in the server's
// main process and in a relay process alike: a prepared frame is written as the same bytes to
// each socket; a socket whose unsent bytes pass the send-queue limit is cut off at once; a
// socket silent for longer than the idle limit (the page sends a keep-alive every 20 s) is swept.
import { WebSocketServer, type WebSocket } from 'ws';
import { writeFrame, type PreparedFrame } from './frame.ts';

const IDLE_LIMIT_MS = 60_000;
const SWEEP_EVERY_MS = 15_000;
/**
 * Bytes that may wait to be sent to one socket. Live batches are a few KiB ten times a
 * second, so a client this far behind (a stalled phone, a tab that stopped reading) is seconds
 * behind on prices it can no longer bet on; it is dropped and reconnects, rather than the node
 * buffering for it without limit (11,000 sockets would otherwise be 11,000 growing queues).
 */
export const SEND_QUEUE_LIMIT_BYTES = 256 * 1024;

/** The WebSocket server that completes /api/live upgrades, the same in the server and its relays. */
export function createLiveSocketServer(): WebSocketServer {
  return new WebSocketServer({
    noServer: true,
    maxPayload: 4096,
    // A client that sends its token as a protocol ("bearer", token) gets "bearer" back, never the token.
    handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
  });
}

export interface SocketRoom {
  /** Keeps an open socket: its messages count as signs of life, its close takes it out. */
  add(ws: WebSocket): void;
  /** Writes the frame to one socket, dropping it when it does not read. */
  send(ws: WebSocket, frame: PreparedFrame): void;
  /** Writes the frame to every socket of the room, but those `skip` names. */
  sendAll(frame: PreparedFrame, skip?: (ws: WebSocket) => boolean): void;
  readonly size: number;
  /** The most bytes waiting for any one socket right now. */
  largestSendQueue(): number;
  /** Sockets dropped for not reading since the room opened. */
  droppedSlow(): number;
  close(): void;
}

export function createSocketRoom(onDropped: (queuedBytes: number) => void, sendQueueLimit = SEND_QUEUE_LIMIT_BYTES): SocketRoom {
  const sockets = new Set<WebSocket>();
  const lastSeen = new WeakMap<WebSocket, number>();
  let dropped = 0;

  // Terminate, not close: a close frame would only queue behind the backlog it is meant to end.
  const send = (ws: WebSocket, frame: PreparedFrame) => {
    if (ws.readyState !== ws.OPEN) return;
    writeFrame(ws, frame);
    if (ws.bufferedAmount > sendQueueLimit) {
      dropped++;
      onDropped(ws.bufferedAmount);
      ws.terminate();
    }
  };

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const ws of sockets) if ((lastSeen.get(ws) ?? 0) < cutoff) ws.terminate();
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    add(ws) {
      sockets.add(ws);
      lastSeen.set(ws, Date.now());
      ws.on('message', () => lastSeen.set(ws, Date.now()));
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', () => ws.terminate());
    },
    send,
    sendAll(frame, skip) {
      for (const ws of sockets) if (!skip?.(ws)) send(ws, frame);
    },
    get size() {
      return sockets.size;
    },
    largestSendQueue() {
      let most = 0;
      for (const ws of sockets) most = Math.max(most, ws.bufferedAmount);
      return most;
    },
    droppedSlow: () => dropped,
    close() {
      clearInterval(sweep);
      for (const ws of sockets) ws.terminate();
    },
  };
}
