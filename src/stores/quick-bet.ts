// The quick-bet setting as this tab knows it (issue 31, part 2): kept in the account, copied
// to session storage under `quickBet` when the account is read (the value is the stake of the
// last quick bet in minor units, "0" before the first; no entry is off), and removed at
// logout. Every page's odds script reads it on a tap, so this file stays tiny.
import { readItem, removeItem, writeItem } from './storage.ts';

export const QUICK_BET_KEY = 'quickBet';

/** Whether a tapped price opens the quick-bet sheet rather than the slip. */
export const quickBetOn = (): boolean => readItem('session', QUICK_BET_KEY) !== null;

/** Turns the tab's copy on (with the last stake, minor units) or off. */
export function keepQuickBet(on: boolean, stakeMinor: number | null): void {
  if (on) writeItem('session', QUICK_BET_KEY, String(stakeMinor ?? 0));
  else removeItem('session', QUICK_BET_KEY);
}
