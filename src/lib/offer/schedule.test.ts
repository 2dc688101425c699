import { describe, expect, it } from 'vitest';
import { LEAGUES } from './leagues.ts';
import { SPORTS } from './sports.ts';
import { fillHorizon, inPlayAtStart, openCursor, resumeCursor } from './schedule.ts';
import { MIN_ODD, overround } from './pricing.ts';
import { OFFER_HORIZON_SECONDS } from './time-window.ts';

const NOW = 1_795_392_000;

function offer(seed: number, now = NOW) {
  let id = 1;
  const cursors = LEAGUES.map((l, i) => openCursor(seed, l, i, now));
  return { fixtures: fillHorizon(seed, cursors, now, () => id++), cursors };
}

describe('fixture schedule', () => {
  const { fixtures } = offer(7);

  it('gives the same offer for the same seed', () => {
    expect(offer(7).fixtures).toEqual(fixtures);
    expect(offer(8).fixtures).not.toEqual(fixtures);
  });

  it('covers all 31 sports with the ids of the spec', () => {
    expect(SPORTS).toHaveLength(31);
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(31);
    const ids = Object.fromEntries(SPORTS.map((s) => [s.slug, s.id]));
    expect(ids).toMatchObject({ soccer: 1, tennis: 13, 'ice-hockey': 17, basketball: 18, handball: 78, volleyball: 91 });
    const withEvents = new Set(fixtures.map((f) => f.sportId));
    for (const s of SPORTS) expect(withEvents.has(s.id), s.name).toBe(true);
  });

  it('spreads fixtures over the next 10 days, some within the hour, some highlighted', () => {
    expect(fixtures.length).toBeGreaterThan(1500);
    expect(fixtures.length).toBeLessThan(3000);
    for (const f of fixtures) {
      expect(f.startTime).toBeGreaterThan(NOW);
      expect(f.startTime).toBeLessThan(NOW + OFFER_HORIZON_SECONDS);
    }
    expect(fixtures.filter((f) => f.startTime <= NOW + 3600).length).toBeGreaterThanOrEqual(5);
    expect(fixtures.some((f) => f.highlight)).toBe(true);
    const soccerLeagues = new Set(LEAGUES.filter((l) => l.sportId === 1).map((l) => l.id));
    expect(soccerLeagues.size).toBeGreaterThanOrEqual(15);
    const biggest = Math.max(...[...soccerLeagues].map((id) => fixtures.filter((f) => f.leagueId === id).length));
    expect(biggest).toBeGreaterThanOrEqual(50);
  });

  it('never pits a side against itself', () => {
    for (const f of fixtures) expect(f.home).not.toBe(f.away);
  });

  it('names the main market as the spec does', () => {
    const main = (sportId: number) => fixtures.find((f) => f.sportId === sportId)?.markets[0]?.name;
    expect(main(1)).toBe('Full Time Result');
    expect(main(13)).toBe('To Win Match');
    expect(main(17)).toBe('3-Way');
    expect(main(18)).toBe('Game Lines');
    expect(main(91)).toBe('Game Lines');
    expect(main(78)).toBe('Game Lines');
    const soccer = fixtures.find((f) => f.sportId === 1);
    expect(soccer?.markets.map((m) => m.name)).toEqual(expect.arrayContaining(['Double Chance', 'Over/Under', 'Both Teams To Score', 'Handicap', '1st Goal']));
    const tennis = fixtures.find((f) => f.sportId === 13);
    expect(tennis?.markets.map((m) => m.name)).toEqual(expect.arrayContaining(['Set 1 Winner', 'Set 2 Winner']));
    const basketball = fixtures.find((f) => f.sportId === 18);
    expect(basketball?.markets.map((m) => m.name)).toEqual(expect.arrayContaining(['1st Quarter', '4th Quarter', 'Overtime']));
  });

  it('prices every main market with a margin and odds of at least 1.01', () => {
    for (const f of fixtures) {
      const main = f.markets[0];
      expect(main?.customId).toBe('main');
      const values = main?.odds.map((o) => o.value) ?? [];
      for (const v of values) expect(v).toBeGreaterThanOrEqual(MIN_ODD);
      if (values.every((v) => v > MIN_ODD && v < 5000)) {
        expect(overround(values)).toBeGreaterThan(1.03);
        expect(overround(values)).toBeLessThan(1.09);
      }
      expect(new Set(f.markets.flatMap((m) => m.odds.map((o) => o.customId))).size).toBe(f.markets.reduce((s, m) => s + m.odds.length, 0));
    }
  });

  it('carries on after the last known fixture without repeating the past', () => {
    const league = LEAGUES[0]!;
    const last = fixtures.filter((f) => f.leagueId === league.id).at(-1)!;
    const cursor = resumeCursor(7, league, last.startTime, last.id, []);
    expect(cursor.nextStart).toBeGreaterThan(last.startTime);
    const firstStart = cursor.nextStart;
    let id = 10_000;
    const more = fillHorizon(7, [cursor], NOW + 86_400, () => id++);
    expect(more.length).toBeGreaterThan(0);
    expect(more[0]!.startTime).toBe(firstStart);
    for (let k = 1; k < more.length; k++) expect(more[k]!.startTime).toBeGreaterThan(more[k - 1]!.startTime);
  });
});

describe('matches in play when a new offer opens', () => {
  const opening = (seed: number) => {
    let id = 1;
    const cursors = LEAGUES.map((l, i) => openCursor(seed, l, i, NOW));
    const inPlay = inPlayAtStart(seed, cursors, NOW, () => id++);
    return { inPlay, later: fillHorizon(seed, cursors, NOW, () => id++, 86_400) };
  };

  it('starts matches of the main sports at various minutes, none of them over', () => {
    const { inPlay } = opening(20261123);
    const sportIds = new Set(inPlay.map((f) => f.sportId));
    for (const main of [1, 13, 18, 17]) expect(sportIds.has(main), `sport ${main}`).toBe(true);
    expect(inPlay.length).toBeGreaterThanOrEqual(10);
    const minutes = inPlay.map((f) => (NOW - f.startTime) / 60);
    for (const [i, f] of inPlay.entries()) {
      const sport = SPORTS.find((s) => s.id === f.sportId)!;
      expect(f.startTime).toBeLessThan(NOW);
      expect(minutes[i]).toBeLessThan(sport.durationMinutes * 0.75);
    }
    expect(new Set(minutes.map((m) => Math.round(m / 10))).size).toBeGreaterThan(3);
  });

  it('is the same for the same seed, ids rise with start time, and later fixtures keep their times and sides apart', () => {
    const a = opening(5);
    expect(opening(5).inPlay).toEqual(a.inPlay);
    expect(a.inPlay.map((f) => f.startTime)).toEqual([...a.inPlay.map((f) => f.startTime)].sort((x, y) => x - y));
    expect(a.inPlay.map((f) => f.id)).toEqual(a.inPlay.map((_, i) => i + 1));
    expect(a.later.every((f) => f.startTime > NOW)).toBe(true);
    for (const f of a.inPlay) {
      const next = a.later.find((l) => l.leagueId === f.leagueId)!;
      expect([next.home, next.away]).not.toContain(f.home);
      expect([next.home, next.away]).not.toContain(f.away);
    }
  });
});
