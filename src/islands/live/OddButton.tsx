// One odds button with the slip's data contract (src/lib/offer/odd-button.ts; the slip's
// click script picks it up by [data-odd]); a moved live odd carries the higher-value or
// lower-value class for 6 s.
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { marketName, selectionName, type Translate } from '../../lib/offer/names.ts';
import type { Lang } from '../../stores/lang.ts';
import type { OddMove } from '../../lib/offer/live-merge.ts';
import { oddButtonData, slipOddName } from '../../lib/offer/odd-button.ts';
import { spokenOddLead } from '../../lib/offer/spoken.ts';

interface Props {
  event: WireEvent;
  group: WireBetGroup;
  odd: WireOdd;
  label: string;
  /** What a screen reader hears before the price (spokenLead). */
  spoken: string;
  lang: Lang;
  live: boolean;
  pressed: boolean;
  move?: OddMove;
}

export function OddButton({ event: e, group: g, odd: o, label, spoken, lang, live, pressed, move }: Props) {
  const off = o.suspended || g.suspended;
  const className = ['odd', move === 'higher' ? 'higher-value' : move === 'lower' ? 'lower-value' : '', pressed ? 'selected' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} disabled={off} aria-pressed={pressed} {...oddButtonData(e, g, o, live)} data-move={move}>
      <span className="visually-hidden">{`${spoken}, `}</span>
      <span className="odd-label" aria-hidden="true">
        {label}
      </span>
      {/* data-odds: the odds-format rewrite (src/scripts/odds-apply.ts) leaves a suspended odd's dash alone, it has no digits. */}
      <span className="odd-value" data-odds={o.value}>
        {off ? '–' : formatsFor(lang).odds(o.value)}
        {move && !off ? (
          <span aria-hidden="true" className="odd-arrow">
            {move === 'higher' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** The short label of an odd: its name ("1", "X", "2-0", "Over" in the page language) with the line when it has one. */
export function oddLabel(o: WireOdd, t: Translate): string {
  const head = o.name === 'Draw' ? 'X' : selectionName(t, o.name);
  return o.handicap ? `${head} ${o.handicap}` : head;
}

/** What an odds button says before its price: "Manchester City to win", or the market and the label. */
export function spokenLead(e: WireEvent, g: WireBetGroup, o: WireOdd, label: string, t: Translate): string {
  const main = g.custom_id === e.fullTimeBet?.custom_id;
  return spokenOddLead(
    { name: slipOddName(o), label, home: e.home.name, away: e.away.name, market: marketName(t, g.name), main },
    { win: (team) => t('odds.spoken.win', { team }), draw: t('odds.draw') },
  );
}
