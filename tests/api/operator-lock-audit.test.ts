// The operator's lock and unlock of a player account are protection changes like the player's
// own (issue 18 item 6): each is one limit_audit row (setting account_lock, origin operator)
// with the runtime clock's time and the state before and after, written in the same
// transaction as the change, and shown in the player's history and the at-risk list.
// On PGlite and PostgreSQL (TEST_PG_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { limitAudit, players } from '../../src/server/db/schema.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { createPlayer, login, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const operator = (path: string, method = 'GET') => h.call(path, { method, admin: true });
const history = async (p: TestPlayer) => (await operator(`/api/admin/limit-history/${p.username}`)).body.changes as Json[];
const lock = (p: TestPlayer) => operator(`/api/admin/players/${p.username}/lock`, 'POST');
const unlock = (p: TestPlayer) => operator(`/api/admin/players/${p.username}/unlock`, 'POST');

const OPEN = { locked_until: null, by_operator: false };
const LOCKED = { locked_until: null, by_operator: true };

describe("the operator's lock in the limit audit", () => {
  it('keeps a lock and an unlock with the runtime clock, before, after and origin operator', async () => {
    const p = await createPlayer(h, { balance: 1_000n });
    // Days away from the database's own time: a row stamped by the database would be off by that much.
    h.rt.clock.advance(3 * 86_400);
    const lockFrom = h.rt.clock.now();
    expect((await lock(p)).status).toBe(200);
    const lockTo = h.rt.clock.now();
    h.rt.clock.advance(2 * 3600);
    const unlockFrom = h.rt.clock.now();
    expect((await unlock(p)).status).toBe(200);
    const unlockTo = h.rt.clock.now();

    const changes = await history(p);
    expect(changes).toEqual([
      { at: expect.any(String), setting: 'account_lock', kind: 'set', before: OPEN, after: LOCKED, origin: 'operator' },
      { at: expect.any(String), setting: 'account_lock', kind: 'lifted', before: LOCKED, after: OPEN, origin: 'operator' },
    ]);
    const [locked, unlocked] = changes.map((c) => Date.parse(c.at));
    expect(locked).toBeGreaterThanOrEqual(lockFrom);
    expect(locked).toBeLessThanOrEqual(lockTo);
    expect(unlocked).toBeGreaterThanOrEqual(unlockFrom);
    expect(unlocked).toBeLessThanOrEqual(unlockTo);
  });

  it('keeps the failed-login lock that an unlock lifts in the row before', async () => {
    const p = await createPlayer(h);
    const until = new Date(h.rt.clock.now() + 15 * 60_000);
    await h.rt.db.update(players).set({ lockedUntil: until }).where(eq(players.id, p.id));
    expect((await unlock(p)).status).toBe(200);
    const [row] = await history(p);
    expect(row).toMatchObject({ setting: 'account_lock', kind: 'lifted', origin: 'operator', before: { locked_until: until.toISOString(), by_operator: false }, after: OPEN });
  });

  it('writes nothing when nothing changes: a second lock, an unlock of an open account, an unknown player', async () => {
    const p = await createPlayer(h);
    expect((await unlock(p)).status).toBe(200);
    expect(await history(p)).toEqual([]);
    expect((await lock(p)).status).toBe(200);
    expect((await lock(p)).status).toBe(200);
    expect((await history(p)).map((c) => c.kind)).toEqual(['set']);
    expect((await operator('/api/admin/players/nobody_here/lock', 'POST')).status).toBe(404);
  });

  it('chains 30 locks and unlocks sent at once: one row per real change, each starting where the one before ended, the last one the state kept', async () => {
    const p = await createPlayer(h);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? lock(p) : unlock(p))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await h.rt.db.select().from(limitAudit).where(eq(limitAudit.playerId, p.id)).orderBy(limitAudit.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.setting === 'account_lock' && r.origin === 'operator')).toBe(true);
    expect(rows[0]!.before).toEqual(OPEN);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before).toEqual(rows[i - 1]!.after);
    for (const r of rows) expect(r.before).not.toEqual(r.after);
    const [stored] = await h.rt.db.select({ byOperator: players.lockedByOperator }).from(players).where(eq(players.id, p.id));
    expect((rows.at(-1)!.after as Json).by_operator).toBe(stored!.byOperator);
    // The operator's history shows them in the order they ran: each one's time is read under the lock.
    expect((await history(p)).map((c) => c.after)).toEqual(rows.map((r) => r.after));
  });

  it("shows the lock in the operator's at-risk list, with the player's own changes", async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token: token } = await login(h, p);
    // Two increase requests reach the at-risk threshold.
    for (const daily of ['20.00', '40.00', '60.00']) expect((await h.call('/api/account/limits', { method: 'PUT', token, json: { stake: { daily } } })).status).toBe(200);
    expect((await lock(p)).status).toBe(200);
    const report = (await operator('/api/admin/players-at-risk')).body;
    const entry = (report.players as Json[]).find((x) => x.id === p.id);
    expect(entry?.limit_history.map((c: Json) => [c.setting, c.kind, c.origin])).toEqual([
      ['stake_limits.daily', 'decrease', 'player'],
      ['stake_limits.daily', 'increase_requested', 'player'],
      ['stake_limits.daily', 'increase_requested', 'player'],
      ['account_lock', 'set', 'operator'],
    ]);
  });
});
