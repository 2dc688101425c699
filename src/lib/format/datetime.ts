// Wall-clock arithmetic in the operator's time zone: readings, offsets, ends of days. Text
// for the player (dates, times, the clock) is written by ./locale.ts in the page language.

/** The operator's time zone: every page shows event times and the clock in it. */
export const SITE_TIME_ZONE = 'Europe/Belgrade';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone: building one costs far more than using it, and a league page formats hundreds of times.
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type DateInput = Date | number;

const toMs = (at: DateInput): number => (typeof at === 'number' ? at : at.getTime());

/** The wall-clock reading of an instant (epoch milliseconds or Date) in a time zone. */
export function wallClock(at: DateInput, timeZone: string = SITE_TIME_ZONE): WallClock {
  const ms = toMs(at);
  // Every zone in use today is offset by whole minutes, so one reading per minute serves all its seconds.
  const minute = Math.floor(ms / 60_000);
  const key = `${timeZone}|${minute}`;
  let base = minuteReadings.get(key);
  if (!base) {
    base = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const part of partsFormatter(timeZone).formatToParts(minute * 60_000)) {
      if (part.type in base) base[part.type as keyof WallClock] = Number(part.value);
    }
    if (minuteReadings.size >= MAX_MINUTE_READINGS) minuteReadings.delete(minuteReadings.keys().next().value as string);
    minuteReadings.set(key, base);
  }
  return { ...base, second: Math.floor((ms - minute * 60_000) / 1000) };
}

// Pages format the same few thousand event start times over and over: remember them.
const MAX_MINUTE_READINGS = 20_000;
const minuteReadings = new Map<string, WallClock>();

const two = (n: number): string => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at that instant (60 for Belgrade in winter, 120 in summer). */
export function zoneOffsetMinutes(at: DateInput, timeZone: string = SITE_TIME_ZONE): number {
  const ms = toMs(at);
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** "GMT+1", "GMT+2", "GMT-3:30", "GMT+0". */
export function gmtOffsetLabel(at: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const offset = zoneOffsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${two(minutes)}` : ''}`;
}

/** The instant (epoch ms) a wall-clock reading in the zone names; the later one when a DST change repeats it. */
export function zonedInstant(w: WallClock, timeZone: string = SITE_TIME_ZONE): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // Two passes settle the offset even when the first guess lands on the other side of a DST change.
  let guess = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  guess = asUtc - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess;
}

/** End of the zone's calendar day holding the instant: 23:59:59 local, as epoch milliseconds. */
export function endOfDay(at: DateInput, timeZone: string = SITE_TIME_ZONE): number {
  const w = wallClock(at, timeZone);
  return zonedInstant({ ...w, hour: 23, minute: 59, second: 59 }, timeZone);
}

/** End of the zone's day in epoch seconds, the unit of the API's to_time. */
export function endOfDaySeconds(at: DateInput, timeZone: string = SITE_TIME_ZONE): number {
  return Math.floor(endOfDay(at, timeZone) / 1000);
}
