// The limit audit log (issue 18): every change of a player-protection setting is kept with its
// time, the value before and after, its kind and its origin (player, operator, system). The
// rows are written by the caller's transaction (the one that changes the setting, under the
// player's lock), so a change and its audit row commit or roll back together.
import { asc, desc, inArray } from 'drizzle-orm';
import { limitAudit } from '../db/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { effectiveLimit, type Limit } from '../../lib/limits/index.ts';

export const AUDIT_ORIGINS = ['player', 'operator', 'system'] as const;
export type AuditOrigin = (typeof AUDIT_ORIGINS)[number];

/** Kinds of change; the at-risk markers count increase_requested and increase_cancelled. */
export type AuditKind = 'decrease' | 'increase' | 'increase_requested' | 'removal_requested' | 'increase_cancelled' | 'change' | 'set' | 'lifted';

/** The protection state of a player: the settings (jsonb) and the columns of cool-off, self-exclusion and the operator's lock. */
export interface ProtectionState {
  settings: Record<string, unknown>;
  lockedUntil: Date | null;
  lockedByOperator: boolean;
  coolOffUntil: Date | null;
  selfExcludedAt: Date | null;
  selfExcludedUntil: Date | null;
}

export interface LimitChange {
  /** Dotted name: "stake_limits.daily", "reality_check_minutes", "self_exclusion". */
  setting: string;
  kind: AuditKind;
  before: unknown;
  after: unknown;
}

/** Settings that are the player's details, not protection: never audited here. */
const NOT_PROTECTION = new Set(['personal']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLimit = (v: unknown): v is Limit => isRecord(v) && 'value' in v && 'pending' in v;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The leaves compared one by one: a limit (value and pending) is one leaf, a group of limits one leaf per period. */
function leaves(settings: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(settings)) {
    if (NOT_PROTECTION.has(key)) continue;
    if (isRecord(value) && !isLimit(value)) for (const [sub, inner] of Object.entries(value)) out.set(`${key}.${sub}`, inner);
    else out.set(key, value);
  }
  return out;
}

/** What a change of one limit was, judged against the limit in force at `at` (a pending increase that came due is no change). */
function limitKind(before: Limit, after: Limit): AuditKind {
  if (after.pending && !same(after.pending, before.pending)) return after.pending.value === null ? 'removal_requested' : 'increase_requested';
  if (before.value !== after.value) {
    if (after.value === null) return 'increase';
    return before.value === null || after.value < before.value ? 'decrease' : 'increase';
  }
  if (before.pending && !after.pending) return 'increase_cancelled';
  return 'change';
}

/** The changes between two protection states, one per setting that differs. Pure. */
export function limitChanges(before: ProtectionState, after: ProtectionState, at: number): LimitChange[] {
  const changes: LimitChange[] = [];
  const was = leaves(before.settings);
  const now = leaves(after.settings);
  for (const setting of new Set([...was.keys(), ...now.keys()])) {
    let b = was.get(setting);
    const a = now.get(setting);
    if (isLimit(b) && isLimit(a)) {
      b = effectiveLimit(b, at);
      if (same(b, a)) continue;
      changes.push({ setting, kind: limitKind(b as Limit, a), before: b, after: a });
    } else if (!same(b, a)) changes.push({ setting, kind: 'change', before: b ?? null, after: a ?? null });
  }
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  // A later end (or none, for good) is tighter: 'set'; an earlier or no exclusion is 'lifted'.
  const later = (b: Date | null, a: Date | null, on: (x: ProtectionState) => boolean) => on(after) && (!on(before) || a === null || (b !== null && a > b));
  const exclusion = (x: ProtectionState) => ({
    since: iso(x.selfExcludedAt),
    until: iso(x.selfExcludedUntil),
    indefinite: x.selfExcludedAt !== null && x.selfExcludedUntil === null,
  });
  if (!same(exclusion(before), exclusion(after))) {
    const tighter = later(before.selfExcludedUntil, after.selfExcludedUntil, (x) => x.selfExcludedAt !== null);
    changes.push({ setting: 'self_exclusion', kind: tighter ? 'set' : 'lifted', before: exclusion(before), after: exclusion(after) });
  }
  const coolOff = (x: ProtectionState) => ({ until: iso(x.coolOffUntil) });
  if (!same(coolOff(before), coolOff(after))) {
    const tighter = after.coolOffUntil !== null && (before.coolOffUntil === null || after.coolOffUntil > before.coolOffUntil);
    changes.push({ setting: 'cool_off', kind: tighter ? 'set' : 'lifted', before: coolOff(before), after: coolOff(after) });
  }
  const lock = (x: ProtectionState) => ({ locked_until: iso(x.lockedUntil), by_operator: x.lockedByOperator });
  if (!same(lock(before), lock(after))) {
    const tighter = after.lockedByOperator || (after.lockedUntil !== null && (before.lockedUntil === null || after.lockedUntil > before.lockedUntil));
    changes.push({ setting: 'account_lock', kind: tighter ? 'set' : 'lifted', before: lock(before), after: lock(after) });
  }
  return changes;
}

/** Writes one audit row per changed setting inside the caller's transaction; answers how many. */
export async function recordLimitChanges(
  tx: DbOrTx,
  input: { playerId: number; before: ProtectionState; after: ProtectionState; origin: AuditOrigin; at: number },
): Promise<number> {
  const changes = limitChanges(input.before, input.after, input.at);
  if (changes.length === 0) return 0;
  await tx
    .insert(limitAudit)
    .values(
      changes.map((c) => ({ playerId: input.playerId, setting: c.setting, kind: c.kind, before: c.before, after: c.after, origin: input.origin, createdAt: new Date(input.at) })),
    );
  return changes.length;
}

export interface AuditEntry {
  at: string;
  setting: string;
  kind: string;
  before: unknown;
  after: unknown;
  origin: string;
}

/** The players' limit changes, oldest first, at most `perPlayer` of the latest for each. */
export async function limitHistory(db: DbOrTx, playerIds: number[], perPlayer = 50): Promise<Map<number, AuditEntry[]>> {
  const history = new Map<number, AuditEntry[]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return history;
  const rows = await db.select().from(limitAudit).where(inArray(limitAudit.playerId, playerIds)).orderBy(asc(limitAudit.playerId), desc(limitAudit.createdAt), desc(limitAudit.id));
  for (const r of rows) {
    const list = history.get(r.playerId)!;
    if (list.length < perPlayer) list.push({ at: r.createdAt.toISOString(), setting: r.setting, kind: r.kind, before: r.before, after: r.after, origin: r.origin });
  }
  for (const list of history.values()) list.reverse();
  return history;
}

/** One player's limit changes, oldest first. */
export async function playerLimitHistory(db: DbOrTx, playerId: number): Promise<AuditEntry[]> {
  return (await limitHistory(db, [playerId], 500)).get(playerId) ?? [];
}
