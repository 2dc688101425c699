// The operator's view of players at risk (issue 18): the players whose markers reach their
// thresholds in the window, each with the history of limit changes, and one player's full
// history of limit changes (the limit audit). Every route needs the operator token.
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { requirePlayer } from '../accounts/players.ts';
import { playersAtRisk } from '../limits/at-risk.ts';
import { playerLimitHistory } from '../limits/audit.ts';
import { AT_RISK_MARKERS, AT_RISK_WINDOW_DAYS, MARKER_THRESHOLDS } from '../limits/at-risk-thresholds.ts';
import { subApp } from './sub-app.ts';
import { ErrorBody } from './errors.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const security = [{ operator: [] }];
const tags = ['operator'];

const AuditEntry = z
  .object({
    at: z.string(),
    setting: z.string().openapi({ example: 'deposit_limits.daily' }),
    kind: z.string().openapi({ description: 'decrease, increase, increase_requested, removal_requested, increase_cancelled, change, set, lifted' }),
    before: z.unknown(),
    after: z.unknown(),
    origin: z.string().openapi({ description: 'player, operator or system' }),
  })
  .openapi('LimitAuditEntry');
const Marker = z.object({ marker: z.enum(AT_RISK_MARKERS), value: z.number().int(), threshold: z.number().int() });
const AtRisk = z
  .object({
    since: z.string(),
    until: z.string(),
    thresholds: z.record(z.string(), z.number()),
    players: z.array(z.object({ id: z.number().int(), username: z.string(), markers: z.array(Marker), limit_history: z.array(AuditEntry) })),
  })
  .openapi('PlayersAtRisk');

/** What the players-at-risk report uses: the database, the clock and the operator token. */
export interface AdminAtRiskApiDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'adminToken'>;
}

export function adminAtRiskApi(rt: AdminAtRiskApiDeps) {
  const app = subApp();
  app.use('/players-at-risk', operatorAuth({ token: rt.config.adminToken }));
  app.use('/limit-history/*', operatorAuth({ token: rt.config.adminToken }));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/players-at-risk',
      tags,
      security,
      summary: 'Players whose markers (limit increases, withdrawn increases, deposits a day, long sessions, night play) reach their thresholds, with their limit changes.',
      request: {
        query: z.object({
          days: z.coerce
            .number()
            .int()
            .min(1)
            .max(365)
            .default(AT_RISK_WINDOW_DAYS)
            .openapi({ param: { name: 'days', in: 'query' } }),
        }),
      },
      responses: { 200: json(AtRisk, 'The players at risk, most markers first'), 401: json(ErrorBody, 'No operator token') },
    }),
    async (c) => {
      const report = await playersAtRisk(rt.db, rt.clock.now(), c.req.valid('query').days);
      return c.json(
        {
          since: new Date(report.since).toISOString(),
          until: new Date(report.until).toISOString(),
          thresholds: { ...MARKER_THRESHOLDS },
          players: report.players.map((p) => ({ id: p.playerId, username: p.username, markers: p.markers, limit_history: p.history })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/limit-history/{username}',
      tags,
      security,
      summary: "One player's limit changes, oldest first: time, setting, before, after, kind and origin.",
      request: { params: z.object({ username: z.string().openapi({ param: { name: 'username', in: 'path' }, example: 'alice' }) }) },
      responses: {
        200: json(z.object({ username: z.string(), changes: z.array(AuditEntry) }), 'The limit audit'),
        401: json(ErrorBody, 'No operator token'),
        404: json(ErrorBody, 'No such player'),
      },
    }),
    async (c) => {
      const player = await requirePlayer(rt.db, c.req.valid('param').username);
      return c.json({ username: player.username, changes: await playerLimitHistory(rt.db, player.id) }, 200);
    },
  );
  return app;
}
