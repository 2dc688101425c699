// The player's own account: details, e-mail, limits, self-exclusion, session settings,
// play-money deposits and the account statement. Every route acts on the token's player only.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { players, walletLedger } from '../db/schema.ts';
import type { Runtime } from '../runtime.ts';
import { requirePlayer, type PlayerEnv, type PlayerRow } from '../auth/guard.ts';
import { verifyPassword } from '../accounts/password.ts';
import { postLedgerEntry } from '../wallet/index.ts';
import { readSettings, PersonalSchema, AUTO_LOGOUT_MINUTES, REALITY_CHECK_MINUTES, type Settings } from '../player/settings.ts';
import { effectiveLimit, LIMIT_PERIODS, periodStart, remainingUnder, requestLimit, type Limits } from '../../lib/limits/index.ts';
import { depositProblem, DEPOSIT_MAX_MINOR, DEPOSIT_MIN_MINOR, DEPOSIT_PRESETS_MINOR } from '../../lib/account/deposit.ts';
import { LOCK_PERIODS, lockEnds } from '../../lib/account/self-exclusion.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../lib/validation/index.ts';
import { formatMajor, parseMajor, MAJOR_AMOUNT_PATTERN } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';
import { endAllSessions } from './auth.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const refusals = {
  400: { description: 'Invalid input', ...json(ErrorBody) },
  401: { description: 'Not logged in', ...json(ErrorBody) },
  403: { description: 'Locked account', ...json(ErrorBody) },
};
const Amount = z.string().regex(new RegExp(MAJOR_AMOUNT_PATTERN)).openapi({ example: '50.00' });
const LimitView = z.object({ value: z.string().nullable(), pending: z.object({ value: z.string().nullable(), effective_at: z.string() }).nullable() });
const LimitsView = z.object({ daily: LimitView, weekly: LimitView, monthly: LimitView });
const LimitsInput = z.object({ daily: Amount.nullable().optional(), weekly: Amount.nullable().optional(), monthly: Amount.nullable().optional() });

const Account = z
  .object({
    id: z.number(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    balance: z.string(),
    currency: z.string(),
    personal: PersonalSchema,
    stake_limits: LimitsView,
    deposit_limits: LimitsView,
    auto_logout_minutes: z.number(),
    reality_check_minutes: z.number(),
    deposit: z.object({ min: z.string(), max: z.string(), presets: z.array(z.string()) }),
  })
  .openapi('Account');

function limitsView(limits: Limits, now: number) {
  const view = (period: (typeof LIMIT_PERIODS)[number]) => {
    const l = effectiveLimit(limits[period], now);
    return {
      value: l.value === null ? null : formatMajor(l.value),
      pending: l.pending ? { value: l.pending.value === null ? null : formatMajor(l.pending.value), effective_at: new Date(l.pending.effectiveAt).toISOString() } : null,
    };
  };
  return { daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') };
}

function accountView(player: PlayerRow, now: number) {
  const s = readSettings(player.settings);
  return {
    id: player.id,
    username: player.username,
    first_name: player.firstName,
    last_name: player.lastName,
    email: player.email,
    balance: formatMajor(player.balance),
    currency: player.currency,
    personal: s.personal,
    stake_limits: limitsView(s.stake_limits, now),
    deposit_limits: limitsView(s.deposit_limits, now),
    auto_logout_minutes: s.auto_logout_minutes,
    reality_check_minutes: s.reality_check_minutes,
    deposit: { min: formatMajor(DEPOSIT_MIN_MINOR), max: formatMajor(DEPOSIT_MAX_MINOR), presets: DEPOSIT_PRESETS_MINOR.map((p) => formatMajor(p)) },
  };
}

function applyLimits(current: Limits, input: z.infer<typeof LimitsInput>, now: number): Limits {
  const next = { ...current };
  for (const period of LIMIT_PERIODS) {
    const requested = input[period];
    if (requested === undefined) continue;
    const minor = requested === null ? null : parseMajor(requested);
    if (minor === undefined || (minor !== null && minor <= 0n)) throw new ApiError(400, 'invalid_limit', `The ${period} limit must be a positive amount.`);
    next[period] = requestLimit(current[period], minor === null ? null : Number(minor), now);
  }
  return next;
}

/** Sum of deposits (positive 'deposit' entries) since a moment, in minor units. */
async function depositedSince(rt: Runtime, playerId: number, from: number): Promise<number> {
  const [row] = await rt.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::text` })
    .from(walletLedger)
    .where(and(eq(walletLedger.playerId, playerId), eq(walletLedger.kind, 'deposit'), gte(walletLedger.createdAt, new Date(from))));
  return Number(row?.total ?? 0);
}

export function accountApi(rt: Runtime) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });
  app.use('/account/*', requirePlayer(rt));
  app.use('/account', requirePlayer(rt));
  app.use('/deposit', requirePlayer(rt));
  app.use('/account-statement', requirePlayer(rt));

  const save = async (player: PlayerRow, settings: Settings, extra: Partial<typeof players.$inferInsert> = {}) => {
    const [row] = await rt.db
      .update(players)
      .set({ settings, ...extra })
      .where(eq(players.id, player.id))
      .returning();
    return row ?? player;
  };

  app.openapi(
    createRoute({ method: 'get', path: '/account', tags: ['account'], security: [{ bearer: [] }], summary: "The player's details, limits and settings.", responses: { 200: { description: 'Account', ...json(Account) }, ...refusals } }),
    (c) => c.json(accountView(c.var.player, rt.clock.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/personal',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Updates personal details.',
      request: { body: { required: true, ...json(PersonalSchema.partial().extend({ first_name: z.string().max(60).optional(), last_name: z.string().max(60).optional() })) } },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      const { first_name, last_name, ...personal } = c.req.valid('json');
      const settings = readSettings(c.var.player.settings);
      if (personal.date_of_birth && Number.isNaN(Date.parse(personal.date_of_birth))) throw new ApiError(400, 'invalid_date', 'The date of birth is not a valid date.');
      settings.personal = { ...settings.personal, ...personal };
      const row = await save(c.var.player, settings, { ...(first_name !== undefined ? { firstName: first_name.trim() } : {}), ...(last_name !== undefined ? { lastName: last_name.trim() } : {}) });
      return c.json(accountView(row, rt.clock.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/email',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Changes the e-mail address; the password confirms it.',
      request: { body: { required: true, ...json(z.object({ email: z.string().max(EMAIL_MAX_LENGTH), password: z.string().max(512) })) } },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      if (!EMAIL_PATTERN.test(email.trim())) throw new ApiError(400, 'invalid_email', 'Enter a valid e-mail address.');
      if (!(await verifyPassword(password, c.var.player.passwordHash))) throw new ApiError(400, 'wrong_password', 'Wrong password');
      const row = await save(c.var.player, readSettings(c.var.player.settings), { email: email.trim() });
      return c.json(accountView(row, rt.clock.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/limits',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Sets stake and deposit limits: a decrease applies at once, an increase or removal after 24 hours.',
      request: { body: { required: true, ...json(z.object({ stake: LimitsInput.optional(), deposit: LimitsInput.optional() })) } },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const now = rt.clock.now();
      const settings = readSettings(c.var.player.settings);
      if (body.stake) settings.stake_limits = applyLimits(settings.stake_limits, body.stake, now);
      if (body.deposit) settings.deposit_limits = applyLimits(settings.deposit_limits, body.deposit, now);
      const row = await save(c.var.player, settings);
      return c.json(accountView(row, now), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/session-settings',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Automatic logout after inactivity and the reality-check reminder interval (0 turns either off).',
      request: {
        body: {
          required: true,
          ...json(
            z.object({
              auto_logout_minutes: z
                .number()
                .int()
                .refine((m) => (AUTO_LOGOUT_MINUTES as readonly number[]).includes(m), 'Choose off, 15, 30 or 60 minutes.')
                .optional(),
              reality_check_minutes: z
                .number()
                .int()
                .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'Choose off, 30 minutes, or 1, 2, 4 or 8 hours.')
                .optional(),
            }),
          ),
        },
      },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const settings = readSettings(c.var.player.settings);
      if (body.auto_logout_minutes !== undefined) settings.auto_logout_minutes = body.auto_logout_minutes;
      if (body.reality_check_minutes !== undefined) settings.reality_check_minutes = body.reality_check_minutes;
      const row = await save(c.var.player, settings);
      return c.json(accountView(row, rt.clock.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/lock',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Self-exclusion: locks the account for the chosen period and ends every session at once.',
      request: { body: { required: true, ...json(z.object({ period: z.enum(LOCK_PERIODS), password: z.string().max(512) })) } },
      responses: { 200: { description: 'Locked', ...json(z.object({ locked_until: z.string().nullable(), indefinite: z.boolean() })) }, ...refusals },
    }),
    async (c) => {
      const { period, password } = c.req.valid('json');
      if (!(await verifyPassword(password, c.var.player.passwordHash))) throw new ApiError(400, 'wrong_password', 'Wrong password');
      const now = rt.clock.now();
      const ends = lockEnds(period, now);
      await rt.db
        .update(players)
        .set(ends === null ? { lockedByOperator: true, lockedUntil: null } : { lockedUntil: new Date(ends) })
        .where(eq(players.id, c.var.player.id));
      await endAllSessions(rt, c.var.player.id, now);
      rt.log.info('self-exclusion', { player_id: c.var.player.id, period });
      return c.json({ locked_until: ends === null ? null : new Date(ends).toISOString(), indefinite: ends === null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/deposit',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'A play-money deposit (demo funds), within the bounds of one deposit and the player’s deposit limits.',
      request: { body: { required: true, ...json(z.object({ amount: Amount })) } },
      responses: { 200: { description: 'New balance', ...json(z.object({ balance: z.string(), amount: z.string() })) }, ...refusals, 409: { description: 'Over a deposit limit', ...json(ErrorBody) } },
    }),
    async (c) => {
      const minor = parseMajor(c.req.valid('json').amount);
      if (minor === undefined) throw new ApiError(400, 'invalid_amount', 'Enter an amount such as 50.00.');
      const problem = depositProblem(Number(minor));
      if (problem) {
        throw new ApiError(400, `deposit_${problem}`, `A deposit is between ${formatMajor(DEPOSIT_MIN_MINOR)} and ${formatMajor(DEPOSIT_MAX_MINOR)} ${c.var.player.currency}.`, {
          min: formatMajor(DEPOSIT_MIN_MINOR),
          max: formatMajor(DEPOSIT_MAX_MINOR),
        });
      }
      const now = rt.clock.now();
      const settings = readSettings(c.var.player.settings);
      const player = c.var.player;
      const hasLimit = LIMIT_PERIODS.some((p) => effectiveLimit(settings.deposit_limits[p], now).value !== null);
      if (hasLimit) {
        const totals = new Map<number, number>();
        for (const p of LIMIT_PERIODS) {
          const from = periodStart(p, now);
          totals.set(from, await depositedSince(rt, player.id, from));
        }
        const left = remainingUnder(settings.deposit_limits, (from) => totals.get(from) ?? 0, now) ?? Infinity;
        if (Number(minor) > left) {
          throw new ApiError(409, 'deposit_limit_reached', `This deposit would pass your deposit limit. You can deposit up to ${formatMajor(left)} ${player.currency} now.`, { remaining: formatMajor(left) });
        }
      }
      const entry = await postLedgerEntry(rt, { playerId: player.id, kind: 'deposit', amount: minor, reference: 'demo deposit' });
      return c.json({ balance: formatMajor(entry.balanceAfter), amount: formatMajor(minor) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account-statement',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'The ledger of the player, newest first, for a period (epoch seconds), paged.',
      request: {
        query: z.object({
          from_time: z.coerce.number().int().nonnegative().optional(),
          to_time: z.coerce.number().int().nonnegative().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
      },
      responses: {
        200: {
          description: 'Entries',
          ...json(
            z.object({
              total: z.number(),
              entries: z.array(z.object({ id: z.number(), created_at: z.string(), kind: z.string(), reference: z.string().nullable(), amount: z.string(), balance_after: z.string() })),
            }),
          ),
        },
        ...refusals,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where = and(
        eq(walletLedger.playerId, c.var.player.id),
        q.from_time !== undefined ? gte(walletLedger.createdAt, new Date(q.from_time * 1000)) : undefined,
        q.to_time !== undefined ? lt(walletLedger.createdAt, new Date(q.to_time * 1000)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        rt.db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.createdAt), desc(walletLedger.id)).limit(q.limit).offset(q.offset),
        rt.db.select({ n: count() }).from(walletLedger).where(where),
      ]);
      return c.json(
        {
          total: Number(total?.n ?? 0),
          entries: rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), kind: r.kind, reference: r.reference, amount: formatMajor(r.amount), balance_after: formatMajor(r.balanceAfter) })),
        },
        200,
      );
    },
  );

  return app;
}
