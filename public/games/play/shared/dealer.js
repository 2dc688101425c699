// The simulated dealer of the live and auto tables: an avatar, a name and a round timer.
const NAMES = ['Mira', 'Luka', 'Ana', 'Jonas', 'Elena', 'Marko'];
const AVATAR = (hue) =>
  `<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="20" fill="hsl(${hue} 45% 30%)"/><circle cx="20" cy="16" r="8" fill="#f1c9a5"/><path d="M6 38c2-9 8-13 14-13s12 4 14 13" fill="#111"/><path d="M17 27l3 4 3-4" fill="#fff"/><path d="M12 14c0-6 4-9 8-9s8 3 8 9c-2-3-5-4-8-4s-6 1-8 4z" fill="hsl(${hue} 40% 18%)"/></svg>`;

const WHEEL =
  '<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="19" fill="#1d3557"/><circle cx="20" cy="20" r="13" fill="none" stroke="#f5c542" stroke-width="3" stroke-dasharray="4 3"/><circle cx="20" cy="20" r="5" fill="#f5c542"/></svg>';

/** Fills .dealer-strip with a dealer (or, on auto tables, the automatic wheel) and returns the timer display. */
export function dealer(gameName, t, automatic = false) {
  const strip = document.querySelector('.dealer-strip');
  let seed = 0;
  for (const ch of gameName) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const name = NAMES[seed % NAMES.length];
  const who = automatic ? `${WHEEL}<span>${t('autoWheel')}</span>` : `${AVATAR(seed % 360)}<span>${t('dealerName', { name })}</span>`;
  strip.innerHTML = `${who}<span class="timer" id="timer"></span>`;
  const timer = strip.querySelector('#timer');
  return {
    show(text) {
      timer.textContent = text;
    },
  };
}

/** Counts down `seconds`, calling onTick each second, and resolves at zero. */
export function countdown(seconds, onTick) {
  return new Promise((resolve) => {
    let left = seconds;
    onTick(left);
    const id = setInterval(() => {
      left -= 1;
      onTick(left);
      if (left <= 0) {
        clearInterval(id);
        resolve();
      }
    }, 1000);
  });
}
