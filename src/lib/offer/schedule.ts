// The fixture list of each league: deterministic from the seed, the league and the event
// id, so a restarted feed that knows the last fixture carries on with the same story.
import type { LeagueDef } from './leagues.ts';
import { buildMarkets, type PricedMarket } from './markets.ts';
import { createRng } from './random.ts';
import { leagueSides, sideStrength } from './sides.ts';
import { SPORT_BY_ID } from './sports.ts';
import { OFFER_HORIZON_SECONDS } from './time-window.ts';

export interface Fixture {
  id: number;
  leagueId: number;
  sportId: number;
  home: string;
  away: string;
  /** Epoch seconds. */
  startTime: number;
  highlight: boolean;
  markets: PricedMarket[];
}

/** Where a league's fixture list stands: the next start time and who played lately. */
export interface LeagueCursor {
  league: LeagueDef;
  sides: string[];
  nextStart: number;
  /** Sides in the most recent fixtures, kept out of the next few so nobody plays twice at once. */
  recent: string[];
}

const SLOT = 300;
const roundSlot = (t: number) => Math.round(t / SLOT) * SLOT;

/** How many leagues open with a fixture inside the first hour, so last-minute betting is never empty. */
export const EARLY_LEAGUES = 8;

/** A fresh cursor: the first fixture lands soon for the first few leagues, anywhere in the first gap for the rest. */
export function openCursor(seed: number, league: LeagueDef, index: number, nowSeconds: number): LeagueCursor {
  const rng = createRng(seed, 'first', league.id);
  const gap = 86_400 / league.perDay;
  const offset = index < EARLY_LEAGUES ? rng.range(600, 3000) : rng.range(900, Math.max(1800, gap));
  return { league, sides: leagueSides(league, seed), nextStart: roundSlot(nowSeconds + offset), recent: [] };
}

/** A cursor for a league whose latest known fixture starts at `lastStart`. */
export function resumeCursor(seed: number, league: LeagueDef, lastStart: number, lastId: number, recent: string[]): LeagueCursor {
  return { league, sides: leagueSides(league, seed), nextStart: lastStart + gapAfter(seed, league, lastId), recent };
}

function gapAfter(seed: number, league: LeagueDef, id: number): number {
  const rng = createRng(seed, 'gap', id);
  return Math.max(SLOT, roundSlot((86_400 / league.perDay) * rng.range(0.4, 1.6)));
}

/** The fixture with this id at the cursor's next start; advances the cursor. */
export function nextFixture(seed: number, cursor: LeagueCursor, id: number): Fixture {
  const { league } = cursor;
  const sport = SPORT_BY_ID.get(league.sportId);
  if (!sport) throw new Error(`League ${league.id} names unknown sport ${league.sportId}.`);
  const rng = createRng(seed, 'fixture', id);
  const busy = new Set(cursor.recent);
  const free = cursor.sides.filter((s) => !busy.has(s));
  const pool = free.length >= 2 ? free : cursor.sides;
  const home = rng.pick(pool);
  const away = rng.pick(pool.filter((s) => s !== home));
  const diff = sideStrength(seed, league.id, home) - sideStrength(seed, league.id, away) + sport.homeEdge;
  const margin = rng.range(0.05, 0.07);
  const fixture: Fixture = {
    id,
    leagueId: league.id,
    sportId: league.sportId,
    home,
    away,
    startTime: cursor.nextStart,
    highlight: rng.chance(league.highlightRate),
    markets: buildMarkets(sport, home, away, diff, margin),
  };
  const keep = Math.max(0, Math.floor(cursor.sides.length / 2) - 1) * 2;
  cursor.recent = keep > 0 ? [...cursor.recent, home, away].slice(-keep) : [];
  cursor.nextStart += gapAfter(seed, league, id);
  return fixture;
}

/** Fixtures for every cursor until each reaches `nowSeconds` + the horizon; ids come from `nextId`. */
export function fillHorizon(seed: number, cursors: LeagueCursor[], nowSeconds: number, nextId: () => number, horizon = OFFER_HORIZON_SECONDS): Fixture[] {
  const out: Fixture[] = [];
  const until = nowSeconds + horizon;
  // Round-robin over leagues in time order keeps ids rising with start time across the whole offer.
  for (;;) {
    let soonest: LeagueCursor | undefined;
    for (const c of cursors)
      if (c.nextStart < until && (!soonest || c.nextStart < soonest.nextStart || (c.nextStart === soonest.nextStart && c.league.id < soonest.league.id))) soonest = c;
    if (!soonest) return out;
    // A cursor left behind (the feed was down) skips ahead rather than inventing past fixtures.
    if (soonest.nextStart <= nowSeconds) soonest.nextStart = roundSlot(nowSeconds + SLOT + (soonest.league.id % 6) * SLOT);
    out.push(nextFixture(seed, soonest, nextId()));
  }
}

/** Sports whose first league always opens with a match in play (soccer, ice hockey, tennis, basketball, handball, volleyball). */
const ALWAYS_LIVE_PRIORITY = 6;

/**
 * A new offer's matches already in play at `nowSeconds`, so the live board is full from the
 * first page instead of waiting for the first kick-off. A league has one with the chance that
 * it has one at any time in steady play (fixtures a day x match length / a day), and the first
 * league of each main sport always has one; each is somewhere between 5 % and 70 % of its
 * match length in. The cursors keep their next start and remember the sides now playing.
 */
export function inPlayAtStart(seed: number, cursors: LeagueCursor[], nowSeconds: number, nextId: () => number): Fixture[] {
  const seen = new Set<number>();
  const starts: Array<{ cursor: LeagueCursor; start: number }> = [];
  for (const cursor of cursors) {
    const { league } = cursor;
    const sport = SPORT_BY_ID.get(league.sportId);
    if (!sport) continue;
    const first = !seen.has(sport.id);
    seen.add(sport.id);
    const rng = createRng(seed, 'in-play', league.id);
    const share = (league.perDay * sport.durationMinutes) / 1440;
    if (!rng.chance(Math.min(1, share)) && !(first && sport.priority <= ALWAYS_LIVE_PRIORITY)) continue;
    const minutesIn = Math.max(1, Math.round(sport.durationMinutes * rng.range(0.05, 0.7)));
    starts.push({ cursor, start: nowSeconds - minutesIn * 60 });
  }
  starts.sort((a, b) => a.start - b.start || a.cursor.league.id - b.cursor.league.id);
  return starts.map(({ cursor, start }) => {
    const upcoming = cursor.nextStart;
    cursor.nextStart = start;
    const fixture = nextFixture(seed, cursor, nextId());
    cursor.nextStart = upcoming;
    return fixture;
  });
}
