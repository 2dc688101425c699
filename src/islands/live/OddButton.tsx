// One odds button with the slip's data contract (src/scripts/odds-buttons.ts picks it up by
// [data-odd]); a moved live odd carries the higher-value or lower-value class for 6 s.
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { selectionName, type Translate } from '../../lib/offer/names.ts';
import type { Lang } from '../../stores/lang.ts';
import type { OddMove } from '../../lib/offer/live-merge.ts';

interface Props {
  event: WireEvent;
  group: WireBetGroup;
  odd: WireOdd;
  label: string;
  lang: Lang;
  live: boolean;
  pressed: boolean;
  move?: OddMove;
}

export function OddButton({ event: e, group: g, odd: o, label, lang, live, pressed, move }: Props) {
  const off = o.suspended || g.suspended;
  const className = ['odd', move === 'higher' ? 'higher-value' : move === 'lower' ? 'lower-value' : '', pressed ? 'selected' : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={className}
      disabled={off}
      aria-pressed={pressed}
      data-odd=""
      data-event-id={e.fi}
      data-odd-custom-id={o.custom_id}
      data-odd-value={o.value}
      data-odd-name={o.name}
      data-odd-name2={o.name2 ?? ''}
      data-odd-header={o.header ?? ''}
      data-handicap={o.handicap ?? ''}
      data-bet-name={g.realName || g.name}
      data-bet-display={g.name}
      data-event-time={e.time}
      data-home={e.home.name}
      data-away={e.away.name}
      data-sport-id={e.sportId}
      data-league={e.league.name}
      data-live={live ? 'true' : 'false'}
      data-move={move}
    >
      <span className="odd-label">{label}</span>
      <span className="odd-value">
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
