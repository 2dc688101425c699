// After the bus lost messages (a reconnect, a node that fell behind) this node reloads what
// it serves from the database and sends its sockets a fresh snapshot of every match in play:
// one 'live' message whose patches carry each match's status, score and every price.
import type { Runtime } from '../runtime.ts';
import type { PushPatch } from '../realtime/live-batch.ts';

/** The live matches as one push: every odd and bet group of each. */
export function liveSnapshot(rt: Pick<Runtime, 'offer'>): { type: 'live'; events: PushPatch[]; snapshot: true } {
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
export function startResync(rt: Runtime): () => void {
  return rt.bus.onResync((reason) => {
    void rt.feed
      .resync(reason)
      .then(() => rt.hub.broadcast(liveSnapshot(rt)))
      .catch((err: unknown) => rt.log.warn('resync failed', { reason, err }));
  });
}
