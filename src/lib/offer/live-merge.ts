// Browser side of live data: applying a pushed patch to an event, and which odds moved.
// Pure, so the board, the match view and the shared live-odds store agree on one rule.
import type { WireEvent } from './wire.ts';
import type { LiveExtras } from './live-view.ts';
import type { TrackerSnapshot } from './tracker.ts';

/** One pushed change of one event (see src/server/realtime/live-batch.ts). */
export interface LivePush {
  id: number;
  status?: string;
  homeGoals?: number;
  awayGoals?: number;
  live?: LiveExtras;
  odds?: Array<[string, number, boolean]>;
  groups?: Array<[string, boolean]>;
  tracker?: TrackerSnapshot;
}

export type OddMove = 'higher' | 'lower';

/** `${eventId}:${oddCustomId}`, the key of the slip and of the live-odds store. */
export const oddKey = (eventId: number, customId: string) => `${eventId}:${customId}`;

/** The event with the patch applied; the same object when nothing in it changes. */
export function applyPush(e: WireEvent, p: LivePush): WireEvent {
  const odds = new Map(p.odds?.map(([id, value, suspended]) => [id, { value, suspended }]));
  const groups = new Map(p.groups ?? []);
  const bets =
    odds.size || groups.size
      ? e.bets.map((g) => {
          const groupOff = groups.get(g.custom_id);
          const touched = groupOff !== undefined || g.odds.some((o) => odds.has(o.custom_id));
          if (!touched) return g;
          const suspended = groupOff ?? g.suspended;
          return {
            ...g,
            suspended,
            odds: g.odds.map((o) => {
              const next = odds.get(o.custom_id);
              const value = next?.value ?? o.value;
              // A group's suspension shows on every odd of it, as the API does.
              const oddOff = (next ? next.suspended : groupOff === undefined ? o.suspended : false) || suspended;
              return { ...o, value, odds: value / 100, suspended: oddOff };
            }),
          };
        })
      : e.bets;
  const next: WireEvent = {
    ...e,
    bets,
    fullTimeBet: e.fullTimeBet ? (bets.find((b) => b.custom_id === e.fullTimeBet?.custom_id) ?? null) : null,
  };
  if (p.homeGoals !== undefined) next.homeGoals = p.homeGoals;
  if (p.awayGoals !== undefined) next.awayGoals = p.awayGoals;
  if (p.status === 'live' || p.status === 'finished' || p.status === 'scheduled' || p.status === 'cancelled') next.status = p.status;
  if (p.live) Object.assign(next, p.live);
  // Kept for the match tracker's live part (islands/live/tracker-live.ts), which merges it.
  if (p.tracker) next.tracker = p.tracker;
  return next;
}

/** Odds whose value differs between two versions of an event, with the direction. */
export function oddMoves(before: WireEvent | undefined, after: WireEvent): Array<[string, OddMove]> {
  if (!before) return [];
  const old = new Map(before.bets.flatMap((g) => g.odds.map((o) => [o.custom_id, o.value] as const)));
  const out: Array<[string, OddMove]> = [];
  for (const g of after.bets) {
    for (const o of g.odds) {
      const was = old.get(o.custom_id);
      if (was !== undefined && was !== o.value) out.push([oddKey(after.fi, o.custom_id), o.value > was ? 'higher' : 'lower']);
    }
  }
  return out;
}
