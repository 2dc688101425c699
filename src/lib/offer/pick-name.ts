// How the slip and the quick bet sheet name a pick, in the player's language. A module of its
// own: the live pages' shared chunk carries names.ts, and a function added there travelled in
// it to every live page (70 gzipped bytes over the JS budget) though only the slip uses it.
import { marketName, selectionName, type Translate } from './names.ts';

/**
 * A pick as the slip and the quick bet sheet name it: market, then the selection ("Konačan
 * ishod: 1", "Tore Über/Unter: Über 2.5"), its header first where it says more than the name.
 */
export function pickName(t: Translate, pick: { bet: { name: string }; odd: { name: string; header?: string | null; handicap?: string | null } }): string {
  const { header, name, handicap } = pick.odd;
  const shownHeader = header && header !== name && !(header === 'Draw' && name === 'X') ? selectionName(t, header) : '';
  const selection = [shownHeader, selectionName(t, name), handicap].filter(Boolean).join(' ');
  return [pick.bet.name ? marketName(t, pick.bet.name) : '', selection].filter(Boolean).join(': ');
}
