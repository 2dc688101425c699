// Writes every price on the page in the player's odds format (issue 19, item 4). The server
// and the islands write decimal and mark each price with its value in hundredths
// (data-odds="185"); this module, loaded on demand when the format is not decimal (or the
// player just chose one), rewrites the digits of those elements and keeps doing so as islands
// and live updates change them. Islands are left alone until they have hydrated (astro-island
// keeps its ssr attribute until then), so React's hydration finds its own text. It also
// keeps a new choice (chooseOddsFormat).
import { formatsFor, type FormatLang } from '../lib/format/locale.ts';
import { DEFAULT_ODDS_FORMAT, isOddsFormat, oddsInFormat, type OddsFormat } from '../lib/format/odds-format.ts';
// The account settings panel takes the formats from here, so that the formats travel in this one on-demand file.
export { ODDS_FORMATS, isOddsFormat, oddsInFormat } from '../lib/format/odds-format.ts';
import { writeItem } from '../stores/storage.ts';
import { ODDS_FORMAT_KEY, storedOddsFormat } from '../stores/odds-format.ts';
import { $session } from '../stores/session.ts';
import { sendJson } from '../islands/api/json.ts';

let format: OddsFormat = DEFAULT_ODDS_FORMAT;
let observer: MutationObserver | undefined;
const root = document.documentElement;

/** The first text of the element that carries digits: the price (arrows and hidden words sit in child elements). */
function priceText(el: Element): Text | undefined {
  for (const node of el.childNodes) if (node instanceof Text && /\d/.test(node.data)) return node;
  return undefined;
}

function writePrices(): void {
  const fmt = formatsFor((['en', 'de', 'sr'].includes(root.lang) ? root.lang : 'en') as FormatLang);
  for (const el of document.querySelectorAll<HTMLElement>('[data-odds]')) {
    if (el.closest('astro-island[ssr]')) continue;
    const hundredths = Number(el.dataset.odds);
    const text = priceText(el);
    if (!text || !(hundredths > 0)) continue;
    const wanted = oddsInFormat(hundredths, format, fmt.odds(hundredths));
    if (text.data !== wanted) text.data = wanted;
  }
}

/**
 * The format pickers (the header's select, the language page's radios: server-rendered fields)
 * show the choice the page follows. Only when the format changes: a rewrite for a live update
 * must not reset a picker the player has just moved, before the choice is read.
 */
function showChoice(): void {
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name="odds_format"]')) {
    if (input instanceof HTMLSelectElement) input.value = format;
    else input.checked = input.value === format;
  }
}

/** Writes the page's prices in the format from now on (decimal writes them back). */
export function applyOddsFormat(next: string): void {
  format = isOddsFormat(next) ? next : DEFAULT_ODDS_FORMAT;
  root.dataset.oddsFormat = format;
  writePrices();
  showChoice();
  delete root.dataset.oddsWait;
  if (!observer) {
    // One pass per batch of changes: a live board update, an expanded row, a hydrated island.
    let queued = false;
    observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        writePrices();
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-odds', 'ssr'] });
  }
}

// Whether the player chose a format on this page: the account's copy, read at the page's
// start, must not undo it when its answer arrives after the choice.
let chosenHere = false;

/** The account's format, read when the page starts (islands/account/keeper.ts): it follows the player to this device. */
export function adoptAccountFormat(accountFormat: string): void {
  if (chosenHere || !isOddsFormat(accountFormat) || accountFormat === (storedOddsFormat() ?? DEFAULT_ODDS_FORMAT)) return;
  keepOddsFormat(accountFormat);
  applyOddsFormat(accountFormat);
}

/** Keeps the choice in the browser for the next pages (false when the storage refused it). */
export const keepOddsFormat = (next: string): boolean => writeItem('local', ODDS_FORMAT_KEY, next);

/** The player's own choice on this page: kept, shown at once, and not undone by the account's older copy. */
export function takeOddsFormat(next: OddsFormat): void {
  chosenHere = true;
  keepOddsFormat(next);
  applyOddsFormat(next);
}

/**
 * A player chose a format (the header's select, the language page): keep it, rewrite the
 * page at once, and store it in a logged-in player's account so that it follows them to
 * their other devices.
 */
export async function chooseOddsFormat(next: string): Promise<void> {
  if (!isOddsFormat(next)) return;
  takeOddsFormat(next);
  const token = $session.get()?.access_token;
  if (!token) return;
  // keepalive: the choice reaches the account even when the player leaves the page at once (the
  // language page's next step). The browser keeps it even when the account could not be reached.
  await sendJson('PUT', 'account/odds-format', { odds_format: next }, { token, keepalive: true });
}

// Loaded because the stored format is not decimal (odds-buttons.ts): show the page in it.
const stored = storedOddsFormat();
if (stored && stored !== DEFAULT_ODDS_FORMAT) applyOddsFormat(stored);
