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
import { updatePlayTimeDeadline } from '../limits/play-time.ts';
import { readSettings, type Personal, type Settings } from '../player/settings.ts';
import { depositRoom, type DepositRoom } from '../limits/deposits.ts';
import { applyLimitRequests, type LimitRequests } from '../limits/changes.ts';
import { requestLimit } from '../../lib/limits/index.ts';
import { PLAY_TIME_MINUTES } from '../../lib/limits/play-time.ts';
import { recordLimitChanges, type AuditOrigin } from '../limits/audit.ts';
import { EMAIL_PATTERN } from '../../lib/validation/index.ts';
import { dateOfBirthProblem, isSignupCountry, MIN_SIGNUP_AGE } from '../../lib/account/signup-rules.ts';
import { siteToday } from './signup.ts';
import type { OddsFormat } from '../../lib/format/odds-format.ts';

/** What the player's own account changes use: the database, the clock and the play-money cap (the deposit room shown). */
export interface ProfileDeps {
  db: Db;
  clock: Clock;
  config: { playMoneyDailyCap: number };
}

type PlayerChange = Partial<typeof players.$inferInsert>;

/**
 * Changes the player's settings (and columns) under the player's lock; answers the row as written.
 * Every change of a protection setting is written to the limit audit in the same transaction.
 */
async function changeSettings(
  rt: ProfileDeps,
  playerId: number,
  change: (settings: Settings, player: LockedPlayer) => PlayerChange | void,
  origin: AuditOrigin = 'player',
): Promise<LockedPlayer> {
  return withPlayerLock(rt.db, playerId, async (tx, player) => {
    const settings = readSettings(player.settings);
    const extra = change(settings, player) ?? {};
    const [row] = await tx
      .update(players)
      .set({ settings, ...extra })
      .where(eq(players.id, playerId))
      .returning();
    const written = row ?? player;
    await recordLimitChanges(tx, { playerId, before: { ...player, settings: readSettings(player.settings) }, after: { ...written, settings }, origin, at: rt.clock.now() });
    return written;
  });
}

/** The account and the deposit room left today (cap and limits). */
export async function accountSummary(rt: ProfileDeps, player: LockedPlayer): Promise<{ player: LockedPlayer; depositRoom: DepositRoom }> {
  return { player, depositRoom: await depositRoom(rt.db, player, rt.clock.now(), rt.config.playMoneyDailyCap) };
}

export interface PersonalChange extends Partial<Personal> {
  first_name?: string;
  last_name?: string;
  /** YYYY-MM-DD; recorded once (at sign-up or here), then kept. */
  date_of_birth?: string | null;
  /** ISO 3166-1 alpha-2 of the sign-up list. */
  country?: string;
}

type RecordChange = Pick<PlayerChange, 'dateOfBirth' | 'country'>;

/**
 * The date of birth and the country are the account's record, what a regulator asks for: a date
 * of birth not yet recorded may be given once (by the sign-up age rule); a recorded one stays
 * (409 date_of_birth_recorded; the operator corrects it). A country comes from the sign-up list
 * and may change but not be removed; an older free-text country stays while it is sent back.
 */
function recordChange(player: Pick<LockedPlayer, 'dateOfBirth' | 'country'>, input: Pick<PersonalChange, 'date_of_birth' | 'country'>, today: string): RecordChange {
  const change: RecordChange = {};
  const dob = input.date_of_birth;
  if (player.dateOfBirth !== null) {
    if (dob !== undefined && dob !== player.dateOfBirth) {
      throw new DomainError('conflict', 'date_of_birth_recorded', 'Your date of birth is recorded with your account. Please contact us to correct it.');
    }
  } else if (dob) {
    const problem = dateOfBirthProblem(dob, today);
    if (problem === 'underage') throw new DomainError('invalid', 'underage', `You must be at least ${MIN_SIGNUP_AGE} years old to play.`, { min_age: MIN_SIGNUP_AGE });
    if (problem) throw new DomainError('invalid', 'invalid_date', 'The date of birth is not a valid date.');
    change.dateOfBirth = dob;
  }
  const country = input.country;
  if (country !== undefined && country !== (player.country ?? '')) {
    if (!isSignupCountry(country)) throw new DomainError('invalid', 'invalid_country', 'Choose your country from the list.');
    change.country = country;
  }
  return change;
}

export async function updatePersonal(rt: ProfileDeps, playerId: number, input: PersonalChange): Promise<LockedPlayer> {
  const { first_name, last_name, date_of_birth, country, ...personal } = input;
  const today = siteToday(rt.clock.now());
  return changeSettings(rt, playerId, (settings, player) => {
    const record = recordChange(player, { date_of_birth, country }, today);
    settings.personal = { ...settings.personal, ...personal };
    return {
      ...record,
      ...(first_name !== undefined ? { firstName: first_name.trim() } : {}),
      ...(last_name !== undefined ? { lastName: last_name.trim() } : {}),
    };
  });
}

/** Changes the e-mail address; the password confirms it. */
export async function changeEmail(rt: ProfileDeps, player: LockedPlayer, email: string, password: string): Promise<LockedPlayer> {
  if (!EMAIL_PATTERN.test(email.trim())) throw new DomainError('invalid', 'invalid_email', 'Enter a valid e-mail address.');
  if (!(await verifyPassword(password, player.passwordHash))) throw new DomainError('invalid', 'wrong_password', 'Wrong password');
  return changeSettings(rt, player.id, () => ({ email: email.trim() }));
}

/**
 * Stake, deposit and loss limits and the daily session time limit (minutes, null to remove):
 * tighter at once, looser after the cooling-off, on the limits as they are under the lock.
 */
export async function setLimits(
  rt: ProfileDeps,
  playerId: number,
  input: { stake?: LimitRequests; deposit?: LimitRequests; loss?: LimitRequests; session_time?: number | null },
): Promise<LockedPlayer> {
  const now = rt.clock.now();
  const minutes = input.session_time;
  if (minutes !== undefined && minutes !== null && !PLAY_TIME_MINUTES.includes(minutes)) {
    throw new DomainError('invalid', 'invalid_limit', 'Choose a session time limit between 1 and 12 hours.');
  }
  const row = await changeSettings(rt, playerId, (settings) => {
    if (input.stake) settings.stake_limits = applyLimitRequests(settings.stake_limits, input.stake, now);
    if (input.deposit) settings.deposit_limits = applyLimitRequests(settings.deposit_limits, input.deposit, now);
    if (input.loss) settings.loss_limits = applyLimitRequests(settings.loss_limits, input.loss, now);
    if (minutes !== undefined) settings.play_time_limit = requestLimit(settings.play_time_limit, minutes, now);
  });
  // A new session time limit moves the deadline the guard reads at once (a tighter one may have passed already).
  if (minutes !== undefined) {
    const time = await updatePlayTimeDeadline(rt.db, row, now);
    return { ...row, playTimeEndsAt: time.endsAt === null ? null : new Date(time.endsAt) };
  }
  return row;
}

export async function setSessionSettings(rt: ProfileDeps, playerId: number, input: { auto_logout_minutes?: number; reality_check_minutes?: number }): Promise<LockedPlayer> {
  return changeSettings(rt, playerId, (settings) => {
    if (input.auto_logout_minutes !== undefined) settings.auto_logout_minutes = input.auto_logout_minutes;
    if (input.reality_check_minutes !== undefined) settings.reality_check_minutes = input.reality_check_minutes;
  });
}

/** The odds format the player reads prices in, kept with the account. */
export async function setOddsFormat(rt: ProfileDeps, playerId: number, format: OddsFormat): Promise<LockedPlayer> {
  return changeSettings(rt, playerId, (settings) => {
    settings.odds_format = format;
  });
}

/** Quick bet on or off, and the stake its sheet offers next (minor units), kept with the account. */
export async function setQuickBet(rt: ProfileDeps, playerId: number, input: { on?: boolean; stakeMinor?: number }): Promise<LockedPlayer> {
  const stake = input.stakeMinor;
  if (stake !== undefined && (!Number.isSafeInteger(stake) || stake <= 0)) {
    throw new DomainError('invalid', 'validation_failed', 'The quick-bet stake must be a positive amount.');
  }
  return changeSettings(rt, playerId, (settings) => {
    if (input.on !== undefined) settings.quick_bet = input.on;
    if (stake !== undefined) settings.quick_bet_stake = stake;
  });
}
