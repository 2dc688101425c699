// The slip's live picks following the live odds. Kept apart from the slip store so that
// pages whose slip holds no live pick never load the live-odds code.
import { $liveOdds, $liveOddsReady } from './live-odds.ts';
import { $slip, withLiveOdds } from './slip.ts';

function syncLiveOdds(): void {
  const current = $slip.get();
  const next = withLiveOdds(current, $liveOdds.get(), $liveOddsReady.get());
  if (next !== current) $slip.set(next);
}

/** Keeps the slip's live bets following $liveOdds; returns the stop function. */
export function followLiveOdds(): () => void {
  const stopOdds = $liveOdds.listen(syncLiveOdds);
  const stopReady = $liveOddsReady.listen(syncLiveOdds);
  syncLiveOdds();
  return () => {
    stopOdds();
    stopReady();
  };
}
