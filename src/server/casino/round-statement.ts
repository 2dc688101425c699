// A casino round's money and row in one statement (wallet/ledger.ts linkedDebit): the stake's
// debit, the win's credit and the round's row, compiled once and only bound per round. On PGlite
// every statement of a transaction is parsed and planned again and is a round trip between the
// main thread and the database's thread, each waiting its turn, while the database runs nothing
// else; one named statement is one trip and one plan.
// `guarded`: the shape without the player's lock (rounds.ts says when), whose guarded UPDATE
// also requires the settings as the request read them and an account open to play.
import { sql } from 'drizzle-orm';
import { linkedDebit, type LinkedDebitShape, type LinkedDebitValues } from '../wallet/index.ts';
import { settingsAsRead } from '../limits/stakes.ts';
import { openToPlay } from '../limits/play.ts';

const value = sql.placeholder;

function roundStatement(guarded: boolean): LinkedDebitShape {
  return {
    kind: 'casino_bet',
    referencePrefix: sql`${value('reference')}`,
    keyPrefix: 'casino-bet:',
    credit: { kind: 'casino_win', keyPrefix: 'casino-win:' },
    paid: sql`insert into game_rounds (id, player_id, game_uuid, bet, win, balance_after, status, idempotency_key, request_hash, outcome, state, created_at, settled_at)
      select ${value('id')}::uuid, ${value('playerId')}::integer, ${value('game')}::uuid, ${value('bet')}::bigint, ${value('win')}::bigint, debit.settled,
        ${value('status')}::text, ${value('key')}::text, ${value('requestHash')}::text, ${value('outcome')}::jsonb, ${value('state')}::jsonb,
        ${value('now')}::timestamptz, ${value('settledAt')}::timestamptz
      from debit returning id`,
    earlier: sql`select id, request_hash from game_rounds where player_id = ${value('playerId')} and idempotency_key = ${value('key')}::text`,
    ...(guarded ? { guard: sql`${settingsAsRead(sql`players`, value('settings'))} and ${openToPlay(sql`players`, value('now'))}` } : {}),
  };
}

export const storeRoundUnlocked = linkedDebit(roundStatement(true), String);
export const storeRoundLocked = linkedDebit(roundStatement(false), String);

/** A round as it is written: the stake taken, what comes back (0 while a hand is open) and the row. */
export interface RoundWrite {
  id: string;
  playerId: number;
  gameUuid: string;
  /** The statement's reference of both entries: "<game> round <id>". */
  gameName: string;
  stake: number;
  win: number;
  open: boolean;
  idempotencyKey: string;
  requestHash: string;
  outcome: unknown;
  state: unknown;
  at: Date;
  /** The player's settings as the request read them (the unlocked shape's guard). */
  settings: unknown;
}

export function roundDebit(round: RoundWrite): LinkedDebitValues {
  return {
    playerId: round.playerId,
    amount: BigInt(round.stake),
    credit: round.open ? 0n : BigInt(round.win),
    at: round.at,
    values: {
      reference: `${round.gameName} round `,
      id: round.id,
      playerId: round.playerId,
      game: round.gameUuid,
      bet: String(round.stake),
      win: String(round.open ? 0 : round.win),
      status: round.open ? 'open' : 'settled',
      key: round.idempotencyKey,
      requestHash: round.requestHash,
      outcome: JSON.stringify(round.outcome),
      state: round.state === null || round.state === undefined ? null : JSON.stringify(round.state),
      now: round.at.toISOString(),
      settledAt: round.open ? null : round.at.toISOString(),
      settings: JSON.stringify(round.settings),
    },
  };
}
