// One WebSocket text frame built once per message and written as the same bytes to every
// socket: a broadcast to 11,000 sockets then costs one JSON.stringify, one UTF-8 encoding and
// one frame header, not one of each per socket (ws.send(string) encodes and frames per call).
import type { WebSocket } from 'ws';

export interface PreparedFrame {
  /** The whole frame, header and UTF-8 payload (server frames are never masked); or several frames back to back. */
  bytes: Buffer;
  /** The payload of each frame alone, for a socket that cannot take raw bytes right now. */
  payloads: Buffer[];
}

const headerLengthOf = (payloadLength: number) => (payloadLength < 126 ? 2 : payloadLength < 65_536 ? 4 : 10);

/** A final, unmasked text frame (RFC 6455 5.2) around the message's JSON. */
export function prepareFrame(message: unknown): PreparedFrame {
  const payload = Buffer.from(JSON.stringify(message));
  const n = payload.length;
  const headerLength = headerLengthOf(n);
  const bytes = Buffer.allocUnsafe(headerLength + n);
  bytes[0] = 0x81; // FIN, opcode 1 (text)
  if (n < 126) bytes[1] = n;
  else if (n < 65_536) {
    bytes[1] = 126;
    bytes.writeUInt16BE(n, 2);
  } else {
    bytes[1] = 127;
    bytes.writeUInt32BE(0, 2);
    bytes.writeUInt32BE(n, 6);
  }
  payload.copy(bytes, headerLength);
  return { bytes, payloads: [payload] };
}

/** The frame again from its bytes alone (as a relay process receives them): one frame, as prepareFrame made it. */
export function frameOfBytes(bytes: Buffer): PreparedFrame {
  const marker = bytes[1]! & 0x7f;
  const headerLength = marker < 126 ? 2 : marker === 126 ? 4 : 10;
  return { bytes, payloads: [bytes.subarray(headerLength)] };
}

/** Several frames as one write: a socket then costs one system call for all of them. */
export function joinFrames(frames: PreparedFrame[]): PreparedFrame {
  if (frames.length === 1) return frames[0]!;
  return { bytes: Buffer.concat(frames.map((f) => f.bytes)), payloads: frames.flatMap((f) => f.payloads) };
}

// ws keeps its TCP socket and frame sender private; they are read here only to know whether
// the raw frame may go straight onto the socket (no compression or queued frame ahead of it).
interface WsInside {
  _socket?: { write(chunk: Buffer): boolean; destroyed?: boolean };
  _sender?: { _state?: number; _queue?: unknown[] };
  _extensions?: Record<string, unknown>;
}

/** Writes the prepared frame to an open socket, through ws.send when its sender is busy. */
export function writeFrame(ws: WebSocket, frame: PreparedFrame): void {
  const inside = ws as unknown as WsInside;
  const socket = inside._socket;
  const sender = inside._sender;
  // No extension (the hub offers none): a compressing socket needs ws to frame each message itself.
  const plain = inside._extensions !== undefined && inside._extensions['permessage-deflate'] === undefined;
  if (socket && !socket.destroyed && plain && sender && sender._state === 0 && sender._queue?.length === 0) socket.write(frame.bytes);
  else for (const payload of frame.payloads) ws.send(payload, { binary: false });
}
