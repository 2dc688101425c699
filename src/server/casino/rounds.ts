// The game server's side of a round, settled through the wallet like a seamless wallet:
// the stake is one debit (casino_bet, key casino-bet:<round>) and the return one credit
// (casino_win, key casino-win:<round>), in the same transaction as the round's row, so a
// refused debit writes nothing. The page's idempotency key finds an earlier round instead
// of playing twice; the same key with another game or bet is refused (422), as for tickets.
// A round of a player with a stake, loss or session time limit in force, and every blackjack
// deal, runs under the player's lock (wallet/lock.ts): the key, the open hand, the limits and
// the balance are read and written in that one transaction. Without such a limit the only rules
// are the balance and an account open to play, which one statement checks under the same row
// lock (round-statement.ts), as a ticket's stake does. Blackjack keeps its hand (and shoe) in
// the round row until it ends.
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import { gameRounds, games } from '../db/schema.ts';
import { rowsOf, type Database, type Db } from '../db/client.ts';
import { boundSql } from '../db/prepared.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { Feed } from '../feed/index.ts';
import { DomainError } from '../domain-error.ts';
import { applyLedgerEntry, isUniqueViolation, LedgerError, publishBalance, type LinkedDebitResult, type Tx } from '../wallet/index.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { betProblem, CASINO_MAX_BET, CASINO_MIN_BET } from '../../lib/casino/limits.ts';
import { blackjackView, resolveRound, roundStake, type RoundParams } from '../../lib/casino/play.ts';
import { actBlackjack, type BlackjackAction, type BlackjackState } from '../../lib/casino/blackjack.ts';
import type { Rng } from '../../lib/casino/rng.ts';
import { cryptoRng } from './rng.ts';
import type { GameSession } from './session.ts';
import { holdPlayWithinLimits, needsLockedPath } from '../limits/play.ts';
import { roundDebit, storeRoundLocked, storeRoundUnlocked, type RoundWrite } from './round-statement.ts';
import { withPlayerLock } from '../wallet/lock.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

type RoundRow = typeof gameRounds.$inferSelect;

/** What casino rounds use: the database (and its named statements), the bus (the balance push) and the clock. */
export interface RoundsDeps {
  db: Db;
  database: Pick<Database, 'prepared'>;
  bus: Bus;
  clock: Clock;
}

/** What the abandoned-hand sweeper adds: the feed's lease (only the leader sweeps) and the log. */
export type HandSweeperDeps = RoundsDeps & { feed: Pick<Feed, 'status'>; log: Logger };

export interface RoundView {
  round_id: string;
  game_uuid: string;
  status: 'open' | 'settled';
  bet: string;
  win: string;
  balance: string;
  outcome: unknown;
  replayed: boolean;
  created_at: string;
}

function view(row: Pick<RoundRow, 'id' | 'gameUuid' | 'status' | 'bet' | 'win' | 'balanceAfter' | 'outcome' | 'createdAt'>, replayed: boolean): RoundView {
  return {
    round_id: row.id,
    game_uuid: row.gameUuid,
    status: row.status === 'open' ? 'open' : 'settled',
    bet: formatMajor(row.bet),
    win: formatMajor(row.win),
    balance: formatMajor(row.balanceAfter ?? 0n),
    outcome: row.outcome,
    replayed,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whose wallet a round moves, and the game named in the statement's reference. */
interface RoundOwner {
  playerId: number;
  gameName: string;
}

const ownerOf = (s: GameSession): RoundOwner => ({ playerId: s.player.id, gameName: s.game.name });
const reference = (owner: RoundOwner, roundId: string) => `${owner.gameName} round ${roundId}`;

// A blackjack hand's later legs (a double's stake, the win once it ends); a round's first two are
// in its one statement (round-statement.ts).
async function debit(tx: Tx, s: RoundOwner, roundId: string, amount: number, suffix: string): Promise<bigint> {
  const entry = await applyLedgerEntry(tx, {
    playerId: s.playerId,
    kind: 'casino_bet',
    amount: -BigInt(amount),
    reference: reference(s, roundId),
    idempotencyKey: `casino-bet:${roundId}${suffix}`,
  });
  return entry.balanceAfter;
}

async function credit(tx: Tx, s: RoundOwner, roundId: string, amount: number, balance: bigint): Promise<bigint> {
  if (amount <= 0) return balance;
  const entry = await applyLedgerEntry(tx, {
    playerId: s.playerId,
    kind: 'casino_win',
    amount: BigInt(amount),
    reference: reference(s, roundId),
    idempotencyKey: `casino-win:${roundId}`,
  });
  return entry.balanceAfter;
}

async function roundByKey(db: DbOrTx, playerId: number, key: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.idempotencyKey, key)));
  return row;
}

/** Digest of what a request asks for: the game and its bet parameters. */
function roundRequestHash(gameUuid: string, params: RoundParams): string {
  return createHash('sha256')
    .update(JSON.stringify({ game: gameUuid, params }))
    .digest('base64url');
}

function replayOf(row: RoundRow, s: GameSession, hash: string): RoundView {
  if (row.gameUuid !== s.game.uuid) throw new DomainError('conflict', 'idempotency_conflict', 'This idempotency key was already used for another game.');
  // Rounds played before the digest was kept have none: those replay on the game alone.
  if (row.requestHash !== null && row.requestHash !== hash) {
    throw new DomainError('unprocessable', 'idempotency_key_reused', 'This idempotency key was used for a different bet.');
  }
  return view(row, true);
}

/** Plays a round of the session's game: checks the stake, draws the outcome, settles it. */
export async function playRound(rt: RoundsDeps, s: GameSession, idempotencyKey: string, params: RoundParams, rng: Rng = cryptoRng): Promise<RoundView> {
  if (params.kind !== s.game.kind) throw new DomainError('invalid', 'wrong_game', `This session plays ${s.game.kind}, not ${params.kind}.`);
  const stake = roundStake(params);
  const problem = betProblem(stake);
  if (problem) {
    throw new DomainError('invalid', problem, `A round's stake is between ${formatMajor(CASINO_MIN_BET)} and ${formatMajor(CASINO_MAX_BET)}.`, {
      min: formatMajor(CASINO_MIN_BET),
      max: formatMajor(CASINO_MAX_BET),
    });
  }
  const hash = roundRequestHash(s.game.uuid, params);
  const result = resolveRound(params, rng);
  const open = result.blackjack !== undefined && !result.blackjack.done;
  const round = (at: number, settings: unknown): RoundWrite => ({
    id: randomUUID(),
    playerId: s.player.id,
    gameUuid: s.game.uuid,
    gameName: s.game.name,
    stake: result.stake,
    win: open ? 0 : result.win,
    open,
    idempotencyKey,
    requestHash: hash,
    outcome: result.outcome,
    state: open ? result.blackjack : null,
    at: new Date(at),
    settings,
  });
  // The key's round first (a retry at a limit is a replay, not a refusal), then the open hand
  // and the limits, all against the player's row as it is under the lock.
  const locked = () =>
    withPlayerLock(rt.db, s.player.id, async (tx, player): Promise<StoredRound | RoundView> => {
      const raced = await roundByKey(tx, s.player.id, idempotencyKey);
      if (raced) return replayOf(raced, s, hash);
      if (params.kind === 'blackjack' && (await openRoundIn(tx, s))) throw new DomainError('conflict', 'round_open', 'Finish the hand in play before dealing a new one.');
      const now = rt.clock.now();
      await holdPlayWithinLimits(tx, now, player, result.stake);
      const write = round(now, player.settings);
      const debit = roundDebit(write);
      return stored(write, storeRoundLocked.outcome(await rowsOf(tx, boundSql(storeRoundLocked.bind(debit))), debit));
    });
  let played: StoredRound | RoundView;
  try {
    const now = rt.clock.now();
    if (params.kind === 'blackjack' || needsLockedPath(s.player, now)) played = await locked();
    else {
      const write = round(now, s.player.settings);
      const debit = roundDebit(write);
      try {
        played = stored(write, storeRoundUnlocked.outcome(await rt.database.prepared(storeRoundUnlocked.bind(debit)), debit));
      } catch (err) {
        // Refused: a limit set, or the account closed to play, since the session's read, or the
        // balance. The locked way answers with the locked way's reason (a limit before the balance).
        if (!(err instanceof LedgerError && (err.code === 'guard_refused' || err.code === 'insufficient_funds'))) throw err;
        played = await locked();
      }
    }
  } catch (err) {
    // The same key sent twice at once: the second insert lost; answer with the first round.
    if (isUniqueViolation(err)) {
      const winner = await roundByKey(rt.db, s.player.id, idempotencyKey);
      if (winner) return replayOf(winner, s, hash);
    }
    throw err;
  }
  if ('round_id' in played) return played;
  if (played.earlier) {
    const earlier = await roundByKey(rt.db, s.player.id, idempotencyKey);
    if (!earlier) throw new Error(`round ${played.id} of key ${idempotencyKey} is gone`);
    return replayOf(earlier, s, hash);
  }
  publishBalance(rt.bus, s.player.id, played.round.balanceAfter);
  return view(played.round, false);
}

type WrittenRound = Pick<RoundRow, 'id' | 'gameUuid' | 'status' | 'bet' | 'win' | 'outcome' | 'createdAt'> & { balanceAfter: bigint };

/** A round as its statement wrote it, or the id of the key's earlier round (then nothing was written). */
type StoredRound = { earlier: false; round: WrittenRound } | { earlier: true; id: string };

function stored(write: RoundWrite, outcome: LinkedDebitResult<string>): StoredRound {
  if (outcome.earlier) return { earlier: true, id: outcome.earlier.id };
  const round = {
    id: write.id,
    gameUuid: write.gameUuid,
    status: write.open ? 'open' : 'settled',
    bet: BigInt(write.stake),
    win: BigInt(write.win),
    balanceAfter: outcome.balanceAfter,
    outcome: write.outcome,
    createdAt: write.at,
  };
  return { earlier: false, round };
}

async function openRoundIn(db: DbOrTx, s: GameSession): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, s.player.id), eq(gameRounds.gameUuid, s.game.uuid), eq(gameRounds.status, 'open')))
    .orderBy(desc(gameRounds.createdAt))
    .limit(1);
  return row;
}

/** Writes a hand's next state: the double's debit, the win's credit once it ends, the round's row. */
async function advanceHand(tx: Tx, rt: RoundsDeps, owner: RoundOwner, current: RoundRow, state: BlackjackState, next: BlackjackState): Promise<RoundRow> {
  let balance = current.balanceAfter ?? 0n;
  if (next.doubled && !state.doubled) balance = await debit(tx, owner, current.id, state.stake, ':double');
  if (next.done) balance = await credit(tx, owner, current.id, next.win, balance);
  const [updated] = await tx
    .update(gameRounds)
    .set({
      bet: BigInt(next.doubled ? next.stake * 2 : next.stake),
      win: BigInt(next.done ? next.win : 0),
      balanceAfter: balance,
      outcome: blackjackView(next),
      status: next.done ? 'settled' : 'open',
      state: next.done ? null : next,
      settledAt: next.done ? new Date(rt.clock.now()) : null,
    })
    .where(eq(gameRounds.id, current.id))
    .returning();
  return updated!;
}

/** A blackjack decision on the session's open hand. */
export async function actOnRound(rt: RoundsDeps, s: GameSession, roundId: string, action: BlackjackAction, rng: Rng = cryptoRng): Promise<RoundView> {
  if (s.game.kind !== 'blackjack') throw new DomainError('invalid', 'wrong_game', 'Only blackjack rounds take decisions.');
  // The player's lock first, then the round's row: one order everywhere, so no two paths wait on each other.
  const row = await withPlayerLock(rt.db, s.player.id, async (tx, player) => {
    const [current] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, s.player.id), eq(gameRounds.gameUuid, s.game.uuid)))
      .for('update');
    if (!current) throw new DomainError('not_found', 'round_not_found', 'No such round in this game.');
    if (current.status !== 'open' || !current.state) throw new DomainError('conflict', 'round_closed', 'This round has already ended.');
    const state = current.state as BlackjackState;
    let next: BlackjackState;
    try {
      next = actBlackjack(state, action, rng);
    } catch {
      throw new DomainError('conflict', 'action_not_allowed', `"${action}" is not allowed at this point of the hand.`);
    }
    if (next.doubled && !state.doubled) await holdPlayWithinLimits(tx, rt.clock.now(), player, state.stake);
    return advanceHand(tx, rt, ownerOf(s), current, state, next);
  });
  publishBalance(rt.bus, s.player.id, row.balanceAfter ?? 0n);
  return view(row, false);
}

/** The session's unfinished blackjack hand, so a reloaded page carries on with it. */
export async function openRoundOf(rt: RoundsDeps, s: GameSession): Promise<RoundView | null> {
  const row = await openRoundIn(rt.db, s);
  return row ? view(row, false) : null;
}

/** A hand left unfinished this long is stood for its player, so no stake stays in play for good. */
export const ABANDONED_HAND_MS = 60 * 60_000;

/**
 * Stands every blackjack hand left open for longer than `olderThanMs`, as a casino does for a
 * player who walked away: the dealer plays out and a win is paid, through the ledger as usual.
 */
export async function standAbandonedHands(rt: RoundsDeps, olderThanMs = ABANDONED_HAND_MS, rng: Rng = cryptoRng): Promise<number> {
  const stale = await rt.db
    .select({ id: gameRounds.id, playerId: gameRounds.playerId, gameName: games.name })
    .from(gameRounds)
    .innerJoin(games, eq(games.uuid, gameRounds.gameUuid))
    .where(and(eq(gameRounds.status, 'open'), lte(gameRounds.createdAt, new Date(rt.clock.now() - olderThanMs))));
  let stood = 0;
  for (const hand of stale) {
    const row = await withPlayerLock(rt.db, hand.playerId, async (tx) => {
      const [current] = await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.id, hand.id), eq(gameRounds.status, 'open')))
        .for('update');
      if (!current?.state) return null;
      const state = current.state as BlackjackState;
      return advanceHand(tx, rt, hand, current, state, actBlackjack(state, 'stand', rng));
    });
    if (!row) continue;
    stood++;
    publishBalance(rt.bus, hand.playerId, row.balanceAfter ?? 0n);
  }
  return stood;
}

const HAND_SWEEP_MS = 5 * 60_000;

/** Sweeps abandoned hands every few minutes on the node that runs the feed; returns the stop. */
export function startHandSweeper(rt: HandSweeperDeps): () => void {
  const sweep = () => {
    if (!rt.feed.status().leader) return;
    standAbandonedHands(rt).catch((err: unknown) => rt.log.error('standing abandoned hands failed', { err }));
  };
  const timer = setInterval(sweep, HAND_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
