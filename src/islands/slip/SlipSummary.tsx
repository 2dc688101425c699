import type { SlipType } from '../../stores/slip.ts';
import type { SlipFigures } from '../../stores/slip-figures.ts';
import { formatAmount, type MoneyLocale } from '../../lib/money/index.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import type { T } from '../i18n.ts';

interface Props {
  figures: SlipFigures;
  type: SlipType;
  t: T;
  lang: MoneyLocale;
  currency: string;
  /** The ticket's number once submitted. */
  slipNumber: number | null;
}

/** Every figure of the spec's bet slip screen. */
export function SlipSummary({ figures, type, t, lang, currency, slipNumber }: Props) {
  const money = (minor: number) => `${formatAmount(minor, lang)} ${currency}`;
  const rows: Array<[string, string, string]> = [
    ['type', t('slip.type'), t(`slip.${type}`)],
    ['events', t('slip.eventCount'), String(figures.eventCount)],
    ['bets', t('slip.betCount'), String(figures.betCount)],
    ['slips', t('slip.slipCount'), '1'],
    ['per-bet', t('slip.stakePerBet'), money(figures.stakePerBet)],
    ['total', t('slip.totalStake'), money(figures.totalStake)],
    ['coefficient', t('slip.maxCoefficient'), formatsFor(lang).odds(figures.maxCoefficient)],
    ['gain', t('slip.maxGain'), money(figures.maxGain)],
    ['payment', t('slip.payment'), money(figures.totalStake)],
    ['number', t('slip.slipNumber'), slipNumber === null ? '–' : String(slipNumber)],
    ['cash-out', t('slip.cashOut'), money(0)],
  ];
  return (
    <dl className="slip-summary">
      {rows.map(([key, label, value]) => (
        <div key={key} className={`slip-summary__row slip-summary__row--${key}`} data-figure={key}>
          <dt>{label}</dt>
          <dd data-odds={key === 'coefficient' ? figures.maxCoefficient : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
