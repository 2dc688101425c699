// A step between the odds buttons' script and the quick-bet sheet: the script's own import
// names this one small file, so the list of files the sheet needs (and preloads) travels
// here, loaded on a tap, instead of in every page's first script.
import type { Pick } from '../stores/slip.ts';

export function tapQuickBet(pick: Pick, button: HTMLElement): void {
  void import('../islands/slip/quick/open.ts').then((m) => m.openQuickBet(pick, button));
}
