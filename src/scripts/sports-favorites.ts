// The favourites page: keeps the URL's ?ids= equal to the tab's stored favourites, so the
// server renders exactly them (after a star is removed here, too).
import { $liveFavoriteIds } from '../stores/live-favorites.ts';

$liveFavoriteIds.subscribe((ids) => {
  const root = document.querySelector<HTMLElement>('[data-favorites-page]');
  if (!root) return;
  const stored = [...ids].join(',');
  if (stored === (root.dataset.ids ?? '')) return;
  const url = new URL(location.href);
  if (stored) url.searchParams.set('ids', stored);
  else url.searchParams.delete('ids');
  location.replace(url.pathname + url.search);
});
