import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMajor } from '../money/index.ts';
import { depositRoom } from './deposit-room.ts';

const figures = { min: '10.00', max: '5000.00', presets: ['20.00', '50.00', '100.00', '200.00'], cap_left: '5000.00', left: '5000.00' };

describe('deposit room', () => {
  it('offers every preset while the cap leaves room', () => {
    expect(depositRoom(figures)).toMatchObject({ open: true, byLimit: false, upTo: 500_000n, presets: [2_000n, 5_000n, 10_000n, 20_000n] });
  });
  it('offers only what a daily limit of 150.00 with 50.00 used still allows', () => {
    expect(depositRoom({ ...figures, cap_left: '4950.00', left: '100.00' })).toMatchObject({ open: true, byLimit: true, upTo: 10_000n, presets: [2_000n, 5_000n, 10_000n] });
  });
  it('is closed when less than the smallest deposit is left, by a limit or by the cap', () => {
    expect(depositRoom({ ...figures, cap_left: '4950.00', left: '0.00' })).toMatchObject({ open: false, byLimit: true, presets: [] });
    expect(depositRoom({ ...figures, cap_left: '5.00', left: '5.00' })).toMatchObject({ open: false, byLimit: false, presets: [] });
  });
  it('never offers an amount above what is left or outside the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), (left, capLeft) => {
        const room = depositRoom({ ...figures, left: formatMajor(Math.min(left, capLeft)), cap_left: formatMajor(capLeft) });
        for (const p of room.presets) expect(p <= room.left && p >= room.min && p <= room.max).toBe(true);
        expect(room.open).toBe(room.upTo >= room.min);
      }),
    );
  });
});
