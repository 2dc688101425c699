// The operator API under /api/admin: open accounts, move money through the ledger, lock and
// unlock, read contact messages and check the ledger. Every route needs the operator token.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { asc, count, desc } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { contactMessages, players } from '../db/schema.ts';
import { createPlayer, lockPlayer, requirePlayer, unlockPlayer, type AccountsDeps } from '../accounts/players.ts';
import { liftSelfExclusion, type ProtectionDeps } from '../accounts/protection.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { entryView, LedgerEntryView, OperatorPlayer, playerView } from '../accounts/wire.ts';
import { ledgerCheck, postLedgerEntry, recentEntries } from '../wallet/index.ts';
import { formatMajor, MAJOR_AMOUNT_PATTERN, parseMajor } from '../../lib/money/index.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, SINGLE_LINE_TEXT_PATTERN, USERNAME_PATTERN } from '../../lib/validation/index.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const failure = (description: string) => json(ErrorBody, description);
const security = [{ operator: [] }];
const tags = ['operator'];

const NON_NEGATIVE_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const Name = z.string().max(100).regex(SINGLE_LINE_TEXT_PATTERN, 'must be one line of text');
const UsernameParam = z.object({ username: z.string().openapi({ param: { name: 'username', in: 'path' }, example: 'alice' }) });
const Paging = (defaultLimit: number, maxLimit: number) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxLimit)
      .default(defaultLimit)
      .openapi({ param: { name: 'limit', in: 'query' } }),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(0)
      .openapi({ param: { name: 'offset', in: 'query' } }),
  });

const CreatePlayer = z
  .object({
    username: z.string().regex(USERNAME_PATTERN, 'must have 3 to 32 letters, digits, dots, underscores or hyphens'),
    password: z.string().max(512).openapi({ description: '8 to 128 characters with letters and numbers; a one-time password when has_logged_in_before is false.' }),
    first_name: Name.optional(),
    last_name: Name.optional(),
    email: z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'must be an e-mail address').nullable().optional(),
    balance: z.string().regex(NON_NEGATIVE_AMOUNT, 'must be an amount such as "100.00"').optional().openapi({ example: '100.00', description: 'Opening balance in major units.' }),
    has_logged_in_before: z.boolean().optional().openapi({ description: 'false (the default) forces a password change at first login.' }),
  })
  .openapi('CreatePlayer');

const Credit = z
  .object({
    amount: z
      .string()
      .regex(new RegExp(MAJOR_AMOUNT_PATTERN), 'must be an amount such as "25.00" or "-10.00"')
      .openapi({ example: '25.00', description: 'Major units; negative debits, never below zero.' }),
    reason: z.string().max(200).regex(SINGLE_LINE_TEXT_PATTERN, 'must be one line of text').optional(),
    idempotency_key: z
      .string()
      .regex(IDEMPOTENCY_KEY, 'must be 1 to 200 visible ASCII characters')
      .optional()
      .openapi({ description: 'Or the Idempotency-Key header: a repeat returns the first entry and moves nothing.' }),
  })
  .openapi('Credit');

const CreditResult = z.object({ balance: z.string(), currency: z.string(), replayed: z.boolean(), entry: LedgerEntryView, player: OperatorPlayer }).openapi('CreditResult');

const ContactMessage = z
  .object({ id: z.number().int(), username: z.string().nullable(), email: z.string(), subject: z.string(), content: z.string(), created_at: z.string() })
  .openapi('ContactMessage');

const LedgerCheck = z
  .object({
    ok: z.boolean(),
    players_checked: z.number().int(),
    entries_checked: z.number().int(),
    mismatches: z.array(z.object({ player_id: z.number().int(), username: z.string(), balance: z.string(), ledger_sum: z.string(), last_balance_after: z.string().nullable() })),
  })
  .openapi('LedgerCheck');

const routes = {
  create: createRoute({
    method: 'post',
    path: '/players',
    tags,
    security,
    summary: 'Opens a player account; the opening balance is credited through the ledger.',
    request: { body: { required: true, content: { 'application/json': { schema: CreatePlayer } } } },
    responses: {
      201: json(OperatorPlayer, 'The new player'),
      400: failure('Invalid input'),
      401: failure('Missing or wrong operator token'),
      409: failure('username_taken'),
    },
  }),
  list: createRoute({
    method: 'get',
    path: '/players',
    tags,
    security,
    summary: 'Lists players with their balances, oldest first.',
    request: { query: Paging(100, 500) },
    responses: {
      200: json(z.object({ players: z.array(OperatorPlayer), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }), 'Players'),
      400: failure('Invalid input'),
      401: failure('Missing or wrong operator token'),
    },
  }),
  show: createRoute({
    method: 'get',
    path: '/players/{username}',
    tags,
    security,
    summary: 'One player with the latest 20 ledger entries.',
    request: { params: UsernameParam },
    responses: {
      200: json(z.object({ player: OperatorPlayer, ledger: z.array(LedgerEntryView) }), 'The player'),
      401: failure('Missing or wrong operator token'),
      404: failure('No such player'),
    },
  }),
  credit: createRoute({
    method: 'post',
    path: '/players/{username}/credit',
    tags,
    security,
    summary: 'Credits (or, with a negative amount, debits) a player through the ledger.',
    request: { params: UsernameParam, body: { required: true, content: { 'application/json': { schema: Credit } } } },
    responses: {
      200: json(CreditResult, 'The entry and the new balance'),
      400: failure('Invalid input'),
      401: failure('Missing or wrong operator token'),
      404: failure('No such player'),
      409: failure('insufficient_funds or idempotency_conflict'),
    },
  }),
  lock: createRoute({
    method: 'post',
    path: '/players/{username}/lock',
    tags,
    security,
    summary: 'Locks an account: logins refused, tokens revoked, live sockets closed.',
    request: { params: UsernameParam },
    responses: { 200: json(OperatorPlayer, 'The locked player'), 401: failure('Missing or wrong operator token'), 404: failure('No such player') },
  }),
  unlock: createRoute({
    method: 'post',
    path: '/players/{username}/unlock',
    tags,
    security,
    summary: "Lifts the operator's lock and any failed-login lock.",
    request: { params: UsernameParam },
    responses: { 200: json(OperatorPlayer, 'The unlocked player'), 401: failure('Missing or wrong operator token'), 404: failure('No such player') },
  }),
  liftSelfExclusion: createRoute({
    method: 'post',
    path: '/players/{username}/lift-self-exclusion',
    tags,
    security,
    summary: "Reopens a self-excluded account once the exclusion's period is over (an indefinite one after 6 months); refused before.",
    request: { params: UsernameParam },
    responses: {
      200: json(OperatorPlayer, 'The reopened player'),
      401: failure('Missing or wrong operator token'),
      404: failure('No such player'),
      409: failure('Not self-excluded, or the exclusion is still running (details.liftable_at)'),
    },
  }),
  messages: createRoute({
    method: 'get',
    path: '/contact-messages',
    tags,
    security,
    summary: 'Contact messages, newest first.',
    request: { query: Paging(50, 200) },
    responses: {
      200: json(z.object({ messages: z.array(ContactMessage), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }), 'Messages'),
      400: failure('Invalid input'),
      401: failure('Missing or wrong operator token'),
    },
  }),
  ledgerCheck: createRoute({
    method: 'get',
    path: '/ledger-check',
    tags,
    security,
    summary: "Checks that every balance equals the sum of the player's ledger entries.",
    responses: { 200: json(LedgerCheck, 'The result; ok is false when any balance disagrees'), 401: failure('Missing or wrong operator token') },
  }),
};

/** What the operator's player routes use: opening and locking accounts, lifting a self-exclusion, the ledger, the clock, the log and the operator token. */
export type AdminApiDeps = AccountsDeps & ProtectionDeps & { clock: Clock; log: Logger; config: Pick<Config, 'adminToken'> };

export function adminApi(rt: AdminApiDeps): OpenAPIHono {
  const app = subApp();
  app.use('*', operatorAuth({ token: rt.config.adminToken }));

  app.openapi(routes.create, async (c) => {
    const body = c.req.valid('json');
    const player = await createPlayer(rt, {
      username: body.username,
      password: body.password,
      firstName: body.first_name?.trim(),
      lastName: body.last_name?.trim(),
      email: body.email ?? null,
      openingBalance: body.balance === undefined ? 0n : parseMajor(body.balance),
      hasLoggedInBefore: body.has_logged_in_before,
    });
    rt.log.info('player created', { username: player.username, player_id: player.id });
    return c.json(playerView(player, rt.clock.now()), 201);
  });

  app.openapi(routes.list, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const [rows, totals] = await Promise.all([rt.db.select().from(players).orderBy(asc(players.id)).limit(limit).offset(offset), rt.db.select({ n: count() }).from(players)]);
    const now = rt.clock.now();
    return c.json({ players: rows.map((p) => playerView(p, now)), total: totals[0]?.n ?? 0, limit, offset }, 200);
  });

  app.openapi(routes.show, async (c) => {
    const player = await requirePlayer(rt.db, c.req.valid('param').username);
    const ledger = await recentEntries(rt.db, player.id, 20);
    return c.json({ player: playerView(player, rt.clock.now()), ledger: ledger.map(entryView) }, 200);
  });

  app.openapi(routes.credit, async (c) => {
    const { username } = c.req.valid('param');
    const body = c.req.valid('json');
    const amount = parseMajor(body.amount, { allowNegative: true });
    if (amount === undefined || amount === 0n) throw new ApiError(400, 'invalid_amount', 'The amount must be a non-zero amount such as "25.00" or "-10.00".');
    const headerKey = c.req.header('idempotency-key');
    if (headerKey !== undefined && !IDEMPOTENCY_KEY.test(headerKey)) throw new ApiError(400, 'validation_failed', 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
    const player = await requirePlayer(rt.db, username);
    const entry = await postLedgerEntry(rt, {
      playerId: player.id,
      kind: amount > 0n ? 'operator_credit' : 'operator_debit',
      amount,
      reference: body.reason?.trim() || null,
      idempotencyKey: body.idempotency_key ?? headerKey ?? null,
    });
    if (!entry.replayed) rt.log.info('operator moved money', { player_id: player.id, amount: formatMajor(amount), entry_id: entry.id });
    const updated = await requirePlayer(rt.db, player.username);
    return c.json(
      { balance: formatMajor(updated.balance), currency: updated.currency, replayed: entry.replayed, entry: entryView(entry), player: playerView(updated, rt.clock.now()) },
      200,
    );
  });

  app.openapi(routes.lock, async (c) => {
    const player = await lockPlayer(rt, c.req.valid('param').username);
    rt.log.info('player locked', { player_id: player.id });
    return c.json(playerView(player, rt.clock.now()), 200);
  });

  app.openapi(routes.unlock, async (c) => {
    const player = await unlockPlayer(rt, c.req.valid('param').username);
    rt.log.info('player unlocked', { player_id: player.id });
    return c.json(playerView(player, rt.clock.now()), 200);
  });

  app.openapi(routes.liftSelfExclusion, async (c) => {
    const player = await liftSelfExclusion(rt, c.req.valid('param').username);
    rt.log.info('self-exclusion lifted', { player_id: player.id });
    return c.json(playerView(player, rt.clock.now()), 200);
  });

  app.openapi(routes.messages, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const [rows, totals] = await Promise.all([
      rt.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
      rt.db.select({ n: count() }).from(contactMessages),
    ]);
    const messages = rows.map((m) => ({ id: m.id, username: m.username, email: m.email, subject: m.subject, content: m.content, created_at: m.createdAt.toISOString() }));
    return c.json({ messages, total: totals[0]?.n ?? 0, limit, offset }, 200);
  });

  app.openapi(routes.ledgerCheck, async (c) => {
    const result = await ledgerCheck(rt.db);
    const mismatches = result.mismatches.map((m) => ({
      player_id: m.playerId,
      username: m.username,
      balance: formatMajor(m.balance),
      ledger_sum: formatMajor(m.ledgerSum),
      last_balance_after: m.lastBalanceAfter === null ? null : formatMajor(m.lastBalanceAfter),
    }));
    if (mismatches.length > 0) rt.log.error('ledger mismatch', { players: mismatches.map((m) => m.player_id) });
    return c.json({ ok: mismatches.length === 0, players_checked: result.playersChecked, entries_checked: result.entriesChecked, mismatches }, 200);
  });

  return app;
}
