// The number parameters many routes share, bounded in one place: every time and number a
// path or query carries has a lower and an upper bound in the contract, so a value past them
// answers 400 naming the parameter and never reaches a Date, the database or a loop.
import { z } from '@hono/zod-openapi';

/**
 * The latest instant a time parameter may name, 9999-12-31T23:59:59Z in epoch seconds: every
 * date PostgreSQL and JavaScript can both hold (a Date ends at 8,640,000,000,000 seconds, and
 * 8,640,000,000,001 was a 500 before this bound).
 */
export const MAX_EPOCH_SECONDS = 253_402_300_799;

/** An instant in epoch seconds, from 1970 to the end of year 9999. */
export const EpochSeconds = z.coerce.number().int().min(0).max(MAX_EPOCH_SECONDS);

/** The largest id a serial (32-bit) column holds: an id parameter of such a table goes no higher. */
export const MAX_SERIAL_ID = 2_147_483_647;
