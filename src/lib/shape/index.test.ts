import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z, type Infer } from './index.ts';

const Bet = z.object({ id: z.int(), name: z.string(), note: z.optional(z.string()), kind: z.enum(['a', 'b']), at: z.nullable(z.number()) });
type Bet = Infer<typeof Bet>;

describe('shape checks', () => {
  it('accepts a value of the shape and drops unknown keys', () => {
    const r = Bet.safeParse({ id: 1, name: 'x', kind: 'a', at: null, extra: true });
    expect(r).toEqual({ success: true, data: { id: 1, name: 'x', kind: 'a', at: null } });
    const typed: Bet | undefined = r.success ? r.data : undefined;
    expect(typed?.id).toBe(1);
  });
  it('refuses wrong types, missing keys, fractions where integers belong and unknown enum values', () => {
    for (const bad of [
      null,
      [],
      'x',
      { id: 1.5, name: 'x', kind: 'a', at: 1 },
      { id: 1, kind: 'a', at: 1 },
      { id: 1, name: 'x', kind: 'c', at: 1 },
      { id: 1, name: 'x', kind: 'a' },
    ]) {
      expect(Bet.safeParse(bad).success).toBe(false);
    }
  });
  it('checks every item of arrays and records', () => {
    expect(z.array(z.int()).safeParse([1, 2, 3]).success).toBe(true);
    expect(z.array(z.int()).safeParse([1, '2']).success).toBe(false);
    expect(z.record(z.string(), z.boolean()).safeParse({ a: true, b: false }).success).toBe(true);
    expect(z.record(z.string(), z.boolean()).safeParse({ a: 1 }).success).toBe(false);
  });
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => Bet.safeParse(v)).not.toThrow();
      }),
    );
  });
});
