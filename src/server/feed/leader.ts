// Over PostgreSQL several nodes share one offer and only one of them runs the feed: the
// node holding this advisory lock. The lock lives on its own connection, so it goes away
// with the node.
import type { Logger } from '../log.ts';

const FEED_LOCK = 7_240_002;

export interface Leadership {
  /** Tries to take the lock; true when this node holds it (now or already). */
  acquire(): Promise<boolean>;
  held(): boolean;
  release(): Promise<void>;
}

/** One node alone (PGlite): always the leader. */
export function soleLeadership(): Leadership {
  return { acquire: async () => true, held: () => true, release: async () => undefined };
}

export function postgresLeadership(url: string, log: Logger): Leadership {
  let client: import('pg').Client | undefined;
  let holding = false;
  return {
    async acquire() {
      if (holding) return true;
      try {
        if (!client) {
          const pg = await import('pg');
          const c = new pg.default.Client({ connectionString: url });
          c.on('error', (err) => {
            log.warn('feed lock connection lost', { err });
            holding = false;
            client = undefined;
          });
          await c.connect();
          client = c;
        }
        const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [FEED_LOCK]);
        holding = res.rows[0]?.ok === true;
      } catch (err) {
        log.warn('feed lock attempt failed', { err });
        holding = false;
      }
      return holding;
    },
    held: () => holding,
    async release() {
      const c = client;
      client = undefined;
      holding = false;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
