import type { ReactNode } from 'react';
import { formatsFor } from '../../lib/format/locale.ts';
import { marketName, selectionName, type Translate } from '../../lib/offer/names.ts';
import { formatAmount, parseMajor, type MoneyLocale } from '../../lib/money/index.ts';
import type { T } from '../i18n.ts';
import type { TicketEventView, TicketView } from '../../lib/tickets/ticket-view.ts';
import { isTicketStatus } from '../../lib/tickets/status.ts';
import type { MatchNow } from './live-matches.ts';

type TicketEvent = TicketEventView;

/** The ticket's selections grouped by event, in the order they were placed. */
function groupByEvent(events: TicketEvent[]): TicketEvent[][] {
  const groups = new Map<number, TicketEvent[]>();
  for (const e of events) groups.set(e.event_id, [...(groups.get(e.event_id) ?? []), e]);
  return [...groups.values()];
}

// The ticket stores the feed's English names (codes); they are translated here, at render.
const describe = (e: TicketEvent, t: Translate) => {
  // The full-time market's "Tie" header is shown as Draw (spec section 4), which the name already says.
  const header = e.odd_header && e.odd_header !== e.odd_name && e.odd_header !== 'Tie' ? `${selectionName(t, e.odd_header)} ` : '';
  return `${marketName(t, e.bet_name)}: ${header}${selectionName(t, e.odd_name)}${e.odd_handicap ? ` ${e.odd_handicap}` : ''}`;
};

interface Props {
  ticket: TicketView;
  t: T;
  lang: MoneyLocale;
  currency: string;
  /** The ticket's matches in play, as the live socket keeps them: their score and clock now. */
  live?: ReadonlyMap<number, MatchNow>;
  children?: ReactNode;
}

/** One ticket: its derived figures, then its bets grouped by event (date, time, event, quota, result, description). */
export function TicketCard({ ticket, t, lang, currency, live, children }: Props) {
  const money = (major: string | null) => (major === null ? '–' : `${formatAmount(parseMajor(major) ?? 0n, lang)} ${currency}`);
  // The stored statuses are the spec's filter values (winning, failed…); the player reads words (Won, Lost, Void, Returned, Open).
  const status = (s: string) => (isTicketStatus(s) ? t(`myBets.status.${s}`) : s);
  // A pick left undecided on a closed ticket (cashed out before its match ended) reads as the ticket does, not "Open".
  const pickStatus = (s: string) => (s === 'pending' && ticket.status !== 'pending' ? ticket.status : s);
  const created = new Date(ticket.created_at).getTime();
  const fmt = formatsFor(lang);
  // Odds travel as decimal strings ("1.85"); shown in the page language.
  const odds = (text: string) => (Number.isFinite(Number(text)) ? fmt.odds(Math.round(Number(text) * 100)) : text);
  // The price in hundredths for the odds-format rewrite (src/scripts/odds-apply.ts); none when the text is not a number.
  const hundredths = (text: string) => (Number.isFinite(Number(text)) ? Math.round(Number(text) * 100) : undefined);
  // One pick on one event is a single; anything else that is not a system is a combination.
  const kind =
    ticket.type === 'system'
      ? t('myBets.system', { sizes: (ticket.system_sizes ?? []).join(', ') })
      : t(ticket.combination === 'single' && ticket.ticket_events.length === 1 ? 'myBets.single' : 'myBets.multi');
  return (
    <article className={`ticket ticket--${ticket.status}`} aria-labelledby={`ticket-${ticket.id}`}>
      <header className="ticket__head">
        <h3 id={`ticket-${ticket.id}`}>{t('myBets.ticket', { id: ticket.id })}</h3>
        <span className="ticket__when">{fmt.dateTime(created)}</span>
        <span className={`ticket__status ticket__status--${ticket.status}`}>{status(ticket.status)}</span>
      </header>
      <dl className="ticket__figures">
        <div>
          <dt>{t('slip.type')}</dt>
          <dd>
            {kind}
            {ticket.is_live_ticket ? ` · ${t('myBets.live')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('myBets.numberOfBets')}</dt>
          <dd>{fmt.number(ticket.numberOfBets)}</dd>
        </div>
        <div>
          <dt>{t('myBets.maxCoefficient')}</dt>
          <dd data-odds={hundredths(ticket.maxCoefficient)}>{odds(ticket.maxCoefficient)}</dd>
        </div>
        <div>
          <dt>{t('myBets.stake')}</dt>
          <dd>{money(ticket.stake)}</dd>
        </div>
        <div>
          <dt>{t('myBets.payment')}</dt>
          <dd>{money(ticket.payment)}</dd>
        </div>
        {ticket.win_amount !== null ? (
          <div>
            <dt>{t('myBets.win')}</dt>
            <dd>{money(ticket.win_amount)}</dd>
          </div>
        ) : null}
      </dl>
      <table className="ticket__bets">
        <thead>
          <tr>
            <th scope="col">{t('myBets.date')}</th>
            <th scope="col">{t('myBets.time')}</th>
            <th scope="col">{t('myBets.event')}</th>
            <th scope="col">{t('myBets.quota')}</th>
            <th scope="col">{t('myBets.result')}</th>
            <th scope="col">{t('myBets.description')}</th>
          </tr>
        </thead>
        {groupByEvent(ticket.ticket_events).map((bets) => {
          const first = bets[0] as TicketEvent;
          const when = first.time * 1000;
          const result = first.home_goals !== null && first.away_goals !== null ? `${first.home_goals}:${first.away_goals}` : '–';
          const now = ticket.status === 'pending' ? live?.get(first.event_id) : undefined;
          return (
            <tbody key={first.event_id} className="ticket__event">
              {bets.map((bet) => (
                <tr key={`${bet.event_id}-${bet.bet_name}-${bet.odd_name}`}>
                  <td className="ticket__date">{fmt.date(when)}</td>
                  <td className="ticket__time">{fmt.time(when)}</td>
                  <td className="ticket__match">
                    {first.home_team} - {first.away_team}
                    {first.is_live_event ? <span className="ticket__live"> {t('myBets.live')}</span> : null}
                    {first.result_at_creation ? <span className="ticket__at-creation">{t('myBets.resultAtCreation', { score: first.result_at_creation })}</span> : null}
                    {now ? (
                      <span className="ticket__now" data-testid={`live-now-${first.event_id}`}>
                        {t('myBets.liveNow', { score: now.score, clock: now.clock })}
                      </span>
                    ) : null}
                  </td>
                  <td className="ticket__odd" data-odds={hundredths(bet.odd_value)}>
                    {odds(bet.odd_value)}
                  </td>
                  <td className="ticket__result">{result}</td>
                  <td className="ticket__description">
                    {describe(bet, t)}
                    {bet.fixed ? <span className="ticket__fixed"> {t('myBets.fixed')}</span> : null}{' '}
                    <span className={`ticket__status ticket__status--${pickStatus(bet.status)}`}>{status(pickStatus(bet.status))}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
      {children}
    </article>
  );
}
