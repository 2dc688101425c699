// The cash-out offers of the player's open tickets, kept current: read when my bets opens and
// every 30 s (which also keeps the server pushing), and updated by each push of changed values.
import { useEffect, useState } from 'react';
import { onPush } from '../../account/push.ts';
import { fetchOffers, offersOfPush, type Offer } from './api.ts';

const REFRESH_MS = 30_000;

export function useOffers(enabled: boolean, reloadKey: unknown): ReadonlyMap<number, Offer> {
  const [offers, setOffers] = useState<ReadonlyMap<number, Offer>>(new Map());
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const merge = (list: Offer[]) => setOffers((m) => new Map([...m, ...list.map((o) => [o.ticket_id, o] as const)]));
    const load = () =>
      fetchOffers(abort.signal)
        .then(merge)
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, REFRESH_MS);
    const off = onPush('cash_out', (m) => merge(offersOfPush(m)));
    return () => {
      abort.abort();
      clearInterval(timer);
      off();
    };
  }, [enabled, reloadKey]);
  return offers;
}
