import type { SlipFigures } from '../../stores/slip-figures.ts';
import type { Lang } from '../../stores/lang.ts';
import { formatMoney } from '../../lib/money/index.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { Modal } from '../ui/Modal.tsx';
import type { T } from '../i18n.ts';

interface Props {
  open: boolean;
  figures: SlipFigures;
  t: T;
  lang: Lang;
  currency: string;
  onYes: () => void;
  onNo: () => void;
}

/**
 * The spec's confirmation (Submit? / submit_bet_slip_message, Yes / No), naming what Yes
 * stakes: the total, the number of bets, the max coefficient and the max gain. A stake the
 * check reset to the default is seen here before it is placed.
 */
export function SubmitConfirm({ open, figures, t, lang, currency, onYes, onNo }: Props) {
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const rows: Array<[string, string, string]> = [
    ['total', t('slip.totalStake'), money(figures.totalStake)],
    ['bets', t('slip.betCount'), formatsFor(lang).number(figures.betCount)],
    ['coefficient', t('slip.maxCoefficient'), formatsFor(lang).odds(figures.maxCoefficient)],
    ['gain', t('slip.maxGain'), money(figures.maxGain)],
  ];
  return (
    <Modal
      open={open}
      onClose={onNo}
      lang={lang}
      title={t('slip.submitTitle')}
      actions={
        <>
          <button type="button" className="isl-button isl-button--ghost" onClick={onNo}>
            {t('slip.no')}
          </button>
          <button type="button" className="isl-button isl-button--primary" onClick={onYes}>
            {t('slip.yes')}
          </button>
        </>
      }
    >
      <p>{t('slip.submit_bet_slip_message')}</p>
      <dl className="slip-confirm">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`slip-confirm__row slip-confirm__row--${key}`} data-confirm={key}>
            <dt>{label}</dt>
            <dd data-odds={key === 'coefficient' ? figures.maxCoefficient : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
