// After the bus lost messages (a reconnect, a node that fell behind) this node reloads what
// it serves from the database and sends its sockets a fresh snapshot of every match in play:
// one 'live' message whose patches carry each match's status, score and every price (and to a
// socket that watches its own events, the current prices of those, pre-match ones too); and
// each player with a socket here gets the balance as stored (a balance push sent during the
// gap is lost, and a settlement or correction may have moved it meanwhile).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Logger } from '../log.ts';
import type { Feed } from '../feed/feed.ts';
import type { OfferStore } from '../feed/store.ts';
import type { Hub } from './hub.ts';
import type { PushPatch } from './live-batch.ts';
import { players } from '../db/schema.ts';
import { formatMajor } from '../../lib/money/index.ts';

/** What a resync uses: the bus (it tells of gaps), the feed (it reloads), the offer and the hub (the snapshot goes out), the database (the balances) and the log. */
export interface ResyncDeps {
  bus: Pick<Bus, 'onResync'>;
  feed: Pick<Feed, 'resync'>;
  offer: Pick<OfferStore, 'liveEvents'>;
  hub: Pick<Hub, 'broadcast' | 'playerIds' | 'resendPrices' | 'sendToPlayer'>;
  db: Db;
  log: Logger;
}

/** Players whose balance one statement reads. */
const BALANCE_CHUNK = 500;

/** Pushes the stored balance to every player socket on this node, marked as a snapshot. */
export async function pushBalances(rt: Pick<ResyncDeps, 'db' | 'hub'>): Promise<void> {
  const ids = rt.hub.playerIds();
  for (let at = 0; at < ids.length; at += BALANCE_CHUNK) {
    const rows = await rt.db
      .select({ id: players.id, balance: players.balance })
      .from(players)
      .where(inArray(players.id, ids.slice(at, at + BALANCE_CHUNK)));
    for (const r of rows) rt.hub.sendToPlayer(r.id, { type: 'balance', balance: formatMajor(r.balance), snapshot: true });
  }
}

/** The live matches as one push: every odd and bet group of each. */
export function liveSnapshot(rt: Pick<ResyncDeps, 'offer'>): { type: 'live'; events: PushPatch[]; snapshot: true } {
  const events = rt.offer.liveEvents().map((e) => ({
    id: e.fi,
    status: e.status,
    homeGoals: e.homeGoals ?? 0,
    awayGoals: e.awayGoals ?? 0,
    odds: e.bets.flatMap((b) => b.odds.map((o) => [o.custom_id, o.value, o.suspended] as [string, number, boolean])),
    groups: e.bets.map((b) => [b.custom_id, b.suspended] as [string, boolean]),
  }));
  return { type: 'live', events, snapshot: true };
}

/** Wires bus gaps to a reload and a socket snapshot; returns the unsubscribe. */
export function startResync(rt: ResyncDeps): () => void {
  return rt.bus.onResync((reason) => {
    void rt.feed
      .resync(reason)
      .then(() => {
        rt.hub.broadcast(liveSnapshot(rt));
        rt.hub.resendPrices();
      })
      .then(() => pushBalances(rt))
      .catch((err: unknown) => rt.log.warn('resync failed', { reason, err }));
  });
}
