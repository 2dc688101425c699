import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../../stores/session.ts';
import { $slip, togglePick, type Pick } from '../../../stores/slip.ts';
import { ticketRequest } from '../../../stores/slip-actions.ts';
import { keepQuickBet } from '../../../stores/quick-bet.ts';
import { storedOddsFormat } from '../../../stores/odds-format.ts';
import type { Lang } from '../../../stores/lang.ts';
// Through the odds-format script, which carries the converter: the lib alone would become a chunk of its own that every page's list names.
import { isOddsFormat, oddsInFormat } from '../../../scripts/odds-apply.ts';
import { formatsFor } from '../../../lib/format/locale.ts';
import { pickName } from '../../../lib/offer/pick-name.ts';
import { formatMajor, formatMoney } from '../../../lib/money/index.ts';
import { isBlockedStakeKey, parseStakeInput, stakeFieldText } from '../../../lib/slip/stake-input.ts';
import { STAKE_INPUT_MAX_LENGTH, stakeProblem } from '../../../lib/slip/rules.ts';
import { useT } from '../../i18n.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { newIdempotencyKey, refusalKey, stakeRefusal, submitTicket, type PlacedTicket } from '../submit.ts';
import { lastQuickStake, quickReturn, quickSlip, startingStake } from './quick-slip.ts';
import { useShownPrice } from './shown-price.ts';
import './quick-bet.css';

interface Props {
  pick: Pick;
  lang: Lang;
  currency: string;
  onClose: () => void;
}

type Phase = { name: 'editing'; error: string | null } | { name: 'placing' } | { name: 'placed'; ticket: PlacedTicket };

/**
 * The quick-bet sheet (issue 31, part 2): the tapped price with the last quick stake, its
 * odds and potential return, and one tap that places it through the slip's ticket call.
 */
export function QuickBetSheet({ pick: tapped, lang, currency, onClose }: Props) {
  const t = useT(lang);
  const user = useStore($session);
  const [pick, setPick] = useState(tapped);
  const [text, setText] = useState(() => stakeFieldText(startingStake(lastQuickStake())));
  const [phase, setPhase] = useState<Phase>({ name: 'editing', error: null });
  // The price follows the page's button for the pick, where every push lands: the sheet stakes
  // what is on screen, marked when it moved, and cannot be placed while the price is closed.
  const shown = useShownPrice(tapped.match.id, tapped.odd.custom_id);
  const lastPrice = useRef(tapped.odd.value);
  const [move, setMove] = useState<'higher' | 'lower' | null>(null);
  useEffect(() => {
    if (!shown || shown.value === lastPrice.current) return;
    setMove(shown.value > lastPrice.current ? 'higher' : 'lower');
    lastPrice.current = shown.value;
    setPick((p) => ({ ...p, odd: { ...p.odd, value: shown.value } }));
  }, [shown]);
  const closed = shown?.closed ?? false;
  // One key per attempt: a retry after a lost answer never places the bet twice.
  const attempt = useRef<string | null>(null);
  const stakeId = useId();
  const money = user?.currency ?? currency;
  const stake = parseStakeInput(text) ?? 0;
  const slip = quickSlip(pick, stake, $slip.get().oddsChange, Date.now());
  const format = storedOddsFormat();
  const decimal = formatsFor(lang).odds(pick.odd.value);
  const odds = isOddsFormat(format) ? oddsInFormat(pick.odd.value, format, decimal) : decimal;
  // The feed's English names, translated as the slip translates them.
  const selection = pickName(t, pick);

  const stakeText = (code: string) => {
    const refusal = stakeRefusal(code, money, lang);
    return refusal ? t(refusal.key, refusal.params) : null;
  };

  const place = async () => {
    if (!user) return;
    const problem = stakeProblem(stake, 1, 'combination');
    if (problem) {
      setPhase({ name: 'editing', error: stakeText(problem) });
      return;
    }
    setPhase({ name: 'placing' });
    attempt.current ??= newIdempotencyKey();
    const result = await submitTicket(ticketRequest(slip, user.id, stake), attempt.current);
    if (result.ok || result.code !== 'network_error') attempt.current = null;
    if (result.ok) {
      setPhase({ name: 'placed', ticket: result.ticket });
      keepQuickBet(true, stake);
      void import('../../account/settings/put.ts').then((m) => m.apiPut('account/quick-bet', { stake: formatMajor(stake) })).catch(() => undefined);
      return;
    }
    // A moved price is shown here, and the next tap stakes it (the player has seen it).
    const moved = result.changes.find((c) => c.event_id === pick.match.id && c.odd_custom_id === pick.odd.custom_id);
    if (moved) {
      setMove(moved.value > pick.odd.value ? 'higher' : 'lower');
      lastPrice.current = moved.value;
      setPick({ ...pick, odd: { ...pick.odd, value: moved.value } });
    }
    setPhase({ name: 'editing', error: stakeText(result.code) ?? t(refusalKey(result.code)) });
  };

  const toSlip = () => {
    togglePick(pick);
    onClose();
  };

  const turnOff = () => {
    keepQuickBet(false, null);
    void import('../../account/settings/put.ts').then((m) => m.apiPut('account/quick-bet', { quick_bet: false })).catch(() => undefined);
    toSlip();
  };

  if (phase.name === 'placed')
    return (
      <Modal
        open
        onClose={onClose}
        lang={lang}
        title={t('quickBet.placed')}
        actions={
          <>
            <a className="isl-button isl-button--ghost" href="/my-bets">
              {t('account.myBets')}
            </a>
            <button type="button" className="isl-button isl-button--primary" onClick={onClose}>
              {t('slip.close')}
            </button>
          </>
        }
      >
        <div className="quick-bet">
          <p className="quick-bet__done" role="status">
            {t('quickBet.placedMessage', { id: String(phase.ticket.id), amount: formatMoney(stake, money, lang) })}
          </p>
        </div>
      </Modal>
    );

  const placing = phase.name === 'placing';
  return (
    <Modal
      open
      onClose={onClose}
      lang={lang}
      title={t('quickBet.title')}
      actions={
        <>
          <button type="button" className="isl-button isl-button--ghost" disabled={placing} onClick={toSlip}>
            {t('quickBet.toSlip')}
          </button>
          <button type="button" className="isl-button isl-button--primary quick-bet__place" disabled={placing || closed || !user} onClick={() => void place()}>
            {placing ? <Loader lang={lang} /> : t('quickBet.place', { amount: formatMoney(stake, money, lang) })}
          </button>
        </>
      }
    >
      <div className="quick-bet">
        <p className="quick-bet__match">
          {pick.match.home} – {pick.match.away}
        </p>
        <p className="quick-bet__pick">{selection}</p>
        <div className="quick-bet__stake">
          <label htmlFor={stakeId}>{t('quickBet.stake')}</label>
          <input
            id={stakeId}
            className="isl-input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={STAKE_INPUT_MAX_LENGTH}
            value={text}
            disabled={placing}
            onKeyDown={(e) => isBlockedStakeKey(e.key) && e.preventDefault()}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (phase.name === 'editing' && phase.error) setPhase({ name: 'editing', error: null });
            }}
          />
          <span>{money}</span>
        </div>
        <dl className="quick-bet__figures">
          <dt>{t('quickBet.odds')}</dt>
          {/* Polite: a price that moves while the sheet is open is said, as the slip's are. */}
          <dd aria-live="polite">
            <span data-testid="quick-bet-odds">{odds}</span>
            {move && !closed ? (
              <span className={`quick-bet__move quick-bet__move--${move}`} data-move={move}>
                <span aria-hidden="true">{move === 'higher' ? '▲' : '▼'}</span> {t(move === 'higher' ? 'slip.oddsHigher' : 'slip.oddsLower')}
              </span>
            ) : null}
          </dd>
          <dt>{t('quickBet.return')}</dt>
          <dd data-testid="quick-bet-return">{formatMoney(quickReturn(slip), money, lang)}</dd>
        </dl>
        {closed ? (
          <p className="quick-bet__closed" role="status">
            {t('slip.unavailable')}
          </p>
        ) : null}
        {phase.name === 'editing' && phase.error ? (
          <p className="quick-bet__error" role="alert">
            {phase.error}
          </p>
        ) : null}
        <button type="button" className="quick-bet__off" disabled={placing} onClick={turnOff}>
          {t('quickBet.turnOff')}
        </button>
      </div>
    </Modal>
  );
}
