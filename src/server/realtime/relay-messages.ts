// What the server and its relay processes say to each other over their IPC channel.
import type { IncomingHttpHeaders } from 'node:http';

export type RelayOrder =
  /** Sent with the socket's handle: the upgrade request as the server read it, and any bytes read past it. */
  | { type: 'socket'; method: string; url: string; headers: IncomingHttpHeaders; head: Uint8Array }
  /** A prepared public frame (header and payload) for every socket of the relay; a full live batch (`batch`) skips the sockets that watch their own events. */
  | { type: 'frame'; bytes: Uint8Array; batch?: boolean }
  /** A frame for some sockets of the relay only (their watched prices); `selective` marks them as watching their own events from now on. */
  | { type: 'to'; sockets: number[]; bytes: Uint8Array; selective: boolean }
  | { type: 'stop' };

/** What a relay tells the server: its figures, a text message of one of its sockets, a socket gone. */
export type RelayMessage = RelayReport | { type: 'message'; socket: number; text: string } | { type: 'closed'; socket: number };

/** What a relay holds; the first one also says it is ready to take sockets. */
export interface RelayReport {
  type: 'report';
  sockets: number;
  largestSendQueue: number;
  droppedSlow: number;
  rssBytes: number;
}
