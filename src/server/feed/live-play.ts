// In-play simulation: every live match is played minute by minute (or point by point) on
// the simulated clock with its sport's model, its odds repriced from the score and time
// left, markets closed once decided, and the main markets suspended briefly after a goal,
// a lead change or a period's end. Changes go to the store at once and out on the bus topic
// 'live' as one small batch per feed step; the database gets a snapshot every
// PERSIST_EVERY_MS (enough to resume after a restart) and the final outcomes at the end.
//
// Match length: a match lasts its sport's `durationMinutes` of simulated time (soccer 110
// minutes including the break, tennis about 120), the same as the pre-match schedule
// assumes, so with fixtures starting every few minutes across 31 sports there are always
// matches in play; test control moves the clock to play one out at once.
import type { Logger } from '../log.ts';
import { createRng } from '../../lib/offer/random.ts';
import { sideStrength } from '../../lib/offer/sides.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { advance, initialState, liveParams, type LiveParams, type LiveState } from '../../lib/offer/live-state.ts';
import { settleLive } from '../../lib/offer/live-settle.ts';
import { modelLiveChances, modelPricesAll, playOuts, priceLive } from '../../lib/offer/live-pricing.ts';
import { liveExtras } from '../../lib/offer/live-view.ts';
import type { LivePatch, OfferEvent } from './model.ts';
import type { OfferStore } from './store.ts';
import type { LiveSnapshot, OfferWriter } from './writer.ts';
import type { Feed, FinishedScore, LivePlay } from './feed.ts';
import { createTrackerFeed, type TrackerFeed } from '../tracker/feed.ts';

/** How long the main markets stay off after a goal, lead change or period end. */
export const SWING_SUSPEND_MS = 8_000;
/** A match is repriced at least this often even when nothing happened. */
const REPRICE_MS = 20_000;
/** A trader's (test control's) manual price holds this long before the model takes over again. */
const MANUAL_HOLD_MS = 60_000;
const PERSIST_EVERY_MS = 30_000;
/** Most quiet repricings per step, so 100+ live matches spread their cost over steps. */
const QUIET_REPRICES_PER_STEP = 30;
const PATCHES_PER_MESSAGE = 50;
/** PostgreSQL NOTIFY refuses payloads of 8000 bytes and more; the bus carries JSON. */
const MESSAGE_BYTES = 6_500;
/** Longest stretch of simulation before other work (requests, sockets) gets the loop back. */
const SLICE_MS = 12;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Groups that follow the result and stop for a swing; the others (decided per period) keep going. */
const SWING_GROUPS = new Set(['main', 'double_chance', 'handicap', 'over_under', 'btts', 'set_betting']);

interface Running {
  params: LiveParams;
  state: LiveState;
  threeWay: boolean;
  startedAt: number;
  pricedAt: number;
  swingUntil: number;
  manualUntil: number;
}

interface Stored {
  v: 1;
  startedAt: number;
  state: LiveState;
}

export interface LivePlayDeps {
  seed: number;
  store: OfferStore;
  writer: OfferWriter;
  log: Logger;
  publish(message: Record<string, unknown>): void;
  /** The match tracker's events and statistics (its own random numbers: the play is the same without it). */
  tracker?: TrackerFeed;
}

export interface SimulatedPlay extends LivePlay {
  /** Outcomes the live state has decided for a match being finished from outside (test control). */
  decidedOutcomes(eventId: number): Map<string, string>;
  /** A price was set by hand: hold the model off this match for a while. */
  manualPrice(eventId: number, nowMs: number): void;
  /** A group suspended by hand stays off until reopened by hand. */
  manualSuspension(eventId: number, groupCustomId: string, suspended: boolean): void;
  runningCount(): number;
  /** Stores every running match's state now (the feed is stopping). */
  flush(): Promise<void>;
}

function restore(raw: unknown): Stored | undefined {
  const s = raw as Stored | null | undefined;
  return s && s.v === 1 && typeof s.startedAt === 'number' && s.state ? s : undefined;
}

export function createSimulatedPlay(deps: LivePlayDeps): SimulatedPlay {
  const { seed, store, writer, log } = deps;
  const tracker = deps.tracker ?? createTrackerFeed(seed);
  const running = new Map<number, Running>();
  const manualHolds = new Map<number, number>();
  const heldOff = new Map<number, Set<string>>();
  let persistedAt = 0;

  function begin(e: OfferEvent, nowMs: number): Running | undefined {
    const sport = SPORT_BY_ID.get(e.sportId);
    if (!sport) return undefined;
    const edge = sideStrength(seed, e.leagueId, e.home) - sideStrength(seed, e.leagueId, e.away) + sport.homeEdge;
    const params = liveParams(sport, edge);
    const stored = restore(e.liveState);
    const startedAt = stored?.startedAt ?? Math.min(e.changedAt, nowMs);
    const r: Running = { params, state: stored?.state ?? initialState(params), threeWay: sport.threeWay, startedAt, pricedAt: 0, swingUntil: 0, manualUntil: 0 };
    running.set(e.id, r);
    return r;
  }

  function reprice(e: OfferEvent, r: Running, nowMs: number, patch: LivePatch): void {
    r.pricedAt = nowMs;
    const ids = e.groups.flatMap((g) => g.odds.map((o) => o.customId));
    // The odds come exactly from the model the match is played with (goal, points and set sports);
    // play-outs price only what the model does not (Nth goal, half time, head-to-head contests).
    const exact = modelLiveChances(ids, r.params, r.state, r.threeWay);
    const finals = modelPricesAll(ids, exact, r.state, r.threeWay) ? [] : playOuts(r.state, r.params, seed, e.id);
    const prices = priceLive(ids, r.state, finals, r.threeWay, undefined, exact);
    const odds: Array<[string, number, boolean]> = [];
    for (const g of e.groups) {
      for (const o of g.odds) {
        const price = prices.get(o.customId);
        if (!price) continue;
        const value = price.value ?? o.value;
        if (value !== o.value || price.suspended !== o.suspended) odds.push([o.customId, value, price.suspended]);
      }
    }
    if (odds.length) patch.odds = odds;
  }

  /** Sends patches in bus messages small enough for every bus. */
  function publishPatches(patches: LivePatch[]): void {
    let batch: LivePatch[] = [];
    let size = 0;
    for (const p of patches) {
      const bytes = JSON.stringify(p).length;
      if (batch.length && (size + bytes > MESSAGE_BYTES || batch.length >= PATCHES_PER_MESSAGE)) {
        deps.publish({ type: 'live', events: batch });
        batch = [];
        size = 0;
      }
      batch.push(p);
      size += bytes;
    }
    if (batch.length) deps.publish({ type: 'live', events: batch });
  }

  /** Group suspension: a swing stops the result markets; a group whose odds are all off is closed. */
  function groupSuspensions(e: OfferEvent, r: Running, nowMs: number, patch: LivePatch): void {
    const oddOff = new Map(patch.odds?.map(([id, , off]) => [id, off]) ?? []);
    const groups: Array<[string, boolean]> = [];
    for (const g of e.groups) {
      const allOff = g.odds.every((o) => oddOff.get(o.customId) ?? o.suspended);
      const off = allOff || (heldOff.get(e.id)?.has(g.customId) ?? false) || (nowMs < r.swingUntil && SWING_GROUPS.has(g.customId));
      if (off !== g.suspended) groups.push([g.customId, off]);
    }
    if (groups.length) patch.groups = groups;
  }

  function finalOutcomes(e: OfferEvent, state: LiveState, threeWay: boolean): Map<string, string> {
    const out = new Map<string, string>();
    for (const g of e.groups) {
      for (const o of g.odds) {
        const outcome = settleLive(o.customId, state, threeWay);
        if (outcome) out.set(o.customId, outcome);
      }
    }
    return out;
  }

  /** What was last stored of each match's groups and odds, so a snapshot writes only what changed. */
  const stored = new Map<number, Map<string, string>>();

  function snapshot(e: OfferEvent, r: Running): LiveSnapshot {
    const before = stored.get(e.id) ?? new Map<string, string>();
    stored.set(e.id, before);
    const groups: LiveSnapshot['groups'] = [];
    for (const g of e.groups) {
      const odds = g.odds.filter((o) => {
        const now = `${o.value}|${o.suspended}`;
        if (before.get(o.customId) === now) return false;
        before.set(o.customId, now);
        return true;
      });
      const groupNow = String(g.suspended);
      const groupChanged = before.get(`group:${g.customId}`) !== groupNow;
      before.set(`group:${g.customId}`, groupNow);
      if (groupChanged || odds.length)
        groups.push({ customId: g.customId, suspended: g.suspended, odds: odds.map((o) => ({ customId: o.customId, value: o.value, suspended: o.suspended })) });
    }
    return { id: e.id, homeGoals: e.homeGoals, awayGoals: e.awayGoals, liveState: { v: 1, startedAt: r.startedAt, state: r.state } satisfies Stored, groups };
  }

  const play: SimulatedPlay = {
    onStart(e) {
      running.delete(e.id);
    },
    async tick(nowMs: number, live: OfferEvent[], feed: Feed) {
      const patches: LivePatch[] = [];
      const over: Array<{ id: number; score: FinishedScore }> = [];
      const liveIds = new Set<number>();
      let quiet = 0;
      let sliceStart = performance.now();
      for (const e of live) {
        liveIds.add(e.id);
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToLoop();
          sliceStart = performance.now();
        }
        // Test control may have finished it while the loop was yielded.
        if (e.status !== 'live') continue;
        const r = running.get(e.id) ?? begin(e, nowMs);
        if (!r) continue;
        const target = nowMs - r.startedAt;
        const dt = target - r.state.elapsedMs;
        const mark = tracker.mark(r.state);
        const happened = advance(r.state, r.params, dt, createRng(seed, 'live-play', e.id, r.state.elapsedMs));
        const s = r.state;
        const tracked = tracker.step(e.id, e.sportId, r.params, mark, s);
        if (s.finished) {
          const outcomes = finalOutcomes(e, s, r.threeWay);
          over.push({ id: e.id, score: { homeGoals: s.home, awayGoals: s.away, finishedAt: r.startedAt + s.elapsedMs, outcomes } });
          continue;
        }
        const patch: LivePatch = { id: e.id, live: liveExtras(e.sportId, s, r.params) };
        if (tracked) patch.tracker = tracked;
        if (s.home !== e.homeGoals || s.away !== e.awayGoals) {
          patch.homeGoals = s.home;
          patch.awayGoals = s.away;
        }
        if (happened.has('lead') || happened.has('period') || (happened.has('score') && r.params.kind === 'goals')) r.swingUntil = nowMs + SWING_SUSPEND_MS;
        const manual = nowMs < Math.max(r.manualUntil, manualHolds.get(e.id) ?? 0);
        if (!manual && (happened.size > 0 || (nowMs - r.pricedAt >= REPRICE_MS && quiet++ < QUIET_REPRICES_PER_STEP))) reprice(e, r, nowMs, patch);
        groupSuspensions(e, r, nowMs, patch);
        store.applyLive(patch);
        patches.push(patch);
      }
      for (const id of running.keys()) if (!liveIds.has(id)) running.delete(id);
      tracker.retain(liveIds);
      for (const id of heldOff.keys()) if (!liveIds.has(id)) heldOff.delete(id);
      for (const id of stored.keys()) if (!liveIds.has(id)) stored.delete(id);
      for (const [id, until] of manualHolds) if (until <= nowMs) manualHolds.delete(id);
      publishPatches(patches);
      if (nowMs - persistedAt >= PERSIST_EVERY_MS || over.length) {
        persistedAt = nowMs;
        const rows = live.flatMap((e) => {
          const r = running.get(e.id);
          return r && !r.state.finished ? [snapshot(e, r)] : [];
        });
        void writer.saveLive(rows).catch((err: unknown) => log.warn('live snapshot not stored', { err }));
      }
      for (const { id } of over) running.delete(id);
      // Written in the background: the step goes on topping up while the results are stored.
      if (over.length) void feed.finishEvents(over).catch(() => undefined);
    },
    decidedOutcomes(eventId) {
      const r = running.get(eventId);
      const e = store.record(eventId);
      if (!r || !e) return new Map();
      const out = new Map<string, string>();
      for (const g of e.groups) {
        for (const o of g.odds) {
          // Markets decided during play keep their outcome whatever score the match is closed with.
          if (g.customId.startsWith('goal_') || (g.customId.startsWith('set_') && g.customId !== 'set_betting') || g.customId.startsWith('period_') || g.customId === 'half_time') {
            const outcome = settleLive(o.customId, r.state, r.threeWay);
            if (outcome) out.set(o.customId, outcome);
          }
        }
      }
      return out;
    },
    manualPrice(eventId, nowMs) {
      manualHolds.set(eventId, nowMs + MANUAL_HOLD_MS);
      const r = running.get(eventId);
      if (r) r.manualUntil = nowMs + MANUAL_HOLD_MS;
    },
    manualSuspension(eventId, groupCustomId, suspended) {
      const set = heldOff.get(eventId) ?? new Set<string>();
      if (suspended) set.add(groupCustomId);
      else set.delete(groupCustomId);
      if (set.size) heldOff.set(eventId, set);
      else heldOff.delete(eventId);
    },
    runningCount: () => running.size,
    async flush() {
      const rows: LiveSnapshot[] = [];
      for (const [id, r] of running) {
        const e = store.record(id);
        if (e && e.status === 'live' && !r.state.finished) rows.push(snapshot(e, r));
      }
      await writer.saveLive(rows);
    },
  };
  return play;
}
