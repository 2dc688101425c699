// The 31 sports of the offer (spec section 1), with the ids of spec section 3 and stable
// ids for the rest, the model that prices each and its main market name (spec section 9).

export type SportModel =
  | { kind: 'goals'; mean: number; nthGoals: number; halfTime: boolean }
  | { kind: 'points'; total: number; marginSd: number; draws: boolean; periods?: { count: number; label: string }; overtime?: boolean }
  | { kind: 'sets'; bestOf: number; unit: string; setWinners: number }
  | { kind: 'h2h'; draws: boolean };

export interface SportDef {
  id: number;
  name: string;
  slug: string;
  /** Lower comes first in the sports list. */
  priority: number;
  model: SportModel;
  /** The main (full-time) market's name. */
  mainMarket: string;
  /** Whether the main market has a draw (three-way). */
  threeWay: boolean;
  /** How long a match lasts once started, in minutes, until the result is in. */
  durationMinutes: number;
  /** Home advantage in strength units; 0 for neutral venues and individual sports. */
  homeEdge: number;
}

const goals = (mean: number, nthGoals: number, halfTime: boolean): SportModel => ({ kind: 'goals', mean, nthGoals, halfTime });
const points = (total: number, marginSd: number, draws: boolean, extra: Partial<Extract<SportModel, { kind: 'points' }>> = {}): SportModel => ({
  kind: 'points',
  total,
  marginSd,
  draws,
  ...extra,
});
const sets = (bestOf: number, unit: string, setWinners: number): SportModel => ({ kind: 'sets', bestOf, unit, setWinners });
const h2h = (draws = false): SportModel => ({ kind: 'h2h', draws });

export const SPORTS: readonly SportDef[] = [
  { id: 1, name: 'Soccer', slug: 'soccer', priority: 1, model: goals(2.7, 3, true), mainMarket: 'Full Time Result', threeWay: true, durationMinutes: 110, homeEdge: 0.3 },
  { id: 17, name: 'Ice Hockey', slug: 'ice-hockey', priority: 2, model: goals(5.6, 2, false), mainMarket: '3-Way', threeWay: true, durationMinutes: 150, homeEdge: 0.2 },
  { id: 13, name: 'Tennis', slug: 'tennis', priority: 3, model: sets(3, 'Set', 2), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 120, homeEdge: 0 },
  {
    id: 18,
    name: 'Basketball',
    slug: 'basketball',
    priority: 4,
    model: points(164, 12, false, { periods: { count: 4, label: 'Quarter' }, overtime: true }),
    mainMarket: 'Game Lines',
    threeWay: false,
    durationMinutes: 130,
    homeEdge: 0.25,
  },
  { id: 78, name: 'Handball', slug: 'handball', priority: 5, model: points(56, 5, true), mainMarket: 'Game Lines', threeWay: true, durationMinutes: 90, homeEdge: 0.3 },
  { id: 91, name: 'Volleyball', slug: 'volleyball', priority: 6, model: sets(5, 'Set', 3), mainMarket: 'Game Lines', threeWay: false, durationMinutes: 110, homeEdge: 0.15 },
  { id: 15, name: 'Darts', slug: 'darts', priority: 7, model: sets(11, 'Leg', 0), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 45, homeEdge: 0 },
  { id: 27, name: 'Motorsport', slug: 'motorsport', priority: 8, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 100, homeEdge: 0 },
  { id: 10, name: 'Formula 1', slug: 'formula-1', priority: 9, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 120, homeEdge: 0 },
  { id: 24, name: 'Bikes', slug: 'bikes', priority: 10, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 60, homeEdge: 0 },
  { id: 16, name: 'Baseball', slug: 'baseball', priority: 11, model: points(8.8, 3.6, false), mainMarket: 'To Win', threeWay: false, durationMinutes: 180, homeEdge: 0.1 },
  {
    id: 12,
    name: 'American Football',
    slug: 'american-football',
    priority: 12,
    model: points(45, 13, false),
    mainMarket: 'To Win',
    threeWay: false,
    durationMinutes: 190,
    homeEdge: 0.2,
  },
  { id: 8, name: 'Rugby', slug: 'rugby', priority: 13, model: points(48, 14, true), mainMarket: 'To Win', threeWay: true, durationMinutes: 100, homeEdge: 0.25 },
  { id: 40, name: 'Alpine Skiing', slug: 'alpine-skiing', priority: 14, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 120, homeEdge: 0 },
  { id: 41, name: 'Ski Jumping', slug: 'ski-jumping', priority: 15, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 120, homeEdge: 0 },
  { id: 42, name: 'Biathlon', slug: 'biathlon', priority: 16, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 90, homeEdge: 0 },
  { id: 14, name: 'Snooker', slug: 'snooker', priority: 17, model: sets(9, 'Frame', 0), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 180, homeEdge: 0 },
  { id: 83, name: 'Futsal', slug: 'futsal', priority: 18, model: goals(5.8, 2, false), mainMarket: 'Full Time Result', threeWay: true, durationMinutes: 80, homeEdge: 0.25 },
  {
    id: 110,
    name: 'Waterpolo',
    slug: 'waterpolo',
    priority: 19,
    model: points(21, 3.5, true),
    mainMarket: 'Full Time Result',
    threeWay: true,
    durationMinutes: 70,
    homeEdge: 0.25,
  },
  { id: 7, name: 'Golf', slug: 'golf', priority: 20, model: h2h(true), mainMarket: 'Head to Head', threeWay: true, durationMinutes: 300, homeEdge: 0 },
  { id: 9, name: 'Boxing', slug: 'boxing', priority: 21, model: h2h(true), mainMarket: 'To Win Fight', threeWay: true, durationMinutes: 60, homeEdge: 0 },
  { id: 162, name: 'MMA', slug: 'mma', priority: 22, model: h2h(), mainMarket: 'To Win Fight', threeWay: false, durationMinutes: 30, homeEdge: 0 },
  { id: 38, name: 'Cycling', slug: 'cycling', priority: 23, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 300, homeEdge: 0 },
  { id: 92, name: 'Table Tennis', slug: 'table-tennis', priority: 24, model: sets(5, 'Game', 2), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 40, homeEdge: 0 },
  // Aussie rules' margin spreads by 26 (was 30): a side's 63 possessions scoring goals (6) and behinds (1) cannot spread it wider (points-model.ts).
  { id: 36, name: 'Aussie Rules', slug: 'aussie-rules', priority: 25, model: points(165, 26, false), mainMarket: 'To Win', threeWay: false, durationMinutes: 150, homeEdge: 0.25 },
  { id: 94, name: 'Badminton', slug: 'badminton', priority: 26, model: sets(3, 'Game', 2), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 60, homeEdge: 0 },
  { id: 3, name: 'Cricket', slug: 'cricket', priority: 27, model: h2h(), mainMarket: 'To Win', threeWay: false, durationMinutes: 240, homeEdge: 0.2 },
  {
    id: 90,
    name: 'Field Hockey',
    slug: 'field-hockey',
    priority: 28,
    model: goals(4.2, 1, false),
    mainMarket: 'Full Time Result',
    threeWay: true,
    durationMinutes: 80,
    homeEdge: 0.2,
  },
  { id: 66, name: 'Bowls', slug: 'bowls', priority: 29, model: h2h(), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 90, homeEdge: 0 },
  { id: 28, name: 'Stock Car Racing', slug: 'stock-car-racing', priority: 30, model: h2h(), mainMarket: 'Head to Head', threeWay: false, durationMinutes: 180, homeEdge: 0 },
  { id: 107, name: 'Squash', slug: 'squash', priority: 31, model: sets(5, 'Game', 0), mainMarket: 'To Win Match', threeWay: false, durationMinutes: 60, homeEdge: 0 },
];

export const SPORT_BY_ID: ReadonlyMap<number, SportDef> = new Map(SPORTS.map((s) => [s.id, s]));
