// The offline page's copy of the player's open tickets (docs/app.md): the tickets my bets
// last loaded in this browser for the player logged in in this tab, each marked as not current
// with the time it was seen. Nothing here is fetched: the network is gone when this shows.
import { useEffect, useState } from 'react';
import type { Lang } from '../../stores/lang.ts';
import { decodeSession, SESSION_KEY, type LoggedUser } from '../../stores/session.ts';
import { readItem } from '../../stores/storage.ts';
import { lastOpenTickets, type LastTickets } from '../../stores/last-tickets.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { useT, type T } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { TicketCard } from '../slip/TicketCard.tsx';
import '../slip/my-bets.css';
import './offline.css';

/** What this tab holds: no player, or the player and what was kept for them (null: nothing). */
type Kept = { player: null } | { player: LoggedUser; kept: LastTickets | null };

export default function OfflineTickets({ lang, currency }: { lang: Lang; currency: string }) {
  return (
    <ErrorBoundary lang={lang}>
      <OfflineTicketsView lang={lang} currency={currency} />
    </ErrorBoundary>
  );
}

function OfflineTicketsView({ lang, currency }: { lang: Lang; currency: string }) {
  const t = useT(lang);
  // Read after hydration: the server renders the same neutral frame for everyone.
  const [state, setState] = useState<Kept | undefined>();
  useEffect(() => {
    const player = decodeSession(readItem('session', SESSION_KEY) ?? '');
    setState(player ? { player, kept: lastOpenTickets(player.id) } : { player: null });
  }, []);

  return (
    <section className="panel offline-tickets" aria-labelledby="offline-tickets-title">
      <div className="panel-head">
        <h2 id="offline-tickets-title">{t('offline.tickets.title')}</h2>
      </div>
      <div className="panel-body mybets">{state ? <Body state={state} t={t} lang={lang} currency={currency} /> : null}</div>
    </section>
  );
}

function Body({ state, t, lang, currency }: { state: Kept; t: T; lang: Lang; currency: string }) {
  if (!state.player) return <p className="mybets-empty">{t('offline.tickets.visitor')}</p>;
  const { kept, player } = state;
  if (!kept) return <p className="mybets-empty">{t('offline.tickets.noneKept')}</p>;
  const time = formatsFor(lang).dateTime(kept.seenAt);
  if (kept.tickets.length === 0) return <p className="mybets-empty">{t('offline.tickets.noneOpen', { time })}</p>;
  return (
    <>
      <p className="offline-stale" id="offline-stale">
        <strong className="offline-stale__badge">{t('offline.tickets.stale')}</strong> {t('offline.tickets.notCurrent', { time })}
      </p>
      <ul className="mybets-list" aria-describedby="offline-stale">
        {kept.tickets.map((ticket) => (
          <li key={ticket.id} className="offline-ticket">
            <TicketCard ticket={ticket} t={t} lang={lang} currency={player.currency || currency}>
              <p className="offline-ticket__seen">
                <strong className="offline-stale__badge">{t('offline.tickets.stale')}</strong> {t('offline.tickets.lastSeen', { time })}
              </p>
            </TicketCard>
          </li>
        ))}
      </ul>
    </>
  );
}
