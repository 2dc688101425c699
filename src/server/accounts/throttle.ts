// Login throttling. Every attempt is counted before its password is hashed, with one atomic
// upsert per key in the database, so the count holds across parallel requests and across
// nodes. Three keys, so that guessing is bounded without letting anyone lock the owner out:
//
// - one username from one address: 5 attempts per 15 minutes (the guesser's own door);
// - one username from anywhere: 20 per minute, a short backoff against many addresses at
//   once; the address the player last logged in from is not held to it;
// - one address, any username: 100 per 15 minutes (an office or carrier behind NAT is many
//   players).
//
// A successful login forgets its pair and gives back its attempt to the other two keys.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export const LOGIN_RULES = {
  pair: { limit: 5, windowMs: 15 * 60_000 },
  username: { limit: 20, windowMs: 60_000 },
  address: { limit: 100, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Other doors counted in the same table per client address: self sign-ups (opening accounts
 * costs a password hash and a row each) and affiliate applications.
 */
export const ADDRESS_RULES = {
  signup: { limit: 5, windowMs: 60 * 60_000 },
  affiliate: { limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

// Pruning keeps every row still inside the longest window of any rule counted here.
const LONGEST_WINDOW_MS = Math.max(...[...Object.values(LOGIN_RULES), ...Object.values(ADDRESS_RULES)].map((r) => r.windowMs));
const PRUNE_EVERY = 500;

export interface LoginKeys {
  username: string;
  address: string;
  /** False when the address is the one the player last logged in from. */
  countUsername: boolean;
}

const keysOf = (k: Pick<LoginKeys, 'username' | 'address'>) => ({ pair: `p:${k.username}|${k.address}`, username: `u:${k.username}`, address: `a:${k.address}` });

/** Counts one attempt under a key; answers the seconds to wait when it is over the rule's limit, else 0. */
async function count(db: Db, key: string, rule: ThrottleRule, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  const cutoff = new Date(now - rule.windowMs).toISOString();
  const [row] = await rowsOf<{ attempts: number; window_started_at: string | Date }>(
    db,
    sql`insert into login_attempts (key, attempts, window_started_at) values (${key}, 1, ${at}::timestamptz)
        on conflict (key) do update set
          attempts = case when login_attempts.window_started_at <= ${cutoff}::timestamptz then 1 else login_attempts.attempts + 1 end,
          window_started_at = case when login_attempts.window_started_at <= ${cutoff}::timestamptz then ${at}::timestamptz else login_attempts.window_started_at end
        returning attempts, window_started_at`,
  );
  if (!row || row.attempts <= rule.limit) return 0;
  const started = new Date(row.window_started_at).getTime();
  return Math.max(1, Math.ceil((started + rule.windowMs - now) / 1000));
}

/**
 * Counts one request of a kind from an address, with the login throttle's atomic upsert;
 * past the rule it throws 429 `code` with the wait in seconds (details and Retry-After).
 */
export async function countFromAddress(db: Db, kind: keyof typeof ADDRESS_RULES, address: string, now: number, code: string, message: string): Promise<void> {
  const wait = await count(db, `${kind}:${address}`, ADDRESS_RULES[kind], now);
  if (wait > 0) throw new DomainError('throttled', code, message, { retry_after_seconds: wait }, wait);
}

export interface LoginThrottle {
  /** Counts an attempt under every key, stopping at the first that is over; throws 429 with Retry-After. */
  attempt(keys: LoginKeys, now: number): Promise<void>;
  /** A successful login: forgets the pair, gives back the attempt to the username and the address. */
  succeeded(keys: LoginKeys): Promise<void>;
  /** An attempt that never reached the hash (the hash queue was full): it counts for nothing. */
  refund(keys: LoginKeys): Promise<void>;
}

export function createLoginThrottle(db: Db, rules: Record<keyof typeof LOGIN_RULES, ThrottleRule> = LOGIN_RULES): LoginThrottle {
  let calls = 0;
  const giveBack = async (keys: string[]) => {
    await db.execute(sql`update login_attempts set attempts = greatest(attempts - 1, 0) where key in (${sql.join(keys, sql`, `)})`);
  };
  return {
    async attempt(keys, now) {
      calls += 1;
      if (calls % PRUNE_EVERY === 0) {
        await db.execute(sql`delete from login_attempts where window_started_at < ${new Date(now - LONGEST_WINDOW_MS).toISOString()}::timestamptz`);
      }
      const k = keysOf(keys);
      const steps: Array<[string, ThrottleRule]> = [[k.pair, rules.pair]];
      if (keys.countUsername) steps.push([k.username, rules.username]);
      steps.push([k.address, rules.address]);
      for (const [key, rule] of steps) {
        const wait = await count(db, key, rule, now);
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60);
          throw new DomainError(
            'throttled',
            'too_many_attempts',
            `Too many login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
            { retry_after_seconds: wait },
            wait,
          );
        }
      }
    },
    async succeeded(keys) {
      const k = keysOf(keys);
      await db.execute(sql`delete from login_attempts where key = ${k.pair}`);
      await giveBack(keys.countUsername ? [k.username, k.address] : [k.address]);
    },
    async refund(keys) {
      const k = keysOf(keys);
      await giveBack(keys.countUsername ? [k.pair, k.username, k.address] : [k.pair, k.address]);
    },
  };
}
