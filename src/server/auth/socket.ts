// Who is on a live socket: the access token travels in the WebSocket protocol header
// ("bearer", <token>) so it never lands in URLs or access logs. The Origin must be our own.
import type { IncomingMessage } from 'node:http';
import type { Authenticator } from '../realtime/hub.ts';
import type { Config } from '../config.ts';
import { callerFromToken, type GuardDeps } from './guard.ts';

export const SOCKET_PROTOCOL = 'bearer';

export function tokenFromProtocols(header: string | undefined): string | null {
  if (!header) return null;
  const parts = header.split(',').map((p) => p.trim());
  const at = parts.indexOf(SOCKET_PROTOCOL);
  return at >= 0 ? (parts[at + 1] ?? null) : null;
}

function sameOrigin(req: IncomingMessage, configured: string | undefined): boolean {
  const origin = req.headers.origin;
  // Non-browser clients send no Origin; browsers always do, and that is what the check is for.
  if (!origin) return true;
  if (configured) return origin === new URL(configured).origin;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** What the live socket's check uses: the guard's, and the public origin sockets must come from. */
export type SocketAuthDeps = GuardDeps & { config: Pick<Config, 'publicOrigin'> };

export function socketAuthenticator(rt: SocketAuthDeps): Authenticator {
  return async (req) => {
    if (!sameOrigin(req, rt.config.publicOrigin)) return 'refuse';
    const token = tokenFromProtocols(req.headers['sec-websocket-protocol']);
    if (!token) return null;
    try {
      const { player, sessionId } = await callerFromToken(rt, token);
      const named = new URL(req.url ?? '/', 'http://x').searchParams.get('id');
      if (named && named !== String(player.id)) return 'refuse';
      return { playerId: player.id, sessionId };
    } catch {
      return 'refuse';
    }
  };
}
