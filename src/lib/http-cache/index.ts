// The browser's response cache of spec section 7: GET and HEAD answers kept in session
// storage for a time to live (60 s by default, 300 s for the game list). Pure over an
// injected storage and clock, so the rules are tested without a browser; any storage
// failure (full, blocked, corrupt) reads as a miss and never reaches the caller.

export const DEFAULT_TTL_MS = 60_000;
export const GAME_LIST_TTL_MS = 300_000;
/** Prefix of every cache entry's key in session storage. */
export const CACHE_PREFIX = 'http-cache:v1:';

/** The part of the Web Storage API the cache uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface CachedResponse {
  status: number;
  body: string;
}

interface Entry extends CachedResponse {
  expires: number;
}

/** Only GET and HEAD answers are cached. */
export function isCacheable(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD';
}

/**
 * The cache key of a request, or undefined when the method is not cached. Query parameters
 * are sorted so the same question asked in another order hits the same entry; the partition
 * (the player's id) keeps one player's answers away from the next one in the same tab.
 */
export function cacheKey(method: string, path: string, params: URLSearchParams | undefined, partition = ''): string | undefined {
  if (!isCacheable(method)) return undefined;
  const sorted = new URLSearchParams([...(params ?? new URLSearchParams())].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const query = sorted.toString();
  return `${CACHE_PREFIX}${partition}|${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
}

function parseEntry(text: string | null): Entry | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { status, body, expires } = value as Record<string, unknown>;
    if (typeof status !== 'number' || typeof body !== 'string' || typeof expires !== 'number') return undefined;
    return { status, body, expires };
  } catch {
    return undefined;
  }
}

/** A fresh cached answer, or undefined. Expired or unreadable entries are removed. */
export function readCached(storage: KeyValueStorage, key: string, now: number): CachedResponse | undefined {
  try {
    const entry = parseEntry(storage.getItem(key));
    if (entry && entry.expires > now) return { status: entry.status, body: entry.body };
    storage.removeItem(key);
  } catch {
    // Blocked storage is a miss.
  }
  return undefined;
}

/** Removes every expired or unreadable cache entry; returns how many went. */
export function purgeExpired(storage: KeyValueStorage, now: number): number {
  let removed = 0;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const entry = parseEntry(storage.getItem(key));
      if (!entry || entry.expires <= now) {
        storage.removeItem(key);
        removed++;
      }
    }
  } catch {
    // Blocked storage has nothing to purge.
  }
  return removed;
}

/** Removes every cache entry (other session storage keys stay). */
export function clearCache(storage: KeyValueStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear in blocked storage.
  }
}

/**
 * Keeps a successful (2xx) answer for ttlMs. A full storage is first relieved of expired
 * entries and tried once more; if it is still full the answer simply is not cached.
 */
export function writeCached(storage: KeyValueStorage, key: string, response: CachedResponse, ttlMs: number, now: number): boolean {
  if (response.status < 200 || response.status >= 300 || ttlMs <= 0) return false;
  const text = JSON.stringify({ status: response.status, body: response.body, expires: now + ttlMs } satisfies Entry);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      storage.setItem(key, text);
      return true;
    } catch {
      if (attempt === 0 && purgeExpired(storage, now) === 0) return false;
    }
  }
  return false;
}
