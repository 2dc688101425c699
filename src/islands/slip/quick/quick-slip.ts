// The one-pick slip a quick bet places (issue 31, part 2): built with the slip's own
// transitions and priced with its own figures, so the ticket the sheet sends is the one the
// slip would send for that pick and stake, under the player's odds-change policy.
import { EMPTY_SLIP, withPickToggled, type Pick, type Slip } from '../../../stores/slip.ts';
import { slipFigures } from '../../../stores/slip-figures.ts';
import { defaultTotalStake } from '../../../lib/slip/rules.ts';
import { readItem } from '../../../stores/storage.ts';
import { QUICK_BET_KEY } from '../../../stores/quick-bet.ts';

/** A slip holding only this pick, staking `stakeMinor`, with the policy of the player's slip. */
export function quickSlip(pick: Pick, stakeMinor: number, policy: Slip['oddsChange'], nowMs: number): Slip {
  return { ...withPickToggled(EMPTY_SLIP, pick, nowMs), total: stakeMinor, oddsChange: policy };
}

/** The stake of the last quick bet in minor units (the tab's copy of the account's), or null before the first. */
export function lastQuickStake(): number | null {
  const minor = Number(readItem('session', QUICK_BET_KEY));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The stake the sheet starts with: the last quick stake, else the slip's default for one bet. */
export const startingStake = (last: number | null): number => last ?? defaultTotalStake(1);

/** What a quick bet of this stake would return should the pick win (minor units, the slip's cap applied). */
export const quickReturn = (slip: Slip): number => slipFigures(slip).maxGain;
