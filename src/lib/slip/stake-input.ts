// The three linked stake inputs of the slip (spec section 5): stake per bet, total stake and
// max gain. Amounts are integer minor units; what the player types is parsed and rounded to
// the cent here, so the island never does float arithmetic on money.
import { STAKE_INPUT_MAX_LENGTH } from './rules.ts';

export type StakeInputKind = 'perBet' | 'total' | 'gain';

/** Keys a stake field refuses when typed: a sign or an exponent would make the number unreadable. */
export const BLOCKED_STAKE_KEYS: readonly string[] = ['-', '+', 'e', 'E'];

export function isBlockedStakeKey(key: string): boolean {
  return BLOCKED_STAKE_KEYS.includes(key);
}

const PLAIN_AMOUNT = /^\d*(?:[.,]\d*)?$/;

/** Whether pasted text may enter a stake field: digits with at most one separator, no sign, within the field length. */
export function isAcceptableStakePaste(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= STAKE_INPUT_MAX_LENGTH && PLAIN_AMOUNT.test(trimmed) && /\d/.test(trimmed);
}

/**
 * What a stake field holds, in minor units rounded half up to the cent; null when it is
 * empty, negative or not a plain amount.
 */
export function parseStakeInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed.length === 0 || trimmed.length > STAKE_INPUT_MAX_LENGTH || !PLAIN_AMOUNT.test(trimmed) || !/\d/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const minor = cents + roundUp;
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** A minor-unit amount as the field shows it: "12.50". */
export function stakeFieldText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Editing the stake per bet: total = per bet x bet count. */
export function totalFromPerBet(perBetMinor: number, betCount: number): number {
  return perBetMinor * Math.max(0, betCount);
}

/**
 * Editing the max gain: the total that would win it, rounded to the cent. `gainAtReference`
 * is the max gain of `referenceStake` (for a one-pick-per-event combination, the max
 * coefficient times the stake), so multi-pick and system slips invert the same way.
 */
export function totalFromGain(gainMinor: number, gainAtReference: bigint, referenceStake: bigint): number {
  if (gainAtReference <= 0n || gainMinor <= 0) return 0;
  const numerator = BigInt(gainMinor) * referenceStake;
  return Number((numerator * 2n + gainAtReference) / (gainAtReference * 2n));
}

/** The stake per bet the slip shows and the server charges: total / bet count, down to the cent. */
export function perBetFromTotal(totalMinor: number, betCount: number): number {
  return betCount > 0 ? Math.floor(totalMinor / betCount) : 0;
}
