// The model test of issue 18 item 5: random sequences of limit changes (stake, loss, session
// time), deposits, casino stakes (with their wins), session refreshes and clock advances run
// against the real services on the database, and against a small reference model written here
// from the rules alone. Every accept or refuse decision, and its reason, must agree, and so must
// the balance. On PostgreSQL 20 runs of 500 steps: 10,000 steps in all. On PGlite, whose
// steps cost five times as much (one connection, each statement a round trip to its thread),
// 2 runs of the same 500 steps: the services and their rules are the same code on both, and
// the full 10,000 there would add minutes to every npm test (MODEL_RUNS=20 runs them all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setLimits } from '../../src/server/accounts/profile.ts';
import { findGame, type GameSession } from '../../src/server/casino/session.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { playRound } from '../../src/server/casino/rounds.ts';
import { roundParams } from '../../src/server/casino/params.ts';
import { openSession, refreshSession, endAllSessions } from '../../src/server/sessions/index.ts';
import { REFRESH_TOKEN_HOURS } from '../../src/server/sessions/tokens.ts';
import { postLedgerEntry } from '../../src/server/wallet/index.ts';
import { DomainError } from '../../src/server/domain-error.ts';
import { ACTIVE_GRACE_MS } from '../../src/server/limits/play-time.ts';
import { formatMajor, parseMajor } from '../../src/lib/money/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  // Casino stakes, limits, sessions and the ledger only: no match is needed, and a running
  // simulator would play a day of matches (writing their odds and results) at every
  // 30-hour clock advance, which on PostgreSQL was most of this file's time.
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// ---- the reference model: the rules as a player would read them -------------------------

/** A limit with its timing rule: tighter at once, looser (higher or removed) after 24 hours. */
interface ModelLimit {
  value: number | null;
  pending: { value: number | null; at: number } | null;
}
const noLimit = (): ModelLimit => ({ value: null, pending: null });

function inForce(l: ModelLimit, now: number): number | null {
  return l.pending && l.pending.at <= now ? l.pending.value : l.value;
}

function request(l: ModelLimit, wanted: number | null, now: number): ModelLimit {
  const current = inForce(l, now);
  if (wanted === current) return { value: current, pending: null };
  const looser = current !== null && (wanted === null || wanted > current);
  return looser ? { value: current, pending: { value: wanted, at: now + DAY } } : { value: wanted, pending: null };
}

let belgradeFormat: Intl.DateTimeFormat | undefined;
function belgradeClock(ms: number): { hour: number; minute: number; second: number; weekday: string; day: number } {
  belgradeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    day: 'numeric',
  });
  const parts = belgradeFormat.formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { hour: Number(get('hour')), minute: Number(get('minute')), second: Number(get('second')), weekday: get('weekday'), day: Number(get('day')) };
}

/** Midnight in Belgrade that starts the day of `ms`: back by the wall-clock reading, then by the hour a clock change moved. */
function belgradeMidnight(ms: number): number {
  const c = belgradeClock(ms);
  let t = ms - (ms % 1000) - ((c.hour * 60 + c.minute) * 60 + c.second) * 1000;
  const hour = belgradeClock(t).hour;
  if (hour === 23) t += HOUR;
  else if (hour === 1) t -= HOUR;
  return t;
}

/** The start of the site's day or week (Monday) that holds `now`. */
function belgradeStart(period: 'daily' | 'weekly', now: number): number {
  const midnight = belgradeMidnight(now);
  if (period === 'daily') return midnight;
  const back = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(belgradeClock(now).weekday);
  return belgradeMidnight(midnight - back * DAY + 12 * HOUR);
}

interface Play {
  at: number;
  stake: number;
  win: number;
}
interface ModelSession {
  from: number;
  lastSeen: number;
  ended: number | null;
}

class Model {
  now: number;
  balance = 0;
  stake = { daily: noLimit(), weekly: noLimit() };
  loss = { daily: noLimit(), weekly: noLimit() };
  playTime = noLimit();
  plays: Play[] = [];
  sessions: ModelSession[] = [];
  constructor(now: number) {
    this.now = now;
  }

  usedToday(): number {
    const start = belgradeStart('daily', this.now);
    let used = 0;
    for (const s of this.sessions) {
      const to = Math.min(s.ended ?? this.now, s.lastSeen + ACTIVE_GRACE_MS, this.now);
      used += Math.max(0, to - Math.max(s.from, start));
    }
    return used;
  }

  timeUp(): boolean {
    const limit = inForce(this.playTime, this.now);
    return limit !== null && this.usedToday() >= limit * 60_000;
  }

  /** The decision on a stake: null to accept, else the refusal's code. */
  decide(stake: number): string | null {
    if (this.timeUp()) return 'play_time_reached';
    for (const period of ['daily', 'weekly'] as const) {
      const limit = inForce(this.stake[period], this.now);
      if (limit === null) continue;
      const since = belgradeStart(period, this.now);
      const staked = this.plays.filter((p) => p.at >= since).reduce((sum, p) => sum + p.stake, 0);
      if (staked + stake > limit) return 'stake_limit_reached';
    }
    for (const period of ['daily', 'weekly'] as const) {
      const limit = inForce(this.loss[period], this.now);
      if (limit === null) continue;
      const since = belgradeStart(period, this.now);
      const lost = Math.max(
        0,
        this.plays.filter((p) => p.at >= since).reduce((sum, p) => sum + p.stake - p.win, 0),
      );
      if (stake > limit - lost) return 'loss_limit_reached';
    }
    if (stake > this.balance) return 'insufficient_funds';
    return null;
  }
}

// ---- the steps -------------------------------------------------------------------------------

type Step =
  | { kind: 'limit'; which: 'stake' | 'loss'; period: 'daily' | 'weekly'; value: number | null }
  | { kind: 'time'; minutes: number | null }
  | { kind: 'deposit'; amount: number }
  | { kind: 'stake'; amount: number; target: number }
  | { kind: 'advance'; ms: number };

const cents = (min: number, max: number) => fc.integer({ min, max }).map((n) => n * 100);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      which: fc.constantFrom('stake' as const, 'loss' as const),
      period: fc.constantFrom('daily' as const, 'weekly' as const),
      value: fc.option(cents(5, 80), { nil: null, freq: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), minutes: fc.option(fc.constantFrom(60, 120, 180), { nil: null, freq: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: cents(5, 60) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('stake' as const), amount: cents(1, 15), target: fc.constantFrom(150, 200, 500) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 10_000, max: 4 * 60_000 }) }, { weight: 2, arbitrary: fc.integer({ min: 10 * 60_000, max: 30 * HOUR }) }),
    }),
  },
);

const STEPS_PER_RUN = Number(process.env.MODEL_STEPS ?? 500);
const RUNS = Number(process.env.MODEL_RUNS ?? (process.env.TEST_PG_URL ? 20 : 2));

async function runSequence(steps: Step[], run: number): Promise<number> {
  const rt = h.rt;
  const p = await createPlayer(h);
  const game = await findGame(rt, gameUuid('rocket-rush'));
  if (!game) throw new Error('rocket-rush is not in the catalogue');
  const model = new Model(rt.clock.now());
  let session: { refresh: string } | null = null;
  const open = async () => {
    const s = await openSession(rt, { playerId: p.id, address: 'model', now: rt.clock.now() });
    session = { refresh: s.refresh };
    model.sessions.push({ from: model.now, lastSeen: model.now, ended: null });
  };
  await open();
  let decisions = 0;
  for (const [i, s] of steps.entries()) {
    const where = `run ${run} step ${i} ${JSON.stringify(s)}`;
    switch (s.kind) {
      case 'limit': {
        const money = s.value === null ? null : formatMajor(s.value);
        await setLimits(rt, p.id, { [s.which]: { [s.period]: money } });
        model[s.which][s.period] = request(model[s.which][s.period], s.value, model.now);
        break;
      }
      case 'time':
        await setLimits(rt, p.id, { session_time: s.minutes });
        model.playTime = request(model.playTime, s.minutes, model.now);
        break;
      case 'deposit':
        await postLedgerEntry(rt, { playerId: p.id, kind: 'operator_credit', amount: BigInt(s.amount), reference: 'model deposit' });
        model.balance += s.amount;
        break;
      case 'stake': {
        const expected = model.decide(s.amount);
        const gameSession: GameSession = { player: { id: p.id } as GameSession['player'], game, expiresAtMs: rt.clock.now() + HOUR };
        const params = roundParams(game.kind, { idempotency_key: `model-${p.id}-${i}`, bet: formatMajor(s.amount), target: formatMajor(s.target) });
        let actual: string | null = null;
        let win = 0;
        try {
          const round = await playRound(rt, gameSession, `model-${p.id}-${i}`, params);
          win = Number(parseMajor(round.win) ?? 0n);
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          actual = err.code;
        }
        decisions += 1;
        expect(actual, where).toBe(expected);
        if (actual === null) {
          model.plays.push({ at: model.now, stake: s.amount, win });
          model.balance += win - s.amount;
        }
        break;
      }
      case 'advance': {
        rt.clock.advance(s.ms / 1000);
        model.now = rt.clock.now();
        // The open page refreshes its tokens: the session is seen now.
        const current = session as { refresh: string } | null;
        if (current) {
          // The runtime's sweeper may have ended the session first, which it does only once the time
          // is up; and a refresh token unused for its whole life (a day) has expired: the player logs in again.
          const expired = model.now - model.sessions.at(-1)!.lastSeen >= REFRESH_TOKEN_HOURS * HOUR;
          const next = await refreshSession(rt, current.refresh, rt.clock.now()).catch((err: unknown) => {
            if (err instanceof DomainError && (model.timeUp() || expired)) return null;
            throw new Error(
              `${where}: the refresh was refused (${String(err)}) with ${model.usedToday()} ms used, limit ${JSON.stringify(model.playTime)}, sessions ${JSON.stringify(model.sessions.slice(-2))}`,
            );
          });
          if (next) {
            session = { refresh: next.refresh };
            model.sessions.at(-1)!.lastSeen = model.now;
          } else {
            model.sessions.at(-1)!.ended = model.now;
            session = null;
          }
        }
        break;
      }
    }
    // As the server does at the limit: every session ends; a new day (or a looser limit) lets the player back in.
    if (session && model.timeUp()) {
      await endAllSessions(rt, p.id, rt.clock.now());
      model.sessions.at(-1)!.ended = model.now;
      session = null;
    } else if (!session && !model.timeUp()) {
      await open();
    }
  }
  expect(await balanceOf(h, p.id)).toBe(BigInt(model.balance));
  return decisions;
}

describe('every limit in one service, against a reference model', () => {
  it(`agrees on every decision over ${RUNS * STEPS_PER_RUN} random steps`, async () => {
    let run = 0;
    let decisions = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: STEPS_PER_RUN, maxLength: STEPS_PER_RUN }), async (steps) => {
        run += 1;
        decisions += await runSequence(steps, run);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(run).toBe(RUNS);
    // About 8 of every 18 steps are stakes.
    expect(decisions).toBeGreaterThan(RUNS * STEPS_PER_RUN * 0.3);
  }, 900_000);
});
