// The matches in play of a player's open bets, for my bets: the score and the clock as the live
// socket pushes them. The live feed (shared with the live board and the slip) loads only when
// an open bet has a match that may be in play, so most visits to my bets never fetch it.
import { useEffect, useState } from 'react';
import type { T } from '../i18n.ts';
import type { MatchNow } from './live-now.ts';

export type { MatchNow } from './live-now.ts';

/** The matches in play among `ids` (comma-separated event ids), by id; empty until the feed has them. */
export function useLiveMatches(ids: string, t: T): ReadonlyMap<number, MatchNow> {
  const [matches, setMatches] = useState<ReadonlyMap<number, MatchNow>>(new Map());
  useEffect(() => {
    if (!ids) {
      setMatches(new Map());
      return;
    }
    let stop: (() => void) | undefined;
    let done = false;
    void import('./live-now.ts').then(({ followMatches }) => {
      if (!done) stop = followMatches(new Set(ids.split(',').map(Number)), t, setMatches);
    });
    return () => {
      done = true;
      stop?.();
    };
  }, [ids, t]);
  return matches;
}
