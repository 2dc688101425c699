// Services on a real database, without an HTTP app or a runtime: the worker's database as the
// API files borrow it (the migrated template, or the template with the kept offer; on
// PostgreSQL when TEST_PG_URL is set), the test configuration, a clock the test may move, the
// in-process bus, a silent log and, with the offer, a feed without simulator that serves what
// the database holds. A test hands a service these parts, as the composition hands it the
// runtime; a service that declares more than it is given does not compile.
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../../src/server/db/client.ts';
import { createLocalBus, type Bus } from '../../../src/server/bus/index.ts';
import { createClock, type Clock } from '../../../src/server/clock.ts';
import { createLogger, type Logger } from '../../../src/server/log.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { createOffer, type Feed, type OfferStore } from '../../../src/server/feed/index.ts';
import { borrowDatabase, type Start } from './database-pool.ts';
import { TEST_CONFIG } from './test-config.ts';

export interface ServiceParts {
  config: Config;
  db: Db;
  database: Database;
  bus: Bus;
  clock: Clock;
  log: Logger;
  /** The offer as stored (start 'offer'); empty otherwise. */
  offer: OfferStore;
  feed: Feed;
  /** The balance pushes published on the bus so far, oldest first. */
  balancePushes: Array<{ player_id: number; balance: string }>;
  close(): Promise<void>;
}

/** Borrows the worker's database in the state `start` and builds the parts; `env` adds to the test configuration. */
export async function servicesOnDatabase(start: Start, env: Record<string, string> = {}): Promise<ServiceParts> {
  const pgAdmin = process.env.TEST_PG_URL;
  const lease = await borrowDatabase({
    pgliteTemplate: inject('pgliteTemplate'),
    postgres: pgAdmin ? { adminUrl: pgAdmin, template: inject('postgresTemplate') ?? null, prefix: inject('postgresPrefix') } : undefined,
    start,
  });
  // PGlite's database is lent open; PostgreSQL's is named by its URL and opened here.
  const own = lease.database ? undefined : await openDatabase({ dataDir: ':memory:', url: lease.url });
  const database = (lease.database ?? own)!;
  await database.ready;
  const config = loadConfig({ ...TEST_CONFIG, FEED: 'off', ...env });
  const bus = createLocalBus();
  const clock = createClock();
  const log = createLogger('silent');
  const balancePushes: ServiceParts['balancePushes'] = [];
  bus.subscribe('balance', (m) => balancePushes.push(m as ServiceParts['balancePushes'][number]));
  const { offer, feed } = await createOffer({ db: database.db, database, bus, clock, log, config }, lease.storedOffer);
  // Without the simulator the feed serves the stored offer (as a node with FEED=off does).
  await feed.start();
  return {
    config,
    db: database.db,
    database,
    bus,
    clock,
    log,
    offer,
    feed,
    balancePushes,
    async close() {
      await feed.stop();
      await bus.close();
      lease.closing();
      await own?.close();
      await lease.giveBack();
    },
  };
}
