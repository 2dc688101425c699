// /live-betting. Desktop: tabs Live events, Upcoming events (time filters) and My live
// favourites. Mobile: collapsible sport groups, favourites on top. Live rows follow the
// socket and the 10 s refetch; main-market odds are slip buttons flagged when they move.
import { memo, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WireEvent } from '../../server/feed/types.ts';
import type { Lang } from '../../stores/lang.ts';
import { $slip, pickedKeys } from '../../stores/slip.ts';
import { $liveFavoriteIds, toggleLiveFavorite } from '../../stores/live-favorites.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { leagueName } from '../../lib/offer/names.ts';
import { oddKey, type OddMove } from '../../lib/offer/live-merge.ts';
import { useT, type T } from '../i18n.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { $liveEvents, $oddFlags, seedLiveEvents, startLiveFeed } from './live-feed.ts';
import { OddButton, oddLabel, spokenLead } from './OddButton.tsx';
import { Scoreboard, clockText } from './Scoreboard.tsx';
import { notStarted, UPCOMING_FILTERS, type UpcomingFilter, type UpcomingPage } from './upcoming.ts';
import './live.css';

interface Props {
  lang: Lang;
  live: WireEvent[];
  /** The first page of today's upcoming matches, with every range's count. */
  upcoming: UpcomingPage;
  /** Simulated now of the server, epoch ms, so filters agree with the offer's clock. */
  nowMs: number;
  /** Sport names in the page language by sport id; the feed's English name otherwise. */
  sportNames?: Record<number, string>;
}

type Tab = 'live' | 'upcoming' | 'favorites';

interface RowContext {
  t: T;
  lang: Lang;
  picked: Set<string>;
  flags: Record<string, OddMove>;
  favorites: Set<number>;
}

/** Per-event slices of the shared maps, as strings, so an unchanged row skips rendering. */
function rowKeys(ctx: RowContext, e: WireEvent): { picked: string; flags: string } {
  const prefix = `${e.fi}:`;
  let picked = '';
  for (const k of ctx.picked) if (k.startsWith(prefix)) picked += `${k};`;
  let flags = ';';
  for (const o of e.fullTimeBet?.odds ?? []) {
    const move = ctx.flags[oddKey(e.fi, o.custom_id)];
    if (move) flags += `${o.custom_id}=${move};`;
  }
  return { picked, flags };
}

function Star({ event: e, on, t }: { event: WireEvent; on: boolean; t: T }) {
  return (
    <button
      type="button"
      className={`live-star${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'live.removeFavorite' : 'live.addFavorite', { match: `${e.home.name} – ${e.away.name}` })}
      onClick={() => toggleLiveFavorite(e)}
    />
  );
}

interface RowProps {
  event: WireEvent;
  t: T;
  lang: Lang;
  live: boolean;
  favorite: boolean;
  /** "eventId:customId;" of the picked odds of this event. */
  picked: string;
  /** ";customId=higher;" of the flagged odds of this event. */
  flags: string;
}

const moveOf = (flags: string, customId: string): OddMove | undefined => {
  const at = flags.indexOf(`;${customId}=`);
  if (at < 0) return undefined;
  return flags.startsWith('higher', at + customId.length + 2) ? 'higher' : 'lower';
};

/** One match row; memoised, so a push re-renders only the rows it changed. */
export const LiveRow = memo(function LiveRow({ event: e, t, lang, live, favorite, picked, flags }: RowProps) {
  const main = e.fullTimeBet;
  const fmt = formatsFor(lang);
  return (
    <li className="live-row" data-event-id={e.fi} aria-label={`${e.home.name} – ${e.away.name}`}>
      <div className="live-row__when">
        {live ? (
          <span className="live-row__clock" data-testid="live-clock">
            {clockText(e, t)}
          </span>
        ) : (
          <span className="live-row__time">
            {fmt.date(e.time * 1000)} {fmt.time(e.time * 1000)}
          </span>
        )}
        {live ? <Star event={e} on={favorite} t={t} /> : null}
      </div>
      <a className="live-row__match" href={`/sports-betting/match/${e.fi}`}>
        {live ? (
          <Scoreboard event={e} t={t} />
        ) : (
          <span className="live-row__teams">
            <span>{e.home.name}</span>
            <span>{e.away.name}</span>
          </span>
        )}
        <span className="live-row__league">{leagueName(t, e.league)}</span>
      </a>
      <div className={`live-row__odds n${main?.odds.length ?? 0}`}>
        {main ? (
          main.odds.map((o) => (
            <OddButton
              key={o.custom_id}
              event={e}
              group={main}
              odd={o}
              label={oddLabel(o, t)}
              spoken={spokenLead(e, main, o, oddLabel(o, t), t)}
              lang={lang}
              live={live}
              pressed={picked.includes(`${oddKey(e.fi, o.custom_id)};`)}
              move={live ? moveOf(flags, o.custom_id) : undefined}
            />
          ))
        ) : (
          <span className="muted">{t('live.noMarket')}</span>
        )}
      </div>
      {/* The match tracker loads only when a row is opened (the page's JS budget). */}
      {live && (
        <details
          onToggle={(ev) => {
            const box = ev.currentTarget;
            if (box.open) void import('./tracker-live.ts').then((m) => m.mountTracker(box, e.fi, $liveEvents, t, clockText));
          }}
        >
          <summary>{t('tracker.title')}</summary>
        </details>
      )}
    </li>
  );
});

function Row({ event, ctx, live }: { event: WireEvent; ctx: RowContext; live: boolean }) {
  const keys = rowKeys(ctx, event);
  return <LiveRow event={event} t={ctx.t} lang={ctx.lang} live={live} favorite={ctx.favorites.has(event.fi)} picked={keys.picked} flags={keys.flags} />;
}

function bySport(events: WireEvent[], names: Record<number, string> = {}): Array<{ sportId: number; sport: string; events: WireEvent[] }> {
  const groups = new Map<number, { sportId: number; sport: string; events: WireEvent[] }>();
  for (const e of events) {
    const g = groups.get(e.sportId) ?? { sportId: e.sportId, sport: names[e.sportId] ?? e.league.sport, events: [] };
    g.events.push(e);
    groups.set(e.sportId, g);
  }
  return [...groups.values()];
}

function SportLists({ events, ctx, live, names }: { events: WireEvent[]; ctx: RowContext; live: boolean; names?: Record<number, string> }) {
  return (
    <>
      {bySport(events, names).map((g) => (
        <section key={g.sportId} className="live-sport">
          <h3 className="live-sport__head">
            {g.sport} <span className="count-badge">{g.events.length}</span>
          </h3>
          <ul className="live-list">
            {g.events.map((e) => (
              <Row key={e.fi} event={e} ctx={ctx} live={live} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export default function LiveBoard({ lang, live, upcoming, nowMs, sportNames }: Props) {
  const t = useT(lang);
  const hydrated = useHydrated();
  // Browser only: the server's module state is shared by every request.
  if (typeof window !== 'undefined') seedLiveEvents(live);
  const stored = useStore($liveEvents);
  const events = hydrated ? stored : live;
  const flags = useStore($oddFlags);
  const slip = useStore($slip);
  const favoriteIds = useStore($liveFavoriteIds);
  const [tab, setTab] = useState<Tab>('live');
  const [filter, setFilter] = useState<UpcomingFilter>('today');
  const [page, setPage] = useState<UpcomingPage>(upcoming);
  const [loading, setLoading] = useState(false);
  const [clockOffset] = useState(() => nowMs - Date.now());

  useEffect(() => startLiveFeed(), []);

  const favorites = hydrated ? favoriteIds : new Set<number>();
  const ctx: RowContext = { t, lang, picked: hydrated ? pickedKeys(slip) : new Set(), flags, favorites };
  const favoriteEvents = useMemo(() => events.filter((e) => favorites.has(e.fi)), [events, favorites]);
  const others = events.filter((e) => !favorites.has(e.fi));
  const soon = notStarted(page.range === filter ? page.events : [], Date.now() + clockOffset);
  const load = (range: UpcomingFilter, offset: number) => {
    setLoading(true);
    import('./upcoming-fetch.ts')
      .then(({ fetchUpcoming, mergePage }) => fetchUpcoming(range, offset).then((next) => setPage((shown) => mergePage(shown, next))))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  const pickFilter = (range: UpcomingFilter) => {
    setFilter(range);
    if (page.range !== range) load(range, 0);
  };

  const empty = (text: string) => <p className="live-empty">{text}</p>;

  return (
    <div className="live-board">
      <div className="live-desk">
        <div className="live-tabs" role="tablist" aria-label={t('live.tabsLabel')}>
          {(
            [
              ['live', t('live.tabLive'), events.length],
              ['upcoming', t('live.tabUpcoming'), null],
              ['favorites', t('live.tabFavorites'), favoriteEvents.length],
            ] as const
          ).map(([id, label, count]) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`live-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`live-panel-${id}`}
              className="live-tab"
              onClick={() => setTab(id)}
            >
              {label}
              {count === null ? null : (
                <span className="count-badge" data-testid={`live-count-${id}`}>
                  {count}
                </span>
              )}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`live-panel-${tab}`} aria-labelledby={`live-tab-${tab}`} className="live-panel">
          {tab === 'live' ? events.length ? <SportLists events={events} ctx={ctx} names={sportNames} live /> : empty(t('live.noLive')) : null}
          {tab === 'favorites' ? favoriteEvents.length ? <SportLists events={favoriteEvents} ctx={ctx} names={sportNames} live /> : empty(t('live.noFavorites')) : null}
          {tab === 'upcoming' ? (
            <>
              <div className="live-filters" role="group" aria-label={t('live.filtersLabel')}>
                {UPCOMING_FILTERS.map((f) => (
                  <button key={f} type="button" className="live-filter" aria-pressed={filter === f} onClick={() => pickFilter(f)}>
                    {t(`live.filter.${f}`)}{' '}
                    <span className="live-filter__count" data-testid={`upcoming-count-${f}`}>
                      {page.counts[f]}
                    </span>
                  </button>
                ))}
              </div>
              {soon.length ? <SportLists events={soon} ctx={ctx} names={sportNames} live={false} /> : loading ? null : empty(t('live.noUpcoming'))}
              {page.range === filter && page.events.length < page.total ? (
                <p className="live-more">
                  <span>{t('live.upcomingShown', { shown: page.events.length, total: page.total })}</span>
                  <button type="button" className="live-filter" disabled={loading} onClick={() => load(filter, page.events.length)}>
                    {t('live.showMore')}
                  </button>
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <div className="live-mobile">
        <details className="live-group live-group--favorites" open>
          <summary>
            <span>{t('live.tabFavorites')}</span> <span className="count-badge">{favoriteEvents.length}</span>
          </summary>
          {favoriteEvents.length ? (
            <ul className="live-list">
              {favoriteEvents.map((e) => (
                <Row key={e.fi} event={e} ctx={ctx} live />
              ))}
            </ul>
          ) : (
            empty(t('live.noFavorites'))
          )}
        </details>
        {others.length === 0 && favoriteEvents.length === 0 ? empty(t('live.noLive')) : null}
        {bySport(others, sportNames).map((g) => (
          <details key={g.sportId} className="live-group" open>
            <summary>
              <span>{g.sport}</span> <span className="count-badge">{g.events.length}</span>
            </summary>
            <ul className="live-list">
              {g.events.map((e) => (
                <Row key={e.fi} event={e} ctx={ctx} live />
              ))}
            </ul>
          </details>
        ))}
      </div>
    </div>
  );
}
