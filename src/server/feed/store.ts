// The in-memory offer: every page and GET route reads it, so reads are cheap (sorted lists
// kept per league and rebuilt only after a change) and every change bumps the version.
import { firstAfter, LAST_MINUTE_SECONDS } from '../../lib/offer/time-window.ts';
import { searchKey } from '../../lib/offer/search-term.ts';
import { MAIN_MARKET } from '../../lib/offer/markets.ts';
import { MATCH_REMAINING } from '../../lib/offer/settle.ts';
import { toDecimal } from '../../lib/offer/pricing.ts';
import type { LiveExtras } from '../../lib/offer/live-view.ts';
import type { LivePatch, OfferEvent, OfferGroup, OfferLeague, OfferSport } from './model.ts';
import type { EventStatus, OfferReader, TimeWindow, WireBetGroup, WireEvent, WireLeague, WireSport } from './types.ts';

const SEARCH_LIMIT = 200;

interface Sorted {
  events: OfferEvent[];
  times: number[];
}

export interface OfferStore extends OfferReader {
  /** Live events, optionally of one sport, by start time. */
  liveEvents(sportId?: number): WireEvent[];
  /** The next `limit` events to start, across every sport, soonest first. */
  soonest(limit: number): WireEvent[];
  /**
   * Events not started yet that start by `untilSeconds` (epoch seconds; Infinity for no end),
   * soonest first: `limit` of them from `offset`, and how many there are in all.
   */
  upcoming(untilSeconds: number, offset: number, limit: number): { events: WireEvent[]; total: number };
  /** The mutable record behind an event, for the feed. */
  record(id: number): OfferEvent | undefined;
  /** Every event held, any status. */
  records(): IterableIterator<OfferEvent>;
  /** Scheduled events by start time (all of them, started or not). */
  scheduledRecords(): readonly OfferEvent[];
  setCatalog(sports: OfferSport[], leagues: OfferLeague[]): void;
  upsert(events: OfferEvent[]): void;
  remove(ids: number[]): void;
  update(id: number, patch: Partial<Pick<OfferEvent, 'status' | 'homeGoals' | 'awayGoals' | 'changedAt' | 'startTime'>>): boolean;
  /** Sets one odd's value; false when the event or odd is unknown. */
  setOdd(eventId: number, oddCustomId: string, value: number): boolean;
  setGroupSuspended(eventId: number, groupCustomId: string, suspended: boolean): boolean;
  setOutcomes(eventId: number, outcomes: Map<string, string>): void;
  /** Applies one live change (score, clock, odds, suspensions); false for an unknown event. */
  applyLive(patch: LivePatch): boolean;
  clear(): void;
}

export function createOfferStore(now: () => number): OfferStore {
  let version = 0;
  let prematchVersion = 0;
  let sports: OfferSport[] = [];
  const sportById = new Map<number, OfferSport>();
  const leagueById = new Map<number, OfferLeague>();
  const leaguesBySport = new Map<number, OfferLeague[]>();
  const byId = new Map<number, OfferEvent>();
  const wire = new Map<number, WireEvent>();
  const keys = new Map<number, string>();
  // Scheduled events per league and across the offer, rebuilt lazily after membership changes.
  const dirtyLeagues = new Set<number>();
  const byLeague = new Map<number, Sorted>();
  let all: Sorted | undefined;
  let highlightList: OfferEvent[] | undefined;
  let highlightTimes: number[] = [];
  let liveList: OfferEvent[] | undefined;
  const extrasById = new Map<number, LiveExtras>();

  const nowSeconds = () => Math.floor(now() / 1000);
  const bump = () => {
    version++;
    prematchVersion++;
  };
  const membershipChanged = (leagueId: number) => {
    dirtyLeagues.add(leagueId);
    all = undefined;
    highlightList = undefined;
    liveList = undefined;
  };

  const sortByTime = (list: OfferEvent[]) => list.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  const sorted = (list: OfferEvent[]): Sorted => {
    sortByTime(list);
    return { events: list, times: list.map((e) => e.startTime) };
  };

  const EMPTY: Sorted = { events: [], times: [] };
  function leagueList(leagueId: number): Sorted {
    rebuildDirtyLeagues();
    return byLeague.get(leagueId) ?? EMPTY;
  }

  function rebuildDirtyLeagues() {
    if (dirtyLeagues.size === 0) return;
    // One pass over the offer for every dirty league at once, instead of one pass per league.
    const lists = new Map<number, OfferEvent[]>();
    for (const id of dirtyLeagues) lists.set(id, []);
    for (const e of byId.values()) if (e.status === 'scheduled') lists.get(e.leagueId)?.push(e);
    for (const [id, list] of lists) byLeague.set(id, sorted(list));
    dirtyLeagues.clear();
  }

  function allScheduled(): Sorted {
    if (!all) {
      const list: OfferEvent[] = [];
      for (const e of byId.values()) if (e.status === 'scheduled') list.push(e);
      all = sorted(list);
    }
    return all;
  }

  /** Upcoming slice of a sorted list: after now, up to toTime when given. */
  function window(s: Sorted, w?: TimeWindow): [number, number] {
    const from = firstAfter(s.times, nowSeconds());
    const to = w?.toTime === undefined ? s.times.length : firstAfter(s.times, w.toTime);
    return [from, Math.max(from, to)];
  }

  function leagueCount(leagueId: number, w?: TimeWindow): number {
    const [from, to] = window(leagueList(leagueId), w);
    return to - from;
  }

  function wireGroup(g: OfferGroup): WireBetGroup {
    return {
      name: g.name,
      realName: g.realName,
      custom_id: g.customId,
      priority: g.priority,
      suspended: g.suspended,
      odds: g.odds.map((o) => ({
        name: o.name,
        name2: o.name2,
        name3: o.name3,
        header: o.header,
        handicap: o.handicap,
        odds: toDecimal(o.value),
        value: o.value,
        custom_id: o.customId,
        suspended: o.suspended || g.suspended,
      })),
    };
  }

  function toWire(e: OfferEvent): WireEvent {
    let w = wire.get(e.id);
    if (!w) {
      const league = leagueById.get(e.leagueId);
      const sport = sportById.get(e.sportId);
      // Match Remaining is the rest of a match in play: before kick-off it would only repeat the full-time result.
      const offered = e.status === 'live' ? e.groups : e.groups.filter((g) => g.customId !== MATCH_REMAINING);
      const bets = [...offered].sort((a, b) => a.priority - b.priority).map(wireGroup);
      w = {
        fi: e.id,
        home: { name: e.home },
        away: { name: e.away },
        homeGoals: e.homeGoals,
        awayGoals: e.awayGoals,
        time: e.startTime,
        league: { id: e.leagueId, name: league?.name ?? '', sport: sport?.name ?? '', sport_id: e.sportId, custom_id: league?.customId ?? '' },
        sportId: e.sportId,
        status: e.status,
        highlight: e.highlight,
        bets,
        fullTimeBet: bets.find((b) => b.custom_id === MAIN_MARKET) ?? null,
      };
      const extras = e.status === 'live' ? extrasById.get(e.id) : undefined;
      if (extras) Object.assign(w, extras);
      wire.set(e.id, w);
    }
    return w;
  }

  /** `livePlay`: a change from the match in play only, which pre-match pages do not show. */
  const changed = (e: OfferEvent, livePlay = false) => {
    wire.delete(e.id);
    if (livePlay && e.status === 'live') version++;
    else bump();
  };

  function wireSport(s: OfferSport, w?: TimeWindow): WireSport {
    let count = 0;
    for (const l of leaguesBySport.get(s.id) ?? []) count += leagueCount(l.id, w);
    return { id: s.id, name: s.name, slug: s.slug, count };
  }

  function wireLeague(l: OfferLeague, w?: TimeWindow): WireLeague {
    return {
      id: l.id,
      name: l.name,
      priority: l.priority,
      sport: sportById.get(l.sportId)?.name ?? '',
      sport_id: l.sportId,
      custom_id: l.customId,
      country: l.country,
      count: leagueCount(l.id, w),
    };
  }

  const store: OfferStore = {
    version: () => version,
    prematchVersion: () => prematchVersion,
    eventCount: () => allScheduled().events.length - firstAfter(allScheduled().times, nowSeconds()),
    sports(w) {
      return sports.map((s) => wireSport(s, w)).filter((s) => s.count > 0);
    },
    sport(id) {
      const s = sportById.get(id);
      return s && wireSport(s);
    },
    leagues(sportId, w) {
      return (leaguesBySport.get(sportId) ?? []).map((l) => wireLeague(l, w)).filter((l) => l.count > 0);
    },
    league(id) {
      const l = leagueById.get(id);
      return l && wireLeague(l);
    },
    eventsForLeague(leagueId, w) {
      const s = leagueList(leagueId);
      const [from, to] = window(s, w);
      return s.events.slice(from, to).map(toWire);
    },
    highlights() {
      if (!highlightList) {
        highlightList = allScheduled().events.filter((e) => e.highlight);
        highlightTimes = highlightList.map((e) => e.startTime);
      }
      return highlightList.slice(firstAfter(highlightTimes, nowSeconds())).map(toWire);
    },
    lastMinute() {
      const s = allScheduled();
      const t = nowSeconds();
      return s.events.slice(firstAfter(s.times, t), firstAfter(s.times, t + LAST_MINUTE_SECONDS)).map(toWire);
    },
    event(id) {
      const e = byId.get(id);
      return e && toWire(e);
    },
    search(term, options = {}) {
      const needle = searchKey(term.trim());
      const out: Record<string, WireEvent[]> = {};
      if (!needle) return out;
      const s = allScheduled();
      const pool = options.live ? (liveList ??= sortByTime([...byId.values()].filter((e) => e.status === 'live'))) : s.events.slice(firstAfter(s.times, nowSeconds()));
      let found = 0;
      for (const e of pool) {
        let key = keys.get(e.id);
        if (key === undefined) {
          key = searchKey(`${e.home} ${e.away} ${leagueById.get(e.leagueId)?.name ?? ''}`);
          keys.set(e.id, key);
        }
        if (!key.includes(needle)) continue;
        const name = leagueById.get(e.leagueId)?.name ?? '';
        (out[name] ??= []).push(toWire(e));
        if (++found >= SEARCH_LIMIT) break;
      }
      return out;
    },
    liveEvents(sportId) {
      liveList ??= sortByTime([...byId.values()].filter((e) => e.status === 'live'));
      return liveList.filter((e) => sportId === undefined || e.sportId === sportId).map(toWire);
    },
    soonest(limit) {
      const s = allScheduled();
      const from = firstAfter(s.times, nowSeconds());
      return s.events.slice(from, from + limit).map(toWire);
    },
    upcoming(untilSeconds, offset, limit) {
      const s = allScheduled();
      const [from, to] = window(s, Number.isFinite(untilSeconds) ? { toTime: untilSeconds } : undefined);
      const start = Math.min(to, from + offset);
      return { events: s.events.slice(start, Math.min(to, start + limit)).map(toWire), total: to - from };
    },
    record: (id) => byId.get(id),
    records: () => byId.values(),
    scheduledRecords: () => allScheduled().events,
    setCatalog(nextSports, nextLeagues) {
      sports = [...nextSports].sort((a, b) => a.priority - b.priority);
      sportById.clear();
      for (const s of sports) sportById.set(s.id, s);
      leagueById.clear();
      leaguesBySport.clear();
      for (const l of [...nextLeagues].sort((a, b) => a.priority - b.priority || a.id - b.id)) {
        leagueById.set(l.id, l);
        const list = leaguesBySport.get(l.sportId) ?? [];
        list.push(l);
        leaguesBySport.set(l.sportId, list);
        dirtyLeagues.add(l.id);
      }
      wire.clear();
      keys.clear();
      bump();
    },
    upsert(events) {
      for (const e of events) {
        const before = byId.get(e.id);
        if (before) membershipChanged(before.leagueId);
        byId.set(e.id, e);
        wire.delete(e.id);
        keys.delete(e.id);
        membershipChanged(e.leagueId);
      }
      if (events.length) bump();
    },
    remove(ids) {
      let any = false;
      for (const id of ids) {
        const e = byId.get(id);
        if (!e) continue;
        byId.delete(id);
        wire.delete(id);
        keys.delete(id);
        extrasById.delete(id);
        membershipChanged(e.leagueId);
        any = true;
      }
      if (any) bump();
    },
    update(id, patch) {
      const e = byId.get(id);
      if (!e) return false;
      const statusBefore: EventStatus = e.status;
      const startBefore = e.startTime;
      Object.assign(e, patch);
      if (e.status !== statusBefore || e.startTime !== startBefore) membershipChanged(e.leagueId);
      changed(e);
      return true;
    },
    setOdd(eventId, oddCustomId, value) {
      const e = byId.get(eventId);
      const o = e?.groups.flatMap((g) => g.odds).find((x) => x.customId === oddCustomId);
      if (!e || !o) return false;
      o.value = value;
      changed(e);
      return true;
    },
    setGroupSuspended(eventId, groupCustomId, suspended) {
      const e = byId.get(eventId);
      const g = e?.groups.find((x) => x.customId === groupCustomId);
      if (!e || !g) return false;
      g.suspended = suspended;
      changed(e);
      return true;
    },
    setOutcomes(eventId, outcomes) {
      const e = byId.get(eventId);
      if (!e) return;
      for (const g of e.groups) for (const o of g.odds) o.outcome = outcomes.get(o.customId) ?? o.outcome;
      changed(e);
    },
    applyLive(patch) {
      const e = byId.get(patch.id);
      if (!e) return false;
      if (patch.homeGoals !== undefined) e.homeGoals = patch.homeGoals;
      if (patch.awayGoals !== undefined) e.awayGoals = patch.awayGoals;
      if (patch.live) extrasById.set(e.id, patch.live);
      if (patch.odds?.length) {
        const byCustomId = new Map(e.groups.flatMap((g) => g.odds.map((o) => [o.customId, o] as const)));
        for (const [customId, value, suspended] of patch.odds) {
          const o = byCustomId.get(customId);
          if (!o) continue;
          o.value = value;
          o.suspended = suspended;
        }
      }
      for (const [customId, suspended] of patch.groups ?? []) {
        const g = e.groups.find((x) => x.customId === customId);
        if (g) g.suspended = suspended;
      }
      changed(e, true);
      return true;
    },
    clear() {
      extrasById.clear();
      byId.clear();
      wire.clear();
      keys.clear();
      byLeague.clear();
      for (const id of leagueById.keys()) dirtyLeagues.add(id);
      all = undefined;
      highlightList = undefined;
      liveList = undefined;
      bump();
    },
  };
  return store;
}
