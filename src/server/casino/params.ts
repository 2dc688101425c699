// The bet parameters each game's page sends, checked with zod and turned into minor units.
import { z } from '@hono/zod-openapi';
import { DomainError } from '../domain-error.ts';
import { MAJOR_AMOUNT_PATTERN, parseMajor } from '../../lib/money/index.ts';
import { ROULETTE_BET_TYPES, coveredNumbers } from '../../lib/casino/roulette.ts';
import { BACCARAT_SIDES } from '../../lib/casino/baccarat.ts';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '../../lib/casino/crash.ts';
import { slotStakeValid, SLOT_LINES } from '../../lib/casino/slot.ts';
import type { RoundParams } from '../../lib/casino/play.ts';
import type { GameKind } from './catalogue-data.ts';

export const Amount = z.string().regex(new RegExp(MAJOR_AMOUNT_PATTERN)).openapi({ example: '1.00' });

export const RoundBody = z
  .object({
    idempotency_key: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_:.-]+$/),
    bet: Amount.optional().openapi({ description: 'Slot, crash and blackjack: the stake.' }),
    target: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,2})?$/)
      .optional()
      .openapi({ description: 'Crash: the automatic cash-out multiplier, e.g. "2.00".' }),
    bets: z
      .array(
        z.object({
          type: z.enum(ROULETTE_BET_TYPES as [string, ...string[]]).optional(),
          value: z.number().int().min(0).max(36).optional(),
          side: z.enum(BACCARAT_SIDES as [string, ...string[]]).optional(),
          amount: Amount,
        }),
      )
      .min(1)
      .max(60)
      .optional()
      .openapi({ description: 'Roulette: {type, value?, amount}; baccarat: {side, amount}.' }),
  })
  .openapi('CasinoRoundRequest');

export type RoundBodyInput = z.infer<typeof RoundBody>;

function minor(text: string | undefined, field: string): number {
  const value = text === undefined ? undefined : parseMajor(text);
  if (value === undefined || value <= 0n) throw new DomainError('invalid', 'invalid_bet', `${field} must be a positive amount.`);
  if (value > 1_000_000_000n) throw new DomainError('invalid', 'bet_too_large', `${field} is too large.`);
  return Number(value);
}

/** The round parameters of a request for a game kind; 400 when they do not fit the game. */
export function roundParams(kind: GameKind, body: RoundBodyInput): RoundParams {
  switch (kind) {
    case 'slot': {
      const stake = minor(body.bet, 'bet');
      if (!slotStakeValid(stake)) throw new DomainError('invalid', 'invalid_bet', `A slot stake is split over ${SLOT_LINES} lines: use a multiple of 0.10.`);
      return { kind, stake };
    }
    case 'blackjack':
      return { kind, stake: minor(body.bet, 'bet') };
    case 'crash': {
      const target = body.target === undefined ? NaN : Math.round(Number(body.target) * 100);
      if (!Number.isInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
        throw new DomainError('invalid', 'invalid_target', `The cash-out target is between ${CRASH_MIN_TARGET / 100} and ${CRASH_MAX_TARGET / 100}.`);
      }
      return { kind, stake: minor(body.bet, 'bet'), target };
    }
    case 'roulette': {
      if (!body.bets) throw new DomainError('invalid', 'invalid_bet', 'Place at least one bet.');
      const bets = body.bets.map((b, i) => {
        if (!b.type) throw new DomainError('invalid', 'invalid_bet', `bets.${i}: a roulette bet needs a type.`);
        const bet = { type: b.type as (typeof ROULETTE_BET_TYPES)[number], value: b.value, amount: minor(b.amount, `bets.${i}.amount`) };
        if (coveredNumbers(bet).length === 0) throw new DomainError('invalid', 'invalid_bet', `bets.${i}: this bet covers no number.`);
        return bet;
      });
      return { kind, bets };
    }
    case 'baccarat': {
      if (!body.bets) throw new DomainError('invalid', 'invalid_bet', 'Place at least one bet.');
      const bets = body.bets.map((b, i) => {
        if (!b.side) throw new DomainError('invalid', 'invalid_bet', `bets.${i}: a baccarat bet needs a side.`);
        return { side: b.side as (typeof BACCARAT_SIDES)[number], amount: minor(b.amount, `bets.${i}.amount`) };
      });
      return { kind, bets };
    }
  }
}
