// The sportsbook rows' few interactions, by event delegation so no row hydrates anything:
// a +N button opens the event's other bet groups under its row (fetched once, as server-
// rendered HTML) and Close folds them; a star adds or removes a favourite event; links that
// lead to mobile-only routes take their desktop target on wide screens.
import { $liveFavoriteIds, toggleLiveFavorite } from '../stores/live-favorites.ts';
import { datasetOfButton } from '../lib/offer/odd-button-pick.ts';

const DESKTOP = matchMedia('(min-width: 1050px)');

function setOpen(button: HTMLElement, panel: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

async function toggleBets(button: HTMLElement): Promise<void> {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  if (button.getAttribute('aria-expanded') === 'true') return setOpen(button, panel, false);
  setOpen(button, panel, true);
  if (panel.childElementCount > 0) return;
  panel.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(`/sports-betting/match/${button.dataset.more}/bets`, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(String(response.status));
    panel.innerHTML = await response.text();
  } catch {
    // Without the fragment the match page still lists every bet group.
    location.href = `/sports-betting/match/${button.dataset.more}`;
  } finally {
    panel.removeAttribute('aria-busy');
  }
}

function syncStars(ids: ReadonlySet<number>): void {
  for (const star of document.querySelectorAll<HTMLElement>('[data-fav]')) {
    star.setAttribute('aria-pressed', String(ids.has(Number(star.dataset.fav))));
  }
}

/** A star's match, from its row's attributes (odd-button.ts oddMatchData). */
function toggleStar(star: HTMLElement): void {
  const d = datasetOfButton(star);
  toggleLiveFavorite({
    fi: Number(d.fav),
    home: { name: d.home ?? '' },
    away: { name: d.away ?? '' },
    time: Number(d.eventTime),
    league: { name: d.league ?? '' },
    sportId: Number(d.sportId),
  });
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const more = target?.closest<HTMLElement>('[data-more]');
  const close = target?.closest<HTMLElement>('[data-close-bets]');
  const star = target?.closest<HTMLElement>('[data-fav]');
  // Handled: a tap kept before this script ran is not given again (early-taps.ts).
  if (more ?? close ?? star) event.preventDefault();
  if (more) return void toggleBets(more);
  if (close) {
    const panel = close.closest<HTMLElement>('.row-bets');
    const button = panel ? document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`) : null;
    if (panel && button) {
      setOpen(button, panel, false);
      button.focus();
    }
    return;
  }
  if (star) toggleStar(star);
});

function deskLinks(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-desk-href]')) {
    const mobile = a.dataset.mobHref ?? a.getAttribute('href') ?? '';
    a.dataset.mobHref = mobile;
    a.setAttribute('href', DESKTOP.matches ? (a.dataset.deskHref ?? mobile) : mobile);
  }
}

$liveFavoriteIds.subscribe(syncStars);
deskLinks();
DESKTOP.addEventListener('change', deskLinks);
window.addEventListener('pageshow', (e) => {
  if (e.persisted) syncStars($liveFavoriteIds.get());
});
