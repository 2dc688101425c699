// The daily session time limit, on the server (the authority; the browser only shows warnings).
// Time on site counts each session from its login to its end, or while it is open up to its
// last token refresh plus ACTIVE_GRACE_MS (the browser refreshes every 4 minutes while the
// page is open), so a browser closed without logging out stops counting. At the limit every
// session of the player ends on every node (sessions service + bus) and logins are refused
// until the next Belgrade day. players.play_time_ends_at holds when the limit runs out if the
// player stays on: the guard reads it with the player row, so the check costs nothing until then.
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { playerSessions, players } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { DomainError } from '../domain-error.ts';
import { readSettings } from '../player/settings.ts';
import { endAllSessions } from '../sessions/index.ts';
import { effectiveLimit, periodStart } from '../../lib/limits/index.ts';
import { playTime, type PlayTime } from '../../lib/limits/play-time.ts';

/** An open session counts up to its last refresh plus this (the browser refreshes every 4 minutes). */
export const ACTIVE_GRACE_MS = 5 * 60_000;

/** What the session time limit uses: the database, and the bus that ends sessions on every node. */
export interface PlayTimeDeps {
  db: Db;
  bus: Bus;
}

/** The player's daily session time limit in force, in minutes; null without one. */
export function playTimeLimit(player: { settings: unknown }, now: number): number | null {
  return effectiveLimit(readSettings(player.settings).play_time_limit, now).value;
}

/** The day's play time of the player at `now`, from the sessions of today. */
export async function playTimeOf(db: DbOrTx, player: { id: number; settings: unknown }, now: number): Promise<PlayTime> {
  const dayStart = new Date(periodStart('daily', now));
  const rows = await db
    .select({ createdAt: playerSessions.createdAt, lastSeenAt: playerSessions.lastSeenAt, endedAt: playerSessions.endedAt })
    .from(playerSessions)
    .where(and(eq(playerSessions.playerId, player.id), or(isNull(playerSessions.endedAt), gt(playerSessions.endedAt, dayStart)), lte(playerSessions.createdAt, new Date(now))));
  const intervals = rows.map((r) => ({
    from: r.createdAt.getTime(),
    to: Math.min(r.endedAt?.getTime() ?? now, r.lastSeenAt.getTime() + ACTIVE_GRACE_MS, now),
  }));
  return playTime(playTimeLimit(player, now), intervals, now);
}

/** The refusal of a login or a stake once the day's time is used up: says until when. */
export function playTimeReached(resetsAt: number): DomainError {
  const until = new Date(resetsAt).toISOString();
  return new DomainError('forbidden', 'play_time_reached', `You have reached your daily session time limit. You can log in again from ${until}.`, { until });
}

/** Stores when the limit runs out if the player stays on (null: not today), and answers the day's play time. */
export async function updatePlayTimeDeadline(db: DbOrTx, player: { id: number; settings: unknown }, now: number): Promise<PlayTime> {
  const time = await playTimeOf(db, player, now);
  await db
    .update(players)
    .set({ playTimeEndsAt: time.endsAt === null ? null : new Date(time.endsAt) })
    .where(eq(players.id, player.id));
  return time;
}

/**
 * Where the deadline has passed: recounts (an idle player has used less than the deadline
 * assumed) and either moves the deadline on or ends every session of the player. Answers true
 * when the time is used up.
 */
export async function enforcePlayTime(rt: PlayTimeDeps, player: { id: number; settings: unknown }, now: number): Promise<boolean> {
  const time = await updatePlayTimeDeadline(rt.db, player, now);
  if (time.limitMinutes === null || time.leftMs > 0) return false;
  await endAllSessions(rt, player.id, now, { openedBy: now });
  return true;
}

/** Ends the sessions of every player whose deadline has passed; answers how many were ended. */
export async function sweepPlayTime(rt: PlayTimeDeps, now: number): Promise<number> {
  const due = await rt.db
    .select({ id: players.id, settings: players.settings })
    .from(players)
    .where(and(isNotNull(players.playTimeEndsAt), lte(players.playTimeEndsAt, new Date(now))))
    .limit(500);
  let ended = 0;
  for (const player of due) if (await enforcePlayTime(rt, player, now)) ended += 1;
  return ended;
}

/** The sweeper: every node runs it (ending sessions twice is harmless), so no session outlives its limit by more than a tick. */
export function startPlayTimeSweeper(
  rt: PlayTimeDeps & { ready: boolean; clock: { now(): number }; log: { error(msg: string, data?: object): void } },
  everyMs = 15_000,
): () => void {
  const timer = setInterval(() => {
    if (!rt.ready) return;
    sweepPlayTime(rt, rt.clock.now()).catch((err: unknown) => rt.log.error('ending sessions at the time limit failed', { err }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
