// The slip's stake check (spec section 5): the first broken rule becomes one persistent
// error toast with its own id, replacing the previous one, and the stake goes back to the
// default (defaultTotalStake). Shared by the stake fields' blur and the submit button.
import { showToast, dismissToast } from '../../stores/toasts.ts';
import { setTotalStake } from '../../stores/slip-actions.ts';
import { defaultTotalStake, stakeLimitValue, stakeProblem, MAX_COMBINATIONS, type SlipKind, type StakeProblem } from '../../lib/slip/rules.ts';
import { formatAmount, formatMoney, type MoneyLocale } from '../../lib/money/index.ts';
import { getT } from '../i18n.ts';

export const STAKE_TOAST_ID = 'slip-stake-error';

// The spec gives the per-bet minimum the same message as the total minimum, with its own value.
const MESSAGE: Readonly<Record<StakeProblem, string>> = {
  max_stake: 'slip.max_stake_error_message',
  min_stake: 'slip.min_stake_error_message',
  min_stake_per_bet: 'slip.min_stake_error_message',
  max_system_stake: 'slip.max_system_stake_error_message',
  min_system_stake: 'slip.min_system_stake_error_message',
  min_system_combination_stake: 'slip.min_system_combination_stake_error_message',
  too_many_combinations: 'slip.error.too_many_combinations',
  no_bets: 'slip.error.no_bets',
};

const isStakeProblem = (code: string): code is StakeProblem => Object.hasOwn(MESSAGE, code);

/** The translated stake rule a code names, with its value, or null when the code is not a stake rule. */
export function stakeMessage(code: string, currency: string, lang: MoneyLocale): string | null {
  if (!isStakeProblem(code)) return null;
  const limit = stakeLimitValue(code);
  const value = limit !== null ? formatAmount(limit, lang) : String(MAX_COMBINATIONS);
  return getT(lang)(MESSAGE[code], { value, currency });
}

/** Shows the stake error toast for a refusal code, with what the stake was reset to (minor units) when it was; true when the code is a stake rule. */
export function showStakeError(code: string, currency: string, lang: MoneyLocale, resetTo?: number): boolean {
  if (!isStakeProblem(code)) return false;
  const limit = stakeLimitValue(code);
  const value = limit !== null ? formatAmount(limit, lang) : String(MAX_COMBINATIONS);
  const detail = resetTo === undefined ? undefined : getT(lang)('slip.stakeReset', { amount: formatMoney(resetTo, currency, lang) });
  showToast({ id: STAKE_TOAST_ID, kind: 'error', persistent: true, messageKey: MESSAGE[code], params: { value, currency }, detail });
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
