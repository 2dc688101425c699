// Makes the server-rendered odds buttons work without hydrating React per row: one click
// listener on the document puts a pick in the slip store, and every [data-odd] button's
// pressed state follows the store (on load, on every change, and after a reload of the tab).
import { $slip, pickedKeys, startSlipClock, togglePick } from '../stores/slip.ts';
import { ODD_SELECTOR, datasetOfButton, pickOfButton } from '../lib/offer/odd-button-pick.ts';
import { storedOddsFormat } from '../stores/odds-format.ts';
import { quickBetOn } from '../stores/quick-bet.ts';

let pricing = false;

function sync(): void {
  const picked = pickedKeys($slip.get());
  const buttons = document.querySelectorAll<HTMLElement>(ODD_SELECTOR);
  // Prices pushed to the odds buttons and the slip (price-push.ts), once the page shows either.
  if (!pricing && (picked.size || buttons.length)) {
    pricing = true;
    void import('./price-push-start.ts');
  }
  for (const button of buttons) {
    const on = picked.has(`${button.dataset.eventId}:${button.dataset.oddCustomId}`);
    if (button.getAttribute('aria-pressed') !== String(on)) button.setAttribute('aria-pressed', String(on));
    button.classList.toggle('selected', on);
  }
}

/** A pre-match odd whose match has started: the server would refuse it (see lib/offer/match-state.ts). */
const startedPrematch = (button: HTMLElement, nowMs: number): boolean => {
  const d = datasetOfButton(button);
  return d.live !== 'true' && Number(d.eventTime) > 0 && Number(d.eventTime) * 1000 <= nowMs;
};

/**
 * A page left open past a match's start still shows its pre-match odds: close them (disabled,
 * the value replaced by a dash) and reveal the match page's "started" note.
 */
function closeStarted(): void {
  const now = Date.now();
  for (const button of document.querySelectorAll<HTMLButtonElement>(ODD_SELECTOR)) {
    if (button.disabled || !startedPrematch(button, now)) continue;
    button.disabled = true;
    const value = button.querySelector('.odd-value');
    if (value) value.textContent = '–';
  }
  for (const block of document.querySelectorAll<HTMLElement>('[data-starts]')) {
    if (Number(block.dataset.starts) * 1000 > now) continue;
    const note = block.previousElementSibling;
    if (note instanceof HTMLElement && note.hasAttribute('data-started-note')) note.hidden = false;
  }
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(ODD_SELECTOR) : null;
  if (!button || (button as HTMLButtonElement).disabled) return;
  // Handled: a tap kept before this script ran is not given again (early-taps.ts).
  event.preventDefault();
  if (startedPrematch(button, Date.now())) {
    closeStarted();
    return;
  }
  const pick = pickOfButton(datasetOfButton(button));
  // Quick bet on: the price opens the one-tap stake sheet, loaded only now, instead of the slip.
  if (pick && quickBetOn()) void import('./quick-bet-tap.ts').then((m) => m.tapQuickBet(pick, button));
  else if (pick) togglePick(pick);
});

$slip.subscribe(sync);
// Buttons rendered later (a "+N" expansion, a live refresh) pick up their state too.
new MutationObserver((records) => {
  if (records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches(ODD_SELECTOR) || n.querySelector(ODD_SELECTOR))))) sync();
}).observe(document.body, { childList: true, subtree: true });
// The browser's back-forward cache restores a page as it was: re-read the tab's slip.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) sync();
});
startSlipClock();
closeStarted();

// Every 15 s is soon enough: a click in between is refused above, and the slip disables the pick on its own clock.
setInterval(closeStarted, 15_000);

// Another odds format than decimal: the prices wait hidden (src/directives/after-paint.ts)
// while the converter loads and rewrites them (issue 19, item 4). The same on-demand module
// handles a choice in any odds-format picker (plain form fields: the header's select, the
// language page).
const oddsApply = () => import('./odds-apply.ts');
if ((storedOddsFormat() ?? 'decimal') !== 'decimal') void oddsApply();
document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  if (input.name !== 'odds_format') return;
  // Read now: by the time the module has loaded the field may show something else.
  const chosen = input.value;
  void oddsApply().then((m) => m.chooseOddsFormat(chosen));
});
