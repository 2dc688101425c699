import { describe, expect, it } from 'vitest';
import { toTell, type Notice } from './notices.ts';

const notice = (id: number, kind: string, seen = false): Notice => ({ id, ticket_id: 100 + id, kind, amount: '1.00', stake: '5.00', seen });

describe('the results to tell', () => {
  it('are the ones new to this browser and not yet seen on my bets, oldest first, of kinds with words', () => {
    const list = [notice(9, 'winning'), notice(8, 'failed'), notice(7, 'cashed_out', true), notice(6, 'returned'), notice(5, 'mystery'), notice(4, 'winning')];
    expect(toTell(list, 5).map((n) => n.id)).toEqual([6, 8, 9]);
    // A browser that told nothing yet tells every unseen result, however old.
    expect(toTell(list, 0).map((n) => n.id)).toEqual([4, 6, 8, 9]);
    expect(toTell(list, 9)).toEqual([]);
  });
});
