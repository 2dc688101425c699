// What /api/health says about running several nodes: is this node hearing the bus, is the
// feed lease held by someone, and how far behind the bus is this node. Degraded while the
// bus is down, or no node holds a current lease, or this node cannot reach the lease. A lease
// is held only while its holder's connection is there: after a PostgreSQL restart the row runs
// on for up to LEASE_MS with nobody behind it, and that is no leader (issue 26).
import { sql } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Config } from '../config.ts';
import type { Feed } from './feed.ts';
import { rowsOf } from '../db/client.ts';

export const ClusterHealth = z.object({
  bus: z.object({
    connected: z.boolean(),
    lag_ms: z.number().openapi({ description: 'Send-to-delivery age of the newest bus message (clocks of the nodes assumed in step).' }),
    lag_max_ms: z.number().openapi({ description: 'Highest lag since the previous health call.' }),
    resyncs: z.number().openapi({ description: 'Reloads from the database after a gap or after falling behind.' }),
    dropped: z.number().openapi({ description: 'Messages skipped in snapshot mode.' }),
    missed: z.number().openapi({ description: 'Messages another node (or this one) could not send, found missing by their number; each gap brought a resync.' }),
    down_ms: z.number().nullable(),
  }),
  lease: z.object({
    held_here: z.boolean(),
    epoch: z.number().nullable().openapi({ description: 'The current lease epoch (every feed write carries it).' }),
    leader_current: z.boolean().openapi({ description: 'Some node holds a lease that has not run out, over a connection that is still there: false means no leader.' }),
    holder_connected: z.boolean().openapi({ description: "The lease holder's database connection is still there (a PostgreSQL restart drops it while the lease row still runs)." }),
    reachable: z.boolean(),
  }),
});
export type ClusterHealth = z.infer<typeof ClusterHealth>;

/** What the cluster's health reads: the bus, the feed's lease as this node sees it, the database's lease row, and whether the feed runs at all. */
export interface ClusterHealthDeps {
  bus: Pick<Bus, 'health'>;
  feed: Pick<Feed, 'lease'>;
  db: Db;
  config: Pick<Config, 'feedEnabled'>;
}

/** The cluster part of health, and whether it makes this node degraded. */
export async function clusterHealth(rt: ClusterHealthDeps): Promise<{ degraded: boolean; details: ClusterHealth }> {
  const bus = rt.bus.health();
  const lease = rt.feed.lease();
  let row: { epoch: string | number; current: boolean; connected: boolean } | undefined;
  try {
    [row] = await rowsOf<{ epoch: string | number; current: boolean; connected: boolean }>(
      rt.db,
      sql`select epoch, expires_at > now() as current,
        holder_pid is not null and exists (select 1 from pg_stat_activity a where a.pid = leader_lease.holder_pid) as connected
        from leader_lease where id = 1`,
    );
  } catch {
    row = undefined;
  }
  const details: ClusterHealth = {
    bus,
    lease: {
      held_here: lease.held,
      epoch: row ? Number(row.epoch) : lease.epoch,
      leader_current: row?.current === true && row.connected === true,
      holder_connected: row?.connected === true,
      reachable: row !== undefined && lease.reachable,
    },
  };
  const feedOn = rt.config.feedEnabled;
  return { degraded: !bus.connected || !details.lease.reachable || (feedOn && !details.lease.leader_current), details };
}
