// What the deposit page may offer now, from the account's deposit figures (GET /api/account):
// the player's own limits and the daily play-money cap leave `left`, and no amount above it is
// offered or taken (the server refuses it under the player's lock all the same).
import { parseMajor } from '../money/index.ts';

/** The account's deposit figures as the API sends them (major-unit strings). */
export interface DepositFigures {
  min: string;
  max: string;
  presets: readonly string[];
  cap_left: string;
  left: string;
}

export interface DepositRoom {
  /** Bounds of one deposit, minor units. */
  min: bigint;
  max: bigint;
  /** What the limits and the cap still allow now. */
  left: bigint;
  /** The largest deposit possible now: the smaller of `max` and `left`. */
  upTo: bigint;
  /** True when the player's own limits leave less than the cap (they are what stops a deposit). */
  byLimit: boolean;
  /** False when not even the smallest deposit fits. */
  open: boolean;
  /** The preset amounts that fit now. */
  presets: bigint[];
}

const minor = (major: string): bigint => parseMajor(major) ?? 0n;

export function depositRoom(figures: DepositFigures): DepositRoom {
  const min = minor(figures.min);
  const max = minor(figures.max);
  const left = minor(figures.left);
  const upTo = left < max ? left : max;
  return {
    min,
    max,
    left,
    upTo,
    byLimit: left < minor(figures.cap_left),
    open: upTo >= min,
    presets: figures.presets.map(minor).filter((p) => p >= min && p <= upTo),
  };
}
