// What the operator API sends for players and ledger entries. Balances and amounts are
// major-unit decimal strings ("1000.00") with the currency beside them, the same format the
// live socket's balance message uses.
import { z } from '@hono/zod-openapi';
import { formatMajor } from '../../lib/money/index.ts';
import type { LedgerEntry } from '../wallet/index.ts';
import { isLocked, type PlayerRow } from './players.ts';

const Amount = (description: string) => z.string().openapi({ example: '100.00', description });

export const OperatorPlayer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    date_of_birth: z.string().nullable().openapi({ example: '1990-05-17', description: 'Given at sign-up or in personal data; null when none was given.' }),
    country: z.string().nullable().openapi({ example: 'RS', description: 'ISO 3166-1 alpha-2 given at sign-up or in personal data.' }),
    balance: Amount('Balance in major units, two decimals.'),
    currency: z.string().openapi({ example: 'EUR' }),
    has_logged_in_before: z.boolean(),
    locked: z.boolean().openapi({ description: 'Locked by the operator or, for a while, by failed logins.' }),
    locked_by_operator: z.boolean(),
    cool_off_until: z.string().nullable().openapi({ description: 'A cool-off (take a break) running until then; ends by itself.' }),
    self_excluded: z.boolean().openapi({ description: 'Self-excluded: only the operator reopens the account, after self_excluded_until.' }),
    self_excluded_until: z.string().nullable().openapi({ description: 'End of the self-exclusion; null with self_excluded: indefinite.' }),
    last_login: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('OperatorPlayer');

export const LedgerEntryView = z
  .object({
    id: z.number().int(),
    kind: z.string().openapi({ example: 'operator_credit' }),
    amount: Amount('Signed amount in major units.'),
    balance_after: Amount('Balance after this entry, major units.'),
    reference: z.string().nullable(),
    idempotency_key: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('LedgerEntry');

export function playerView(p: PlayerRow, now: number): z.infer<typeof OperatorPlayer> {
  return {
    id: p.id,
    username: p.username,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    date_of_birth: p.dateOfBirth,
    country: p.country,
    balance: formatMajor(p.balance),
    currency: p.currency,
    has_logged_in_before: p.hasLoggedInBefore,
    locked: isLocked(p, now),
    locked_by_operator: p.lockedByOperator,
    cool_off_until: p.coolOffUntil && p.coolOffUntil.getTime() > now ? p.coolOffUntil.toISOString() : null,
    self_excluded: p.selfExcludedAt !== null,
    self_excluded_until: p.selfExcludedUntil ? p.selfExcludedUntil.toISOString() : null,
    last_login: p.lastLogin ? p.lastLogin.toISOString() : null,
    created_at: p.createdAt.toISOString(),
  };
}

export function entryView(e: LedgerEntry): z.infer<typeof LedgerEntryView> {
  return {
    id: e.id,
    kind: e.kind,
    amount: formatMajor(e.amount),
    balance_after: formatMajor(e.balanceAfter),
    reference: e.reference,
    idempotency_key: e.idempotencyKey,
    created_at: e.createdAt.toISOString(),
  };
}
