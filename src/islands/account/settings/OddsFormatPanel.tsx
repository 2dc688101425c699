import { useId, type ChangeEvent } from 'react';
import { ODDS_FORMATS, isOddsFormat, takeOddsFormat } from '../../../scripts/odds-apply.ts';
import type { Account } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

/** The odds format, stored in the account at once and applied to the page's prices (issue 19, item 4). */
export function OddsFormatPanel({ account, onSaved, t }: PanelProps) {
  const { state, run, busy } = useSave(['validation_failed']);
  const id = useId();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const format = event.target.value;
    if (!isOddsFormat(format)) return;
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/odds-format', { odds_format: format }));
    if (!saved) return;
    onSaved(saved);
    takeOddsFormat(format);
  };

  // Named apart from the header's odds_format fields: this one saves through its own handler and shows the result.
  return (
    <div className="acc-form">
      <div className="acc-field">
        <label htmlFor={id}>{t('oddsFormat.label')}</label>
        <select id={id} name="account_odds_format" className="isl-input" value={account.odds_format} onChange={onChange} disabled={busy} aria-busy={busy}>
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`oddsFormat.${format}`)}
            </option>
          ))}
        </select>
        <span className="acc-hint">{t('account.oddsFormat.hint')}</span>
      </div>
      <div className="acc-actions">
        <SaveStatus state={state} t={t} />
      </div>
    </div>
  );
}
