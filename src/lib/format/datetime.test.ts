import { describe, expect, it } from 'vitest';
import { endOfDay, endOfDaySeconds, gmtOffsetLabel, zoneOffsetMinutes } from './datetime.ts';

const winter = Date.parse('2026-11-23T17:30:05Z');
const summer = Date.parse('2026-07-01T08:05:09Z');

describe('GMT offset', () => {
  it('follows daylight saving time in Belgrade', () => {
    expect(zoneOffsetMinutes(winter)).toBe(60);
    expect(gmtOffsetLabel(winter)).toBe('GMT+1');
    expect(gmtOffsetLabel(summer)).toBe('GMT+2');
  });

  it('names half hours, negative offsets and UTC', () => {
    expect(gmtOffsetLabel(winter, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtOffsetLabel(winter, 'America/New_York')).toBe('GMT-5');
    expect(gmtOffsetLabel(winter, 'UTC')).toBe('GMT+0');
  });
});

describe('end of day', () => {
  it('is 23:59:59 Belgrade time of the same calendar day', () => {
    expect(new Date(endOfDay(winter)).toISOString()).toBe('2026-11-23T22:59:59.000Z');
    expect(new Date(endOfDay(summer)).toISOString()).toBe('2026-07-01T21:59:59.000Z');
  });

  it('uses the Belgrade calendar day, not the UTC one', () => {
    // 23:30 UTC on the 4th is already the 5th in Belgrade.
    expect(new Date(endOfDay(Date.parse('2026-03-04T23:30:00Z'))).toISOString()).toBe('2026-03-05T22:59:59.000Z');
  });

  it('holds on the days clocks change', () => {
    expect(new Date(endOfDay(Date.parse('2026-03-29T00:30:00Z'))).toISOString()).toBe('2026-03-29T21:59:59.000Z');
    expect(new Date(endOfDay(Date.parse('2026-10-25T00:30:00Z'))).toISOString()).toBe('2026-10-25T22:59:59.000Z');
  });

  it('gives epoch seconds for the API', () => {
    expect(endOfDaySeconds(winter)).toBe(Date.parse('2026-11-23T22:59:59Z') / 1000);
  });
});
