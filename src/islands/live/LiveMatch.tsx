// /sports-betting/match/{id} while the match is live: score, clock, period results and every
// live bet group, updated in place by the live feed; odds are slip buttons with live picks.
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { WireEvent } from '../../server/feed/types.ts';
import type { Lang } from '../../stores/lang.ts';
import { $slip, pickedKeys } from '../../stores/slip.ts';
import { oddKey } from '../../lib/offer/live-merge.ts';
import { useT } from '../i18n.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { $liveEvents, $oddFlags, seedLiveEvents, startLiveFeed } from './live-feed.ts';
import { OddButton, oddLabel, spokenLead } from './OddButton.tsx';
import { leagueName, marketName } from '../../lib/offer/names.ts';
import { lineRows } from '../../lib/offer/market-layout.ts';
import { Scoreboard, clockText } from './Scoreboard.tsx';
import './live.css';

interface Props {
  lang: Lang;
  event: WireEvent;
  /** The sport's name in the page language (the feed names sports in English). */
  sportName: string;
  /** The match tracker, rendered by the server (components/sports/MatchTracker.astro) and kept live by its own script. */
  children?: ReactNode;
}

export default function LiveMatch({ lang, event, sportName, children }: Props) {
  const t = useT(lang);
  const hydrated = useHydrated();
  if (typeof window !== 'undefined') seedLiveEvents([event]);
  const list = useStore($liveEvents);
  const flags = useStore($oddFlags);
  const slip = useStore($slip);
  useEffect(() => startLiveFeed(), []);

  const fresh = hydrated ? list.find((e) => e.fi === event.fi) : undefined;
  const e = fresh ?? event;
  // Gone from a loaded live list: the match is over.
  const over = hydrated && list.length > 0 && !fresh;
  const picked = hydrated ? pickedKeys(slip) : new Set<string>();
  const groups = [...e.bets].sort((a, b) => a.priority - b.priority);

  return (
    <div className="live-match">
      <section className="panel live-match__head">
        <p className="live-match__league">
          {sportName} · {leagueName(t, e.league)}
        </p>
        <span className="live-match__clock" data-testid="live-clock">
          {over ? t('live.finished') : clockText(e, t)}
        </span>
        <h1 className="isl-visually-hidden">
          {e.home.name} – {e.away.name}
        </h1>
        <Scoreboard event={e} t={t} detailed />
      </section>
      <div className="live-match__markets">
        {over ? <p className="panel live-empty">{t('live.matchOver')}</p> : null}
        {!over &&
          groups.map((g) => {
            const closed = g.suspended || g.odds.every((o) => o.suspended);
            // A market of lines (Over/Under, a handicap) shows one line a row, its two sides side by side.
            const rows = lineRows(g.odds, (o) => o);
            const cells = rows ? rows.flat() : g.odds;
            return (
              <section key={g.custom_id} className="panel">
                <h2 className="live-match__group-head">
                  <span>{marketName(t, g.name)}</span>
                  {closed ? <span className="live-match__closed">{t('live.suspended')}</span> : null}
                </h2>
                <div className={`live-match__group-odds n${g.odds.length}${rows ? ' pairs' : ''}`}>
                  {cells.map((o, i) =>
                    o ? (
                      <OddButton
                        key={o.custom_id}
                        event={e}
                        group={g}
                        odd={o}
                        label={oddLabel(o, t) + (o.name2 ? ` · ${o.name2}` : '')}
                        spoken={spokenLead(e, g, o, oddLabel(o, t) + (o.name2 ? ` · ${o.name2}` : ''), t)}
                        lang={lang}
                        live
                        pressed={picked.has(oddKey(e.fi, o.custom_id))}
                        move={flags[oddKey(e.fi, o.custom_id)]}
                      />
                    ) : (
                      // An empty cell keeps the other side of its line in its column.
                      <span key={i} />
                    ),
                  )}
                </div>
              </section>
            );
          })}
      </div>
      {/* The tracker beside the markets on a wide page, after them on a narrow one: the prices come first. */}
      <aside className="live-match__side">{children}</aside>
    </div>
  );
}
