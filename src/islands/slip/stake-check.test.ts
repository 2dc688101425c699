import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { $slip, EMPTY_SLIP } from '../../stores/slip.ts';
import { checkStake, showStakeError, STAKE_TOAST_ID } from './stake-check.ts';
import en from '../../i18n/islands.en.json' with { type: 'json' };

const only = () => {
  const toasts = $toasts.get();
  expect(toasts).toHaveLength(1);
  return toasts[0]!;
};

describe('the stake check', () => {
  beforeEach(() => {
    clearToasts();
    $slip.set({ ...EMPTY_SLIP, total: 123 });
  });

  it('names the 0.10 per-bet minimum with min_stake_error_message, as the spec says', () => {
    expect(checkStake(500, 51, 'combination', 'EUR', 'en')).toBe(false);
    expect(only()).toMatchObject({ id: STAKE_TOAST_ID, persistent: true, messageKey: 'slip.min_stake_error_message', params: { value: '0.10', currency: 'EUR' } });
    // Back to the default stake.
    expect($slip.get().total).toBeNull();
  });

  it('says what the stake was reset to, in the page language and currency', () => {
    expect(checkStake(100, 1, 'combination', 'EUR', 'en')).toBe(false);
    expect(only()).toMatchObject({ messageKey: 'slip.min_stake_error_message', detail: 'The stake was reset to 5.00 EUR.' });
    expect(checkStake(200_000, 3, 'combination', 'XPT', 'de')).toBe(false);
    expect(only()).toMatchObject({ messageKey: 'slip.max_stake_error_message', detail: 'Der Einsatz wurde auf 6,00 XPT zurückgesetzt.' });
    // Nothing is reset when the slip itself is refused: the toast says nothing of a stake.
    expect(checkStake(500, 0, 'combination', 'EUR', 'en')).toBe(false);
    expect(only().detail).toBeUndefined();
  });

  it('shows each system limit with its value and currency', () => {
    expect(checkStake(60_000, 3, 'system', 'EUR', 'en')).toBe(false);
    expect(only()).toMatchObject({ messageKey: 'slip.max_system_stake_error_message', params: { value: '500.00', currency: 'EUR' } });
    expect(checkStake(400, 3, 'system', 'EUR', 'de')).toBe(false);
    expect(only()).toMatchObject({ messageKey: 'slip.min_system_stake_error_message', params: { value: '5,00', currency: 'EUR' } });
    expect(checkStake(1000, 30, 'system', 'EUR', 'en')).toBe(false);
    expect(only()).toMatchObject({ messageKey: 'slip.min_system_combination_stake_error_message', params: { value: '0.50', currency: 'EUR' } });
    for (const key of ['slip.max_system_stake_error_message', 'slip.min_system_stake_error_message', 'slip.min_system_combination_stake_error_message']) {
      expect((en as Record<string, string>)[key]).toMatch(/\{\{value\}\} \{\{currency\}\}/);
    }
  });

  it('passes a valid stake and clears the toast; a server refusal code shows the same message', () => {
    expect(showStakeError('min_stake_per_bet', 'EUR', 'en')).toBe(true);
    expect(checkStake(500, 1, 'combination', 'EUR', 'en')).toBe(true);
    expect($toasts.get()).toHaveLength(0);
    expect(showStakeError('event_started', 'EUR', 'en')).toBe(false);
  });
});
