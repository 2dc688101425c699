// Casino routes: the catalogue, launching a game (init-demo), the game server the demo game
// pages talk to with their session token, and the player's gaming history.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { assertSamePlayer, type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { assertAccepted } from '../content/acceptance.ts';
import type { GameSessionEnv } from './authenticate.ts';
import { ErrorBody, validationHook } from './errors.ts';
import { EpochSeconds } from './params.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { LANGS } from '../../lib/format/lang.ts';
import { CASINO_CHIPS, CASINO_MAX_BET, CASINO_MIN_BET } from '../../lib/casino/limits.ts';
import { SLOT_PAYLINES, SLOT_PAYTABLE } from '../../lib/casino/slot.ts';
import { SECTIONS, type Section } from '../casino/catalogue-data.ts';
import { listCatalogue } from '../casino/catalogue.ts';
import { launchGame, type GameSessionDeps } from '../casino/session.ts';
import { actOnRound, openRoundOf, playRound, type RoundsDeps } from '../casino/rounds.ts';
import { RoundBody, roundParams } from '../casino/params.ts';
import { gamingHistory } from '../casino/history.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const refusals = {
  400: { description: 'Invalid input', ...json(ErrorBody) },
  401: { description: 'Not logged in, or the game session ended', ...json(ErrorBody) },
  403: { description: 'Another player, or a locked account', ...json(ErrorBody) },
};
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const Game = z
  .object({ uuid: z.string(), name: z.string(), image: z.string(), provider: z.string(), section: z.enum(SECTIONS as [Section, ...Section[]]), popular: z.boolean() })
  .openapi('Game');
const Catalogue = z.object({ providers: z.array(z.string()), games: z.array(Game) }).openapi('GameCatalogue');
const Round = z
  .object({
    round_id: z.string(),
    game_uuid: z.string(),
    status: z.enum(['open', 'settled']),
    bet: z.string(),
    win: z.string(),
    balance: z.string(),
    outcome: z.unknown(),
    replayed: z.boolean(),
    created_at: z.string(),
  })
  .openapi('CasinoRound');

/** What the casino routes use: the guard, game sessions and rounds. */
export type CasinoApiDeps = GuardDeps & GameSessionDeps & RoundsDeps;

export function casinoApi(rt: CasinoApiDeps) {
  const app = new OpenAPIHono<{ Variables: PlayerEnv['Variables'] & GameSessionEnv['Variables'] }>({ defaultHook: validationHook as never });
  app.openAPIRegistry.registerComponent('securitySchemes', 'gameSession', { type: 'http', scheme: 'bearer', description: "The session token of /init-demo's game URL" });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_all_games_and_providers',
      tags: ['casino'],
      summary: 'The games of a screen (or all), each with its provider; providers in display order. Cacheable for 5 minutes.',
      request: { query: z.object({ section: z.enum(SECTIONS as [Section, ...Section[]]).optional() }) },
      responses: { 200: { description: 'Catalogue', ...json(Catalogue) }, 400: refusals[400] },
    }),
    async (c) => {
      const view = await listCatalogue(rt.db, c.req.valid('query').section);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(view, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/init-demo',
      tags: ['casino'],
      security: [{ bearer: [] }],
      summary: "Opens a game session for the token's own player and answers the game's URL. Never cached.",
      request: {
        body: {
          required: true,
          ...json(
            z.object({
              game_uuid: z.string().regex(UUID),
              player_id: z.union([z.number().int(), z.string().max(20)]),
              player_name: z.string().max(120).optional(),
              lang: z.enum(LANGS).optional(),
            }),
          ),
        },
      },
      responses: {
        200: { description: 'Game URL', ...json(z.object({ url: z.string(), expires_at: z.string() })) },
        ...refusals,
        404: { description: 'No such game', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      assertSamePlayer(c.var.player, body.player_id);
      const { url, expiresAtMs } = await launchGame(rt, c.var.player.id, body.game_uuid, body.lang ?? 'en', c.var.sessionId);
      return c.json({ url, expires_at: new Date(expiresAtMs).toISOString() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/casino/session',
      tags: ['casino'],
      security: [{ gameSession: [] }],
      summary: "The game page's start: its game, the player's balance, the stake bounds and an unfinished hand.",
      responses: {
        200: {
          description: 'Session',
          ...json(
            z.object({
              game: z.object({ uuid: z.string(), name: z.string(), kind: z.string(), section: z.string(), provider: z.string(), rtp: z.string().nullable() }),
              player: z.object({ id: z.number(), name: z.string() }),
              balance: z.string(),
              currency: z.string(),
              limits: z.object({ min: z.string(), max: z.string(), chips: z.array(z.string()) }),
              expires_at: z.string(),
              open_round: Round.nullable(),
              rules: z
                .object({ paytable: z.record(z.string(), z.array(z.number())), paylines: z.array(z.array(z.number())) })
                .nullable()
                .openapi({ description: "Slot only: line multipliers for 3, 4 and 5 in a row, and each line's rows." }),
            }),
          ),
        },
        ...refusals,
      },
    }),
    async (c) => {
      const s = c.var.gameSession;
      const name = `${s.player.firstName} ${s.player.lastName}`.trim() || s.player.username;
      return c.json(
        {
          game: {
            uuid: s.game.uuid,
            name: s.game.name,
            kind: s.game.kind,
            section: s.game.section,
            provider: s.game.provider,
            rtp: s.game.rtp === null ? null : (s.game.rtp / 100).toFixed(2),
          },
          player: { id: s.player.id, name },
          balance: formatMajor(s.player.balance),
          currency: s.player.currency,
          limits: { min: formatMajor(CASINO_MIN_BET), max: formatMajor(CASINO_MAX_BET), chips: CASINO_CHIPS.map((v) => formatMajor(v)) },
          expires_at: new Date(s.expiresAtMs).toISOString(),
          open_round: await openRoundOf(rt, s),
          rules:
            s.game.kind === 'slot'
              ? { paytable: Object.fromEntries(Object.entries(SLOT_PAYTABLE).map(([k, v]) => [k, [...v]])), paylines: SLOT_PAYLINES.map((l) => [...l]) }
              : null,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/casino/rounds',
      tags: ['casino'],
      security: [{ gameSession: [] }],
      summary:
        "Plays a round of the session's game: the stake is debited, the outcome drawn and the return credited. The same idempotency key and body answer the same round; the key with another bet answers 422.",
      request: { body: { required: true, ...json(RoundBody) } },
      responses: {
        200: { description: 'Round', ...json(Round) },
        ...refusals,
        409: { description: 'Insufficient funds, a stake limit, or a key used for another game', ...json(ErrorBody) },
        422: { description: 'The idempotency key was used for a different bet', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const s = c.var.gameSession;
      // A new round is a stake: refused until a material change of the terms is accepted.
      await assertAccepted(rt.terms, s.player.id);
      const body = c.req.valid('json');
      return c.json(await playRound(rt, s, body.idempotency_key, roundParams(s.game.kind, body)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/casino/rounds/{id}/actions',
      tags: ['casino'],
      security: [{ gameSession: [] }],
      summary: 'A blackjack decision (hit, stand or double) on an open hand.',
      request: { params: z.object({ id: z.string().regex(UUID) }), body: { required: true, ...json(z.object({ action: z.enum(['hit', 'stand', 'double']) })) } },
      responses: {
        200: { description: 'Round', ...json(Round) },
        ...refusals,
        404: { description: 'No such round', ...json(ErrorBody) },
        409: { description: 'Round over, action not allowed or insufficient funds', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const s = c.var.gameSession;
      return c.json(await actOnRound(rt, s, c.req.valid('param').id, c.req.valid('json').action), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/gaming-history',
      tags: ['casino'],
      security: [{ bearer: [] }],
      summary: "The player's casino rounds, newest first, for a period (epoch seconds), paged.",
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
          description: 'Rounds',
          ...json(
            z.object({
              total: z.number(),
              rounds: z.array(
                z.object({
                  id: z.string(),
                  game: z.string(),
                  game_uuid: z.string(),
                  time: z.string(),
                  bet: z.string(),
                  win: z.string(),
                  balance_after: z.string().nullable(),
                  status: z.enum(['open', 'settled']),
                }),
              ),
            }),
          ),
        },
        ...refusals,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await gamingHistory(rt.db, c.var.player.id, { fromTime: q.from_time, toTime: q.to_time, limit: q.limit, offset: q.offset }), 200);
    },
  );

  return app;
}
