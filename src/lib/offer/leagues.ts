// The leagues of the offer: real competition names with their clubs (./clubs.ts), tennis
// tours with fixed player lists, and invented names for the other individual sports.
// Priority: lower comes first.
import { LEAGUE_CLUBS, TENNIS_MEN, TENNIS_WOMEN, type Club } from './clubs.ts';

export type Sides =
  { kind: 'clubs'; clubs: readonly Club[] } | { kind: 'named'; names: readonly string[] } | { kind: 'players'; given: readonly string[]; family: readonly string[] };

export interface LeagueDef {
  id: number;
  sportId: number;
  name: string;
  country: string | null;
  priority: number;
  customId: string;
  /** Fixtures per day the simulator keeps scheduled. */
  perDay: number;
  /** Share of fixtures flagged as highlights. */
  highlightRate: number;
  /** How many clubs or players take part. */
  size: number;
  sides: Sides;
}

const GIVEN = [
  'Alex',
  'Luka',
  'Marco',
  'Jan',
  'Nikola',
  'Daniel',
  'Felix',
  'Mateo',
  'Leon',
  'Adrian',
  'Tomas',
  'Oscar',
  'Hugo',
  'Elias',
  'Viktor',
  'Rafael',
  'Jonas',
  'Stefan',
  'Milan',
  'Noah',
  'Emil',
  'Ivan',
  'Andrea',
  'Lucas',
  'David',
  'Filip',
  'Kai',
  'Ryan',
  'Simon',
  'Owen',
];
const GIVEN_W = [
  'Anna',
  'Elena',
  'Maria',
  'Sofia',
  'Laura',
  'Mila',
  'Emma',
  'Julia',
  'Nina',
  'Clara',
  'Lena',
  'Iva',
  'Sara',
  'Ana',
  'Marta',
  'Eva',
  'Petra',
  'Olga',
  'Lucia',
  'Zoe',
];
const FAMILY = [
  'Novak',
  'Petrovic',
  'Muller',
  'Rossi',
  'Garcia',
  'Martin',
  'Silva',
  'Jensen',
  'Kowalski',
  'Horvat',
  'Dubois',
  'Moreau',
  'Fischer',
  'Weber',
  'Nielsen',
  'Lindqvist',
  'Costa',
  'Ferreira',
  'Romano',
  'Ricci',
  'Jovanovic',
  'Markovic',
  'Kovac',
  'Baker',
  'Walker',
  'Hughes',
  'Kennedy',
  'Sato',
  'Tanaka',
  'Kim',
  'Park',
  'Chen',
  'Lopez',
  'Herrera',
  'Navarro',
  'Bauer',
  'Schmid',
  'Berg',
  'Hansen',
  'Larsen',
  'Ivanov',
  'Popov',
  'Nagy',
  'Toth',
  'Dvorak',
  'Svoboda',
  'Murphy',
  'Walsh',
  'Brennan',
  'Duarte',
];

// A club league's sides are its fixed club list; its size is the list's length.
const clubs = (leagueId: number): Sides => ({ kind: 'clubs', clubs: LEAGUE_CLUBS[leagueId] ?? [] });
const named = (names: readonly string[]): Sides => ({ kind: 'named', names });
const players = (given: readonly string[] = GIVEN): Sides => ({ kind: 'players', given, family: FAMILY });

type Row = [id: number, sportId: number, name: string, country: string | null, priority: number, perDay: number, highlightRate: number, size: number, sides: Sides];

const ROWS: Row[] = [
  // Soccer: the English top flight plays enough fixtures for a 50-event league page.
  [101, 1, 'England Premier League', 'England', 1, 6, 0.35, 20, clubs(101)],
  [102, 1, 'UEFA Champions League', 'Europe', 2, 4, 0.5, 30, clubs(102)],
  [103, 1, 'Spain LaLiga', 'Spain', 3, 4, 0.25, 20, clubs(103)],
  [104, 1, 'Germany Bundesliga', 'Germany', 4, 4, 0.25, 18, clubs(104)],
  [105, 1, 'Italy Serie A', 'Italy', 5, 4, 0.25, 20, clubs(105)],
  [106, 1, 'France Ligue 1', 'France', 6, 3, 0.2, 18, clubs(106)],
  [107, 1, 'UEFA Europa League', 'Europe', 7, 3, 0.3, 30, clubs(107)],
  [108, 1, 'England Championship', 'England', 8, 4, 0.05, 24, clubs(108)],
  [109, 1, 'Netherlands Eredivisie', 'Netherlands', 9, 3, 0.1, 18, clubs(109)],
  [110, 1, 'Portugal Primeira Liga', 'Portugal', 10, 3, 0.1, 18, clubs(110)],
  [111, 1, 'Serbia SuperLiga', 'Serbia', 11, 3, 0.15, 16, clubs(111)],
  [112, 1, 'Turkey Super Lig', 'Turkey', 12, 3, 0.1, 18, clubs(112)],
  [113, 1, 'Germany 2. Bundesliga', 'Germany', 13, 3, 0.05, 18, clubs(113)],
  [114, 1, 'Belgium Pro League', 'Belgium', 14, 2, 0.05, 16, clubs(114)],
  [115, 1, 'Scotland Premiership', 'Scotland', 15, 2, 0.05, 12, clubs(115)],
  [116, 1, 'Brazil Serie A', 'Brazil', 16, 3, 0.05, 20, clubs(116)],
  [117, 1, 'Argentina Liga Profesional', 'Argentina', 17, 3, 0.05, 18, clubs(117)],
  [118, 1, 'USA MLS', 'USA', 18, 2, 0.05, 28, clubs(118)],
  [119, 1, 'Austria Bundesliga', 'Austria', 19, 2, 0.05, 12, clubs(119)],
  [120, 1, 'Switzerland Super League', 'Switzerland', 20, 2, 0.05, 12, clubs(120)],
  // Ice hockey
  [1701, 17, 'NHL', 'USA', 1, 5, 0.2, 30, clubs(1701)],
  [1702, 17, 'Sweden SHL', 'Sweden', 2, 3, 0.05, 14, clubs(1702)],
  [1703, 17, 'Finland Liiga', 'Finland', 3, 2, 0.05, 14, clubs(1703)],
  [1704, 17, 'Czech Extraliga', 'Czechia', 4, 2, 0.05, 14, clubs(1704)],
  // Tennis
  [1301, 13, 'ATP Finals Turin', 'Italy', 1, 3, 0.4, 8, named(TENNIS_MEN)],
  [1302, 13, 'ATP Challenger Montevideo', 'Uruguay', 2, 4, 0.05, 32, named(TENNIS_MEN)],
  [1303, 13, 'WTA 125 Limoges', 'France', 3, 4, 0.05, 32, named(TENNIS_WOMEN)],
  [1304, 13, 'ITF Men Monastir', 'Tunisia', 4, 3, 0, 32, named(TENNIS_MEN)],
  // Basketball
  [1801, 18, 'NBA', 'USA', 1, 6, 0.25, 30, clubs(1801)],
  [1802, 18, 'EuroLeague', 'Europe', 2, 3, 0.3, 18, clubs(1802)],
  [1803, 18, 'ABA League', 'Balkan', 3, 2, 0.1, 14, clubs(1803)],
  [1804, 18, 'Spain ACB', 'Spain', 4, 2, 0.05, 18, clubs(1804)],
  // Handball
  [7801, 78, 'EHF Champions League', 'Europe', 1, 2, 0.2, 16, clubs(7801)],
  [7802, 78, 'Germany Handball-Bundesliga', 'Germany', 2, 2, 0.05, 18, clubs(7802)],
  [7803, 78, 'Serbia Superliga Handball', 'Serbia', 3, 1, 0.05, 12, clubs(7803)],
  // Volleyball
  [9101, 91, 'Italy SuperLega', 'Italy', 1, 2, 0.1, 12, clubs(9101)],
  [9102, 91, 'Poland PlusLiga', 'Poland', 2, 2, 0.05, 16, clubs(9102)],
  [9103, 91, 'CEV Champions League', 'Europe', 3, 1, 0.1, 16, clubs(9103)],
  // Darts, snooker and other individual sports
  [1501, 15, 'PDC Grand Slam of Darts', 'England', 1, 3, 0.2, 32, players()],
  [1502, 15, 'PDC Players Championship', 'England', 2, 3, 0, 64, players()],
  [1401, 14, 'UK Championship', 'England', 1, 3, 0.2, 32, players()],
  [1402, 14, 'Snooker Shoot Out', 'Wales', 2, 2, 0, 64, players()],
  [2701, 27, 'World Endurance Championship', null, 1, 1, 0, 30, players()],
  [2702, 27, 'DTM', 'Germany', 2, 1, 0, 20, players()],
  [1001, 10, 'Formula 1 World Championship', null, 1, 2, 0.3, 20, players()],
  [2401, 24, 'MotoGP', null, 1, 1, 0.1, 22, players()],
  [2402, 24, 'Speedway Grand Prix', null, 2, 1, 0, 16, players()],
  [1601, 16, 'MLB', 'USA', 1, 3, 0.05, 30, clubs(1601)],
  [1602, 16, 'Japan NPB', 'Japan', 2, 2, 0, 12, clubs(1602)],
  [1201, 12, 'NFL', 'USA', 1, 2, 0.3, 32, clubs(1201)],
  [1202, 12, 'NCAA Football', 'USA', 2, 3, 0, 40, clubs(1202)],
  [801, 8, 'Six Nations', 'Europe', 1, 1, 0.2, 6, clubs(801)],
  [802, 8, 'United Rugby Championship', 'Europe', 2, 2, 0, 16, clubs(802)],
  [803, 8, 'Top 14', 'France', 3, 2, 0, 14, clubs(803)],
  [4001, 40, 'Alpine Ski World Cup Men', null, 1, 1, 0, 30, players()],
  [4002, 40, 'Alpine Ski World Cup Women', null, 2, 1, 0, 30, players(GIVEN_W)],
  [4101, 41, 'Ski Jumping World Cup', null, 1, 1, 0, 30, players()],
  [4201, 42, 'Biathlon World Cup', null, 1, 1, 0, 30, players()],
  [8301, 83, 'UEFA Futsal Champions League', 'Europe', 1, 1, 0, 16, clubs(8301)],
  [8302, 83, 'Spain Primera Division Futsal', 'Spain', 2, 1, 0, 16, clubs(8302)],
  [11001, 110, 'LEN Champions League', 'Europe', 1, 1, 0, 16, clubs(11001)],
  [701, 7, 'DP World Tour Championship', 'UAE', 1, 2, 0.1, 50, players()],
  [702, 7, 'PGA Tour RSM Classic', 'USA', 2, 2, 0, 70, players()],
  [901, 9, 'Boxing', null, 1, 1, 0.2, 40, players()],
  [16201, 162, 'UFC Fight Night', 'USA', 1, 2, 0.2, 40, players()],
  [16202, 162, 'PFL', null, 2, 1, 0, 40, players()],
  [3801, 38, 'UCI Track Champions League', null, 1, 1, 0, 30, players()],
  [9201, 92, 'TT Elite Series', 'Poland', 1, 6, 0, 24, players()],
  [9202, 92, 'WTT Champions', null, 2, 2, 0.05, 32, players()],
  [3601, 36, 'AFL', 'Australia', 1, 1, 0.05, 18, clubs(3601)],
  [9401, 94, 'BWF World Tour Finals', null, 1, 2, 0.05, 16, players()],
  [9402, 94, 'BWF Korea Masters', 'South Korea', 2, 2, 0, 32, players(GIVEN_W)],
  [301, 3, 'Big Bash League', 'Australia', 1, 1, 0.05, 8, clubs(301)],
  [302, 3, 'Indian Premier League', 'India', 2, 1, 0.05, 10, clubs(302)],
  [9001, 90, 'FIH Pro League', null, 1, 1, 0, 9, clubs(9001)],
  [9002, 90, 'Euro Hockey League', 'Europe', 2, 1, 0, 16, clubs(9002)],
  [6601, 66, 'World Indoor Bowls Championship', 'Scotland', 1, 2, 0, 32, players()],
  [2801, 28, 'NASCAR Cup Series', 'USA', 1, 1, 0.05, 36, players()],
  [10701, 107, 'PSA World Tour', null, 1, 3, 0, 32, players()],
];

/** Every league of the offer. */
export const LEAGUES: readonly LeagueDef[] = ROWS.map(([id, sportId, name, country, priority, perDay, highlightRate, size, sides]) => ({
  id,
  sportId,
  name,
  country,
  priority,
  customId: `${id}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`,
  perDay,
  highlightRate,
  // A fixed list of clubs or players caps the field.
  size: sides.kind === 'clubs' ? sides.clubs.length : sides.kind === 'named' ? Math.min(size, sides.names.length) : size,
  sides,
}));
