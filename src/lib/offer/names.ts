// Generated names in the player's language. The feed, the offer, the API and stored tickets
// keep their codes: bet365-style English market names (spec section 9), selection names
// ("Over", "No Goal"), English country names and ledger references ("ticket 42"). Pages and
// islands translate them here, at render time, through keys; a name without a key is shown
// as the feed gave it (team and player names, operator notes).

export type Translate = (key: string, params?: Record<string, string | number>) => string;
type Found = { key: string; params?: Record<string, string | number> };

// Fixed market names and their keys.
const MARKETS: Readonly<Record<string, string>> = {
  'Full Time Result': 'market.fullTimeResult',
  '3-Way': 'market.threeWay',
  'To Win Match': 'market.toWinMatch',
  'Game Lines': 'market.gameLines',
  'Head to Head': 'market.headToHead',
  'To Win': 'market.toWin',
  'To Win Fight': 'market.toWinFight',
  'Double Chance': 'market.doubleChance',
  'Over/Under': 'market.overUnder',
  'Goals Over/Under': 'market.goalsOverUnder',
  'Total Points': 'market.totalPoints',
  'Both Teams To Score': 'market.btts',
  Handicap: 'market.handicap',
  'Asian Handicap': 'market.asianHandicap',
  'Point Spread': 'market.pointSpread',
  'Half Time Result': 'market.halfTimeResult',
  Overtime: 'market.overtime',
  'Will There Be Overtime?': 'market.willThereBeOvertime',
  'Set Betting': 'market.setBetting',
  'Correct Score': 'market.correctScore',
  'Match Remaining': 'market.matchRemaining',
};

const UNITS: Readonly<Record<string, string>> = { Set: 'set', Leg: 'leg', Frame: 'frame', Game: 'game' };

// Names built from a number or a unit: "2nd Goal", "1st Quarter Result", "Set 2 Winner", "Total Legs", "Frame Handicap".
const PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Found | null]> = [
  [/^(\d)(?:st|nd|rd|th) Goal$/, (m) => ({ key: `market.goal.${m[1]}` })],
  [/^(\d)(?:st|nd|rd|th) Quarter( Result)?$/, (m) => ({ key: `market.${m[2] ? 'quarterResult' : 'quarter'}.${m[1]}` })],
  [/^(Set|Leg|Frame|Game) (\d+) Winner$/, (m) => ({ key: `market.unitWinner.${UNITS[m[1]!]}`, params: { n: Number(m[2]) } })],
  [/^Total (Set|Leg|Frame|Game)s$/, (m) => ({ key: `market.unitTotal.${UNITS[m[1]!]}` })],
  [/^(Set|Leg|Frame|Game) Handicap$/, (m) => ({ key: `market.unitHandicap.${UNITS[m[1]!]}` })],
];

/** The key (and its values) of a generated market name, or null when it has none. */
export function marketNameKey(name: string): Found | null {
  const fixed = MARKETS[name];
  if (fixed) return { key: fixed };
  for (const [pattern, build] of PATTERNS) {
    const m = pattern.exec(name);
    if (m) return build(m);
  }
  return null;
}

/** A market name in the page language ("Full Time Result" -> "Konačan ishod"). */
export function marketName(t: Translate, name: string): string {
  const found = marketNameKey(name);
  if (!found) return name;
  const text = t(found.key, found.params);
  return text === found.key ? name : text;
}

// Selection (odd) names and headers that are words; "1", "2", "1X" and scores stay as they are.
const SELECTIONS: Readonly<Record<string, string>> = {
  Draw: 'odds.draw',
  Tie: 'odds.draw',
  X: 'odds.draw',
  Over: 'odds.over',
  Under: 'odds.under',
  Yes: 'odds.yes',
  No: 'odds.no',
  'No Goal': 'odds.noGoal',
};

/** A selection name or header in the page language ("Over" -> "Über"); codes like "1" or "2-1" unchanged. */
export function selectionName(t: Translate, name: string): string {
  const key = SELECTIONS[name];
  if (!key) return name;
  const text = t(key);
  return text === key ? name : text;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A country or region the feed names in English ("Germany", "Europe") in the page language. */
export function countryName(t: Translate, country: string): string {
  const key = `country.${slug(country)}`;
  const text = t(key);
  return text === key ? country : text;
}

/**
 * A league's name in the page language: its own key when it has a local name
 * ("league.111": "Superliga Srbije"), else its English country prefix translated
 * ("Germany Bundesliga" -> "Deutschland Bundesliga"), else the feed's name.
 */
export function leagueName(t: Translate, league: { id: number; name: string; country?: string | null }): string {
  const own = `league.${league.id}`;
  const text = t(own);
  if (text !== own) return text;
  // An event's league carries no country: then the name's own prefix says it.
  const country = league.country ?? COUNTRY_PREFIXES.find((c) => league.name.startsWith(`${c} `));
  if (country && league.name.startsWith(`${country} `)) return `${countryName(t, country)} ${league.name.slice(country.length + 1)}`;
  return league.name;
}

// The countries that begin league names in the offer (src/lib/offer/leagues.ts).
const COUNTRY_PREFIXES = [
  'England',
  'Spain',
  'Germany',
  'Italy',
  'France',
  'Netherlands',
  'Portugal',
  'Serbia',
  'Turkey',
  'Belgium',
  'Scotland',
  'Brazil',
  'Argentina',
  'USA',
  'Austria',
  'Switzerland',
  'Sweden',
  'Finland',
  'Poland',
  'Japan',
];

// Ledger references as the server writes them.
const REFERENCES: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Found]> = [
  [/^ticket (\d+)$/, (m) => ({ key: 'statement.ref.ticket', params: { id: m[1]! } })],
  [/^cash ?out (?:of )?ticket (\d+)$/i, (m) => ({ key: 'statement.ref.cashOut', params: { id: m[1]! } })],
  [/^demo deposit$/, () => ({ key: 'statement.ref.demoDeposit' })],
  [/^account opened$/, () => ({ key: 'statement.ref.accountOpened' })],
  [/^(.+) round (\S+)$/, (m) => ({ key: 'statement.ref.casinoRound', params: { game: m[1]!, round: m[2]! } })],
];

/** A statement line's reference in the page language ("ticket 42" -> "Tiket 42"); an operator's note stays as written. */
export function statementReference(t: Translate, reference: string): string {
  for (const [pattern, build] of REFERENCES) {
    const m = pattern.exec(reference);
    if (!m) continue;
    const found = build(m);
    const text = t(found.key, found.params);
    return text === found.key ? reference : text;
  }
  return reference;
}
