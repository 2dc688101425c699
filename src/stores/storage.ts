// Web Storage behind a wall: a full, blocked (privacy mode, sandboxed frame) or missing
// storage degrades to "nothing stored" and never throws into a component.
// Importing this module also points @nanostores/persistent at session storage, which the
// spec names for the session, the slip and the live favourites: every persistent store
// must import it before it is created (import './storage.ts' first).
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';

export type StorageKind = 'local' | 'session';

/** The browser's storage of that kind, or undefined on the server or when access is refused. */
export function browserStorage(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; false when the storage refused it (full or blocked). */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = browserStorage(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // A blocked storage holds nothing to remove.
  }
}

/**
 * The object @nanostores/persistent reads and writes with property syntax, over a Storage:
 * every access is guarded, so a refused write keeps the value in memory for this page only.
 */
export function guardedEngine(storage: Storage | undefined): PersistentStore {
  const fallback: Record<string, string> = {};
  const keys = (): string[] => {
    try {
      if (!storage) return Object.keys(fallback);
      const out: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) out.push(key);
      }
      return [...new Set([...out, ...Object.keys(fallback)])];
    } catch {
      return Object.keys(fallback);
    }
  };
  const get = (key: string): string | undefined => {
    if (key in fallback) return fallback[key];
    try {
      return storage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy(fallback, {
    get: (_, key) => (typeof key === 'string' ? get(key) : undefined),
    has: (_, key) => typeof key === 'string' && get(key) !== undefined,
    set: (_, key, value) => {
      if (typeof key !== 'string') return true;
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(key, String(value));
        delete fallback[key];
      } catch {
        fallback[key] = String(value);
      }
      return true;
    },
    deleteProperty: (_, key) => {
      if (typeof key !== 'string') return true;
      delete fallback[key];
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing more to remove.
      }
      return true;
    },
    ownKeys: () => keys(),
    getOwnPropertyDescriptor: (_, key) => {
      if (typeof key !== 'string') return undefined;
      const value = get(key);
      return value === undefined ? undefined : { value, writable: true, enumerable: true, configurable: true };
    },
  });
}

if (typeof window !== 'undefined') {
  setPersistentEngine(guardedEngine(browserStorage('session')), windowPersistentEvents);
} else {
  // On the server every request starts with nothing stored; pages render the visitor state.
  setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} });
}
