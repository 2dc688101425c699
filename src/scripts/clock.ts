// The desktop top bar's clock ([data-clock]) in the page language ("23.11.2026. 18:30:05 GMT+1"
// in sr), ticking on the wall-clock second. A plain script in the shell rather than an island:
// it needs no React, and as an island it cost every page its loader and hydration (issue 31,
// the page JS budget). A phone never shows it, so it only ticks on a wide screen.
import { formatsFor } from '../lib/format/locale.ts';
import { pageLang } from '../islands/i18n.ts';

const DESKTOP = matchMedia('(min-width: 1050px)');

function tick(clock: HTMLTimeElement): void {
  if (!DESKTOP.matches) {
    DESKTOP.addEventListener('change', () => tick(clock), { once: true });
    return;
  }
  const at = Date.now();
  clock.dateTime = new Date(at).toISOString();
  clock.textContent = formatsFor(pageLang()).clock(at);
  // Aligned to the wall-clock second so the display never skips or lags one.
  setTimeout(() => tick(clock), 1000 - (at % 1000));
}

const clock = document.querySelector<HTMLTimeElement>('time[data-clock]');
if (clock) tick(clock);
