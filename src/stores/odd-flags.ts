// Which live odds moved lately, and which way: the live board, the live match page and the
// slip all mark them, and the mark clears after ODD_FLAG_MS (spec section 9: 6 seconds).
import { map } from 'nanostores';
import type { OddMove } from '../lib/offer/live-merge.ts';

export const ODD_FLAG_MS = 6_000;

/** `${eventId}:${oddCustomId}` -> the direction of its last move, for ODD_FLAG_MS. */
export const $oddFlags = map<Record<string, OddMove>>({});

/** When each flag ends; one sweep clears every flag that is due, so 200 moves a second cost one render per sweep, not one per flag. */
const flagEnds = new Map<string, number>();
const SWEEP_MS = 200;
let sweeper: ReturnType<typeof setInterval> | undefined;

function sweep(): void {
  const now = Date.now();
  let next: Record<string, OddMove> | undefined;
  for (const [key, end] of flagEnds) {
    if (end > now) continue;
    flagEnds.delete(key);
    next ??= { ...$oddFlags.get() };
    delete next[key];
  }
  if (next) $oddFlags.set(next);
  if (flagEnds.size === 0) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

/** Marks moved odds; each mark clears ODD_FLAG_MS later. */
export function flagOddMoves(moves: Array<[string, OddMove]>): void {
  if (moves.length === 0) return;
  const next = { ...$oddFlags.get() };
  const end = Date.now() + ODD_FLAG_MS;
  for (const [key, move] of moves) {
    next[key] = move;
    flagEnds.set(key, end);
  }
  $oddFlags.set(next);
  sweeper ??= setInterval(sweep, SWEEP_MS);
}
