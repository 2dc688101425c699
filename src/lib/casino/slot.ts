// The slot machine: five reels, three rows, ten fixed paylines, pays for three, four or five
// equal symbols in a row from the leftmost reel. The stake is split evenly over the lines,
// so a round's stake is a multiple of ten minor units and every line win is a whole amount.
//
// Return to player: SLOT_RTP (exact, from slotTheoreticalRtp: each line sees one uniformly
// drawn stop per reel, so a line's expected win does not depend on which line it is).
import type { Rng } from './rng.ts';

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'clover', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINES = 10;

// Symbol counts on each reel strip (the same strip on all five reels, 34 stops).
const STRIP_COUNTS: Record<SlotSymbol, number> = { cherry: 8, lemon: 7, plum: 6, bell: 5, clover: 4, star: 2, seven: 2 };

/** Line win multipliers of the line stake for 3, 4 and 5 in a row. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [8, 22, 100],
  lemon: [12, 40, 150],
  plum: [20, 60, 250],
  bell: [30, 100, 400],
  clover: [50, 200, 1000],
  star: [150, 750, 4000],
  seven: [250, 1250, 5000],
};

/** Each line's row on reels 1..5 (0 top, 1 middle, 2 bottom). */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** The reel strip, spread so equal symbols rarely sit next to each other. */
export const SLOT_STRIP: readonly SlotSymbol[] = (() => {
  const strip: SlotSymbol[] = [];
  const left = { ...STRIP_COUNTS };
  while (strip.length < Object.values(STRIP_COUNTS).reduce((a, b) => a + b, 0)) {
    for (const s of SLOT_SYMBOLS) {
      if (left[s] > 0 && strip[strip.length - 1] !== s) {
        strip.push(s);
        left[s] -= 1;
      }
    }
  }
  return strip;
})();

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  win: number;
}

export interface SlotSpin {
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  stops: number[];
  lines: SlotLineWin[];
  win: number;
}

/** A spin's stake is valid when it splits evenly over the lines. */
export function slotStakeValid(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % SLOT_LINES === 0;
}

/** The visible window for the given reel stops (the stop is each reel's top row). */
export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  const n = SLOT_STRIP.length;
  return stops.map((stop) => Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_STRIP[(stop + row) % n]!));
}

/** The wins of a window for a total stake. */
export function slotWins(grid: readonly (readonly SlotSymbol[])[], stake: number): SlotLineWin[] {
  const lineStake = stake / SLOT_LINES;
  const wins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < SLOT_REELS && grid[count]![rows[count]!] === first) count += 1;
    if (count >= 3) wins.push({ line, symbol: first, count, win: lineStake * SLOT_PAYTABLE[first][count - 3]! });
  });
  return wins;
}

/** Spins the reels for a stake (a multiple of SLOT_LINES minor units). */
export function spinSlot(rng: Rng, stake: number): SlotSpin {
  const stops = Array.from({ length: SLOT_REELS }, () => rng.int(SLOT_STRIP.length));
  const grid = slotGrid(stops);
  const lines = slotWins(grid, stake);
  return { grid, stops, lines, win: lines.reduce((sum, l) => sum + l.win, 0) };
}

/** The exact return to player of the paytable and strip, as a fraction. */
export function slotTheoreticalRtp(): number {
  const n = SLOT_STRIP.length;
  let rtp = 0;
  for (const s of SLOT_SYMBOLS) {
    const p = STRIP_COUNTS[s] / n;
    for (let k = 3; k <= SLOT_REELS; k += 1) {
      const exactly = p ** k * (k < SLOT_REELS ? 1 - p : 1);
      rtp += exactly * SLOT_PAYTABLE[s][k - 3]!;
    }
  }
  return rtp;
}

export const SLOT_RTP = slotTheoreticalRtp();
