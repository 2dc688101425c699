// The player's own account: personal details, e-mail, limits, session settings and
// self-exclusion. Every change of players.settings is a read-modify-write of one jsonb value,
// so it runs under the player's lock (wallet/lock.ts) on the row as it is then: two changes
// sent at once (a deposit limit from the phone, a stake limit from the desktop) both stay.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { withPlayerLock, type LockedPlayer } from '../wallet/lock.ts';
import { verifyPassword } from './password.ts';
import { readSettings, type Personal, type Settings } from '../player/settings.ts';
import { depositRoom, type DepositRoom } from '../limits/deposits.ts';
import { applyLimitRequests, type LimitRequests } from '../limits/changes.ts';
import { lockEnds, type LockPeriod } from '../../lib/account/self-exclusion.ts';
import { EMAIL_PATTERN } from '../../lib/validation/index.ts';
import type { OddsFormat } from '../../lib/format/odds-format.ts';

interface AccountContext {
  db: Db;
  clock: Clock;
  config: { playMoneyDailyCap: number };
}

type PlayerChange = Partial<typeof players.$inferInsert>;

/** Changes the player's settings (and columns) under the player's lock; answers the row as written. */
async function changeSettings(db: Db, playerId: number, change: (settings: Settings, player: LockedPlayer) => PlayerChange | void): Promise<LockedPlayer> {
  return withPlayerLock(db, playerId, async (tx, player) => {
    const settings = readSettings(player.settings);
    const extra = change(settings, player) ?? {};
    const [row] = await tx
      .update(players)
      .set({ settings, ...extra })
      .where(eq(players.id, playerId))
      .returning();
    return row ?? player;
  });
}

/** The account and the deposit room left today (cap and limits). */
export async function accountSummary(rt: AccountContext, player: LockedPlayer): Promise<{ player: LockedPlayer; depositRoom: DepositRoom }> {
  return { player, depositRoom: await depositRoom(rt.db, player, rt.clock.now(), rt.config.playMoneyDailyCap) };
}

export interface PersonalChange extends Partial<Personal> {
  first_name?: string;
  last_name?: string;
}

export async function updatePersonal(rt: AccountContext, playerId: number, input: PersonalChange): Promise<LockedPlayer> {
  const { first_name, last_name, ...personal } = input;
  if (personal.date_of_birth && Number.isNaN(Date.parse(personal.date_of_birth))) throw new DomainError('invalid', 'invalid_date', 'The date of birth is not a valid date.');
  return changeSettings(rt.db, playerId, (settings) => {
    settings.personal = { ...settings.personal, ...personal };
    return { ...(first_name !== undefined ? { firstName: first_name.trim() } : {}), ...(last_name !== undefined ? { lastName: last_name.trim() } : {}) };
  });
}

/** Changes the e-mail address; the password confirms it. */
export async function changeEmail(rt: AccountContext, player: LockedPlayer, email: string, password: string): Promise<LockedPlayer> {
  if (!EMAIL_PATTERN.test(email.trim())) throw new DomainError('invalid', 'invalid_email', 'Enter a valid e-mail address.');
  if (!(await verifyPassword(password, player.passwordHash))) throw new DomainError('invalid', 'wrong_password', 'Wrong password');
  return changeSettings(rt.db, player.id, () => ({ email: email.trim() }));
}

/** Stake, deposit and loss limits: tighter at once, looser after the cooling-off, on the limits as they are under the lock. */
export async function setLimits(rt: AccountContext, playerId: number, input: { stake?: LimitRequests; deposit?: LimitRequests; loss?: LimitRequests }): Promise<LockedPlayer> {
  const now = rt.clock.now();
  return changeSettings(rt.db, playerId, (settings) => {
    if (input.stake) settings.stake_limits = applyLimitRequests(settings.stake_limits, input.stake, now);
    if (input.deposit) settings.deposit_limits = applyLimitRequests(settings.deposit_limits, input.deposit, now);
    if (input.loss) settings.loss_limits = applyLimitRequests(settings.loss_limits, input.loss, now);
  });
}

export async function setSessionSettings(rt: AccountContext, playerId: number, input: { auto_logout_minutes?: number; reality_check_minutes?: number }): Promise<LockedPlayer> {
  return changeSettings(rt.db, playerId, (settings) => {
    if (input.auto_logout_minutes !== undefined) settings.auto_logout_minutes = input.auto_logout_minutes;
    if (input.reality_check_minutes !== undefined) settings.reality_check_minutes = input.reality_check_minutes;
  });
}

/** The odds format the player reads prices in, kept with the account. */
export async function setOddsFormat(rt: AccountContext, playerId: number, format: OddsFormat): Promise<LockedPlayer> {
  return changeSettings(rt.db, playerId, (settings) => {
    settings.odds_format = format;
  });
}

/** Self-exclusion for a period (the password confirms it); answers when it ends, null for good. The caller ends the sessions. */
export async function selfExclude(rt: AccountContext, player: LockedPlayer, period: LockPeriod, password: string): Promise<{ endsAt: number | null }> {
  if (!(await verifyPassword(password, player.passwordHash))) throw new DomainError('invalid', 'wrong_password', 'Wrong password');
  const ends = lockEnds(period, rt.clock.now());
  await changeSettings(rt.db, player.id, () => (ends === null ? { lockedByOperator: true, lockedUntil: null } : { lockedUntil: new Date(ends) }));
  return { endsAt: ends };
}
