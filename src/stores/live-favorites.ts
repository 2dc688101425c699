// Live favourites (spec section 3): a map of sport id to events, in session storage under
// `live-favorites`. Stored versioned-free as the spec names it, parsed on read: a tampered
// entry reads as no favourites.
import './storage.ts';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { z, type Infer } from '../lib/shape/index.ts';

export const LIVE_FAVORITES_KEY = 'live-favorites';

const FavoriteEvent = z.object({
  fi: z.int(),
  home: z.object({ name: z.string() }),
  away: z.object({ name: z.string() }),
  time: z.int(),
  sportId: z.int(),
  league: z.object({ name: z.string() }),
});
export type FavoriteEvent = Infer<typeof FavoriteEvent>;
const Favorites = z.record(z.string(), z.array(FavoriteEvent));
export type Favorites = Infer<typeof Favorites>;

export function decodeFavorites(text: string): Favorites {
  try {
    const parsed = Favorites.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export const $liveFavorites = persistentAtom<Favorites>(LIVE_FAVORITES_KEY, {}, { encode: JSON.stringify, decode: decodeFavorites });
export const $liveFavoriteIds = computed($liveFavorites, (f) => new Set(Object.values(f).flatMap((list) => list.map((e) => e.fi))));

const lite = (e: FavoriteEvent): FavoriteEvent => ({
  fi: e.fi,
  home: { name: e.home.name },
  away: { name: e.away.name },
  time: e.time,
  sportId: e.sportId,
  league: { name: e.league.name },
});

/** Adds the event to its sport's favourites, or removes it when it is there. */
export function withFavoriteToggled(f: Favorites, e: FavoriteEvent): Favorites {
  const key = String(e.sportId);
  const list = f[key] ?? [];
  const next = list.some((x) => x.fi === e.fi) ? list.filter((x) => x.fi !== e.fi) : [...list, lite(e)];
  const out = { ...f, [key]: next };
  if (next.length === 0) delete out[key];
  return out;
}

/** Favourites re-synced to fresh live data: fresh names and times; events no longer live leave. */
export function withFavoritesSynced(f: Favorites, live: readonly FavoriteEvent[]): Favorites {
  const byId = new Map(live.map((e) => [e.fi, e]));
  const out: Favorites = {};
  for (const [sport, list] of Object.entries(f)) {
    const kept = list.flatMap((e) => {
      const fresh = byId.get(e.fi);
      return fresh ? [lite(fresh)] : [];
    });
    if (kept.length) out[sport] = kept;
  }
  return out;
}

export function toggleLiveFavorite(e: FavoriteEvent): void {
  $liveFavorites.set(withFavoriteToggled($liveFavorites.get(), e));
}

export function syncLiveFavorites(live: readonly FavoriteEvent[]): void {
  const before = $liveFavorites.get();
  const after = withFavoritesSynced(before, live);
  if (JSON.stringify(after) !== JSON.stringify(before)) $liveFavorites.set(after);
}
