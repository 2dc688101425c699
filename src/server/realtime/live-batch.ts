// Live pushes to browsers: in-play patches (bus topic 'live') and single offer changes (topic
// 'offer': a price set by hand, a group suspended, a match started or finished) are merged
// per event and sent as one message every LIVE_BATCH_MS:
//   { type: 'live', events: LivePatch[] }
// where a patch carries only what changed: homeGoals/awayGoals, status, live (clock and
// period extras), odds [custom id, hundredths, suspended][], groups [custom id, suspended][].
import type { LivePatch } from '../feed/model.ts';
import type { OfferReader } from '../feed/types.ts';
import { joinSnapshots } from '../../lib/offer/tracker.ts';

export const LIVE_BATCH_MS = 100;

export type PushPatch = LivePatch & { status?: string };

export interface LiveBatcher {
  fromLive(message: Record<string, unknown>): void;
  fromOffer(message: Record<string, unknown>): void;
  close(): void;
}

export function createLiveBatcher(offer: OfferReader | undefined, send: (message: { type: 'live'; events: PushPatch[] }) => void): LiveBatcher {
  const pending = new Map<number, PushPatch>();
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    if (pending.size === 0) return;
    const events = [...pending.values()];
    pending.clear();
    send({ type: 'live', events });
  };

  const merge = (p: PushPatch) => {
    if (!Number.isSafeInteger(p.id)) return;
    const before = pending.get(p.id);
    if (!before) pending.set(p.id, { ...p });
    else {
      const odds = p.odds ? [...(before.odds ?? []), ...p.odds] : before.odds;
      const groups = p.groups ? [...(before.groups ?? []), ...p.groups] : before.groups;
      // The later snapshot alone repeats only the last few events: two steps in one window keep both.
      const tracker = p.tracker && before.tracker ? joinSnapshots(before.tracker, p.tracker) : (p.tracker ?? before.tracker);
      Object.assign(before, p);
      if (odds) before.odds = odds;
      if (groups) before.groups = groups;
      if (tracker) before.tracker = tracker;
    }
    timer ??= setTimeout(flush, LIVE_BATCH_MS);
  };

  return {
    fromLive(m) {
      if (!Array.isArray(m.events)) return;
      for (const p of m.events as LivePatch[]) merge(p);
    },
    fromOffer(m) {
      const id = Number(m.event_id);
      switch (m.type) {
        case 'odds': {
          const custom = String(m.odd_custom_id);
          const odd = offer
            ?.event(id)
            ?.bets.flatMap((b) => b.odds)
            .find((o) => o.custom_id === custom);
          merge({ id, odds: [[custom, Number(m.value), odd?.suspended ?? false]] });
          break;
        }
        case 'bet_group':
          merge({ id, groups: [[String(m.custom_id), m.suspended === true]] });
          break;
        case 'result':
          merge({ id, status: 'finished', homeGoals: Number(m.home_goals), awayGoals: Number(m.away_goals) });
          break;
        case 'status':
          for (const e of Array.isArray(m.events) ? (m.events as Array<Record<string, unknown>>) : []) {
            // A match voided before or during play closes its prices wherever they show.
            if (e.status === 'cancelled') merge({ id: Number(e.id), status: 'cancelled' });
            if (e.status !== 'live') continue;
            merge({ id: Number(e.id), status: 'live', homeGoals: Number(e.home_goals ?? 0), awayGoals: Number(e.away_goals ?? 0) });
          }
          break;
      }
    },
    close() {
      clearTimeout(timer);
      pending.clear();
    },
  };
}
