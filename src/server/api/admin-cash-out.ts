// The operator's cash-out controls (issue 17): turn cash out off for everything, a sport or an
// event (and back on), and the statistics: what the house paid for the tickets it bought back
// against their fair value, the difference being the cash-out margin earned.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { forgetSwitches, readSwitches, setSwitch, SWITCH_SCOPES } from '../cashout/switches.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { CASH_OUT_MARGIN_BP } from '../../lib/cashout/value.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody } from './errors.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const security = [{ operator: [] }];
const tags = ['operator'];

const Switches = z.object({ off: z.array(z.string()).openapi({ description: '"all", "sport:<id>", "event:<id>": where cash out is off' }) });
const Statistics = z
  .object({
    cash_outs: z.number().int(),
    full: z.number().int(),
    partial: z.number().int(),
    automatic: z.number().int(),
    paid: z.string().openapi({ description: 'What the house paid, major units' }),
    fair_value: z.string().openapi({ description: 'What the bought-back parts were worth at margin-free prices' }),
    margin_earned: z.string().openapi({ description: 'fair_value - paid' }),
    margin_bp: z.number().int().openapi({ description: 'The cash-out margin in basis points (500 = 5%)' }),
  })
  .openapi('CashOutStatistics');

/** What the cash-out switches use: the database and the operator token. */
export interface AdminCashOutApiDeps {
  db: Db;
  config: Pick<Config, 'adminToken'>;
}

export function adminCashOutApi(rt: AdminCashOutApiDeps) {
  const app = subApp();
  app.use('/cash-out/*', operatorAuth({ token: rt.config.adminToken }));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/cash-out/switches',
      tags,
      security,
      summary: 'Where cash out is turned off.',
      responses: { 200: json(Switches, 'The switches'), 401: json(ErrorBody, 'No operator token') },
    }),
    async (c) => c.json({ off: [...(await readSwitches(rt.db))].sort() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/cash-out/switches',
      tags,
      security,
      summary: 'Turns cash out off (on: false) or back on for everything, a sport (ref: sport id) or an event (ref: event id).',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                scope: z.enum(SWITCH_SCOPES),
                ref: z
                  .string()
                  .regex(/^\d{1,15}$/)
                  .optional(),
                on: z.boolean(),
              }),
            },
          },
        },
      },
      responses: { 200: json(Switches, 'The switches now'), 400: json(ErrorBody, 'Invalid'), 401: json(ErrorBody, 'No operator token') },
    }),
    async (c) => {
      const body = c.req.valid('json');
      if (body.scope !== 'all' && body.ref === undefined) throw new ApiError(400, 'ref_required', 'A sport or event switch names its id in ref.');
      await setSwitch(rt.db, body.scope, body.ref ?? '', body.on);
      forgetSwitches(rt);
      return c.json({ off: [...(await readSwitches(rt.db))].sort() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/cash-out/statistics',
      tags,
      security,
      summary: 'Cash outs so far: how many, what the house paid, their fair value and the margin earned.',
      responses: { 200: json(Statistics, 'The statistics'), 401: json(ErrorBody, 'No operator token') },
    }),
    async (c) => {
      const [row] = await rowsOf<Record<string, string | number | null>>(
        rt.db,
        sql`select count(*) as n, count(*) filter (where "full") as full_n, count(*) filter (where not "full") as partial_n, count(*) filter (where automatic) as auto_n,
          coalesce(sum(amount), 0)::text as paid, coalesce(sum(fair_value), 0)::text as fair from ticket_cash_outs`,
      );
      const paid = BigInt(row?.paid ?? 0);
      const fair = BigInt(row?.fair ?? 0);
      return c.json(
        {
          cash_outs: Number(row?.n ?? 0),
          full: Number(row?.full_n ?? 0),
          partial: Number(row?.partial_n ?? 0),
          automatic: Number(row?.auto_n ?? 0),
          paid: formatMajor(paid),
          fair_value: formatMajor(fair),
          margin_earned: formatMajor(fair - paid),
          margin_bp: CASH_OUT_MARGIN_BP,
        },
        200,
      );
    },
  );
  return app;
}
