// Cool-off and self-exclusion on the server (issue 18 item 3). Both refuse logins and play, end
// every session on every node at once (sessions service + bus) and stop marketing. A cool-off
// ends by itself; a self-exclusion only when the operator lifts it, and not before its end.
import { eq } from 'drizzle-orm';
import { players } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import { DomainError } from '../domain-error.ts';
import { withPlayerLock } from '../wallet/lock.ts';
import { endAllSessions } from '../sessions/index.ts';
import { recordLimitChanges, type AuditOrigin } from '../limits/audit.ts';
import { verifyPassword } from './password.ts';
import { requirePlayer, type PlayerRow } from './players.ts';
import { coolOffEnds, exclusionLiftableAt, lockEnds, type CoolOffPeriod, type LockPeriod } from '../../lib/account/self-exclusion.ts';

/** What a break, a self-exclusion and its lifting use: the database, the bus (every session ends) and the clock. */
export interface ProtectionDeps {
  db: Db;
  bus: Bus;
  clock: { now(): number };
}

/** Audits a change of the protection columns (settings unchanged) in the change's transaction. */
const audit = (tx: Parameters<typeof recordLimitChanges>[0], before: PlayerRow, after: PlayerRow | undefined, origin: AuditOrigin, at: number) =>
  after ? recordLimitChanges(tx, { playerId: before.id, before: { ...before, settings: {} }, after: { ...after, settings: {} }, origin, at }) : Promise.resolve(0);

type Shutting = Partial<Pick<PlayerRow, 'coolOffUntil' | 'selfExcludedAt' | 'selfExcludedUntil'>>;

/**
 * The player's own shut-out (cool-off or self-exclusion): the password confirms it, `change`
 * reads the columns under the player's lock and says what to write (audited in the same
 * transaction), then every session of the player ends.
 */
async function shutOut(rt: ProtectionDeps, player: PlayerRow, password: string, change: (current: PlayerRow, now: number) => Shutting): Promise<PlayerRow> {
  if (!(await verifyPassword(password, player.passwordHash))) throw new DomainError('invalid', 'wrong_password', 'Wrong password');
  const now = rt.clock.now();
  const written = await withPlayerLock(rt.db, player.id, async (tx, current) => {
    const [row] = await tx.update(players).set(change(current, now)).where(eq(players.id, player.id)).returning();
    await audit(tx, current, row, 'player', now);
    return row ?? current;
  });
  await endAllSessions(rt, player.id, now);
  return written;
}

/** A cool-off; a running one is never shortened. */
export async function takeBreak(rt: ProtectionDeps, player: PlayerRow, period: CoolOffPeriod, password: string): Promise<{ until: number }> {
  const row = await shutOut(rt, player, password, (current, now) => ({ coolOffUntil: new Date(Math.max(coolOffEnds(period, now), current.coolOffUntil?.getTime() ?? 0)) }));
  return { until: row.coolOffUntil!.getTime() };
}

/** A self-exclusion; a running one is only ever lengthened. */
export async function selfExclude(rt: ProtectionDeps, player: PlayerRow, period: LockPeriod, password: string): Promise<{ endsAt: number | null }> {
  const row = await shutOut(rt, player, password, (current, now) => {
    const chosen = lockEnds(period, now);
    const before = current.selfExcludedUntil?.getTime() ?? null;
    const ends = current.selfExcludedAt !== null && before === null ? null : chosen === null ? null : Math.max(chosen, before ?? 0);
    return { selfExcludedAt: current.selfExcludedAt ?? new Date(now), selfExcludedUntil: ends === null ? null : new Date(ends) };
  });
  return { endsAt: row.selfExcludedUntil?.getTime() ?? null };
}

/** The operator lifts a self-exclusion whose period is over (409 exclusion_running before, with when it may be lifted). */
export async function liftSelfExclusion(rt: ProtectionDeps, username: string): Promise<PlayerRow> {
  const found = await requirePlayer(rt.db, username);
  const now = rt.clock.now();
  return withPlayerLock(rt.db, found.id, async (tx, player) => {
    if (player.selfExcludedAt === null) throw new DomainError('conflict', 'not_self_excluded', `${player.username} is not self-excluded.`);
    const liftable = exclusionLiftableAt(player.selfExcludedAt.getTime(), player.selfExcludedUntil?.getTime() ?? null);
    if (now < liftable) {
      const at = new Date(liftable).toISOString();
      throw new DomainError('conflict', 'exclusion_running', `The self-exclusion of ${player.username} cannot be lifted before ${at}.`, { liftable_at: at });
    }
    const [row] = await tx.update(players).set({ selfExcludedAt: null, selfExcludedUntil: null }).where(eq(players.id, player.id)).returning();
    await audit(tx, player, row, 'operator', now);
    return row ?? player;
  });
}
