import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $slip } from '../../stores/slip.ts';
import { acceptOddsChanges, applyOddsChanges, clearSlip, hasLivePick, openPrematchIds, ticketRequest, withMatchesClosed } from '../../stores/slip-actions.ts';
import { $slipFigures, type SlipFigures } from '../../stores/slip-figures.ts';
import { ApiFailure, apiGet } from '../api/client.ts';
import { matchState } from '../../lib/offer/match-state.ts';
import type { EventStatus } from '../../lib/offer/wire.ts';
import { followLiveOdds } from '../../stores/slip-live.ts';
import { $session } from '../../stores/session.ts';
import { OpenAccountPrompt } from '../signup/OpenAccountPrompt.tsx';
import { dismissToast, showToast } from '../../stores/toasts.ts';
import { openLoginModal } from '../../stores/login-modal.ts';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { Loader } from '../ui/Loader.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SlipEntries } from './SlipEntries.tsx';
import { OddsChangeOption, SlipTypeToggle } from './SlipOptions.tsx';
import { StakeInputs } from './StakeInputs.tsx';
import { SlipSummary } from './SlipSummary.tsx';
import { SubmitConfirm } from './SubmitConfirm.tsx';
import { checkStake, showStakeError, STAKE_TOAST_ID } from './stake-check.ts';
import { newIdempotencyKey, refusalKey, submitTicket, type PlacedTicket } from './submit.ts';
import { Empty, Frame, type SlipLayout } from './SlipFrame.tsx';
import { QuickBetOption } from './quick/QuickBetOption.tsx';
import { formatMoney, parseMajor } from '../../lib/money/index.ts';
import { formatsFor } from '../../lib/format/locale.ts';

export interface SlipViewProps {
  lang: Lang;
  currency: string;
  layout: SlipLayout;
}

type Phase =
  | { name: 'editing' }
  | { name: 'confirming' }
  | { name: 'submitting' }
  | { name: 'submitted'; ticket: PlacedTicket; figures: SlipFigures }
  | { name: 'refused'; code: string; remaining?: string; resetsAt?: string; until?: string };

/** A ref that focuses its element once, when it mounts (one function, so re-renders do not call it again). */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

/** The slip with picks: entries, stake, figures, options and the submit flow. */
export default function SlipView({ lang, currency, layout }: SlipViewProps) {
  const t = useT(lang);
  const slip = useStore($slip);
  const figures = useStore($slipFigures);
  const user = useStore($session);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const attempt = useRef<string | null>(null);
  const money = user?.currency ?? currency;
  // The phone's slip screen shows the result in place of the slip: the focus goes to it, and
  // back to the slip (the same box throughout) when it is closed, as the desktop's modal does.
  const frame = useRef<HTMLElement>(null);

  // A slip edited after a refusal is a new attempt: the refusal no longer describes it.
  useEffect(() => {
    setPhase((p) => (p.name === 'refused' && p.code !== 'odds_changed' ? { name: 'editing' } : p));
    attempt.current = null;
  }, [slip]);

  // Live picks follow the live data wherever the slip is open; the feed is shared with the
  // live board, so this only adds a user to it.
  const live = hasLivePick(slip);
  // Always read the live odds a live island of the page loaded: a pre-match pick whose match
  // appears there has started and is disabled.
  useEffect(() => followLiveOdds(), []);
  // The scheduled time is not the whole story: a match can go live early, or be finished or
  // voided. While the slip holds pre-match bets it asks the server for their matches' state
  // on opening and every 30 s, and disables the bets of any match no longer upcoming.
  const watched = openPrematchIds(slip).join(',');
  useEffect(() => {
    if (!watched) return;
    const abort = new AbortController();
    const check = async () => {
      const ids = watched.split(',').map(Number);
      const answers = await Promise.all(
        ids.map((id) =>
          apiGet<{ events: Array<{ status: EventStatus; time: number }> }>('prematch_odds_by_id', { searchParams: { event_id: id }, noCache: true, signal: abort.signal })
            .then((r) => r.events[0])
            // A match gone from the offer (404) is over; a network error decides nothing.
            .catch((err: unknown) => (err instanceof ApiFailure && err.status === 404 ? null : undefined)),
        ),
      );
      if (abort.signal.aborted) return;
      const closed = new Set(
        ids.filter((_, i) => {
          const e = answers[i];
          return e === null || (e !== undefined && matchState(e, Date.now()) !== 'upcoming');
        }),
      );
      if (closed.size) $slip.set(withMatchesClosed($slip.get(), closed));
    };
    void check();
    const timer = setInterval(() => void check(), 30_000);
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [watched]);
  useEffect(() => {
    if (!live) return;
    // Loaded only once the slip holds a live pick: most slips never need the live feed's code.
    let release: (() => void) | undefined;
    let done = false;
    void import('../live/live-feed.ts').then(({ startLiveFeed }) => {
      if (!done) release = startLiveFeed();
    });
    return () => {
      done = true;
      release?.();
    };
  }, [live]);

  if (phase.name === 'submitted' && layout === 'page') {
    return (
      <Frame t={t} layout={layout} ref={frame}>
        <div className="slip-done" role="status" tabIndex={-1} ref={focusOnMount}>
          <p className="slip-done__title">{t('slip.slip_creation_success_message')}</p>
          <SlipSummary figures={phase.figures} type={slip.type} t={t} lang={lang} currency={money} slipNumber={phase.ticket.id} />
          <div className="slip-actions">
            <button
              type="button"
              className="isl-button isl-button--ghost"
              onClick={() => {
                frame.current?.focus();
                setPhase({ name: 'editing' });
              }}
            >
              {t('slip.reuse')}
            </button>
            <button
              type="button"
              className="isl-button isl-button--primary"
              onClick={() => {
                frame.current?.focus();
                clearSlip();
                setPhase({ name: 'editing' });
              }}
            >
              {t('slip.close')}
            </button>
          </div>
        </div>
      </Frame>
    );
  }

  if (slip.entries.length === 0 && phase.name !== 'submitted')
    return (
      <Frame t={t} layout={layout} ref={frame}>
        <Empty t={t} />
      </Frame>
    );

  const locked = phase.name === 'submitting' || phase.name === 'confirming';
  const changed = slip.entries.some((e) => e.bets.some((b) => b.change));

  const startSubmit = () => {
    if (!user) {
      if (layout === 'panel') openLoginModal();
      else showToast({ id: 'slip-login', kind: 'error', messageKey: 'must_be_logged_in' });
      return;
    }
    if (slip.type === 'system' && slip.systemSizes.length === 0) {
      showToast({ id: STAKE_TOAST_ID, kind: 'error', persistent: true, messageKey: 'slip.error.no_system_size' });
      return;
    }
    if (!checkStake(figures.totalStake, figures.betCount, slip.type, money, lang)) return;
    setPhase({ name: 'confirming' });
  };

  const confirm = async () => {
    if (!user) return;
    setPhase({ name: 'submitting' });
    attempt.current ??= newIdempotencyKey();
    const shown = figures;
    const result = await submitTicket(ticketRequest(slip, user.id, figures.totalStake), attempt.current);
    attempt.current = null;
    if (result.ok) {
      dismissToast(STAKE_TOAST_ID);
      setPhase({ name: 'submitted', ticket: result.ticket, figures: shown });
      return;
    }
    if (result.code === 'odds_changed') applyOddsChanges(result.changes);
    if (showStakeError(result.code, result.currency ?? money, lang)) {
      setPhase({ name: 'editing' });
      return;
    }
    setPhase({ name: 'refused', code: result.code, remaining: result.remaining, resetsAt: result.resetsAt, until: result.until });
  };

  const refusal = phase.name === 'refused' ? phase.code : null;

  return (
    <Frame t={t} layout={layout} ref={frame}>
      <SlipTypeToggle slip={slip} t={t} lang={lang} currency={money} locked={locked} />
      <SlipEntries slip={slip} t={t} lang={lang} confirmMatchRemoval={layout === 'page'} locked={locked} />
      <button type="button" className="slip-clear" disabled={locked} onClick={() => clearSlip()}>
        {t('slip.removeAll')}
      </button>
      <StakeInputs figures={figures} type={slip.type} currency={money} lang={lang} t={t} disabled={locked} />
      <SlipSummary figures={figures} type={slip.type} t={t} lang={lang} currency={money} slipNumber={null} />
      <OddsChangeOption value={slip.oddsChange} t={t} locked={locked} />
      {user ? <QuickBetOption t={t} /> : null}
      {refusal ? (
        <div className={`slip-alert${refusal === 'insufficient_funds' ? ' slip-alert--funds' : ''}`} role="alert">
          <p>{t(refusalKey(refusal))}</p>
          {phase.name === 'refused' && phase.remaining !== undefined && refusal === 'loss_limit_reached' ? (
            <p>
              {t('slip.error.loss_limit_room', {
                amount: formatMoney(parseMajor(phase.remaining) ?? 0n, money, lang),
                at: phase.resetsAt ? formatsFor(lang).dateTime(Date.parse(phase.resetsAt)) : '',
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {changed ? (
        <button
          type="button"
          className="isl-button isl-button--primary slip-submit"
          onClick={() => {
            acceptOddsChanges();
            setPhase({ name: 'editing' });
          }}
        >
          {t('slip.acceptChanges')}
        </button>
      ) : !user && layout === 'page' ? (
        <div className="slip-login">
          <p>{t('slip.loginToBet')}</p>
          <a className="isl-button isl-button--primary slip-submit" href="/login?from=/bet-slip">
            {t('slip.login')}
          </a>
        </div>
      ) : (
        <button type="button" className="isl-button isl-button--primary slip-submit" disabled={locked || figures.betCount === 0} onClick={startSubmit}>
          {phase.name === 'submitting' ? <Loader lang={lang} /> : t('slip.submit')}
        </button>
      )}
      {user ? null : <OpenAccountPrompt t={t} />}
      <SubmitConfirm
        open={phase.name === 'confirming'}
        figures={figures}
        t={t}
        lang={lang}
        currency={money}
        onNo={() => setPhase({ name: 'editing' })}
        onYes={() => void confirm()}
      />
      <Modal
        open={phase.name === 'submitted'}
        onClose={() => {
          clearSlip();
          setPhase({ name: 'editing' });
        }}
        lang={lang}
        title={t('slip.successTitle')}
        actions={
          <>
            {/* The next step after a bet, one key away rather than a walk back through the page. */}
            <a className="isl-button isl-button--ghost" href="/my-bets" onClick={() => clearSlip()}>
              {t('account.myBets')}
            </a>
            <button
              type="button"
              className="isl-button isl-button--primary"
              onClick={() => {
                clearSlip();
                setPhase({ name: 'editing' });
              }}
            >
              {t('slip.close')}
            </button>
          </>
        }
      >
        <p>{t('slip.slip_creation_success_message')}</p>
        {phase.name === 'submitted' ? <SlipSummary figures={phase.figures} type={slip.type} t={t} lang={lang} currency={money} slipNumber={phase.ticket.id} /> : null}
      </Modal>
    </Frame>
  );
}
