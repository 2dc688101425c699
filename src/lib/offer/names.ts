// Generated names in the player's language. The feed, the offer, the API and stored tickets
// keep their codes: bet365-style English market names (spec section 9), selection names
// ("Over", "No Goal"), English country names and ledger references ("ticket 42"). Pages and
// islands translate them here, at render time, through keys; a name without a key is shown
// as the feed gave it (team and player names, operator notes).

export type Translate = (key: string, params?: Record<string, string | number>) => string;

// A generated name's key is the name in camel case: "Full Time Result" -> "market.fullTimeResult",
// "2nd Goal" -> "market.2ndGoal", "Set 2 Winner" -> "market.set2Winner". Derived, not listed, so
// the islands ship no table of names (their JavaScript budget is tight).
function camel(name: string): string {
  const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p[0]!.toLowerCase() : p[0]!.toUpperCase()) + p.slice(1)).join('');
}

/** The key's text, or the fallback when the resources have no such key. */
export function lookup(t: Translate, key: string, fallback: string, params?: Record<string, string | number>): string {
  const text = t(key, params);
  return text === key ? fallback : text;
}

/** The key of a generated market name ("market.fullTimeResult"). */
export const marketNameKey = (name: string): string => `market.${camel(name)}`;

/** A market name in the page language ("Full Time Result" -> "Konačan ishod"); a name without a key as it is. */
export function marketName(t: Translate, name: string): string {
  return lookup(t, marketNameKey(name), name);
}

/** A selection name or header in the page language ("Over" -> "Über", "Tie" -> "Remis"); codes like "1", "1X" or "2-1" unchanged. */
export function selectionName(t: Translate, name: string): string {
  const word = name === 'Tie' || name === 'X' ? 'Draw' : name;
  // Only words have keys: a code such as "1X" would otherwise look up "odds.1X".
  return /^[A-Za-z ]+$/.test(word) ? lookup(t, `odds.${camel(word)}`, name) : name;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A country or region the feed names in English ("Germany", "Europe") in the page language. */
export function countryName(t: Translate, country: string): string {
  return lookup(t, `country.${slug(country)}`, country);
}

/**
 * A league's name in the page language: its own key when it has a local name
 * ("league.111": "Superliga Srbije"), else its English country prefix translated
 * ("Germany Bundesliga" -> "Deutschland Bundesliga"), else the feed's name.
 */
export function leagueName(t: Translate, league: { id: number; name: string; country?: string | null }): string {
  // An event's league carries no country: then a first word with a country key is one ("Netherlands Eredivisie").
  const country = league.country ?? league.name.split(' ')[0]!;
  const rest = league.name.startsWith(`${country} `) ? league.name.slice(country.length) : '';
  return lookup(t, `league.${league.id}`, rest ? countryName(t, country) + rest : league.name);
}
