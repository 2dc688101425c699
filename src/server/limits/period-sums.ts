// One statement for the totals of several periods: the rows since the earliest start, summed
// with a filter per start. A limit check under the player's lock then costs one round trip
// however many periods are limited.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/**
 * `rows` is a SELECT of (amount, created_at) for one player since `since` (a SQL timestamptz
 * parameter it must use); answers, per start (epoch ms), the sum of amounts created at or after it.
 */
export async function sumsSince(db: DbOrTx, starts: number[], rows: (since: SQL) => SQL): Promise<Map<number, number>> {
  const distinct = [...new Set(starts)].sort((a, b) => a - b);
  const totals = new Map<number, number>();
  if (distinct.length === 0) return totals;
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const columns = sql.join(
    distinct.map((from, i) => sql`coalesce(sum(r.amount) filter (where r.created_at >= ${at(from)}), 0)::text as ${sql.identifier(`s${i}`)}`),
    sql`, `,
  );
  const [row] = await rowsOf<Record<string, string>>(db, sql`select ${columns} from (${rows(at(distinct[0]!))}) as r(amount, created_at)`);
  distinct.forEach((from, i) => totals.set(from, Number(row?.[`s${i}`] ?? 0)));
  return totals;
}
