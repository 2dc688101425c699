// The slip's stake check (spec section 5): the first broken rule becomes one persistent
// error toast with its own id, replacing the previous one, and the stake goes back to the
// default (2.00 per bet). Shared by the stake fields' blur and the submit button.
import { showToast, dismissToast } from '../../stores/toasts.ts';
import { setTotalStake } from '../../stores/slip.ts';
import { stakeProblem, MAX_COMBINATIONS, MAX_TOTAL_STAKE_MINOR, MIN_STAKE_PER_BET_MINOR, MIN_TOTAL_STAKE_MINOR } from '../../lib/slip/rules.ts';
import { formatAmount, type MoneyLocale } from '../../lib/money/index.ts';

export const STAKE_TOAST_ID = 'slip-stake-error';

const MESSAGE: Record<string, string> = {
  max_stake: 'slip.max_stake_error_message',
  min_stake: 'slip.min_stake_error_message',
  min_stake_per_bet: 'slip.min_stake_per_bet_error_message',
  too_many_combinations: 'slip.error.too_many_combinations',
  no_bets: 'slip.error.no_bets',
};
const LIMIT: Record<string, number> = { max_stake: MAX_TOTAL_STAKE_MINOR, min_stake: MIN_TOTAL_STAKE_MINOR, min_stake_per_bet: MIN_STAKE_PER_BET_MINOR };

/** Shows the stake error toast for a refusal code; true when the code is a stake rule. */
export function showStakeError(code: string, currency: string, lang: MoneyLocale): boolean {
  const messageKey = MESSAGE[code];
  if (!messageKey) return false;
  const limit = LIMIT[code];
  const value = limit !== undefined ? formatAmount(limit, lang) : String(MAX_COMBINATIONS);
  showToast({ id: STAKE_TOAST_ID, kind: 'error', persistent: true, messageKey, params: { value, currency } });
  return true;
}

/**
 * Checks a total stake against the rules. On a failure: the toast, and the stake back to
 * the default (total = default x bet count). Returns whether the stake passed.
 */
export function checkStake(totalMinor: number, betCount: number, currency: string, lang: MoneyLocale): boolean {
  const problem = stakeProblem(totalMinor, betCount);
  if (problem === null) {
    dismissToast(STAKE_TOAST_ID);
    return true;
  }
  showStakeError(problem, currency, lang);
  if (problem === 'max_stake' || problem === 'min_stake' || problem === 'min_stake_per_bet') setTotalStake(null);
  return false;
}
