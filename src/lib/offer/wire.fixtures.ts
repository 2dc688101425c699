// Offer data for tests: an odd, a market and a match as the wire carries them, with neutral
// defaults that a test overrides where it matters. One definition for every test of the rows,
// the odds buttons and the live merge.
import type { WireBetGroup, WireEvent, WireOdd } from './wire.ts';

/** An open odd named `name` at `value` hundredths (custom id "o-<name>" unless given). */
export const wireOdd = (name: string, value: number, extra: Partial<WireOdd> = {}): WireOdd => ({
  name,
  name2: null,
  name3: null,
  header: null,
  handicap: null,
  odds: value / 100,
  value,
  custom_id: `o-${name}`,
  suspended: false,
  ...extra,
});

/** An open market whose names are its custom id. */
export const wireGroup = (custom_id: string, odds: WireOdd[], extra: Partial<WireBetGroup> = {}): WireBetGroup => ({
  name: custom_id,
  realName: custom_id,
  custom_id,
  priority: 1,
  suspended: false,
  odds,
  ...extra,
});

/** Full time result of Home FC v Away FC: 1.85, 3.40 (header "Tie"), 4.10. */
export const FULL_TIME_RESULT: WireBetGroup = wireGroup(
  'main',
  [wireOdd('1', 185, { header: '1', name2: 'Home FC' }), wireOdd('Draw', 340, { header: 'Tie' }), wireOdd('2', 410, { header: '2', name2: 'Away FC' })],
  { name: 'Full Time Result', realName: 'Fulltime Result' },
);

/** A scheduled soccer match A v B in league L with the given markets (the first is its full-time bet). */
export const wireEvent = (bets: WireBetGroup[], extra: Partial<WireEvent> = {}): WireEvent => ({
  fi: 1,
  home: { name: 'A' },
  away: { name: 'B' },
  homeGoals: null,
  awayGoals: null,
  time: 0,
  league: { id: 1, name: 'L', sport: 'Soccer', sport_id: 1, custom_id: 'l' },
  sportId: 1,
  status: 'scheduled',
  highlight: false,
  bets,
  fullTimeBet: bets[0] ?? null,
  ...extra,
});
