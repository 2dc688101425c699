// The daily session time limit (issue 18 item 2): the player chooses how long a day may be spent
// logged in. Time on site is the union of the day's session intervals, so two devices open at
// once count once. Pure: the server reads the sessions and applies it.
import { periodStart } from './index.ts';

/** The choices offered, in hours (1 h to 12 h). */
export const PLAY_TIME_HOURS = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;
export const PLAY_TIME_MINUTES: readonly number[] = PLAY_TIME_HOURS.map((h) => h * 60);

/** The warnings before the end, in minutes. */
export const PLAY_TIME_WARNINGS_MINUTES = [10, 1] as const;

export interface Interval {
  from: number;
  to: number;
}

/** Start of the site's next day (Belgrade midnight) after `now`. */
export function nextDayStart(now: number): number {
  return periodStart('daily', periodStart('daily', now) + 36 * 3600_000);
}

/** Milliseconds covered by the intervals between `from` and `to`, overlaps counted once. */
export function coveredMs(intervals: readonly Interval[], from: number, to: number): number {
  const clipped = intervals
    .map((i) => ({ from: Math.max(i.from, from), to: Math.min(i.to, to) }))
    .filter((i) => i.to > i.from)
    .sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const i of clipped) {
    if (i.to <= end) continue;
    total += i.to - Math.max(i.from, end);
    end = i.to;
  }
  return total;
}

export interface PlayTime {
  /** The limit in force, in minutes; null without one. */
  limitMinutes: number | null;
  /** Time on site today so far. */
  usedMs: number;
  /** Time left today; Infinity without a limit. */
  leftMs: number;
  /** When the limit runs out if the player stays on; null without a limit or when not before the day ends. */
  endsAt: number | null;
  /** When today's count starts again (next Belgrade midnight). */
  resetsAt: number;
}

/** The day's play time under a limit (minutes or null), from the session intervals. */
export function playTime(limitMinutes: number | null, intervals: readonly Interval[], now: number): PlayTime {
  const usedMs = coveredMs(intervals, periodStart('daily', now), now);
  const resetsAt = nextDayStart(now);
  if (limitMinutes === null) return { limitMinutes, usedMs, leftMs: Infinity, endsAt: null, resetsAt };
  const leftMs = Math.max(0, limitMinutes * 60_000 - usedMs);
  return { limitMinutes, usedMs, leftMs, endsAt: now + leftMs < resetsAt ? now + leftMs : null, resetsAt };
}
