import type { Slip } from '../../stores/slip.ts';
import { setOddsChange, setType, toggleSystemSize } from '../../stores/slip-actions.ts';
import { MAX_SYSTEM_STAKE_MINOR, MIN_SYSTEM_COMBINATION_STAKE_MINOR, MIN_SYSTEM_STAKE_MINOR } from '../../lib/slip/rules.ts';
import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '../../lib/slip/odds-change.ts';
import { formatAmount, type MoneyLocale } from '../../lib/money/index.ts';
import type { T } from '../i18n.ts';

/** Combination or system; for a system, the sizes k of the n free events and the system limits. */
export function SlipTypeToggle({ slip, t, lang, currency, locked }: { slip: Slip; t: T; lang: MoneyLocale; currency: string; locked: boolean }) {
  const free = slip.entries.filter((e) => !e.fixed && e.bets.some((b) => !b.disabled)).length;
  const fixed = slip.entries.filter((e) => e.fixed && e.bets.some((b) => !b.disabled)).length;
  const sizes = Array.from({ length: Math.max(0, free - 1) }, (_, i) => i + 1);
  return (
    <div className="slip-type">
      <div className="slip-segment" role="radiogroup" aria-label={t('slip.type')}>
        {(['combination', 'system'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={slip.type === type}
            disabled={locked || (type === 'system' && slip.entries.length < 2)}
            onClick={() => setType(type)}
          >
            {t(`slip.${type}`)}
          </button>
        ))}
      </div>
      {slip.type === 'system' ? (
        <fieldset className="slip-sizes">
          <legend>{t('slip.systemSizes')}</legend>
          {sizes.length === 0 ? <p className="slip-hint">{t('slip.error.no_system_size')}</p> : null}
          {sizes.map((k) => (
            <label key={k} className="slip-size">
              <input type="checkbox" checked={slip.systemSizes.includes(k)} disabled={locked} onChange={() => toggleSystemSize(k)} />
              <span>
                {fixed > 0 ? `${fixed}F + ` : ''}
                {k}/{free}
              </span>
            </label>
          ))}
          <p className="slip-hint slip-limits" data-testid="system-limits">
            {t('slip.systemLimits', {
              min: formatAmount(MIN_SYSTEM_STAKE_MINOR, lang),
              max: formatAmount(MAX_SYSTEM_STAKE_MINOR, lang),
              perCombination: formatAmount(MIN_SYSTEM_COMBINATION_STAKE_MINOR, lang),
              currency,
            })}
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}

/** What the server may do when an odd moved since the player saw it. */
export function OddsChangeOption({ value, t, locked }: { value: OddsChangePolicy; t: T; locked: boolean }) {
  return (
    <label className="slip-odds-change">
      <span>{t('slip.oddsChange')}</span>
      <select value={value} disabled={locked} onChange={(e) => setOddsChange(e.currentTarget.value as OddsChangePolicy)}>
        {ODDS_CHANGE_POLICIES.map((p) => (
          <option key={p} value={p}>
            {t(`slip.oddsChange.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
