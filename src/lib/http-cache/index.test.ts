import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, DEFAULT_TTL_MS, GAME_LIST_TTL_MS, cacheKey, clearCache, isCacheable, purgeExpired, readCached, writeCached, type KeyValueStorage } from './index.ts';

/** A Web Storage stand-in with an optional byte quota, like a browser's session storage. */
class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  private readonly quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    let used = value.length;
    for (const [k, v] of this.map) if (k !== key) used += v.length;
    if (used > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

class BlockedStorage implements KeyValueStorage {
  readonly length = 0;
  key(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
}

const ok = { status: 200, body: '{"sports":[]}' };

describe('which requests are cached', () => {
  it('caches GET and HEAD only', () => {
    expect(isCacheable('get')).toBe(true);
    expect(isCacheable('HEAD')).toBe(true);
    expect(isCacheable('POST')).toBe(false);
    expect(cacheKey('POST', '/api/contact', undefined)).toBeUndefined();
  });

  it('gives the same key whatever the order of the query parameters', () => {
    const a = cacheKey('GET', '/api/get_leagues', new URLSearchParams('sport_id=1&to_time=5'));
    const b = cacheKey('get', '/api/get_leagues', new URLSearchParams('to_time=5&sport_id=1'));
    expect(a).toBe(b);
    expect(a).toBe(`${CACHE_PREFIX}|GET /api/get_leagues?sport_id=1&to_time=5`);
  });

  it('keeps one player apart from another and from visitors', () => {
    const visitor = cacheKey('GET', '/api/get_tickets', undefined);
    expect(cacheKey('GET', '/api/get_tickets', undefined, '7')).not.toBe(visitor);
    expect(cacheKey('GET', '/api/get_tickets', undefined, '7')).not.toBe(cacheKey('GET', '/api/get_tickets', undefined, '8'));
  });
});

describe('time to live', () => {
  it('serves an answer for 60 seconds by default, then forgets it', () => {
    const storage = new MemoryStorage();
    const key = cacheKey('GET', '/api/get_sports', undefined)!;
    expect(writeCached(storage, key, ok, DEFAULT_TTL_MS, 1_000)).toBe(true);
    expect(readCached(storage, key, 1_000 + 59_999)).toEqual(ok);
    expect(readCached(storage, key, 1_000 + 60_000)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('keeps the game list for 5 minutes', () => {
    const storage = new MemoryStorage();
    const key = cacheKey('GET', '/api/get_all_games_and_providers', undefined)!;
    writeCached(storage, key, ok, GAME_LIST_TTL_MS, 0);
    expect(readCached(storage, key, 299_999)).toEqual(ok);
    expect(readCached(storage, key, 300_000)).toBeUndefined();
  });

  it('does not cache errors or a zero time to live', () => {
    const storage = new MemoryStorage();
    expect(writeCached(storage, 'k', { status: 404, body: '{}' }, DEFAULT_TTL_MS, 0)).toBe(false);
    expect(writeCached(storage, 'k', ok, 0, 0)).toBe(false);
    expect(storage.length).toBe(0);
  });
});

describe('storage failures', () => {
  it('treats a corrupt entry as a miss and removes it', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${CACHE_PREFIX}x`, '{not json');
    expect(readCached(storage, `${CACHE_PREFIX}x`, 0)).toBeUndefined();
    storage.setItem(`${CACHE_PREFIX}y`, '{"status":"200","body":1}');
    expect(readCached(storage, `${CACHE_PREFIX}y`, 0)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('never throws when storage is blocked', () => {
    const storage = new BlockedStorage();
    expect(readCached(storage, 'k', 0)).toBeUndefined();
    expect(writeCached(storage, 'k', ok, DEFAULT_TTL_MS, 0)).toBe(false);
    expect(purgeExpired(storage, 0)).toBe(0);
    expect(() => clearCache(storage)).not.toThrow();
  });

  it('makes room by dropping expired entries when storage is full', () => {
    const storage = new MemoryStorage(80);
    writeCached(storage, `${CACHE_PREFIX}old`, ok, 10, 0);
    const key = `${CACHE_PREFIX}new`;
    expect(writeCached(storage, key, ok, DEFAULT_TTL_MS, 100)).toBe(true);
    expect(storage.getItem(`${CACHE_PREFIX}old`)).toBeNull();
    expect(readCached(storage, key, 100)).toEqual(ok);
  });

  it('gives up quietly when storage is full of fresh entries', () => {
    const storage = new MemoryStorage(60);
    writeCached(storage, `${CACHE_PREFIX}a`, ok, DEFAULT_TTL_MS, 0);
    expect(writeCached(storage, `${CACHE_PREFIX}b`, ok, DEFAULT_TTL_MS, 0)).toBe(false);
    expect(readCached(storage, `${CACHE_PREFIX}a`, 0)).toEqual(ok);
  });
});

describe('clearing', () => {
  it('removes cache entries and leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('slip', '[]');
    writeCached(storage, `${CACHE_PREFIX}a`, ok, DEFAULT_TTL_MS, 0);
    clearCache(storage);
    expect([...storage.map.keys()]).toEqual(['slip']);
  });
});
