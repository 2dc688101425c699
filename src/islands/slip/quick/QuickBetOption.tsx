import { useState } from 'react';
import { keepQuickBet, quickBetOn } from '../../../stores/quick-bet.ts';
import { parseMajor } from '../../../lib/money/index.ts';
import type { T } from '../../i18n.ts';

/** The quick-bet setting from the slip (a logged-in player's): saved in the account, copied to this tab. */
export function QuickBetOption({ t }: { t: T }) {
  const [on, setOn] = useState(quickBetOn);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const { apiPut } = await import('../../account/settings/put.ts');
      const saved = await apiPut<{ quick_bet: boolean; quick_bet_stake: string | null }>('account/quick-bet', { quick_bet: next });
      const stake = saved.quick_bet_stake ? parseMajor(saved.quick_bet_stake) : undefined;
      keepQuickBet(saved.quick_bet, stake === undefined ? null : Number(stake));
      setOn(saved.quick_bet);
    } catch {
      // Not saved: the box keeps showing what the account holds.
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="slip-quick-bet">
      <input type="checkbox" checked={on} disabled={busy} aria-busy={busy} onChange={(e) => void change(e.currentTarget.checked)} />
      <span>{t('account.quickBet.label')}</span>
    </label>
  );
}
