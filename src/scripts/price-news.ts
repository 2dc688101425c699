// Moved prices told to a screen reader (issue 31, part 3): a move of a pick in the slip, or of
// an odd on the row the player's focus is on, goes to the page's polite live region
// ([data-price-news], Base.astro) at the pace of lib/a11y/news-gap.ts. Moves elsewhere on the
// page are shown (price-push.ts marks them), not said. Part of price-push.ts's on-demand chunk.
import { newsGap } from '../lib/a11y/news-gap.ts';
import { formatsFor, type FormatLang } from '../lib/format/locale.ts';
import type { Slip } from '../stores/slip.ts';

const region = () => document.querySelector<HTMLElement>('[data-price-news]');

const gap = newsGap((text) => {
  const el = region();
  if (el) el.textContent = text;
});

const keyOf = (b: HTMLElement) => `${b.dataset.eventId}:${b.dataset.oddCustomId}`;

/** The odds keys on the row (or match group) that holds the focus. */
function focusedKeys(): Set<string> {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return new Set();
  const row = focused.closest<HTMLElement>('[data-event-row], .group-odds') ?? focused;
  const buttons = row.matches('[data-odd]') ? [row] : [...row.querySelectorAll<HTMLElement>('[data-odd][data-event-id]')];
  return new Set(buttons.map(keyOf));
}

/** What the pick is called: its button's spoken words, else the slip's match and odd. */
function pickName(key: string, slip: Slip): string {
  for (const b of document.querySelectorAll<HTMLElement>('[data-odd][data-event-id]')) {
    if (keyOf(b) !== key) continue;
    const spoken = b.querySelector('.visually-hidden')?.textContent?.replace(/,\s*$/, '');
    if (spoken) return spoken;
  }
  for (const e of slip.entries) {
    const bet = e.bets.find((b) => `${e.match.id}:${b.odd.custom_id}` === key);
    if (bet) return `${e.match.home} – ${e.match.away}, ${bet.odd.name}`;
  }
  return '';
}

/** Tells the moves (key, new hundredths, higher or lower) that concern the slip or the focused row. */
export function tellPriceMoves(moves: ReadonlyArray<{ key: string; value: number; higher: boolean }>, slip: Slip): void {
  const el = region();
  if (!el || moves.length === 0) return;
  const inSlip = new Set(slip.entries.flatMap((e) => e.bets.map((b) => `${e.match.id}:${b.odd.custom_id}`)));
  const focused = focusedKeys();
  const lang = (['en', 'de', 'sr'].includes(document.documentElement.lang) ? document.documentElement.lang : 'en') as FormatLang;
  for (const m of moves) {
    if (!inSlip.has(m.key) && !focused.has(m.key)) continue;
    const template = (m.higher ? el.dataset.rose : el.dataset.fell) ?? '';
    gap.add(m.key, template.replace('{pick}', pickName(m.key, slip)).replace('{odds}', formatsFor(lang).odds(m.value)));
  }
}
