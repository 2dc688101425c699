// The edit panel of a my bets ticket (issue 31). The player keeps or drops the ticket's open
// picks, adds picks from the bet slip, and may type a new stake; the server prices the edit as
// it is shaped (a quote: the old ticket's cash-out value, margin included, the new stake and
// what it takes from or gives back to the balance, the new odds and max gain) and the player
// confirms those figures. A value or price that moved beyond the player's odds-change choice
// is priced again and shown to confirm anew.
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $slip, updateSlip, withBetRemoved } from '../../../stores/slip.ts';
import { showToast } from '../../../stores/toasts.ts';
import type { Lang } from '../../../stores/lang.ts';
import type { TicketEventView, TicketView } from '../../../lib/tickets/ticket-view.ts';
import { formatAmount, parseMajor } from '../../../lib/money/index.ts';
import { formatsFor } from '../../../lib/format/locale.ts';
import { isBlockedStakeKey } from '../../../lib/slip/stake-input.ts';
import { STAKE_INPUT_MAX_LENGTH } from '../../../lib/slip/rules.ts';
import { marketName, selectionName } from '../../../lib/offer/names.ts';
import { isTicketStatus } from '../../../lib/tickets/status.ts';
import type { T } from '../../i18n.ts';
import { newIdempotencyKey } from '../submit.ts';
import { fetchQuote, postEdit, type Quote, type Refusal } from './api.ts';
import { draftChanges, EMPTY_DRAFT, pickKey, slipCandidates, type Draft, type SlipCandidate } from './changes.ts';

interface Props {
  ticket: TicketView;
  value: string | null;
  t: T;
  lang: Lang;
  currency: string;
  onClose: () => void;
  onEdited: () => void;
}

type Priced = { state: 'none' } | { state: 'invalidStake' } | { state: 'loading'; last: Quote | null } | { state: 'ok'; quote: Quote } | ({ state: 'refused' } & Refusal);

type Phase = { name: 'editing'; notice: 'changed' | null } | { name: 'sending' } | ({ name: 'refused' } & Refusal);

// Refusals with words of their own; any other reads as the generic one.
const REFUSALS = new Set([
  'builder_same_match',
  'duplicate_selection',
  'edit_no_change',
  'edit_not_offered',
  'edit_pick_decided',
  'edit_unavailable',
  'empty_slip',
  'event_started',
  'event_unavailable',
  'insufficient_funds',
  'loss_limit_reached',
  'max_stake',
  'min_stake',
  'min_stake_per_bet',
  'network_error',
  'selection_suspended',
  'selection_unavailable',
  'stake_limit_reached',
  'ticket_closed',
  'too_many_events',
]);
// The server asks the player to look again: the panel prices the edit anew.
const MOVED = new Set(['edit_value_changed', 'odds_changed']);

const teams = (home: string, away: string) => `${home} - ${away}`;

export default function EditPanel({ ticket, value, t, lang, currency, onClose, onEdited }: Props) {
  const slip = useStore($slip);
  const candidates = useMemo(() => slipCandidates(slip, ticket), [slip, ticket]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [priced, setPriced] = useState<Priced>({ state: 'none' });
  const [phase, setPhase] = useState<Phase>({ name: 'editing', notice: null });
  const [round, setRound] = useState(0);
  const id = useId();
  const fmt = formatsFor(lang);
  const money = (major: string | null | undefined) => `${formatAmount(parseMajor(major ?? '') ?? 0n, lang)} ${currency}`;
  // Odds travel as decimal strings ("1.85"); a coefficient of 1.00 travels as "0.00", as the slip has it.
  const hundredths = (major: string) => Number(parseMajor(major) ?? 0n) || 100;
  const oddsText = (major: string) => fmt.odds(hundredths(major));

  const changes = draftChanges(draft, ticket, candidates);
  const changesKey = JSON.stringify(changes);

  // Priced again whenever the player changes the edit, the cash-out value moves, or the server asked to look again.
  useEffect(() => {
    if (changes.kind !== 'changes') {
      setPriced({ state: changes.kind });
      return;
    }
    const abort = new AbortController();
    setPriced((p) => ({ state: 'loading', last: p.state === 'ok' ? p.quote : p.state === 'loading' ? p.last : null }));
    const timer = setTimeout(() => {
      void fetchQuote(ticket.id, changes.changes, abort.signal).then((r) => {
        if (!abort.signal.aborted) setPriced(r.ok ? { state: 'ok', quote: r.quote } : { state: 'refused', code: r.code, details: r.details });
      });
    }, 250);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
    // changesKey stands for `changes`, which is a new object on every render.
  }, [changesKey, ticket.id, value, round]);

  // A change of the edit clears what the last confirmation answered.
  const reshape = (next: (d: Draft) => Draft) => {
    setPhase({ name: 'editing', notice: null });
    setDraft(next);
  };
  const toggle = (set: 'removed' | 'added', key: string) =>
    reshape((d) => {
      const next = new Set(d[set]);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return { ...d, [set]: next };
    });

  const quote = priced.state === 'ok' ? priced.quote : priced.state === 'loading' ? priced.last : null;
  // The kept picks' prices now, as the last quote has them: the new bet takes these.
  const now = new Map((quote?.selections ?? []).map((s) => [pickKey(s.event_id, s.odd_custom_id), s.odd_value]));
  const sending = phase.name === 'sending';

  const confirm = async () => {
    if (priced.state !== 'ok' || changes.kind !== 'changes') return;
    setPhase({ name: 'sending' });
    const added = candidates.filter((c) => draft.added.has(c.key));
    const result = await postEdit(ticket.id, changes.changes, priced.quote, $slip.get().oddsChange, newIdempotencyKey());
    if (result.ok) {
      // The added picks are on the new ticket now: they leave the slip.
      updateSlip((s) => added.reduce((acc, c) => withBetRemoved(acc, c.eventId, c.customId), s));
      showToast({ kind: 'success', messageKey: 'editBet.done', params: { from: ticket.id, to: result.ticketId } });
      onEdited();
      return;
    }
    if (MOVED.has(result.code)) {
      setPhase({ name: 'editing', notice: 'changed' });
      setRound((n) => n + 1);
      return;
    }
    setPhase({ name: 'refused', code: result.code, details: result.details });
  };

  const refusalText = (r: Refusal) => {
    const amount = typeof r.details.value === 'string' ? money(r.details.value) : typeof r.details.remaining === 'string' ? money(r.details.remaining) : '';
    return t(REFUSALS.has(r.code) ? `editBet.error.${r.code}` : 'editBet.error.generic', { amount });
  };

  const pickLabel = (e: Pick<TicketEventView, 'bet_name' | 'odd_name' | 'odd_handicap'>) =>
    `${marketName(t, e.bet_name)}: ${selectionName(t, e.odd_name)}${e.odd_handicap ? ` ${e.odd_handicap}` : ''}`;
  const candidateLabel = (c: SlipCandidate) => `${c.betName ? `${marketName(t, c.betName)}: ` : ''}${selectionName(t, c.oddName)}${c.handicap ? ` ${c.handicap}` : ''}`;

  return (
    <section className="editbet editbet--open" aria-labelledby={`${id}-title`} data-testid={`edit-bet-${ticket.id}`}>
      <h4 id={`${id}-title`}>{t('editBet.title', { id: ticket.id })}</h4>
      <p className="editbet__how">{t('editBet.how')}</p>

      <fieldset className="editbet__picks">
        <legend>{t('editBet.picks')}</legend>
        <ul>
          {ticket.ticket_events.map((e) => {
            const key = pickKey(e.event_id, e.odd_custom_id);
            const open = e.status === 'pending';
            return (
              <li key={key} className={open && draft.removed.has(key) ? 'editbet__pick editbet__pick--removed' : 'editbet__pick'}>
                {open ? (
                  <label>
                    <input type="checkbox" checked={!draft.removed.has(key)} disabled={sending} onChange={() => toggle('removed', key)} />
                    <span className="editbet__match">{teams(e.home_team, e.away_team)}</span>
                    <span className="editbet__label">
                      {pickLabel(e)} <span data-odds={hundredths(e.odd_value)}>{oddsText(e.odd_value)}</span>
                      {now.has(key) && now.get(key) !== e.odd_value ? (
                        <>
                          {' · '}
                          {t('editBet.oddsNow', { odds: oddsText(now.get(key)!) })}
                        </>
                      ) : null}
                    </span>
                  </label>
                ) : (
                  <span className="editbet__decided">
                    <span className="editbet__match">{teams(e.home_team, e.away_team)}</span>
                    <span className="editbet__label">
                      {pickLabel(e)} · {isTicketStatus(e.status) ? t(`myBets.status.${e.status}`) : e.status} · {t('editBet.inValue')}
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="editbet__picks">
        <legend>{t('editBet.add')}</legend>
        {candidates.length === 0 ? (
          <p className="editbet__hint">{t('editBet.addHint')}</p>
        ) : (
          <ul>
            {candidates.map((c) => (
              <li key={c.key} className="editbet__pick">
                <label>
                  <input type="checkbox" checked={draft.added.has(c.key)} disabled={sending} onChange={() => toggle('added', c.key)} />
                  <span className="editbet__match">
                    {teams(c.home, c.away)}
                    {c.isLive ? <span className="ticket__live"> {t('myBets.live')}</span> : null}
                  </span>
                  <span className="editbet__label">
                    {candidateLabel(c)} <span data-odds={c.odds}>{fmt.odds(c.odds)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="editbet__stake">
        <label htmlFor={`${id}-stake`}>{t('editBet.stake')}</label>
        <input
          id={`${id}-stake`}
          className="isl-input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={STAKE_INPUT_MAX_LENGTH}
          value={draft.stake}
          placeholder={value ?? undefined}
          disabled={sending}
          aria-invalid={priced.state === 'invalidStake' ? true : undefined}
          aria-describedby={`${id}-stake-hint`}
          onKeyDown={(e) => {
            if (isBlockedStakeKey(e.key)) e.preventDefault();
          }}
          onChange={(e) => {
            const stake = e.currentTarget.value;
            reshape((d) => ({ ...d, stake }));
          }}
        />
        <span id={`${id}-stake-hint`} className="editbet__hint">
          {t('editBet.stakeHint')}
        </span>
      </div>

      <div className="editbet__summary" aria-live="polite" aria-busy={priced.state === 'loading'}>
        {priced.state === 'none' ? <p className="editbet__hint">{t('editBet.nothing')}</p> : null}
        {priced.state === 'invalidStake' ? (
          <p className="editbet__error" role="alert">
            {t('editBet.error.invalidStake')}
          </p>
        ) : null}
        {priced.state === 'refused' ? (
          <p className="editbet__error" role="alert">
            {refusalText(priced)}
          </p>
        ) : null}
        {quote && (priced.state === 'ok' || priced.state === 'loading') ? (
          <dl className={priced.state === 'loading' ? 'editbet__figures editbet__figures--stale' : 'editbet__figures'}>
            <div>
              <dt>{t('editBet.value')}</dt>
              <dd data-testid="edit-value">{money(quote.value)}</dd>
            </div>
            <div>
              <dt>{t('editBet.newStake')}</dt>
              <dd data-testid="edit-stake">{money(quote.stake)}</dd>
            </div>
            {quote.from_balance !== '0.00' ? (
              <div>
                <dt>{t('editBet.fromBalance')}</dt>
                <dd>{money(quote.from_balance)}</dd>
              </div>
            ) : null}
            {quote.to_balance !== '0.00' ? (
              <div>
                <dt>{t('editBet.toBalance')}</dt>
                <dd>{money(quote.to_balance)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('editBet.newOdds')}</dt>
              <dd data-odds={hundredths(quote.odds)}>{oddsText(quote.odds)}</dd>
            </div>
            <div>
              <dt>{t('editBet.newMaxGain')}</dt>
              <dd data-testid="edit-max-gain">{money(quote.max_gain)}</dd>
            </div>
          </dl>
        ) : null}
        {quote && (priced.state === 'ok' || priced.state === 'loading') ? <p className="editbet__hint">{t('editBet.margin')}</p> : null}
        {quote?.live ? <p className="editbet__hint">{t('editBet.live')}</p> : null}
      </div>

      {phase.name === 'editing' && phase.notice === 'changed' ? (
        <p className="editbet__notice" role="status">
          {t('editBet.changed')}
        </p>
      ) : null}
      {phase.name === 'refused' ? (
        <p className="editbet__error" role="alert">
          {refusalText(phase)}
        </p>
      ) : null}

      <div className="editbet__actions">
        <button type="button" className="editbet__confirm" disabled={priced.state !== 'ok' || sending} onClick={() => void confirm()}>
          {sending ? t('editBet.sending') : t('editBet.confirm')}
        </button>
        <button type="button" className="editbet__cancel" disabled={sending} onClick={onClose}>
          {t('editBet.cancel')}
        </button>
      </div>
    </section>
  );
}
