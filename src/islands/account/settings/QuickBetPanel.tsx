import { useId, type ChangeEvent } from 'react';
import type { Account } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';
import { keepQuickBet } from '../../../stores/quick-bet.ts';
import { parseMajor } from '../../../lib/money/index.ts';

/** Quick bet on or off (issue 31, part 2), saved in the account at once and copied to this tab. */
export function QuickBetPanel({ account, onSaved, t }: PanelProps) {
  const { state, run, busy } = useSave(['validation_failed']);
  const id = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const on = event.currentTarget.checked;
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/quick-bet', { quick_bet: on }));
    if (!saved) return;
    onSaved(saved);
    const stake = saved.quick_bet_stake ? parseMajor(saved.quick_bet_stake) : undefined;
    keepQuickBet(saved.quick_bet, stake === undefined ? null : Number(stake));
  };

  return (
    <div className="acc-form">
      <label className="acc-check" htmlFor={id}>
        <input id={id} type="checkbox" name="quick_bet" checked={account.quick_bet} onChange={onChange} disabled={busy} aria-busy={busy} />
        <span>{t('account.quickBet.label')}</span>
      </label>
      <span className="acc-hint">{t('account.quickBet.hint')}</span>
      <div className="acc-actions">
        <SaveStatus state={state} t={t} />
      </div>
    </div>
  );
}
