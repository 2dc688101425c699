import { describe, expect, it } from 'vitest';
import { toTell, type Notice } from './notices.ts';

const notice = (id: number, kind: string, seen = false): Notice => ({ id, ticket_id: 100 + id, kind, amount: '1.00', stake: '5.00', seen });

describe('the results to tell', () => {
  it('are the ones newer than the last this browser told, oldest first, of kinds with words', () => {
    const list = [notice(9, 'winning'), notice(8, 'failed'), notice(7, 'cashed_out', true), notice(6, 'returned'), notice(5, 'mystery'), notice(4, 'winning')];
    // Seen on my bets (open beside) or not: this browser has not told them yet.
    expect(toTell(list, 5).map((n) => n.id)).toEqual([6, 7, 8, 9]);
    expect(toTell(list, 9)).toEqual([]);
  });

  it('in a browser that told none yet, are every result not yet seen on my bets, however old', () => {
    const list = [notice(9, 'winning'), notice(8, 'failed', true), notice(4, 'winning')];
    expect(toTell(list, null).map((n) => n.id)).toEqual([4, 9]);
  });
});
