// The all-games screen's pure part: search, popular filter and grouping by provider.

export interface CasinoGame {
  uuid: string;
  name: string;
  image: string;
  provider: string;
  section: string;
  popular: boolean;
}

export interface ProviderGroup {
  /** The provider's name; null for games without one (shown as "Other"). */
  provider: string | null;
  games: CasinoGame[];
}

/** Games whose name contains the query, case-insensitive; popularOnly keeps popular ones. */
export function filterGames(games: readonly CasinoGame[], query: string, popularOnly = false): CasinoGame[] {
  const q = query.trim().toLocaleLowerCase();
  return games.filter((g) => (!popularOnly || g.popular) && (q === '' || g.name.toLocaleLowerCase().includes(q)));
}

/** Groups in the providers' order; games without a known provider go last under null. */
export function groupByProvider(games: readonly CasinoGame[], providers: readonly string[]): ProviderGroup[] {
  const groups: ProviderGroup[] = providers.map((provider) => ({ provider, games: games.filter((g) => g.provider === provider) }));
  const other = games.filter((g) => !providers.includes(g.provider));
  if (other.length > 0) groups.push({ provider: null, games: other });
  return groups.filter((g) => g.games.length > 0);
}

/** Window messages that close the game frame. */
export function isCloseMessage(data: unknown): boolean {
  return data === 'closeFrame' || data === 'close-frame';
}
