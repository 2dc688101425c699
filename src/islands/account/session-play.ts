// The session's start and its play so far, from GET /api/session-play (the server's clock and
// ledger): the header's session clock counts from the start, the reality check shows the stakes,
// returns and net result. Loaded with the session keeper, so only for a logged-in player.
import { atom } from 'nanostores';
import { parseMajor } from '../../lib/money/index.ts';

export interface SessionPlay {
  /** The session's start on this device's clock (the server's start moved by the clocks' difference). */
  startedAtLocal: number;
  stakes: number;
  returns: number;
  net: number;
  currency: string;
}

export const $sessionPlay = atom<SessionPlay | null>(null);

const minor = (major: string) => Number(parseMajor(major, { allowNegative: true }) ?? 0);

/** Reads the session's play now; keeps the last answer when the request fails. */
export async function loadSessionPlay(): Promise<void> {
  const { apiGet } = await import('../api/client.ts');
  try {
    const asked = Date.now();
    const a = await apiGet<{ started_at: string; now: string; stakes: string; returns: string; net: string; currency: string }>('session-play', { noCache: true });
    // The server's time says how long the session has run, whatever this device's clock says.
    // Anchored once per page: after that the device counts the time on, so a later read (the
    // reality check's) moves the figures, never the clock.
    const ranMs = Date.parse(a.now) - Date.parse(a.started_at);
    const startedAtLocal = $sessionPlay.get()?.startedAtLocal ?? asked - Math.max(0, ranMs);
    $sessionPlay.set({ startedAtLocal, stakes: minor(a.stakes), returns: minor(a.returns), net: minor(a.net), currency: a.currency });
  } catch {
    // The clock stays hidden and the reality check shows what the device knows.
  }
}

/** "1:05:09": hours, minutes and seconds since the start. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}
