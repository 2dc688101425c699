// Server configuration from the environment, parsed once and validated.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { OFFER_HORIZON_SECONDS } from '../lib/offer/time-window.ts';

const DAY_SECONDS = 24 * 3600;

/**
 * Relays unless LIVE_RELAYS says otherwise. Measured with the node and each relay capped at 0.5
 * of a core (scripts/bench/sockets.ts, 2026-11-28): 10,000 anonymous + 1,000 player sockets need
 * about 0.9 of a core, 0.45 for the feed and 0.43 for the anonymous fan-out, which one relay
 * carries on a core of its own. Where the machine has cores to spare (four or more) one relay
 * starts; on two, where the database and the pages already share both, a relay only waits for
 * CPU like everything else (2026-11-26: slower with relays than without).
 */
export function defaultLiveRelays(cores: number = availableParallelism()): number {
  return cores >= 4 ? 1 : 0;
}

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'CURRENCY must be a three-letter code')
    .default('EUR'),
  ADMIN_TOKEN: z.string().min(16).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  FEED_CONTROL: z.enum(['0', '1']).default('0'),
  FEED_SEED: z.coerce.number().int().default(20261123),
  FEED: z.enum(['simulator', 'off']).default('simulator'),
  FEED_HORIZON_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30)
    .default(OFFER_HORIZON_SECONDS / DAY_SECONDS),
  LIVE_BET_DELAY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  DEMO_ACCOUNTS: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  // Play money a player may deposit per day (Belgrade calendar day), in major units.
  PLAY_MONEY_DAILY_CAP: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'PLAY_MONEY_DAILY_CAP must be an amount such as 5000.00')
    .default('5000.00'),
  // Self sign-up (/open-account): 0 leaves opening accounts to the operator alone.
  SIGNUP: z.enum(['0', '1']).default('1'),
  // Relay processes for anonymous live sockets, started once this process holds LIVE_RELAY_AFTER
  // sockets. By default one where the machine has idle cores (defaultLiveRelays).
  LIVE_RELAYS: z.coerce.number().int().min(0).max(64).optional(),
  LIVE_RELAY_AFTER: z.coerce.number().int().min(0).default(1000),
  // scrypt cost of new password hashes as log2(N); a stored hash below it is upgraded at login.
  SCRYPT_LOG2_N: z.coerce.number().int().min(10).max(18).optional(),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  currency: string;
  adminToken: string;
  jwtSecret: string;
  feedControl: boolean;
  feedSeed: number;
  /** How far ahead the simulator schedules matches (seconds): pages show up to ten days. */
  feedHorizonSeconds: number;
  feedEnabled: boolean;
  /** How long a ticket with live picks waits before odds and suspensions are checked again (0 in tests). */
  liveBetDelayMs: number;
  demoAccounts: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  publicOrigin?: string;
  /** Play money one player may deposit per day, in minor units (PLAY_MONEY_DAILY_CAP, default 5000.00). */
  playMoneyDailyCap: number;
  /** Whether visitors may open their own account (SIGNUP, default on). */
  signupEnabled: boolean;
  version: string;
  /** Relay processes for anonymous live sockets (LIVE_RELAYS, default none) and the sockets held here before they start. */
  liveRelays: { count: number; after: number };
  /** scrypt parameters of new password hashes (tests default to a cheap N). */
  passwordHashing: { N: number; r: number; p: number };
}

/** Reads a secret from the environment, or from DATA_DIR, generating it there on first start. */
function persistedSecret(dataDir: string, file: string, given: string | undefined): string {
  if (given) return given;
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.FEED_CONTROL === '1') {
    throw new Error('FEED_CONTROL=1 is refused when NODE_ENV=production: test control must never reach players.');
  }
  // Several nodes over one PostgreSQL must share their secrets: a secret generated per node
  // would make a player's token from one node worthless on the next behind a load balancer.
  if (e.DATABASE_URL) {
    const missing = (['JWT_SECRET', 'ADMIN_TOKEN'] as const).filter((name) => !e[name]);
    if (missing.length) {
      throw new Error(
        `DATABASE_URL is set, so this node may run beside others: set ${missing.join(' and ')} in the environment, the same on every node ` +
          `(JWT_SECRET at least 32 characters, ADMIN_TOKEN at least 16; e.g. openssl rand -base64 48). See "Running several nodes" in the README.`,
      );
    }
  }
  const dataDir = e.DATA_DIR === ':memory:' ? ':memory:' : resolve(e.DATA_DIR);
  const secretsDir = dataDir === ':memory:' ? resolve('.tmp/secrets') : dataDir;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    currency: e.CURRENCY,
    adminToken: persistedSecret(secretsDir, 'admin-token', e.ADMIN_TOKEN),
    jwtSecret: persistedSecret(secretsDir, 'jwt-secret', e.JWT_SECRET),
    feedControl: e.FEED_CONTROL === '1',
    feedSeed: e.FEED_SEED,
    feedHorizonSeconds: e.FEED_HORIZON_DAYS * DAY_SECONDS,
    liveBetDelayMs: e.LIVE_BET_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 3000),
    feedEnabled: e.FEED === 'simulator',
    demoAccounts: e.DEMO_ACCOUNTS ? e.DEMO_ACCOUNTS === '1' : !production,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    playMoneyDailyCap: Math.round(Number(e.PLAY_MONEY_DAILY_CAP) * 100),
    signupEnabled: e.SIGNUP === '1',
    version: packageVersion(),
    liveRelays: { count: e.LIVE_RELAYS ?? defaultLiveRelays(), after: e.LIVE_RELAY_AFTER },
    passwordHashing: { N: 2 ** (e.SCRYPT_LOG2_N ?? (e.NODE_ENV === 'test' ? 10 : 17)), r: 8, p: 1 },
  };
}
