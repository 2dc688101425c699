import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineRows } from './market-layout.ts';

const odd = (name: string, handicap: string | null) => ({ name, handicap });
const self = <T>(x: T) => x;

describe('line rows', () => {
  it('pairs Over with Under of the same line, one line a row', () => {
    const odds = [odd('Over', '1.5'), odd('Under', '1.5'), odd('Over', '2.5'), odd('Under', '2.5')];
    expect(lineRows(odds, self)).toEqual([
      [odds[0], odds[1]],
      [odds[2], odds[3]],
    ]);
  });

  it('pairs a handicap with its opposite line', () => {
    const odds = [odd('1', '-1.5'), odd('2', '+1.5'), odd('1', '+1.5'), odd('2', '-1.5')];
    expect(lineRows(odds, self)).toEqual([
      [odds[0], odds[1]],
      [odds[2], odds[3]],
    ]);
  });

  it('leaves a gap where one side of a line is missing', () => {
    const odds = [odd('Over', '2.5'), odd('Over', '3.5'), odd('Under', '3.5')];
    expect(lineRows(odds, self)).toEqual([
      [odds[0], null],
      [odds[1], odds[2]],
    ]);
  });

  it('is no pair market for 1 / X / 2, yes / no or a correct score', () => {
    expect(lineRows([odd('1', null), odd('Draw', null), odd('2', null)], self)).toBeNull();
    expect(lineRows([odd('Yes', null), odd('No', null)], self)).toBeNull();
    expect(lineRows([odd('2-0', '0'), odd('2-1', '0'), odd('1-2', '0')], self)).toBeNull();
  });

  it('pairs every line whatever order the odds come in', () => {
    const lines = ['0.5', '1.5', '2.5', '3.5', '4.5'];
    fc.assert(
      fc.property(fc.shuffledSubarray(lines, { minLength: 1 }), fc.infiniteStream(fc.integer()), (chosen, seeds) => {
        const odds = chosen.flatMap((l) => [odd('Over', l), odd('Under', l)]);
        const shuffled = [...odds].sort(() => (seeds.next().value % 3) - 1);
        const rows = lineRows(shuffled, self);
        expect(rows).not.toBeNull();
        for (const [a, b] of rows!) {
          expect(a?.handicap).toBe(b?.handicap);
          expect(a?.name).not.toBe(b?.name);
        }
        expect(rows).toHaveLength(chosen.length);
      }),
    );
  });
});
