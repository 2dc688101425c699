// The operator's view of players at risk (issue 18): per player, the markers of the window
// (limit increases requested, increase requests withdrawn, many deposits in a site day, long
// sessions, night play) counted in SQL by the runtime's clock, the markers that reach their
// thresholds (at-risk-thresholds.ts), and each listed player's history of limit changes.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { limitHistory, type AuditEntry } from './audit.ts';
import { DEPOSIT_KIND } from './deposits.ts';
import {
  AT_RISK_MARKERS,
  AT_RISK_WINDOW_DAYS,
  LONG_SESSION_MINUTES,
  MARKER_THRESHOLDS,
  NIGHT_FROM_HOUR,
  NIGHT_TO_HOUR,
  SITE_TIME_ZONE,
  type AtRiskMarker,
} from './at-risk-thresholds.ts';

export interface MarkerValue {
  marker: AtRiskMarker;
  value: number;
  threshold: number;
}

export interface PlayerAtRisk {
  playerId: number;
  username: string;
  /** The markers that reach their threshold, most first. */
  markers: MarkerValue[];
  history: AuditEntry[];
}

export interface AtRiskReport {
  since: number;
  until: number;
  players: PlayerAtRisk[];
}

/** One marker's SQL: rows of (player_id, value) for the window starting at `since`. */
function markerQuery(marker: AtRiskMarker, since: SQL): SQL {
  const zone = sql.raw(`'${SITE_TIME_ZONE}'`);
  switch (marker) {
    case 'limit_increases':
      return sql`select player_id, count(*) as value from limit_audit where kind in ('increase_requested', 'removal_requested') and created_at >= ${since} group by player_id`;
    case 'cancelled_increases':
      return sql`select player_id, count(*) as value from limit_audit where kind = 'increase_cancelled' and created_at >= ${since} group by player_id`;
    case 'deposits_in_a_day':
      return sql`select player_id, max(n) as value from (
          select player_id, (created_at at time zone ${zone})::date as day, count(*) as n from wallet_ledger
          where kind = ${DEPOSIT_KIND} and created_at >= ${since} group by player_id, day
        ) as days group by player_id`;
    case 'long_sessions':
      return sql`select player_id, count(*) as value from player_sessions
          where created_at >= ${since} and extract(epoch from (coalesce(ended_at, last_seen_at) - created_at)) >= ${LONG_SESSION_MINUTES * 60}
          group by player_id`;
    case 'night_play':
      return sql`select player_id, count(*) as value from (
          select player_id, created_at from tickets where created_at >= ${since}
          union all select player_id, created_at from game_rounds where created_at >= ${since}
        ) as bets
        where extract(hour from (created_at at time zone ${zone})) >= ${NIGHT_FROM_HOUR} and extract(hour from (created_at at time zone ${zone})) < ${NIGHT_TO_HOUR}
        group by player_id`;
  }
}

/** Every player with at least one marker at its threshold in the window ending `now`, most markers first. */
export async function playersAtRisk(db: DbOrTx, now: number, windowDays = AT_RISK_WINDOW_DAYS): Promise<AtRiskReport> {
  const since = now - windowDays * 86_400_000;
  const at = sql`${new Date(since).toISOString()}::timestamptz`;
  const found = new Map<number, MarkerValue[]>();
  for (const marker of AT_RISK_MARKERS) {
    const rows = await rowsOf<{ player_id: number; value: string | number }>(db, markerQuery(marker, at));
    for (const row of rows) {
      const value = Number(row.value);
      const threshold = MARKER_THRESHOLDS[marker];
      if (value < threshold) continue;
      const id = Number(row.player_id);
      found.set(id, [...(found.get(id) ?? []), { marker, value, threshold }]);
    }
  }
  const ids = [...found.keys()];
  const names = ids.length
    ? await rowsOf<{ id: number; username: string }>(
        db,
        sql`select id, username from players where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const usernames = new Map(names.map((n) => [Number(n.id), n.username]));
  const history = await limitHistory(db, ids);
  const players = ids
    .map((playerId) => ({ playerId, username: usernames.get(playerId) ?? '', markers: found.get(playerId)!, history: history.get(playerId) ?? [] }))
    .sort((a, b) => b.markers.length - a.markers.length || a.playerId - b.playerId);
  return { since, until: now, players };
}
