// Player accounts as the operator manages them: open, look up, lock and unlock. Money moves
// only through the wallet ledger; the opening balance is its first entry.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import { players } from '../db/schema.ts';
import { DomainError, type RefusalKind } from '../domain-error.ts';
import { applyLedgerEntry, isUniqueViolation, type DbOrTx } from '../wallet/index.ts';
import { passwordProblem, USERNAME_PATTERN } from '../../lib/validation/index.ts';
import { hashPassword, type ScryptParams } from './password.ts';
import { endAllSessions } from '../sessions/index.ts';
import { withPlayerLock } from '../wallet/lock.ts';
import { recordLimitChanges } from '../limits/audit.ts';

export type PlayerRow = typeof players.$inferSelect;

export interface NewPlayer {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  /** Minor units, credited as the "opening_balance" ledger entry. */
  openingBalance?: bigint;
  hasLoggedInBefore?: boolean;
  /** Self sign-up: what the player gave, and the login that opening the account is. */
  dateOfBirth?: string;
  country?: string;
  termsAcceptedAt?: Date;
  lastLogin?: Date;
  lastLoginFrom?: string;
}

/** What opening and locking accounts use: the database, the bus (a lock ends the player's sessions), the currency and the clock. */
export interface AccountsDeps {
  db: Db;
  bus: Bus;
  config: { currency: string };
  /** The runtime's clock (rt.clock), so locks and token cut-offs agree with the tokens' time. */
  clock?: { now(): number };
}

/** A refused account operation (bad input, no such player, a taken username). */
export class AccountError extends DomainError {
  constructor(kind: Extract<RefusalKind, 'invalid' | 'not_found' | 'conflict'>, code: string, message: string, details?: Record<string, unknown>) {
    super(kind, code, message, details);
  }
}

/** Opens an account. Refuses a taken username (any letter case) with 409 username_taken. */
export async function createPlayer(ctx: AccountsDeps, input: NewPlayer, scrypt?: ScryptParams): Promise<PlayerRow> {
  if (!USERNAME_PATTERN.test(input.username)) {
    throw new AccountError('invalid', 'invalid_username', 'A username has 3 to 32 letters, digits, dots, underscores or hyphens.');
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError('invalid', 'invalid_password', passwordMessage(problem), { problem });
  const opening = input.openingBalance ?? 0n;
  if (opening < 0n) throw new AccountError('invalid', 'invalid_amount', 'An opening balance cannot be negative.');
  // An early, friendly refusal; the unique index below is what actually guarantees it.
  if (await findPlayer(ctx.db, input.username)) throw usernameTaken(input.username);
  const passwordHash = await hashPassword(input.password, scrypt);
  try {
    return await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(players)
        .values({
          username: input.username,
          passwordHash,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          email: input.email ?? null,
          currency: ctx.config.currency,
          hasLoggedInBefore: input.hasLoggedInBefore ?? false,
          dateOfBirth: input.dateOfBirth ?? null,
          country: input.country ?? null,
          termsAcceptedAt: input.termsAcceptedAt ?? null,
          lastLogin: input.lastLogin ?? null,
          lastLoginFrom: input.lastLoginFrom ?? null,
        })
        .returning();
      const player = inserted[0];
      if (!player) throw new Error('The player insert returned no row.');
      if (opening === 0n) return player;
      const entry = await applyLedgerEntry(tx, { playerId: player.id, kind: 'opening_balance', amount: opening, reference: 'account opened' });
      return { ...player, balance: entry.balanceAfter };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken(input.username);
    throw err;
  }
}

function usernameTaken(username: string): AccountError {
  return new AccountError('conflict', 'username_taken', `The username "${username}" is already taken.`);
}

function passwordMessage(problem: NonNullable<ReturnType<typeof passwordProblem>>): string {
  switch (problem) {
    case 'required':
      return 'A password is required.';
    case 'too_short':
      return 'Your password must contain at least 8 characters.';
    case 'too_long':
      return 'A password has at most 128 characters.';
    case 'needs_letters_and_numbers':
      return 'Password must contain both numbers and letters.';
  }
}

/** The player with this username in any letter case, or undefined (also for impossible usernames). */
export async function findPlayer(db: DbOrTx, username: string): Promise<PlayerRow | undefined> {
  if (!USERNAME_PATTERN.test(username)) return undefined;
  const rows = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

/** Like findPlayer, but an unknown username is a 404. */
export async function requirePlayer(db: DbOrTx, username: string): Promise<PlayerRow> {
  const player = await findPlayer(db, username);
  if (!player) throw new AccountError('not_found', 'player_not_found', `No player is called "${username}".`);
  return player;
}

/** True while the player may not log in: locked by the operator or by too many failed logins, on a cool-off or self-excluded. */
export function isLocked(player: Pick<PlayerRow, 'lockedByOperator' | 'lockedUntil' | 'coolOffUntil' | 'selfExcludedAt'>, now: number): boolean {
  return (
    player.lockedByOperator ||
    (player.lockedUntil !== null && player.lockedUntil.getTime() > now) ||
    player.selfExcludedAt !== null ||
    (player.coolOffUntil !== null && player.coolOffUntil.getTime() > now)
  );
}

type Clocked = AccountsDeps & { clock: { now(): number } };

/**
 * Writes the operator's lock state under the player's lock, with its audit row (setting
 * account_lock, origin operator) in the same transaction. The time is the runtime clock's,
 * read under the lock, so the audit rows of changes sent at once follow the order they ran in.
 */
async function setOperatorLock(ctx: Clocked, username: string, change: Partial<Pick<PlayerRow, 'lockedByOperator' | 'lockedUntil'>>): Promise<{ row: PlayerRow; now: number }> {
  const found = await requirePlayer(ctx.db, username);
  return withPlayerLock(ctx.db, found.id, async (tx, current) => {
    const now = ctx.clock.now();
    const [row] = await tx.update(players).set(change).where(eq(players.id, current.id)).returning();
    if (!row) throw new AccountError('not_found', 'player_not_found', `No player is called "${username}".`);
    await recordLimitChanges(tx, { playerId: current.id, before: { ...current, settings: {} }, after: { ...row, settings: {} }, origin: 'operator', at: now });
    return { row, now };
  });
}

/**
 * Locks an account: refuses logins, invalidates every access and refresh token and closes the
 * player's live sockets on every node. Audited (account_lock, origin operator).
 */
export async function lockPlayer(ctx: Clocked, username: string): Promise<PlayerRow> {
  const { row: locked, now } = await setOperatorLock(ctx, username, { lockedByOperator: true });
  await endAllSessions(ctx, locked.id, now);
  return { ...locked, tokensValidAfter: new Date(now) };
}

export async function unlockPlayer(ctx: Clocked, username: string): Promise<PlayerRow> {
  return (await setOperatorLock(ctx, username, { lockedByOperator: false, lockedUntil: null })).row;
}
