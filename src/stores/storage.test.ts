import { describe, expect, it } from 'vitest';
import { guardedEngine } from './storage.ts';

class MemoryStorage implements Storage {
  map = new Map<string, string>();
  full = false;
  blocked = false;
  get length(): number {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    if (this.full || this.blocked) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string): void {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    this.map.delete(k);
  }
}

describe('guarded persistent engine', () => {
  it('reads and writes through to the storage', () => {
    const storage = new MemoryStorage();
    const engine = guardedEngine(storage);
    engine.slip = '[]';
    expect(storage.getItem('slip')).toBe('[]');
    expect('slip' in engine).toBe(true);
    expect(Object.keys(engine)).toEqual(['slip']);
    delete engine.slip;
    expect('slip' in engine).toBe(false);
  });

  it('keeps a value in memory when the storage is full', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    const engine = guardedEngine(storage);
    expect(() => {
      engine.session = 'x';
    }).not.toThrow();
    expect(engine.session).toBe('x');
  });

  it('never throws when the storage is blocked', () => {
    const storage = new MemoryStorage();
    storage.blocked = true;
    const engine = guardedEngine(storage);
    expect(engine.session).toBeUndefined();
    expect('session' in engine).toBe(false);
    engine.session = 'y';
    expect(engine.session).toBe('y');
    expect(Object.keys(engine)).toEqual(['session']);
  });

  it('works without any storage', () => {
    const engine = guardedEngine(undefined);
    engine.a = '1';
    expect(engine.a).toBe('1');
  });
});
