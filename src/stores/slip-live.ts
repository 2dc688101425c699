// The slip's live picks following the live odds. Kept apart from the slip store so that
// pages whose slip holds no live pick never load the live-odds code.
import { $liveOdds, $liveOddsReady, type LiveOdd } from './live-odds.ts';
import { $slip, fitSizes, type Slip } from './slip.ts';

/**
 * Follows the latest live data (spec section 4). A pre-match bet whose match shows up in it
 * has started: disabled with that reason (README "Slip rules"). A live bet whose odd is missing or
 * suspended is disabled and marked unavailable; when the odd returns the mark goes, but the
 * bet stays disabled until the player enables it again. An available odd's price follows
 * the live price. Before the first full live list (`ready` false) a missing key means "not
 * loaded yet", so only present keys are read. Returns the same slip when nothing changed.
 */
export function withLiveOdds(slip: Slip, odds: Readonly<Record<string, LiveOdd | undefined>>, ready: boolean): Slip {
  let changed = false;
  let inPlay: Set<string> | undefined;
  const entries = slip.entries.map((e) => {
    let touched = false;
    const bets = e.bets.map((b) => {
      if (!b.isLive) {
        // A match in the live data has started, whatever its scheduled time said: its
        // pre-match pick is disabled for good, shown as started (timeout 0 = started).
        inPlay ??= new Set(Object.keys(odds).map((k) => k.slice(0, k.indexOf(':'))));
        if (!inPlay.has(String(e.match.id)) || (b.disabled && b.timeout === 0)) return b;
        touched = true;
        return { ...b, disabled: true, timeout: 0 };
      }
      const live = odds[`${e.match.id}:${b.odd.custom_id}`];
      if (!live && !ready) return b;
      const available = live !== undefined && !live.suspended;
      let next = b;
      if (!available && (!b.unavailable || !b.disabled)) next = { ...b, disabled: true, unavailable: true };
      else if (available && b.unavailable) {
        const { unavailable: _back, ...rest } = b;
        next = rest;
      }
      if (available && live.value !== next.odd.value) next = { ...next, odd: { ...next.odd, value: live.value } };
      if (next !== b) touched = true;
      return next;
    });
    if (!touched) return e;
    changed = true;
    return { ...e, bets };
  });
  return changed ? fitSizes({ ...slip, entries }) : slip;
}

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
