// The matches in play of a player's open bets, for my bets: the score and the clock as the live
// socket pushes them. The live feed (shared with the live board and the slip) loads only when
// an open bet has a match that may be in play, so most visits to my bets never fetch it.
import { useEffect, useState } from 'react';
import type { WireEvent } from '../../lib/offer/wire.ts';

/** The live events among `ids` (comma-separated event ids), by id; empty until the feed has them. */
export function useLiveMatches(ids: string): ReadonlyMap<number, WireEvent> {
  const [matches, setMatches] = useState<ReadonlyMap<number, WireEvent>>(new Map());
  useEffect(() => {
    if (!ids) {
      setMatches(new Map());
      return;
    }
    const wanted = new Set(ids.split(',').map(Number));
    let stop: (() => void) | undefined;
    let done = false;
    void import('../live/live-feed.ts').then(({ startLiveFeed, $liveEvents }) => {
      if (done) return;
      const release = startLiveFeed();
      const unsubscribe = $liveEvents.subscribe((events) => setMatches(new Map(events.filter((e) => wanted.has(e.fi)).map((e) => [e.fi, e]))));
      stop = () => {
        unsubscribe();
        release();
      };
    });
    return () => {
      done = true;
      stop?.();
    };
  }, [ids]);
  return matches;
}
