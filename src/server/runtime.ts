// One runtime per process: database, clock, offer, feed, bus, live hub and the API app.
// It lives under a global symbol so the copy of this module inside Astro's bundle and the
// copy the server entry loaded see the same instance.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './log.ts';
import { createClock, type Clock } from './clock.ts';
import { startPlayTimeSweeper } from './limits/play-time.ts';
import { startDatabase, type Database, type Db } from './db/client.ts';
import { createLocalBus, createPostgresBus, type Bus } from './bus/index.ts';
import { createOffer, type Feed, type OfferEvent, type OfferStore } from './feed/index.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { storedBalanceMessage } from './wallet/index.ts';
import { createTrackerStore, type TrackerStore } from './tracker/store.ts';
import { createApi } from './api/app.ts';
import { ensureDemoAccounts, type DemoAccount } from './accounts/demo.ts';
import { socketAuthenticator } from './auth/socket.ts';
import { startSettlement } from './tickets/settle.ts';
import { correctResult } from './tickets/correct.ts';
import { startCashOut } from './cashout/offers.ts';
import { startHandSweeper } from './casino/rounds.ts';
import { seedCatalogue } from './casino/catalogue.ts';
import { startOperatorActions } from './feed/operator-actions.ts';
import { startResync } from './realtime/resync.ts';
import { createTermsGate, type TermsGate } from './content/acceptance.ts';
import { seedContent } from './content/seed.ts';

export interface Runtime {
  config: Config;
  log: Logger;
  clock: Clock;
  database: Database;
  db: Db;
  bus: Bus;
  offer: OfferStore;
  feed: Feed;
  hub: Hub;
  /** The match trackers of the matches in play, kept from the live patches. */
  tracker: TrackerStore;
  /** Which material changes of the terms each player still has to accept (src/server/content/acceptance.ts). */
  terms: TermsGate;
  api: OpenAPIHono;
  demoAccounts: DemoAccount[];
  startedAt: number;
  /** False while start-up work goes on after the offer is served (/api/health says "starting"). */
  ready: boolean;
  /** Resolves when `ready` turns true; rejects when start-up failed (the database did not open). */
  whenReady: Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** An in-memory PGlite starts from this migrated data directory archive (tests). */
  databaseTemplate?: string;
  /** A database already being opened, instead of the one the configuration names (tests). */
  database?: Database;
  /** A bus instead of the one the configuration names (tests hold a node's deliveries back to open a bus gap). */
  bus?: Bus;
  /** The database's open events as the feed would read them back, read before (tests: see createOffer). */
  storedOffer?: OfferEvent[];
  /** A logger instead of one at the configured level (tests keep the warnings to show with a failed test). */
  log?: Logger;
}

const STARTING = Symbol.for('sportsbook.runtime.starting');
type Holder = { [STARTING]?: Promise<Runtime> };
const holder = globalThis as Holder;

/**
 * Starts the process's runtime once; later calls return the same one. It answers as soon as
 * the offer is in memory; the rest of start-up goes on behind `rt.whenReady`. The starter
 * (main.ts, the dev server's hook) hands it to the pages through current.ts.
 */
export function startRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  holder[STARTING] ??= openRuntime(env).catch((err: unknown) => {
    delete holder[STARTING];
    throw err;
  });
  return holder[STARTING];
}

/** Builds a runtime without registering it globally, and waits until it is ready; tests use this for isolated instances. */
export async function createRuntime(env: NodeJS.ProcessEnv = process.env, options: RuntimeOptions = {}): Promise<Runtime> {
  const rt = await openRuntime(env, options);
  try {
    await rt.whenReady;
  } catch (err) {
    await rt.close().catch(() => undefined);
    throw err;
  }
  return rt;
}

/**
 * Builds a runtime and answers once pages can be served: the offer is in memory. On a new
 * embedded database that is before the database is even open (its first start takes seconds),
 * since nothing stored needs reading; the database work (migrations, the casino catalogue,
 * demo players, the offer's first write) goes on behind `rt.whenReady`, and statements sent
 * meanwhile wait for it.
 */
export async function openRuntime(env: NodeJS.ProcessEnv = process.env, options: RuntimeOptions = {}): Promise<Runtime> {
  const config = loadConfig(env);
  const log = options.log ?? createLogger(config.logLevel);
  const clock = createClock();
  const database =
    options.database ??
    (await startDatabase({
      dataDir: config.dataDir,
      url: config.databaseUrl,
      template: options.databaseTemplate,
      // Nothing can be served without it: /api/health turns degraded and the operator must restart.
      onStopped: (err) => log.error('the embedded database stopped', { err }),
    }));
  const bus = options.bus ?? (config.databaseUrl ? await createPostgresBus(config.databaseUrl, log) : createLocalBus());
  const rt = { config, log, clock, database, db: database.db, bus, startedAt: Date.now(), demoAccounts: [], ready: false } as unknown as Runtime;
  const { offer, feed } = await createOffer(rt, options.storedOffer);
  rt.offer = offer;
  rt.feed = feed;
  rt.hub = createHub(rt, { relays: config.liveRelays });
  rt.tracker = createTrackerStore(bus, (id) => offer.event(id)?.status === 'live');
  rt.hub.setAuthenticator(socketAuthenticator(rt));
  rt.hub.setGreeter((playerId) => storedBalanceMessage(rt.db, playerId));
  rt.terms = createTermsGate(rt);
  rt.api = createApi(rt);
  // A stored offer must be read before it can be served; a fresh one is made in memory.
  if (!database.fresh) await database.ready;
  await feed.start();
  const stopSettlement = startSettlement(rt);
  const stopCashOut = startCashOut(rt);
  const stopHandSweeper = startHandSweeper(rt);
  // The feed's leader applies operator actions; a result correction is settlement's, handed in here.
  const stopOperatorActions = startOperatorActions({ ...rt, correctResult: (eventId, home, away) => correctResult(rt, eventId, home, away) });
  const stopResync = startResync(rt);
  const stopPlayTime = startPlayTimeSweeper(rt);
  rt.whenReady = (async () => {
    await database.ready;
    // The company pages are served from the database: the repository's files are version 1.
    await seedContent(rt);
    await seedCatalogue(rt);
    rt.demoAccounts = config.demoAccounts ? await ensureDemoAccounts(rt) : [];
    rt.ready = true;
  })();
  rt.whenReady.catch((err: unknown) => log.error('start-up failed', { err }));
  rt.close = async () => {
    await rt.whenReady.catch(() => undefined);
    stopResync();
    stopPlayTime();
    stopOperatorActions();
    stopSettlement();
    stopCashOut();
    stopHandSweeper();
    await feed.stop();
    rt.hub.close();
    rt.tracker.close();
    rt.terms.close();
    await bus.close();
    await database.close();
  };
  return rt;
}
