// Opens the quick-bet sheet for a tapped price. Loaded by the odds buttons' click script only
// when quick bet is on and a price is tapped, so no page's first load carries any of it.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { $session } from '../../../stores/session.ts';
import { togglePick, type Pick } from '../../../stores/slip.ts';
import { DEFAULT_LANG } from '../../../stores/lang.ts';
import { pageI18n } from '../../i18n.ts';
import { QuickBetSheet } from './QuickBetSheet.tsx';

let root: Root | null = null;

export function openQuickBet(pick: Pick, opener: HTMLElement): void {
  const user = $session.get();
  // A tab whose login has gone meanwhile bets through the slip, as a visitor does.
  if (!user) {
    togglePick(pick);
    return;
  }
  if (!root) {
    const host = document.createElement('div');
    host.className = 'quick-bet-root';
    document.body.append(host);
    root = createRoot(host);
  }
  const close = () => {
    root?.render(null);
    if (opener.isConnected) opener.focus();
  };
  // A key per opening: a second tap on a price starts a fresh sheet with fresh state.
  root.render(createElement(QuickBetSheet, { key: Date.now(), pick, lang: pageI18n()?.lang ?? DEFAULT_LANG, currency: user.currency, onClose: close }));
}
