// The cash-out offers of the player's open tickets, kept current: read when my bets opens, each
// time the player's socket (re)opens (a change pushed before it was open is pushed only once, and
// so lost) and every 30 s (which also keeps the server pushing), and updated by each push of
// changed values.
import { useEffect, useState } from 'react';
import { LIVE_OPEN, onPush } from '../../account/push.ts';
import { fetchOffers, offersOfPush, type Offer } from './api.ts';

const REFRESH_MS = 30_000;

export function useOffers(enabled: boolean, reloadKey: unknown): ReadonlyMap<number, Offer> {
  const [offers, setOffers] = useState<ReadonlyMap<number, Offer>>(new Map());
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    // A push newer than a read in flight wins over the read's (older) value.
    const pushedAt = new Map<number, number>();
    let clock = 0;
    const merge = (list: Offer[], since?: number) =>
      setOffers((m) => new Map([...m, ...list.filter((o) => since === undefined || (pushedAt.get(o.ticket_id) ?? -1) < since).map((o) => [o.ticket_id, o] as const)]));
    const load = () => {
      const since = ++clock;
      return fetchOffers(abort.signal)
        .then((list) => merge(list, since))
        .catch(() => undefined);
    };
    void load();
    const timer = setInterval(load, REFRESH_MS);
    const off = onPush('cash_out', (m) => {
      const list = offersOfPush(m);
      for (const o of list) pushedAt.set(o.ticket_id, ++clock);
      merge(list);
    });
    const offOpen = onPush(LIVE_OPEN, () => void load());
    return () => {
      abort.abort();
      clearInterval(timer);
      off();
      offOpen();
    };
  }, [enabled, reloadKey]);
  return offers;
}
