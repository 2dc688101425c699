import { describe, expect, it } from 'vitest';
import { createSubscriptions } from './subscriptions.ts';
import { MAX_WATCHED_EVENTS } from '../../lib/realtime/price-watch.ts';

describe('subscriptions', () => {
  it('groups the sockets of changed events by the same list of events they watch', () => {
    const subs = createSubscriptions<string>();
    subs.watch('a', [1, 2]);
    subs.watch('b', [1, 2, 3]);
    subs.watch('c', [3]);
    subs.watch('d', []);
    const groups = subs.audiences([1, 2, 4]);
    expect(groups).toEqual([{ ids: [1, 2], subscribers: ['a', 'b'] }]);
    expect(subs.audiences([3])).toEqual([{ ids: [3], subscribers: ['b', 'c'] }]);
    // A socket that named nothing is selective all the same: it wants no full batch.
    expect(subs.selective('d')).toBe(true);
    expect(subs.selective('e')).toBe(false);
  });

  it('returns only the events a socket did not watch yet, and refuses past the bound without changing anything', () => {
    const subs = createSubscriptions<string>();
    const ids = Array.from({ length: MAX_WATCHED_EVENTS }, (_, i) => i + 1);
    expect(subs.watch('a', ids.slice(0, 10))).toHaveLength(10);
    expect(subs.watch('a', ids.slice(5, 12))).toEqual([11, 12]);
    expect(subs.watch('a', ids)).toEqual(ids.slice(12));
    expect(subs.watch('a', [MAX_WATCHED_EVENTS + 1])).toBe('too_many_events');
    expect(subs.audiences([MAX_WATCHED_EVENTS + 1])).toEqual([]);
    subs.unwatch('a', [1]);
    expect(subs.watch('a', [MAX_WATCHED_EVENTS + 1])).toEqual([MAX_WATCHED_EVENTS + 1]);
  });

  it('forgets a dropped socket and the events only it watched', () => {
    const subs = createSubscriptions<string>();
    subs.watch('a', [1, 2]);
    subs.watch('b', [2]);
    subs.drop('a');
    expect([...subs.watched()]).toEqual([2]);
    expect(subs.size()).toBe(1);
    expect(subs.selective('a')).toBe(false);
  });

  it('allows a burst of subscribe messages, then a few per second', () => {
    const subs = createSubscriptions<string>();
    let allowed = 0;
    for (let i = 0; i < 50; i++) if (subs.allow('a', 1000)) allowed++;
    expect(allowed).toBe(20);
    expect(subs.allow('a', 1100)).toBe(false);
    expect(subs.allow('a', 1200)).toBe(true);
    // Another socket has its own allowance.
    expect(subs.allow('b', 1200)).toBe(true);
  });
});
