// The player's own account: details, e-mail, limits, self-exclusion, session settings,
// play-money deposits and the account statement. Every route acts on the token's player only.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Logger } from '../log.ts';
import { type GuardDeps, type PlayerEnv, type PlayerRow } from '../auth/guard.ts';
import { accountSummary, changeEmail, setLimits, setOddsFormat, setQuickBet, setSessionSettings, updatePersonal, type ProfileDeps } from '../accounts/profile.ts';
import { ODDS_FORMATS } from '../../lib/format/odds-format.ts';
import { selfExclude, takeBreak, type ProtectionDeps } from '../accounts/protection.ts';
import { playTimeOf } from '../limits/play-time.ts';
import type { PlayTime } from '../../lib/limits/play-time.ts';
import { depositPlayMoney, type DepositDeps } from '../wallet/deposit.ts';
import { accountStatement } from '../wallet/statement.ts';
import type { DepositRoom } from '../limits/deposits.ts';
import { readSettings, PersonalChangeSchema, PersonalSchema, AUTO_LOGOUT_MINUTES, REALITY_CHECK_MINUTES } from '../player/settings.ts';
import { effectiveLimit, LIMIT_PERIODS, type Limit, type Limits } from '../../lib/limits/index.ts';
import { DEPOSIT_MAX_MINOR, DEPOSIT_MIN_MINOR, DEPOSIT_PRESETS_MINOR } from '../../lib/account/deposit.ts';
import { COOL_OFF_PERIODS, LOCK_PERIODS } from '../../lib/account/self-exclusion.ts';
import { PLAY_TIME_MINUTES } from '../../lib/limits/play-time.ts';
import { marketingPauseCookie } from '../../lib/account/marketing.ts';
import { EMAIL_MAX_LENGTH } from '../../lib/validation/index.ts';
import { MIN_SIGNUP_AGE, SIGNUP_COUNTRIES } from '../../lib/account/signup-limits.ts';
import { formatMajor, parseMajor, MAJOR_AMOUNT_PATTERN } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';
import { EpochSeconds } from './params.ts';

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

const SessionTimeView = z
  .object({
    limit_minutes: z.number().nullable().openapi({ description: 'The daily session time limit in force, in minutes' }),
    pending: z.object({ minutes: z.number().nullable(), effective_at: z.string() }).nullable(),
    used_seconds: z.number().openapi({ description: 'Time logged in today (Belgrade day), every device counted once' }),
    left_seconds: z.number().nullable(),
    ends_at: z.string().nullable().openapi({ description: 'When every session ends if the player stays on' }),
    resets_at: z.string(),
  })
  .openapi('SessionTime');
const SessionTimeInput = z
  .number()
  .int()
  .refine((m) => PLAY_TIME_MINUTES.includes(m), 'Choose 1 to 12 hours.')
  .nullable()
  .optional()
  .openapi({ description: 'Daily session time limit in minutes (60 to 720), null to remove' });

/** The day's session time as the player sees it (the browser's warnings count down to ends_at). */
function sessionTimeView(limit: Limit, time: PlayTime, now: number) {
  const l = effectiveLimit(limit, now);
  return {
    limit_minutes: l.value,
    pending: l.pending ? { minutes: l.pending.value, effective_at: new Date(l.pending.effectiveAt).toISOString() } : null,
    used_seconds: Math.floor(time.usedMs / 1000),
    left_seconds: Number.isFinite(time.leftMs) ? Math.floor(time.leftMs / 1000) : null,
    ends_at: time.endsAt === null ? null : new Date(time.endsAt).toISOString(),
    resets_at: new Date(time.resetsAt).toISOString(),
  };
}

const PersonalView = PersonalSchema.extend({
  date_of_birth: z.string().nullable().openapi({ example: '1990-05-17', description: 'Recorded at sign-up or once here; then only the operator corrects it' }),
  country: z.string().openapi({ example: 'RS', description: 'ISO 3166-1 alpha-2 given at sign-up; empty when none was given' }),
}).openapi('PersonalData');
const PersonalInput = PersonalChangeSchema.extend({
  first_name: z.string().max(60).optional(),
  last_name: z.string().max(60).optional(),
  date_of_birth: z
    .string()
    .max(10)
    .nullable()
    .optional()
    .openapi({ description: `YYYY-MM-DD, at least ${MIN_SIGNUP_AGE} years ago; taken only while none is recorded (409 date_of_birth_recorded)` }),
  country: z
    .string()
    .max(80)
    .optional()
    .openapi({ description: `ISO 3166-1 alpha-2, one of ${SIGNUP_COUNTRIES.join(', ')}` }),
}).openapi('PersonalDataChange');

const Account = z
  .object({
    id: z.number(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    balance: z.string(),
    currency: z.string(),
    personal: PersonalView,
    stake_limits: LimitsView,
    deposit_limits: LimitsView,
    loss_limits: LimitsView.openapi({ description: 'Net loss (stakes minus returns) per period' }),
    auto_logout_minutes: z.number(),
    reality_check_minutes: z.number(),
    odds_format: z.enum(ODDS_FORMATS).openapi({ description: 'How the player reads prices: decimal (default), fractional or American' }),
    quick_bet: z.boolean().openapi({ description: 'Quick bet: a tapped price opens a one-tap stake sheet instead of the slip (off by default)' }),
    quick_bet_stake: z.string().nullable().openapi({ description: "The stake of the player's last quick bet, offered again; null before the first" }),
    session_time: SessionTimeView,
    deposit: z.object({
      min: z.string(),
      max: z.string(),
      presets: z.array(z.string()),
      daily_cap: z.string().openapi({ description: 'Play money a player may deposit per day' }),
      cap_left: z.string().openapi({ description: 'What the daily cap still allows today' }),
      left: z.string().openapi({ description: 'What the cap and the deposit limits still allow now' }),
    }),
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

function accountView(player: PlayerRow, now: number, room: DepositRoom, dailyCap: number, time: PlayTime) {
  const s = readSettings(player.settings);
  return {
    id: player.id,
    username: player.username,
    first_name: player.firstName,
    last_name: player.lastName,
    email: player.email,
    balance: formatMajor(player.balance),
    currency: player.currency,
    personal: { ...s.personal, date_of_birth: player.dateOfBirth, country: player.country ?? '' },
    stake_limits: limitsView(s.stake_limits, now),
    deposit_limits: limitsView(s.deposit_limits, now),
    loss_limits: limitsView(s.loss_limits, now),
    auto_logout_minutes: s.auto_logout_minutes,
    reality_check_minutes: s.reality_check_minutes,
    odds_format: s.odds_format,
    quick_bet: s.quick_bet,
    quick_bet_stake: s.quick_bet_stake === null ? null : formatMajor(s.quick_bet_stake),
    session_time: sessionTimeView(s.play_time_limit, time, now),
    deposit: {
      min: formatMajor(DEPOSIT_MIN_MINOR),
      max: formatMajor(DEPOSIT_MAX_MINOR),
      presets: DEPOSIT_PRESETS_MINOR.map((p) => formatMajor(p)),
      daily_cap: formatMajor(dailyCap),
      cap_left: formatMajor(room.underCap),
      left: formatMajor(Math.min(room.underCap, room.underLimits)),
    },
  };
}

/** What the account routes use: the guard, the profile, protection and deposit services, and the log. */
export type AccountApiDeps = GuardDeps & ProfileDeps & ProtectionDeps & DepositDeps & { log: Logger };

export function accountApi(rt: AccountApiDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  /** The account as the player sees it, with today's deposit room. */
  const view = async (player: PlayerRow) => {
    const summary = await accountSummary(rt, player);
    const now = rt.clock.now();
    return accountView(summary.player, now, summary.depositRoom, rt.config.playMoneyDailyCap, await playTimeOf(rt.db, summary.player, now));
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: "The player's details, limits and settings.",
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => c.json(await view(c.var.player), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/personal',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Updates personal details.',
      request: { body: { required: true, ...json(PersonalInput) } },
      responses: {
        200: { description: 'Account', ...json(Account) },
        ...refusals,
        409: { description: 'date_of_birth_recorded: the recorded date of birth is kept', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      return c.json(await view(await updatePersonal(rt, c.var.player.id, c.req.valid('json'))), 200);
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
      return c.json(await view(await changeEmail(rt, c.var.player, email, password)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/limits',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Sets stake, deposit and loss limits and the daily session time limit: a decrease applies at once, an increase or removal after 24 hours.',
      request: {
        body: {
          required: true,
          ...json(z.object({ stake: LimitsInput.optional(), deposit: LimitsInput.optional(), loss: LimitsInput.optional(), session_time: SessionTimeInput })),
        },
      },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      return c.json(await view(await setLimits(rt, c.var.player.id, c.req.valid('json'))), 200);
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
      return c.json(await view(await setSessionSettings(rt, c.var.player.id, c.req.valid('json'))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/odds-format',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'The odds format the player reads prices in: decimal, fractional or American.',
      request: { body: { required: true, ...json(z.object({ odds_format: z.enum(ODDS_FORMATS) })) } },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      return c.json(await view(await setOddsFormat(rt, c.var.player.id, c.req.valid('json').odds_format)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/quick-bet',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Quick bet on or off, and the stake its sheet offers next (the last quick stake).',
      request: { body: { required: true, ...json(z.object({ quick_bet: z.boolean().optional(), stake: Amount.optional() })) } },
      responses: { 200: { description: 'Account', ...json(Account) }, ...refusals },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const stakeMinor = body.stake === undefined ? undefined : Number(parseMajor(body.stake) ?? NaN);
      return c.json(await view(await setQuickBet(rt, c.var.player.id, { on: body.quick_bet, stakeMinor })), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/lock',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Self-exclusion (6 months to 5 years, or indefinite): shuts the account and ends every session at once; only the operator reopens it, after its end.',
      request: { body: { required: true, ...json(z.object({ period: z.enum(LOCK_PERIODS), password: z.string().max(512) })) } },
      responses: { 200: { description: 'Locked', ...json(z.object({ locked_until: z.string().nullable(), indefinite: z.boolean() })) }, ...refusals },
    }),
    async (c) => {
      const { period, password } = c.req.valid('json');
      const { endsAt: ends } = await selfExclude(rt, c.var.player, period, password);
      rt.log.info('self-exclusion', { player_id: c.var.player.id, period });
      c.header('Set-Cookie', marketingPauseCookie(ends, rt.clock.now()));
      return c.json({ locked_until: ends === null ? null : new Date(ends).toISOString(), indefinite: ends === null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/cool-off',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Take a break (24 hours, 7 days or 6 weeks): logins refused and every session ended at once; it ends by itself and is never shortened.',
      request: { body: { required: true, ...json(z.object({ period: z.enum(COOL_OFF_PERIODS), password: z.string().max(512) })) } },
      responses: { 200: { description: 'On a break', ...json(z.object({ until: z.string() })) }, ...refusals },
    }),
    async (c) => {
      const { period, password } = c.req.valid('json');
      const { until } = await takeBreak(rt, c.var.player, period, password);
      rt.log.info('cool-off', { player_id: c.var.player.id, period });
      c.header('Set-Cookie', marketingPauseCookie(until, rt.clock.now()));
      return c.json({ until: new Date(until).toISOString() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/session-time',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: "Today's session time under the daily limit; the browser warns 10 and 1 minute before ends_at.",
      responses: { 200: { description: 'Session time', ...json(SessionTimeView) }, ...refusals },
    }),
    async (c) => {
      const now = rt.clock.now();
      const player = c.var.player;
      return c.json(sessionTimeView(readSettings(player.settings).play_time_limit, await playTimeOf(rt.db, player, now), now), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/deposit',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'A play-money deposit (demo funds), within the bounds of one deposit and the player’s deposit limits.',
      description: 'Send an Idempotency-Key header to make retries safe: the same key and amount answer the first deposit (the balance as it is now) and credit nothing more.',
      request: {
        body: { required: true, ...json(z.object({ amount: Amount })) },
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
      },
      responses: {
        200: {
          description: 'New balance (or, for a repeated Idempotency-Key, the first deposit and the balance now)',
          ...json(z.object({ balance: z.string(), amount: z.string() })),
        },
        ...refusals,
        409: { description: 'Over a deposit limit or the daily play-money cap', ...json(ErrorBody) },
        422: { description: 'Idempotency-Key reused with another amount', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const minor = parseMajor(c.req.valid('json').amount);
      if (minor === undefined) throw new ApiError(400, 'invalid_amount', 'Enter an amount such as 50.00.');
      const deposited = await depositPlayMoney(rt, c.var.player.id, minor, c.req.valid('header')['idempotency-key'] ?? null);
      return c.json({ balance: formatMajor(deposited.balance), amount: formatMajor(deposited.amount) }, 200);
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
          from_time: EpochSeconds.optional(),
          to_time: EpochSeconds.optional(),
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
              entries: z.array(
                z.object({ id: z.number(), created_at: z.string(), kind: z.string(), reference: z.string().nullable(), amount: z.string(), balance_after: z.string() }),
              ),
            }),
          ),
        },
        ...refusals,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { total, entries } = await accountStatement(rt.db, c.var.player.id, { fromTime: q.from_time, toTime: q.to_time, limit: q.limit, offset: q.offset });
      return c.json(
        {
          total,
          entries: entries.map((r) => ({
            id: r.id,
            created_at: r.createdAt.toISOString(),
            kind: r.kind,
            reference: r.reference,
            amount: formatMajor(r.amount),
            balance_after: formatMajor(r.balanceAfter),
          })),
        },
        200,
      );
    },
  );

  return app;
}
