import { describe, expect, it } from 'vitest';
import { balanceReads, idleExpired, realityCheckDue } from './keeper.ts';
import { balanceFromMessage, liveUrl } from './live.ts';

describe('automatic logout', () => {
  it('expires only once the chosen idle time has passed, and never when off', () => {
    expect(idleExpired(0, 15 * 60_000 - 1, 15)).toBe(false);
    expect(idleExpired(0, 15 * 60_000, 15)).toBe(true);
    expect(idleExpired(0, 10 * 60 * 60_000, 0)).toBe(false);
  });
});

describe('reality check', () => {
  it('is due a full interval after the last one, and never when off', () => {
    expect(realityCheckDue(1_000, 1_000 + 30 * 60_000 - 1, 30)).toBe(false);
    expect(realityCheckDue(1_000, 1_000 + 30 * 60_000, 30)).toBe(true);
    expect(realityCheckDue(0, 10 * 60 * 60_000, 0)).toBe(false);
  });
});

describe('live socket messages', () => {
  it('reads a balance push in minor units', () => {
    expect(balanceFromMessage({ type: 'balance', balance: '1234.50' })).toBe(123_450);
    expect(balanceFromMessage({ type: 'balance', balance: '0.00' })).toBe(0);
  });

  it('ignores anything else', () => {
    expect(balanceFromMessage({ type: 'odds', balance: '1.00' })).toBeNull();
    expect(balanceFromMessage({ type: 'balance', balance: 12 })).toBeNull();
    expect(balanceFromMessage({ type: 'balance', balance: '1e3' })).toBeNull();
    expect(balanceFromMessage(null)).toBeNull();
  });

  it('addresses the socket by player id on the same host', () => {
    expect(liveUrl({ protocol: 'https:', host: 'bet.example' }, 7)).toBe('wss://bet.example/api/live?id=7');
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:4610' }, 7)).toBe('ws://127.0.0.1:4610/api/live?id=7');
  });
});

describe('balance reads and pushes', () => {
  it('drops a read that a push overtook, and keeps one that nothing overtook', () => {
    const reads = balanceReads();
    const overtaken = reads.startRead();
    reads.pushed();
    expect(overtaken()).toBe(false);
    const fresh = reads.startRead();
    expect(fresh()).toBe(true);
  });
});
