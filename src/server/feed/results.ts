// Finished matches with their final scores, read from the database (the results page is
// not on the hot path, and results outlive the in-memory offer).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, leagues, results, sports } from '../db/schema.ts';

export interface WireResult {
  fi: number;
  home: { name: string };
  away: { name: string };
  homeGoals: number;
  awayGoals: number;
  time: number;
  finished_at: number;
  league: { id: number; name: string; sport: string; sport_id: number; custom_id: string };
  sportId: number;
}

const RESULTS_LIMIT = 1000;

/** Results of matches that started within [from, to) (epoch seconds), optionally of one sport, by start time. */
export async function finishedResults(db: Db, from: number, to: number, sportId?: number): Promise<WireResult[]> {
  const rows = await db
    .select({
      id: events.id,
      home: events.home,
      away: events.away,
      startTime: events.startTime,
      homeGoals: results.homeGoals,
      awayGoals: results.awayGoals,
      finishedAt: results.finishedAt,
      leagueId: leagues.id,
      leagueName: leagues.name,
      customId: leagues.customId,
      sportId: sports.id,
      sportName: sports.name,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .innerJoin(leagues, eq(leagues.id, events.leagueId))
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(and(gte(events.startTime, new Date(from * 1000)), lt(events.startTime, new Date(to * 1000)), sportId === undefined ? undefined : eq(events.sportId, sportId)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(RESULTS_LIMIT);
  return rows.map((r) => ({
    fi: r.id,
    home: { name: r.home },
    away: { name: r.away },
    homeGoals: r.homeGoals,
    awayGoals: r.awayGoals,
    time: Math.floor(r.startTime.getTime() / 1000),
    finished_at: Math.floor(r.finishedAt.getTime() / 1000),
    league: { id: r.leagueId, name: r.leagueName, sport: r.sportName, sport_id: r.sportId, custom_id: r.customId },
    sportId: r.sportId,
  }));
}
