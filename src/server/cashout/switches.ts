// The operator's cash-out switches: off for everything, for a sport or for an event. Stored in
// cash_out_switches so every node reads the same; the offers a node pushes read a copy
// refreshed every few seconds, an acceptance reads the table itself in its transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';

export const SWITCH_SCOPES = ['all', 'sport', 'event'] as const;
export type SwitchScope = (typeof SWITCH_SCOPES)[number];

/** Which cash outs are off: the keys "all", "sport:<id>", "event:<id>". */
export type Switches = ReadonlySet<string>;

export const switchKey = (scope: SwitchScope, ref: string | number = '') => (scope === 'all' ? 'all' : `${scope}:${ref}`);

/** Whether cash out is off for an event of a sport. */
export function switchedOff(off: Switches, sportId: number, eventId: number): boolean {
  return off.has('all') || off.has(`sport:${sportId}`) || off.has(`event:${eventId}`);
}

/** The switches from stored (scope, ref) pairs. */
export function switchesOf(rows: ReadonlyArray<readonly [string, string]>): Switches {
  return new Set(rows.map(([scope, ref]) => switchKey(scope as SwitchScope, ref)));
}

export async function readSwitches(db: Db | Tx): Promise<Switches> {
  const rows = await rowsOf<{ scope: string; ref: string }>(db, sql`select scope, ref from cash_out_switches`);
  return switchesOf(rows.map((r) => [r.scope, r.ref] as const));
}

/** Turns cash out off (on = false) or back on for a scope. */
export async function setSwitch(db: Db, scope: SwitchScope, ref: string, on: boolean): Promise<void> {
  const key = scope === 'all' ? '' : ref;
  if (on) await rowsOf(db, sql`delete from cash_out_switches where scope = ${scope} and ref = ${key}`);
  else await rowsOf(db, sql`insert into cash_out_switches (scope, ref) values (${scope}, ${key}) on conflict do nothing`);
}

const REFRESH_MS = 2_000;
const cached = new WeakMap<object, { off: Switches; at: number; loading?: Promise<void> }>();

/** The switches as last read on this node (read again when older than REFRESH_MS; the first read waits). */
export async function currentSwitches(rt: { db: Db }): Promise<Switches> {
  const c = cached.get(rt);
  const now = Date.now();
  if (c && now - c.at < REFRESH_MS) return c.off;
  if (c?.loading) return c.off;
  const load = readSwitches(rt.db).then((off) => void cached.set(rt, { off, at: Date.now() }));
  if (!c) {
    await load;
    return cached.get(rt)!.off;
  }
  c.loading = load.catch(() => {
    c.loading = undefined;
  });
  return c.off;
}

/** Forgets this node's copy (after the operator changed a switch here). */
export function forgetSwitches(rt: object): void {
  cached.delete(rt);
}
