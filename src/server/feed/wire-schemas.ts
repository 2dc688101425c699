// zod schemas of the wire shapes in types.ts, for validating API responses in the OpenAPI
// document. They mirror types.ts field for field.
import { z } from '@hono/zod-openapi';

export const WireSportSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int() }).openapi('Sport');

export const WireLeagueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    priority: z.number().int().openapi({ description: 'Lower comes first.' }),
    sport: z.string(),
    sport_id: z.number().int(),
    custom_id: z.string(),
    country: z.string().nullable(),
    count: z.number().int(),
  })
  .openapi('League');

export const WireOddSchema = z
  .object({
    name: z.string(),
    name2: z.string().nullable(),
    name3: z.string().nullable(),
    header: z.string().nullable(),
    handicap: z.string().nullable(),
    // Spec: "default odds value 2.00", the contract's default; an odd without a price is suspended, never offered at it (README).
    odds: z.number().openapi({ example: 1.85, default: 2, description: 'Decimal odds, shown to 2 decimals.' }),
    value: z.number().int().openapi({ example: 185, default: 200, description: 'The same odds in integer hundredths.' }),
    custom_id: z.string().openapi({ example: 'main.1' }),
    suspended: z.boolean(),
  })
  .openapi('Odd');

export const WireBetGroupSchema = z
  .object({
    name: z.string().openapi({ example: 'Full Time Result' }),
    realName: z.string(),
    custom_id: z.string().openapi({ example: 'main' }),
    priority: z.number().int(),
    suspended: z.boolean(),
    odds: z.array(WireOddSchema),
  })
  .openapi('BetGroup');

export const WireEventSchema = z
  .object({
    fi: z.number().int().openapi({ description: 'Event id.' }),
    home: z.object({ name: z.string() }),
    away: z.object({ name: z.string() }),
    homeGoals: z.number().int().nullable(),
    awayGoals: z.number().int().nullable(),
    time: z.number().int().openapi({ description: 'Start, epoch seconds.' }),
    league: z.object({ id: z.number().int(), name: z.string(), sport: z.string(), sport_id: z.number().int(), custom_id: z.string() }),
    sportId: z.number().int(),
    status: z.enum(['scheduled', 'live', 'finished', 'cancelled']),
    highlight: z.boolean(),
    bets: z.array(WireBetGroupSchema),
    fullTimeBet: WireBetGroupSchema.nullable(),
    clock: z
      .object({ period: z.number().int(), label: z.string(), minute: z.number().int(), second: z.number().int(), clocked: z.boolean() })
      .optional()
      .openapi({ description: 'Live events: period and running clock (game minutes when clocked, else minutes since the start).' }),
    resultPerPeriod: z
      .array(z.object({ home: z.number().int(), away: z.number().int() }))
      .optional()
      .openapi({ description: 'Live events: score of each period (games per set in tennis).' }),
    quarter: z.number().int().optional().openapi({ description: 'Basketball, live.' }),
    hasOvertime: z.boolean().optional().openapi({ description: 'Basketball, live.' }),
    currentSet: z.number().int().optional().openapi({ description: 'Tennis, live.' }),
    currentSetResult: z.string().optional().openapi({ description: 'Tennis, live: games in the current set, e.g. "4-3".', example: '4-3' }),
    currentGameResult: z.string().optional().openapi({ description: 'Tennis, live: points in the current game, e.g. "30-15".', example: '30-15' }),
  })
  .openapi('Event');

export const WireResultSchema = z
  .object({
    fi: z.number().int(),
    home: z.object({ name: z.string() }),
    away: z.object({ name: z.string() }),
    homeGoals: z.number().int(),
    awayGoals: z.number().int(),
    time: z.number().int().openapi({ description: 'Start, epoch seconds.' }),
    finished_at: z.number().int().openapi({ description: 'Epoch seconds.' }),
    league: z.object({ id: z.number().int(), name: z.string(), sport: z.string(), sport_id: z.number().int(), custom_id: z.string() }),
    sportId: z.number().int(),
  })
  .openapi('Result');
