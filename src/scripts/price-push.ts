// Every price on the page and in the slip kept current (issue 27): the page watches, on the
// live socket, the events of its server-rendered odds buttons and the slip's pre-match picks
// (price-socket.ts), and each pushed price re-prices those buttons and the slip in place. A
// moved price is marked higher or lower for ODD_FLAG_MS, on the buttons as on the live board
// and in the slip. Loaded by odds-buttons.ts once the page has such buttons or the slip a pick.
// Buttons inside islands (the live board, a live match) belong to their island and its feed.
import type { EventPrices } from '../lib/realtime/price-watch.ts';
import type { OddMove } from '../lib/offer/live-merge.ts';
import { datasetOfButton } from '../lib/offer/odd-button-pick.ts';
import { formatsFor, type FormatLang } from '../lib/format/locale.ts';
import { $slip, updateSlip } from '../stores/slip.ts';
import { $oddFlags, flagOddMoves } from '../stores/odd-flags.ts';
import { withPushedPrices } from '../stores/slip-prices.ts';
import { openPriceSocket } from './price-socket.ts';
import { tellPriceMoves } from './price-news.ts';

const BUTTONS = '[data-odd][data-event-id]';
const key = (eventId: number | string, customId: string) => `${eventId}:${customId}`;
/** The latest price of every watched odd: a button rendered later (a +N panel) takes it at once. */
const known = new Map<string, { value: number; suspended: boolean }>();
/** Matches pushed as started, finished or void: their pre-match buttons stay closed. */
const over = new Set<number>();

const pageButtons = (root: ParentNode = document) => [...root.querySelectorAll<HTMLButtonElement>(BUTTONS)].filter((b) => !b.closest('astro-island'));

function watchedEvents(): number[] {
  const ids = new Set<number>();
  for (const e of $slip.get().entries) if (e.bets.some((b) => !b.isLive && !(b.disabled && b.timeout === 0))) ids.add(e.match.id);
  for (const b of pageButtons()) ids.add(Number(b.dataset.eventId));
  return [...ids].filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Closes a pre-match button whose match has started or is over (odds-buttons.ts does the same by the clock). */
function closedButton(button: HTMLButtonElement): boolean {
  const d = datasetOfButton(button);
  if (d.live === 'true') return false;
  return over.has(Number(d.eventId)) || (Number(d.eventTime) > 0 && Number(d.eventTime) * 1000 <= Date.now());
}

function show(button: HTMLButtonElement, price: { value: number; suspended: boolean } | undefined): void {
  const value = button.querySelector<HTMLElement>('.odd-value');
  if (!value) return;
  if (closedButton(button) || price?.suspended) {
    button.disabled = true;
    delete value.dataset.odds;
    if (value.textContent !== '–') value.textContent = '–';
    return;
  }
  if (!price) return;
  button.disabled = false;
  button.dataset.oddValue = String(price.value);
  const text = formatsFor((['en', 'de', 'sr'].includes(document.documentElement.lang) ? document.documentElement.lang : 'en') as FormatLang).odds(price.value);
  // The odds-format rewrite (odds-apply.ts) follows data-odds: set them together.
  value.dataset.odds = String(price.value);
  value.textContent = text;
  mark(button, $oddFlags.get()[key(button.dataset.eventId ?? '', button.dataset.oddCustomId ?? '')]);
}

function mark(button: HTMLElement, move: OddMove | undefined): void {
  button.classList.toggle('higher-value', move === 'higher');
  button.classList.toggle('lower-value', move === 'lower');
  const value = button.querySelector('.odd-value');
  let arrow = value?.querySelector('.odd-arrow');
  if (!move || (button as HTMLButtonElement).disabled) return arrow?.remove();
  if (!arrow && value) {
    arrow = document.createElement('span');
    arrow.className = 'odd-arrow';
    arrow.setAttribute('aria-hidden', 'true');
    value.append(arrow);
  }
  if (arrow) arrow.textContent = move === 'higher' ? '▲' : '▼';
}

function apply(events: EventPrices[]): void {
  const buttons = new Map<string, HTMLButtonElement[]>();
  for (const b of pageButtons()) {
    const k = key(b.dataset.eventId ?? '', b.dataset.oddCustomId ?? '');
    buttons.set(k, [...(buttons.get(k) ?? []), b]);
  }
  const slipValues = new Map($slip.get().entries.flatMap((e) => e.bets.map((b) => [key(e.match.id, b.odd.custom_id), b.odd.value] as const)));
  const moves: Array<[string, OddMove]> = [];
  const told: Array<{ key: string; value: number; higher: boolean }> = [];
  for (const e of events) {
    if (e.status !== undefined && e.status !== 'scheduled') over.add(e.id);
    for (const [customId, value, suspended] of e.odds ?? []) {
      const k = key(e.id, customId);
      // What the player saw before: the last push, else the button, else the slip.
      const before = known.get(k)?.value ?? Number(buttons.get(k)?.[0]?.dataset.oddValue ?? slipValues.get(k) ?? value);
      if (before !== value) {
        moves.push([k, value > before ? 'higher' : 'lower']);
        if (!suspended) told.push({ key: k, value, higher: value > before });
      }
      known.set(k, { value, suspended });
    }
  }
  flagOddMoves(moves);
  const pushed = new Set(events.map((e) => String(e.id)));
  for (const [k, list] of buttons) if (pushed.has(k.slice(0, k.indexOf(':')))) for (const b of list) show(b, known.get(k));
  // Said before the slip takes the prices: the slip as the player knew it names the picks.
  tellPriceMoves(told, $slip.get());
  updateSlip((slip) => withPushedPrices(slip, events));
}

const socket = openPriceSocket(watchedEvents, apply);

// Buttons added later (a +N panel, a cached fragment) show the latest price and join the watch.
new MutationObserver((records) => {
  let added = false;
  for (const r of records) {
    for (const n of r.addedNodes) {
      if (!(n instanceof Element)) continue;
      const fresh = n.matches(BUTTONS) ? [n as HTMLButtonElement] : pageButtons(n);
      for (const b of fresh) show(b, known.get(key(b.dataset.eventId ?? '', b.dataset.oddCustomId ?? '')));
      added ||= fresh.length > 0;
    }
  }
  if (added) socket.update();
}).observe(document.body, { childList: true, subtree: true });
$slip.listen(() => socket.update());

// The marks follow the flags: set when a price moves, gone ODD_FLAG_MS later.
let marked = new Set<HTMLElement>();
$oddFlags.subscribe((flags) => {
  const now = new Set<HTMLElement>();
  for (const b of pageButtons()) {
    const move = flags[key(b.dataset.eventId ?? '', b.dataset.oddCustomId ?? '')];
    if (move) now.add(b);
    if (move || marked.has(b)) mark(b, move);
  }
  marked = now;
});

// A page the browser keeps in its back-forward cache comes back as it was: its socket was
// closed on leaving, and the new one's answer brings every price up to date.
window.addEventListener('pagehide', (event) => {
  if (event.persisted) socket.pause();
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) socket.resume();
});
