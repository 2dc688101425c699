// The live extras a live event carries on the wire (spec section 3: quarter, resultPerPeriod,
// hasOvertime for basketball; currentSet, currentSetResult, currentGameResult for tennis),
// plus a clock and period for every sport.
import { BASKETBALL_SPORT_ID, gameMinutes, TENNIS_SPORT_ID, type LiveParams, type LiveState } from './live-state.ts';

export interface LiveClock {
  /** 1-based half, quarter, period or set. */
  period: number;
  /** Short label: "1H", "Q3", "OT", "S2", "P2" or "" for a contest without periods. */
  label: string;
  /** Game minutes played (clocked sports), or minutes since the start (others). */
  minute: number;
  /** Seconds played of the current game minute, for a clock that ticks between updates. */
  second: number;
  /** Whether the shown clock counts game time (soccer 67') or elapsed time. */
  clocked: boolean;
}

export interface LiveExtras {
  clock: LiveClock;
  resultPerPeriod: Array<{ home: number; away: number }>;
  quarter?: number;
  hasOvertime?: boolean;
  currentSet?: number;
  currentSetResult?: string;
  currentGameResult?: string;
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

/** A tennis game score as players call it: 15-30, 40-40, A-40; tie-break points as numbers. */
export function tennisGameScore(home: number, away: number, tieBreak: boolean): string {
  if (tieBreak) return `${home}-${away}`;
  if (home >= 3 && away >= 3) {
    if (home === away) return '40-40';
    return home > away ? 'A-40' : '40-A';
  }
  return `${TENNIS_POINTS[home] ?? '40'}-${TENNIS_POINTS[away] ?? '40'}`;
}

function periodLabel(sportId: number, p: LiveParams, period: number): string {
  if (p.kind === 'sets') return `S${period}`;
  if (p.kind === 'h2h') return '';
  if (period > p.periodCount) return 'OT';
  if (sportId === BASKETBALL_SPORT_ID || p.periodCount === 4) return `Q${period}`;
  if (p.periodCount === 2) return `${period}H`;
  return `P${period}`;
}

export function liveExtras(sportId: number, s: LiveState, p: LiveParams): LiveExtras {
  const clocked = p.kind === 'goals' || p.kind === 'points';
  const played = clocked ? gameMinutes(s, p) : s.elapsedMs / 60_000;
  const extras: LiveExtras = {
    clock: { period: s.period, label: periodLabel(sportId, p, s.period), minute: Math.floor(played), second: Math.floor((played % 1) * 60), clocked },
    resultPerPeriod: s.periods.map(([home, away]) => ({ home, away })),
  };
  if (sportId === BASKETBALL_SPORT_ID) {
    extras.quarter = s.period;
    extras.hasOvertime = s.overtime;
  }
  if (sportId === TENNIS_SPORT_ID) {
    const set = s.periods[s.period - 1] ?? [0, 0];
    extras.currentSet = s.period;
    extras.currentSetResult = `${set[0]}-${set[1]}`;
    extras.currentGameResult = tennisGameScore(s.game[0], s.game[1], set[0] === 6 && set[1] === 6);
  }
  return extras;
}
