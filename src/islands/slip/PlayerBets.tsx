// "My bets" of a logged-in player: the open and closed tickets. MyBets.tsx loads this on
// demand, so that a visitor's page (the prompt to log in) does not ship it (issue 15's JS
// budget); the stylesheet stays with the island (build/client-chunks.mjs says why).
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../stores/lang.ts';
import type { LoggedUser } from '../../stores/session.ts';
import { apiGet } from '../api/client.ts';
import { useT, type T } from '../i18n.ts';
import { Loader } from '../ui/Loader.tsx';
import { BET_PERIODS, betYears, periodRange, type BetPeriod, type MonthYear } from '../../lib/slip/bet-period.ts';
import { TicketCard } from './TicketCard.tsx';
import { CashOut } from './cashout/CashOut.tsx';
import { useOffers } from './cashout/useOffers.ts';
import { Notices } from './cashout/Notices.tsx';
import { useLiveMatches } from './live-matches.ts';
import { EditBet } from './edit/EditBet.tsx';
import { EditedLink } from './edit/EditedLink.tsx';
import type { TicketView } from '../../lib/tickets/ticket-view.ts';
import { rememberOpenTickets } from '../../stores/last-tickets.ts';

const STATUSES = ['closed', 'winning', 'failed', 'cancelled', 'returned', 'cashed_out'] as const;
type ClosedStatus = (typeof STATUSES)[number];

interface Filters {
  period: BetPeriod;
  start: MonthYear;
  end: MonthYear;
  status: ClosedStatus;
  onlyLive: boolean;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; tickets: TicketView[] } | { state: 'invalid'; missing: Array<'start' | 'end'> };

/** The tickets of a logged-in player: loaded only once someone is logged in (a visitor sees the prompt). */
export default function PlayerBets({ lang, currency, user }: { lang: Lang; currency: string; user: LoggedUser }) {
  const t = useT(lang);
  const [tab, setTab] = useState<'open' | 'closed'>('open');
  const [filters, setFilters] = useState<Filters>({ period: 'today', start: { month: null, year: null }, end: { month: null, year: null }, status: 'closed', onlyLive: false });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Bumped by an edit, which may leave the balance as it was: the lists are read again.
  const [edits, setEdits] = useState(0);
  const balance = user.balance;
  // Cash-out values of the open tickets, pushed while this tab shows them.
  const offers = useOffers(tab === 'open', balance);
  const panel = useRef<HTMLDivElement>(null);
  // A ticket cashed out leaves the list with the focus on it: the list takes the focus then.
  const paid = useRef(false);

  useEffect(() => {
    const query: Record<string, string | number> = { player_id: user.id, status: tab === 'open' ? 'open' : filters.status };
    if (tab === 'closed') {
      const range = periodRange(filters.period, Date.now(), filters.start, filters.end);
      if (!range.ok) {
        setLoad({ state: 'invalid', missing: range.missing });
        return;
      }
      query.from_time = range.from;
      query.to_time = range.to;
      if (filters.onlyLive) query.is_live = 'True';
    }
    const abort = new AbortController();
    setLoad((l) => (l.state === 'done' ? l : { state: 'loading' }));
    apiGet<{ tickets: TicketView[] }>('get_tickets', { searchParams: query, noCache: true, signal: abort.signal })
      .then((data) => {
        setLoad({ state: 'done', tickets: data.tickets });
        // The app's offline page shows these, marked as not current (docs/app.md).
        if (tab === 'open') rememberOpenTickets(user.id, data.tickets, Date.now());
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ state: 'error' });
      });
    return () => abort.abort();
    // The balance moves when a ticket is placed or settled: the lists follow it.
  }, [user.id, tab, filters, balance, edits]);

  // The open bets' matches that are or may be in play: their score and clock follow the live socket.
  useEffect(() => {
    if (!paid.current || load.state !== 'done') return;
    paid.current = false;
    if (!document.activeElement || document.activeElement === document.body) panel.current?.focus();
  }, [load]);

  const playing = tab === 'open' && load.state === 'done' ? inPlayIds(load.tickets, Date.now()) : '';
  const live = useLiveMatches(playing, t);

  return (
    <div className="mybets">
      <div className="mybets-tabs" role="tablist" aria-label={t('myBets.title')}>
        {(['open', 'closed'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => {
              setLoad({ state: 'loading' });
              setTab(name);
            }}
          >
            {t(`myBets.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'closed' ? <ClosedFilters t={t} filters={filters} onChange={setFilters} missing={load.state === 'invalid' ? load.missing : []} /> : null}
      <div role="tabpanel" aria-label={t(`myBets.${tab}`)} aria-busy={load.state === 'loading'} tabIndex={-1} ref={panel}>
        {load.state === 'loading' ? <Loader lang={lang} /> : null}
        {load.state === 'error' ? (
          <p className="mybets-empty" role="alert">
            {t('myBets.loadError')}
          </p>
        ) : null}
        {load.state === 'done' && load.tickets.length === 0 ? <p className="mybets-empty">{t(tab === 'open' ? 'myBets.noOpen' : 'myBets.noClosed')}</p> : null}
        {load.state === 'done' ? (
          <ul className="mybets-list">
            {load.tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} t={t} lang={lang} currency={user.currency ?? currency} live={live}>
                  <EditedLink ticket={ticket} t={t} />
                  {ticket.status === 'pending' ? (
                    <CashOut
                      ticketId={ticket.id}
                      offer={offers.get(ticket.id)}
                      stake={ticket.stake}
                      payment={ticket.payment}
                      t={t}
                      lang={lang}
                      currency={user.currency ?? currency}
                      onPaid={() => (paid.current = true)}
                    />
                  ) : null}
                  <EditBet
                    ticket={ticket}
                    value={offers.get(ticket.id)?.value ?? null}
                    t={t}
                    lang={lang}
                    currency={user.currency ?? currency}
                    onEdited={() => setEdits((n) => n + 1)}
                  />
                </TicketCard>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Notices t={t} lang={lang} currency={user.currency ?? currency} reloadKey={balance} />
    </div>
  );
}

/** The events of open picks that are live or past their start, as a stable list for the live feed ("" when none). */
function inPlayIds(tickets: readonly TicketView[], now: number): string {
  const ids = new Set<number>();
  for (const ticket of tickets) for (const e of ticket.ticket_events) if (e.status === 'pending' && (e.is_live_event || e.time * 1000 <= now)) ids.add(e.event_id);
  return [...ids].sort((a, b) => a - b).join(',');
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function ClosedFilters({ t, filters, onChange, missing }: { t: T; filters: Filters; onChange: (f: Filters) => void; missing: Array<'start' | 'end'> }) {
  const id = useId();
  const years = betYears(Date.now());
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const monthYear = (which: 'start' | 'end') => {
    const value = filters[which];
    const invalid = missing.includes(which);
    const errorId = `${id}-${which}-error`;
    return (
      <fieldset className={`mybets-custom${invalid ? ' mybets-custom--error' : ''}`}>
        <legend>{t(`myBets.${which}`)}</legend>
        <select
          aria-label={`${t(`myBets.${which}`)}: ${t('myBets.month')}`}
          aria-invalid={invalid && value.month === null}
          aria-describedby={invalid ? errorId : undefined}
          value={value.month ?? ''}
          onChange={(e) => set({ [which]: { ...value, month: e.currentTarget.value ? Number(e.currentTarget.value) : null } })}
        >
          <option value="">{t('myBets.month')}</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, '0')}
            </option>
          ))}
        </select>
        <select
          aria-label={`${t(`myBets.${which}`)}: ${t('myBets.year')}`}
          aria-invalid={invalid && value.year === null}
          aria-describedby={invalid ? errorId : undefined}
          value={value.year ?? ''}
          onChange={(e) => set({ [which]: { ...value, year: e.currentTarget.value ? Number(e.currentTarget.value) : null } })}
        >
          <option value="">{t('myBets.year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        {invalid ? (
          <span id={errorId} className="mybets-error">
            {t('myBets.required')}
          </span>
        ) : null}
      </fieldset>
    );
  };
  return (
    <div className="mybets-filters">
      <label>
        <span>{t('myBets.period')}</span>
        <select value={filters.period} onChange={(e) => set({ period: e.currentTarget.value as BetPeriod })}>
          {BET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {p === 'today' ? t('myBets.period.today') : p === 'custom' ? t('myBets.period.custom') : t('myBets.period.days', { count: Number(p) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('myBets.status')}</span>
        <select value={filters.status} onChange={(e) => set({ status: e.currentTarget.value as ClosedStatus })}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(s === 'closed' ? 'myBets.status.all' : `myBets.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="mybets-live">
        <input type="checkbox" checked={filters.onlyLive} onChange={(e) => set({ onlyLive: e.currentTarget.checked })} />
        <span>{t('myBets.onlyLive')}</span>
      </label>
      {filters.period === 'custom' ? (
        <div className="mybets-range">
          {monthYear('start')}
          {monthYear('end')}
        </div>
      ) : null}
    </div>
  );
}
