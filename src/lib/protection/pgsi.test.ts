import { describe, expect, it } from 'vitest';
import { pgsiBand, pgsiFromQuery, scorePgsi } from './pgsi.ts';

const nine = (...answers: number[]) => [...answers, ...Array<number>(9 - answers.length).fill(0)];

describe('PGSI scoring', () => {
  it('adds the nine answers and reads the standard bands 0 / 1-2 / 3-7 / 8+', () => {
    expect(scorePgsi(nine())).toEqual({ score: 0, band: 'none' });
    expect(scorePgsi(nine(1))).toEqual({ score: 1, band: 'low' });
    expect(scorePgsi(nine(1, 1))).toEqual({ score: 2, band: 'low' });
    expect(scorePgsi(nine(3))).toEqual({ score: 3, band: 'moderate' });
    expect(scorePgsi(nine(3, 2, 1, 1))).toEqual({ score: 7, band: 'moderate' });
    expect(scorePgsi(nine(3, 3, 2))).toEqual({ score: 8, band: 'problem' });
    expect(scorePgsi(Array<number>(9).fill(3))).toEqual({ score: 27, band: 'problem' });
  });

  it('gives every total from 0 to 27 the band of its range', () => {
    for (let score = 0; score <= 27; score++) expect(pgsiBand(score)).toBe(score === 0 ? 'none' : score <= 2 ? 'low' : score <= 7 ? 'moderate' : 'problem');
  });

  it('refuses a wrong number of answers or an answer outside 0-3', () => {
    expect(scorePgsi(Array<number>(8).fill(0))).toBeNull();
    expect(scorePgsi(Array<number>(10).fill(0))).toBeNull();
    expect(scorePgsi(nine(4))).toBeNull();
    expect(scorePgsi(nine(-1))).toBeNull();
    expect(scorePgsi(nine(1.5))).toBeNull();
  });

  it('reads a submitted form, and nothing from an incomplete or tampered one', () => {
    const form = new URLSearchParams(Array.from({ length: 9 }, (_, i) => [`q${i + 1}`, i < 2 ? '2' : '0']));
    expect(pgsiFromQuery(form)).toEqual({ score: 4, band: 'moderate' });
    form.delete('q9');
    expect(pgsiFromQuery(form)).toBeNull();
    form.set('q9', '9');
    expect(pgsiFromQuery(form)).toBeNull();
    form.set('q9', ' 1');
    expect(pgsiFromQuery(form)).toBeNull();
  });
});
