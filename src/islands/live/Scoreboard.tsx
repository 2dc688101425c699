// The running score of a live match the way its sport counts it: sets, games and points in
// tennis, quarters in basketball, goals or points with the clock elsewhere.
import type { WireEvent } from '../../server/feed/types.ts';
import type { T } from '../i18n.ts';

const TENNIS = 13;
const BASKETBALL = 18;

/** "2H 67'", "Q3 8'", "S2", "OT 2'", "34'" */
export function clockText(e: WireEvent, t: T): string {
  const c = e.clock;
  if (!c) return t('live.live');
  if (e.sportId === TENNIS || (!c.clocked && c.label.startsWith('S'))) return t('live.setN', { n: c.period });
  const label = c.label === 'OT' ? t('live.overtimeShort') : c.label;
  return `${label ? `${label} ` : ''}${c.minute}'`;
}

export function Scoreboard({ event: e, detailed = false }: { event: WireEvent; t: T; detailed?: boolean }) {
  const periods = e.resultPerPeriod ?? [];
  const showPeriods = e.sportId === TENNIS || e.sportId === BASKETBALL || (detailed && periods.length > 1);
  return (
    <div className="live-score" data-testid="live-score">
      <table className="live-score__table">
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row" className="live-score__team">
                {e[side].name}
              </th>
              {showPeriods
                ? periods.map((p, i) => (
                    <td key={i} className={`live-score__period${i === periods.length - 1 ? ' is-current' : ''}`}>
                      {p[side]}
                    </td>
                  ))
                : null}
              {e.sportId === TENNIS ? <td className="live-score__game">{(e.currentGameResult ?? '0-0').split('-')[side === 'home' ? 0 : 1]}</td> : null}
              <td className="live-score__total">{side === 'home' ? (e.homeGoals ?? 0) : (e.awayGoals ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
