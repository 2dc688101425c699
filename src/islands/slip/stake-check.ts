// The slip's stake check (spec section 5): the first broken rule becomes one persistent
// error toast with its own id, replacing the previous one, and the stake goes back to the
// default (defaultTotalStake). Shared by the stake fields' blur and the submit button.
import { showToast, dismissToast } from '../../stores/toasts.ts';
import { setTotalStake } from '../../stores/slip-actions.ts';
import { defaultTotalStake, stakeProblem, type SlipKind } from '../../lib/slip/rules.ts';
import { formatMoney, type MoneyLocale } from '../../lib/money/index.ts';
import { getT } from '../i18n.ts';
import { stakeRefusal } from './submit.ts';

export const STAKE_TOAST_ID = 'slip-stake-error';

/** Shows the stake error toast for a refusal code, with what the stake was reset to (minor units) when it was; true when the code is a stake rule. */
export function showStakeError(code: string, currency: string, lang: MoneyLocale, resetTo?: number): boolean {
  const refusal = stakeRefusal(code, currency, lang);
  if (!refusal) return false;
  const detail = resetTo === undefined ? undefined : getT(lang)('slip.stakeReset', { amount: formatMoney(resetTo, currency, lang) });
  showToast({ id: STAKE_TOAST_ID, kind: 'error', persistent: true, messageKey: refusal.key, params: refusal.params, detail });
  return true;
}

/**
 * Checks a total stake against the rules of the slip's kind. On a failure: the toast, and
 * the stake back to the default. Returns whether the stake passed.
 */
export function checkStake(totalMinor: number, betCount: number, type: SlipKind, currency: string, lang: MoneyLocale): boolean {
  const problem = stakeProblem(totalMinor, betCount, type);
  if (problem === null) {
    dismissToast(STAKE_TOAST_ID);
    return true;
  }
  // The slip goes back to its default stake, and the toast says so: the next submit stakes it.
  const reset = problem !== 'too_many_combinations' && problem !== 'no_bets';
  showStakeError(problem, currency, lang, reset ? defaultTotalStake(betCount, type) : undefined);
  if (reset) setTotalStake(null);
  return false;
}
