// Opens a player straight in the database, with a cheap scrypt cost so tests stay fast
// (the cost travels with the hash, so login verifies it as usual).
import { eq } from 'drizzle-orm';
import { players } from '../../../src/server/db/schema.ts';
import { hashPassword } from '../../../src/server/accounts/password.ts';
import { postLedgerEntry } from '../../../src/server/wallet/index.ts';
import type { Harness } from './harness.ts';

/** What opening a player and reading a balance use: a harness, or the parts a service test holds. */
type WithDatabase = Pick<Harness['rt'], 'db' | 'bus'> & { config: { currency: string } };

let counter = 0;

export interface TestPlayer {
  id: number;
  username: string;
  password: string;
}

export async function createPlayer(
  h: { rt: WithDatabase },
  options: { username?: string; password?: string; balance?: bigint; hasLoggedInBefore?: boolean; firstName?: string } = {},
): Promise<TestPlayer> {
  counter += 1;
  const username = options.username ?? `player${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = options.password ?? 'Passw0rd123';
  const [row] = await h.rt.db
    .insert(players)
    .values({
      username,
      passwordHash: await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
      firstName: options.firstName ?? 'Test',
      lastName: 'Player',
      currency: h.rt.config.currency,
      hasLoggedInBefore: options.hasLoggedInBefore ?? true,
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player not created');
  if (options.balance && options.balance > 0n) {
    await postLedgerEntry(h.rt, { playerId: row.id, kind: 'opening_balance', amount: options.balance });
  }
  return { id: row.id, username, password };
}

export async function login(h: Harness, p: TestPlayer): Promise<{ access_token: string; refresh_token: string; balance: string; id: number }> {
  const res = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string; balance: string; id: number };
}

/** The player's balance in minor units, as stored. */
export async function balanceOf(h: { rt: Pick<WithDatabase, 'db'> }, playerId: number): Promise<bigint> {
  const rows = await h.rt.db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
  return rows[0]!.balance;
}
