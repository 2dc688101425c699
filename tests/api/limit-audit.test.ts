// The limit audit and the operator's players-at-risk list (issue 18 item 6): every change of a
// protection setting is one audit row with time (the runtime's clock), before, after, kind and
// origin, written in the change's own transaction; the operator lists players by markers with
// their history of limit changes. On PGlite and PostgreSQL (TEST_PG_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { limitAudit } from '../../src/server/db/schema.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { COOLING_OFF_MS } from '../../src/lib/limits/index.ts';
import { DEPOSITS_PER_DAY_THRESHOLD, LONG_SESSION_MINUTES, NIGHT_BETS_THRESHOLD, NIGHT_TO_HOUR } from '../../src/server/limits/at-risk-thresholds.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { createPlayer, login, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

/** A player's call, or the operator's when the token is null. */
const call = (path: string, token: string | null, method = 'GET', json?: unknown) => h.call(path, { method, json, ...(token ? { token } : { admin: true }) });
const history = async (p: TestPlayer) => (await call(`/api/admin/limit-history/${p.username}`, null)).body.changes as Json[];
const atRisk = async () => (await call('/api/admin/players-at-risk', null)).body as Json;
const entryOf = (report: Json, p: TestPlayer): Json | undefined => (report.players as Json[]).find((x) => x.id === p.id);
const markersOf = (report: Json, p: TestPlayer) => entryOf(report, p)?.markers as Json[] | undefined;

/** The Belgrade hour of an instant. */
const belgradeHour = (ms: number) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', hour: '2-digit', hourCycle: 'h23' }).format(new Date(ms)));

describe('limit audit', () => {
  it('keeps each change with its time, before, after, kind and origin, and a withdrawn increase as cancelled', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token: t } = await login(h, p);
    const at = h.rt.clock.now();
    expect((await call('/api/account/limits', t, 'PUT', { deposit: { daily: '50.00' } })).status).toBe(200);
    expect((await call('/api/account/limits', t, 'PUT', { deposit: { daily: '80.00' } })).status).toBe(200);
    expect((await call('/api/account/limits', t, 'PUT', { deposit: { daily: '50.00' } })).status).toBe(200);
    expect((await call('/api/account/session-settings', t, 'PUT', { reality_check_minutes: 30, auto_logout_minutes: 15 })).status).toBe(200);
    // A change of personal details is not a protection setting: no row.
    expect((await call('/api/account/personal', t, 'PUT', { city: 'Novi Sad' })).status).toBe(200);

    const changes = await history(p);
    expect(changes.map((c) => [c.setting, c.kind, c.origin])).toEqual([
      ['deposit_limits.daily', 'decrease', 'player'],
      ['deposit_limits.daily', 'increase_requested', 'player'],
      ['deposit_limits.daily', 'increase_cancelled', 'player'],
      ['auto_logout_minutes', 'change', 'player'],
      ['reality_check_minutes', 'change', 'player'],
    ]);
    expect(changes[0]).toMatchObject({ before: { value: null, pending: null }, after: { value: 5000, pending: null } });
    expect(changes[1]).toMatchObject({ before: { value: 5000, pending: null }, after: { value: 5000, pending: { value: 8000 } } });
    // The increase takes effect a cooling-off after the moment it was asked for, the moment the row keeps.
    expect(changes[1]!.after.pending.effectiveAt).toBeGreaterThanOrEqual(at + COOLING_OFF_MS);
    expect(changes[1]!.after.pending.effectiveAt).toBeLessThanOrEqual(Date.parse(changes[1]!.at) + COOLING_OFF_MS);
    expect(changes[2]!.after).toEqual({ value: 5000, pending: null });
    expect(changes[4]).toMatchObject({ before: 0, after: 30 });
    for (const c of changes) expect(Math.abs(Date.parse(c.at) - at)).toBeLessThan(60_000);
  });

  it('records self-exclusion, and nothing for a refused change', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account/limits', t, 'PUT', { stake: { daily: '-5.00' } })).status).toBe(400);
    expect((await call('/api/account/limits', t, 'PUT', { stake: { daily: '0' } })).status).toBe(400);
    expect(await history(p)).toEqual([]);
    expect((await call('/api/account/lock', t, 'POST', { period: '6m', password: p.password })).status).toBe(200);
    const [lock] = await history(p);
    expect(lock).toMatchObject({ setting: 'self_exclusion', kind: 'set', origin: 'player', before: { since: null, until: null, indefinite: false } });
    expect(Date.parse(lock!.after.until)).toBeGreaterThan(h.rt.clock.now() + 150 * 86_400_000);
  });

  it('records a cool-off and the session time limit', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account/limits', t, 'PUT', { session_time: 120 })).status).toBe(200);
    expect((await call('/api/account/cool-off', t, 'POST', { period: '7d', password: p.password })).status).toBe(200);
    const [time, coolOff] = await history(p);
    expect(time).toMatchObject({ setting: 'play_time_limit', kind: 'decrease', origin: 'player', after: { value: 120 } });
    expect(coolOff).toMatchObject({ setting: 'cool_off', kind: 'set', origin: 'player', before: { until: null } });
    expect(Date.parse(coolOff!.after.until)).toBeGreaterThan(h.rt.clock.now() + 6 * 86_400_000);
  });

  it('chains 30 changes sent at once: each row starts where the one before ended', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token: t } = await login(h, p);
    // Sent together they are applied one after another under the lock: the first sets the limit, the higher ones after it ask to raise it.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call('/api/account/limits', t, 'PUT', { stake: { weekly: `${100 + i}.00` } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await h.rt.db.select().from(limitAudit).where(eq(limitAudit.playerId, p.id)).orderBy(limitAudit.id);
    const changed = rows.filter((r) => r.setting === 'stake_limits.weekly');
    // Every request whose value differs from the one then in force left exactly one row, and the chain has no gap.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed[0]!.before).toEqual({ value: null, pending: null });
    for (let i = 1; i < changed.length; i++) expect(changed[i]!.before).toEqual(changed[i - 1]!.after);
    const last = changed.at(-1)!.after as Json;
    const account = await call('/api/account', t);
    expect(account.body.stake_limits.weekly.value).toBe((last.value / 100).toFixed(2));
    expect(account.body.stake_limits.weekly.pending?.value ?? null).toBe(last.pending ? (last.pending.value / 100).toFixed(2) : null);
  });

  it('needs the operator token', async () => {
    const res = await h.request('/api/admin/players-at-risk');
    expect(res.status).toBe(401);
    expect((await h.request('/api/admin/limit-history/nobody', { admin: true })).status).toBe(404);
  });
});

describe('session play (the reality check figures)', () => {
  it('answers the session start and the stakes, returns and net of play since then, from the ledger', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const first = await login(h, p);
    const launched = await call('/api/init-demo', first.access_token, 'POST', { game_uuid: gameUuid('rocket-rush'), player_id: p.id });
    const casino = new URL(launched.body.url as string, 'http://x').searchParams.get('session')!;
    const round = async (key: string) => {
      const r = await call('/api/casino/rounds', casino, 'POST', { idempotency_key: `session-play-${p.id}-${key}`, bet: '2.00', target: '1.50' });
      expect(r.status).toBe(200);
      return Math.round(Number(r.body.win) * 100);
    };
    const before = await round('before');
    const loggedInAt = h.rt.clock.now();
    const second = await login(h, p);
    let won = 0;
    for (const key of ['a', 'b', 'c']) won += await round(key);
    // An operator's credit is not play.
    expect((await call(`/api/admin/players/${p.username}/credit`, null, 'POST', { amount: '7.00' })).status).toBe(200);
    // Runs before the tests that move the clock: the casino's ledger entries carry the database's time, not the runtime's clock.
    h.rt.clock.advance(60);

    const now = await call('/api/session-play', second.access_token);
    expect(now.status).toBe(200);
    expect(Math.abs(Date.parse(now.body.started_at) - loggedInAt)).toBeLessThan(1000);
    expect(Date.parse(now.body.now) - Date.parse(now.body.started_at)).toBeGreaterThanOrEqual(60_000);
    expect(now.body).toMatchObject({ stakes: '6.00', returns: (won / 100).toFixed(2), net: ((won - 600) / 100).toFixed(2), currency: h.rt.config.currency });
    // The first session began before the first round: it counts that one too.
    const older = await call('/api/session-play', first.access_token);
    expect(older.body).toMatchObject({ stakes: '8.00', returns: ((won + before) / 100).toFixed(2) });
    expect((await h.request('/api/session-play')).status).toBe(401);
  });
});

describe('players at risk', () => {
  it('lists players by markers with their limit history, and leaves out those under every threshold', async () => {
    const raiser = await createPlayer(h, { balance: 10_000n });
    const depositor = await createPlayer(h, { balance: 0n });
    const quiet = await createPlayer(h, { balance: 10_000n });
    const sitter = await createPlayer(h, { balance: 10_000n });
    const owl = await createPlayer(h, { balance: 10_000n });

    const r = (await login(h, raiser)).access_token;
    await call('/api/account/limits', r, 'PUT', { deposit: { daily: '20.00' } });
    await call('/api/account/limits', r, 'PUT', { deposit: { daily: '40.00' } });
    await call('/api/account/limits', r, 'PUT', { deposit: { daily: '20.00' } });
    await call('/api/account/limits', r, 'PUT', { deposit: { daily: null } });

    const d = (await login(h, depositor)).access_token;
    const deposits = await Promise.all(Array.from({ length: DEPOSITS_PER_DAY_THRESHOLD }, () => call('/api/deposit', d, 'POST', { amount: '10.00' })));
    expect(deposits.every((x) => x.status === 200)).toBe(true);

    const q = (await login(h, quiet)).access_token;
    await call('/api/account/limits', q, 'PUT', { stake: { daily: '20.00' } });
    await call('/api/account/limits', q, 'PUT', { stake: { daily: '30.00' } });
    await call('/api/deposit', q, 'POST', { amount: '10.00' });

    const report = await atRisk();
    expect(entryOf(report, quiet)).toBeUndefined();
    expect(markersOf(report, raiser)).toEqual([
      { marker: 'limit_increases', value: 2, threshold: 2 },
      { marker: 'cancelled_increases', value: 1, threshold: 1 },
    ]);
    expect(entryOf(report, raiser)?.limit_history.map((c: Json) => c.kind)).toEqual(['decrease', 'increase_requested', 'increase_cancelled', 'removal_requested']);
    expect(markersOf(report, depositor)).toEqual([{ marker: 'deposits_in_a_day', value: DEPOSITS_PER_DAY_THRESHOLD, threshold: DEPOSITS_PER_DAY_THRESHOLD }]);
    expect(entryOf(report, depositor)?.limit_history).toEqual([]);
    // Most markers first.
    const ids = (report.players as Json[]).map((x) => x.id);
    expect(ids.indexOf(raiser.id)).toBeLessThan(ids.indexOf(depositor.id));

    // A long session: logged in, still active (token refreshed) after the threshold.
    const s = await login(h, sitter);
    h.rt.clock.advance(10 * 60);
    expect(entryOf(await atRisk(), sitter)).toBeUndefined();
    h.rt.clock.advance((LONG_SESSION_MINUTES - 5) * 60);
    expect((await call('/api/token/refresh', s.access_token, 'POST', { refresh: s.refresh_token })).status).toBe(200);
    expect(markersOf(await atRisk(), sitter)).toEqual([{ marker: 'long_sessions', value: 1, threshold: 1 }]);

    // Night play: casino rounds between 00:00 and 06:00 site time (Belgrade); day rounds do not count.
    const playRounds = async (n: number, tag: string) => {
      const o = (await login(h, owl)).access_token;
      const launched = await call('/api/init-demo', o, 'POST', { game_uuid: gameUuid('rocket-rush'), player_id: owl.id });
      const session = new URL(launched.body.url as string, 'http://x').searchParams.get('session')!;
      for (let i = 0; i < n; i++) {
        const round = await call('/api/casino/rounds', session, 'POST', { idempotency_key: `round-${tag}-${owl.id}-${i}`, bet: '1.00', target: '1.50' });
        expect(round.status, JSON.stringify(round.body)).toBe(200);
      }
    };
    while (belgradeHour(h.rt.clock.now()) < NIGHT_TO_HOUR) h.rt.clock.advance(1800);
    await playRounds(NIGHT_BETS_THRESHOLD, 'day');
    expect(entryOf(await atRisk(), owl)).toBeUndefined();
    while (belgradeHour(h.rt.clock.now()) !== 1) h.rt.clock.advance(1800);
    await playRounds(NIGHT_BETS_THRESHOLD - 1, 'night-a');
    expect(entryOf(await atRisk(), owl)).toBeUndefined();
    await playRounds(1, 'night-b');
    expect(markersOf(await atRisk(), owl)).toEqual([{ marker: 'night_play', value: NIGHT_BETS_THRESHOLD, threshold: NIGHT_BETS_THRESHOLD }]);

    // The window: 31 days later none of these markers count any more.
    h.rt.clock.advance(31 * 86_400);
    const later = await atRisk();
    for (const p of [raiser, depositor, sitter, owl]) expect(entryOf(later, p)).toBeUndefined();
  }, 60_000);
});
