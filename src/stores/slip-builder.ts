// Puts a priced bet builder on the slip: one line for its match, in place of any other pick
// of that match (the server takes a bet builder only as the one pick of its match).
import { $slip, withBetRemoved, withPickToggled, type Slip, type SlipMatch } from './slip.ts';

export interface BuilderPick {
  match: SlipMatch;
  /** "builder." and the picks, as the price answer named it. */
  customId: string;
  /** Hundredths. */
  value: number;
  betName: string;
  /** Every pick's name, the line the slip shows. */
  oddName: string;
}

export function withBuilder(slip: Slip, b: BuilderPick, nowMs: number): Slip {
  const cleared = withBetRemoved(slip, b.match.id);
  return withPickToggled(
    cleared,
    { match: b.match, isLive: false, bet: { name: b.betName, realName: b.betName }, odd: { name: b.oddName, header: '', handicap: '', custom_id: b.customId, value: b.value } },
    nowMs,
  );
}

export function addBuilder(b: BuilderPick): void {
  $slip.set(withBuilder($slip.get(), b, Date.now()));
}
