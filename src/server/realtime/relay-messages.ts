// What the server and its relay processes say to each other over their IPC channel.
import type { IncomingHttpHeaders } from 'node:http';

export type RelayOrder =
  /** Sent with the socket's handle: the upgrade request as the server read it, and any bytes read past it. */
  | { type: 'socket'; method: string; url: string; headers: IncomingHttpHeaders; head: Uint8Array }
  /** A prepared public frame (header and payload) for every socket of the relay. */
  | { type: 'frame'; bytes: Uint8Array }
  | { type: 'stop' };

/** What a relay holds; the first one also says it is ready to take sockets. */
export interface RelayReport {
  type: 'report';
  sockets: number;
  largestSendQueue: number;
  droppedSlow: number;
  rssBytes: number;
}
