// Every bus topic the server publishes on has a subscriber: a message nobody listens to is
// dead code that still costs a NOTIFY per message between nodes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('../../src/server/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

function topics(code: string[], call: 'publish' | 'subscribe'): Set<string> {
  const pattern = new RegExp(String.raw`bus\.${call}\(\s*'([a-z_]+)'`, 'g');
  return new Set(code.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!)));
}

describe('the bus', () => {
  it('has a subscriber for every topic the server publishes on', () => {
    const code = sources(serverDir);
    const published = topics(code, 'publish');
    const subscribed = topics(code, 'subscribe');
    expect(published.size).toBeGreaterThan(0);
    expect([...published].filter((topic) => !subscribed.has(topic))).toEqual([]);
  });
});
