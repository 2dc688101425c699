// client:afterpaint, and the page's own scripts: both start once the page has loaded and
// painted, when the browser is next idle (lib/app/after-paint.ts). For islands that show
// nothing a visitor needs at first sight (the mobile bar's account and slip figures, toasts,
// the session keeper's host): on a phone on a slow network, React's download then never
// competes with the HTML and CSS of the first paint. A store change made before hydration is
// still there when the island mounts. Given a media query (client:afterpaint="(min-width:
// 1050px)"), an island also waits until the query matches: the desktop header and slip column
// never hydrate on a phone. With HYDRATE_AT_ONCE (the live board, a live match) it hydrates at
// once, as client:load would (lib/app/after-paint.ts).
//
// Every page of the layout has such islands, so Astro puts this directive's code in each, as
// an inline script before the first of them (the desktop header's): the code that starts the
// page's scripts lives here too, with what must happen before they run. It keeps the clicks
// and changes made meanwhile, handed to scripts/early-taps.ts once the last script has run,
// and hides the prices another odds format than decimal will rewrite (odds-buttons.ts
// converts them), so that a player reading fractional odds is never shown decimal ones first.
import type { ClientDirective } from 'astro';
import { AFTER_PAINT_IDLE_TIMEOUT_MS, AFTER_PAINT_SCRIPT_TYPE, EARLY_TAPS, HYDRATE_AT_ONCE } from '../lib/app/after-paint.ts';
import { DEFAULT_ODDS_FORMAT, ODDS_FORMAT_KEY } from '../lib/format/odds-format-key.ts';

try {
  const format = localStorage.getItem(ODDS_FORMAT_KEY);
  if (format && format !== DEFAULT_ODDS_FORMAT) document.documentElement.dataset.oddsWait = '';
} catch {
  // No storage (a sandboxed frame): decimal, as the server rendered.
}

// Until the last page script has run: then the clicks and changes kept go to scripts/early-taps.ts.
let kept: Event[] | null = [];
const ran = () => {
  // No longer kept first: the changes given again are heard here too, and kept meanwhile they
  // grew the list being given without end (the page hung).
  const taps = kept;
  kept = null;
  dispatchEvent(new CustomEvent(EARLY_TAPS, { detail: taps }));
};
addEventListener('change', (event) => kept?.push(event), true);
// A button of an island React has not taken over yet does nothing when clicked (a slide's dot,
// on a busy machine): it is clicked again once its island has hydrated, when React takes the
// click. Not a price: the odds buttons' script takes those by delegation, and
// scripts/early-taps.ts gives them again. Astro takes an island's ssr mark off in the same
// task as React starts on it, so no click seen with the mark on reached React.
addEventListener(
  'click',
  (event) => {
    kept?.push(event);
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[type=button]:not([data-odd])');
    button?.closest('astro-island[ssr]')?.addEventListener('astro:hydrate', () => button.click());
  },
  true,
);

/** Once the first paint is on screen: an island seen later hydrates at once (none is, as a rule: they come with the HTML). */
let started = false;
const islands: Array<() => void> = [];

function start(): void {
  for (const hydrate of islands) hydrate();
  // In the page's order, one after the other: when the last has run, so have the others.
  const scripts = document.querySelectorAll<HTMLScriptElement>(`script[type="${AFTER_PAINT_SCRIPT_TYPE}"]`);
  scripts.forEach((held, i) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.async = false;
    script.src = held.src;
    if (i === scripts.length - 1) script.onload = script.onerror = ran;
    held.replaceWith(script);
  });
}

// Once the page has loaded and its first paint is on screen, when the browser is next idle.
// An idle period alone did not wait for a paint, nor did the task a frame's animation callback
// posts: that runs once the frame is drawn on the main thread, and the frame reached the screen
// 70-90 ms later (Lighthouse's league page: load at 60 ms, scripts asked for at 120-150 ms, first
// paint at 135-180 ms). Lighthouse counts a script that arrives before the LCP paint in the
// LCP: 1.35-1.66 s in such runs against 0.85 s where the paint came first. The paint timing
// entry is given once the frame is presented (every browser of the build's target has it; a
// tab opened in the background paints, and so starts, once shown, as with a frame's callback).
// This code runs while the page is parsed, before its load event.
const afterFirstPaint = () => {
  if (started) return;
  started = true;
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: AFTER_PAINT_IDLE_TIMEOUT_MS });
  else setTimeout(start, 50);
};
addEventListener('load', () => new PerformanceObserver(afterFirstPaint).observe({ type: 'paint', buffered: true }));

const afterPaint: ClientDirective = (load, options) => {
  const hydrate = () => void load().then((run) => run());
  // A bare client:afterpaint gives the value true; a media query, its text.
  const media = typeof options.value === 'string' && options.value !== HYDRATE_AT_ONCE ? matchMedia(options.value) : null;
  const whenWide = () => (!media || media.matches ? hydrate() : media.addEventListener('change', hydrate, { once: true }));
  if (started || options.value === HYDRATE_AT_ONCE) whenWide();
  else islands.push(whenWide);
};

export default afterPaint;
