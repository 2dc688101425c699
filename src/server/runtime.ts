// One runtime per process: database, clock, offer, feed, bus, live hub and the API app.
// It lives under a global symbol so the copy of this module inside Astro's bundle and the
// copy the server entry loaded see the same instance.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './log.ts';
import { createClock, type Clock } from './clock.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { createLocalBus, createPostgresBus, type Bus } from './bus/index.ts';
import { createOffer, type Feed, type OfferStore } from './feed/index.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { createApi } from './api/app.ts';
import { ensureDemoAccounts, type DemoAccount } from './accounts/demo.ts';
import { setCurrentRuntime } from './current.ts';
import { socketAuthenticator } from './auth/socket.ts';
import { startSettlement } from './tickets/settle.ts';
import { startHandSweeper } from './casino/rounds.ts';
import { seedCatalogue } from './casino/catalogue.ts';
import { startOperatorActions } from './feed/operator-actions.ts';
import { startResync } from './feed/resync.ts';

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
  api: OpenAPIHono;
  demoAccounts: DemoAccount[];
  startedAt: number;
  close(): Promise<void>;
}

const STARTING = Symbol.for('sportsbook.runtime.starting');
type Holder = { [STARTING]?: Promise<Runtime> };
const holder = globalThis as Holder;

/** Starts the process's runtime once; later calls return the same one. */
export function startRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  holder[STARTING] ??= createRuntime(env).then(
    (rt) => {
      setCurrentRuntime(rt);
      return rt;
    },
    (err: unknown) => {
      delete holder[STARTING];
      throw err;
    },
  );
  return holder[STARTING];
}

/** Builds a runtime without registering it globally; tests use this for isolated instances. */
export async function createRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const clock = createClock();
  const database = await openDatabase({
    dataDir: config.dataDir,
    url: config.databaseUrl,
    // Nothing can be served without it: /api/health turns degraded and the operator must restart.
    onStopped: (err) => log.error('the embedded database stopped', { err }),
  });
  const bus = config.databaseUrl ? await createPostgresBus(config.databaseUrl, log) : createLocalBus();
  const rt = { config, log, clock, database, db: database.db, bus, startedAt: Date.now() } as Runtime;
  const { offer, feed } = await createOffer(rt);
  rt.offer = offer;
  rt.feed = feed;
  rt.hub = createHub(rt);
  rt.hub.setAuthenticator(socketAuthenticator(rt));
  rt.api = createApi(rt);
  await seedCatalogue(rt);
  rt.demoAccounts = config.demoAccounts ? await ensureDemoAccounts(rt) : [];
  await feed.start();
  const stopSettlement = startSettlement(rt);
  const stopHandSweeper = startHandSweeper(rt);
  const stopOperatorActions = startOperatorActions(rt);
  const stopResync = startResync(rt);
  rt.close = async () => {
    stopResync();
    stopOperatorActions();
    stopSettlement();
    stopHandSweeper();
    await feed.stop();
    rt.hub.close();
    await bus.close();
    await database.close();
  };
  return rt;
}
