// Login throttling under parallel requests: attempts are counted before the password is
// hashed, so a burst past the limit never reaches scrypt, and the owner still gets in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players } from '../../src/server/db/schema.ts';
import { passwordHashes } from '../../src/server/auth/hash-queue.ts';
import { createLoginThrottle, LOGIN_RULES } from '../../src/server/accounts/throttle.ts';
import { DomainError } from '../../src/server/domain-error.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

/** A login as the server sees it from a socket at `address`. */
function loginFrom(address: string, username: string, password: string): Promise<Response> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) };
  return Promise.resolve(h.rt.api.request('/api/login', init, { incoming: { socket: { remoteAddress: address } } }));
}

const hashesSoFar = () => passwordHashes.stats().started;

describe('login throttle in parallel', () => {
  it('lets at most the threshold of 40 parallel wrong passwords reach the hash; the rest get 429 with Retry-After; the owner gets in from another address', async () => {
    const owner = await createPlayer(h);
    const before = hashesSoFar();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom('198.51.100.66', owner.username, `wrong-guess-${i}`)));
    const hashed = hashesSoFar() - before;
    const statuses = answers.map((r) => r.status);
    expect(hashed).toBeLessThanOrEqual(LOGIN_RULES.pair.limit);
    expect(statuses.filter((s) => s === 401)).toHaveLength(hashed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - hashed);
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('too_many_attempts');
    }
    expect((await loginFrom('203.0.113.7', owner.username, owner.password)).status).toBe(200);
  });

  it('bounds guessing from many addresses at once by the username, yet the owner gets in from the last address and after a short delay', async () => {
    const owner = await createPlayer(h);
    expect((await loginFrom('203.0.113.8', owner.username, owner.password)).status).toBe(200);
    const before = hashesSoFar();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom(`192.0.2.${i + 1}`, owner.username, `wrong-guess-${i}`)));
    const hashed = hashesSoFar() - before;
    expect(hashed).toBeLessThanOrEqual(LOGIN_RULES.username.limit);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(hashed);
    // The rest are throttled, or (past the hash queue's places) told to come back: never hashed.
    expect(answers.filter((r) => r.status === 429 || r.status === 503)).toHaveLength(40 - hashed);
    const waits = answers.filter((r) => r.status === 429).map((r) => Number(r.headers.get('retry-after')));
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_RULES.username.windowMs / 1000);
    // The address the owner last logged in from is not held to the username's count.
    expect((await loginFrom('203.0.113.8', owner.username, owner.password)).status).toBe(200);
    // A new address waits for the short backoff only.
    expect((await loginFrom('203.0.113.9', owner.username, owner.password)).status).toBe(429);
    h.rt.clock.advance(LOGIN_RULES.username.windowMs / 1000 + 1);
    expect((await loginFrom('203.0.113.9', owner.username, owner.password)).status).toBe(200);
  });

  it('counts on the simulated clock: the pair lock ends when the clock passes its window', async () => {
    const owner = await createPlayer(h);
    for (let i = 0; i < LOGIN_RULES.pair.limit; i++) expect((await loginFrom('198.51.100.70', owner.username, `bad-${i}-guess`)).status).toBe(401);
    expect((await loginFrom('198.51.100.70', owner.username, owner.password)).status).toBe(429);
    h.rt.clock.advance(LOGIN_RULES.pair.windowMs / 1000 + 1);
    expect((await loginFrom('198.51.100.70', owner.username, owner.password)).status).toBe(200);
  });

  it('counts atomically in the database: of 30 parallel attempts on one key exactly the limit pass, per address too', async () => {
    const throttle = createLoginThrottle(h.rt.db, { pair: { limit: 7, windowMs: 60_000 }, username: { limit: 1000, windowMs: 60_000 }, address: { limit: 12, windowMs: 60_000 } });
    const now = h.rt.clock.now();
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        throttle.attempt({ username: 'atomic-one', address: '198.51.100.90', countUsername: true }, now).then(
          () => 'passed',
          (err: unknown) => err,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'passed')).toHaveLength(7);
    expect(outcomes.filter((o) => o instanceof DomainError && o.kind === 'throttled' && (o.retryAfterSeconds ?? 0) > 0)).toHaveLength(23);
    // Other names from the same address: only the address limit (12) is left, 5 more.
    const more = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        throttle.attempt({ username: `atomic-${i}`, address: '198.51.100.90', countUsername: true }, now).then(
          () => 'passed',
          () => 'refused',
        ),
      ),
    );
    expect(more.filter((o) => o === 'passed')).toHaveLength(5);
  });
});

describe('bounded password hashes', () => {
  it('answers 503 with Retry-After while the hash queue is full, and those attempts do not count against the owner', async () => {
    const owner = await createPlayer(h);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const holders: Array<Promise<unknown>> = [];
    // Fill every running and waiting place of the process's queue with a job that waits.
    for (let i = 0; i < 200; i++) {
      const refusedBefore = passwordHashes.stats().refused;
      const held = passwordHashes.run(() => gate).catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      if (passwordHashes.stats().refused > refusedBefore) break;
      holders.push(held);
    }
    try {
      // One after another: more than the pair's limit, none of them counted.
      for (let i = 0; i < LOGIN_RULES.pair.limit + 3; i++) {
        const res = await loginFrom('198.51.100.80', owner.username, owner.password);
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('login_busy');
      }
    } finally {
      open();
      await Promise.all(holders);
    }
    expect((await loginFrom('198.51.100.80', owner.username, owner.password)).status).toBe(200);
  });
});

describe('rehash on login', () => {
  let strong: Harness;
  beforeAll(async () => {
    strong = await startHarness({ SCRYPT_LOG2_N: '11', FEED: 'off' });
  });
  afterAll(async () => {
    await strong?.close();
  });

  it('upgrades a hash made under weaker scrypt parameters at the next login, and the password still works', async () => {
    const p: TestPlayer = await createPlayer(strong);
    const hashOf = async () => (await strong.rt.db.select({ hash: players.passwordHash }).from(players).where(eq(players.id, p.id)))[0]!.hash;
    expect(await hashOf()).toMatch(/^scrypt\$1024\$/);
    const login = () => strong.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect((await login()).status).toBe(200);
    expect(await hashOf()).toMatch(/^scrypt\$2048\$/);
    expect((await login()).status).toBe(200);
  });
});
