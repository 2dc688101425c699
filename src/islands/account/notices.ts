// Notifications of settled and cashed-out bets (issue 17) on any open page of a logged-in
// player: a toast for each new one, once across this browser's tabs (the last id shown is kept
// in local storage and claimed under a Web Lock), and the unseen count as a badge on the my
// bets links. Loaded by the session keeper only for a player, so visitors get none of it.
import { $session } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { readItem, writeItem } from '../../stores/storage.ts';
import { apiGet } from '../api/client.ts';

export interface Notice {
  id: number;
  ticket_id: number;
  kind: string;
  amount: string | null;
  seen: boolean;
}

const KINDS = new Set(['winning', 'failed', 'cancelled', 'returned', 'cashed_out', 'auto_cashed_out']);
const lastKey = (playerId: number) => `notices.last.${playerId}`;

/** Shows the unseen count on every my bets link of the page (none at 0). */
export function showBadge(count: number): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href="/my-bets"]')) {
    if (count > 0) link.dataset.badge = String(Math.min(count, 99));
    else delete link.dataset.badge;
  }
}

/** Runs `work` alone among this browser's tabs when Web Locks exist; else at once. */
function alone(name: string, work: () => void): Promise<void> {
  const locks = (navigator as Navigator & { locks?: { request(name: string, cb: () => Promise<void> | void): Promise<void> } }).locks;
  return locks ? locks.request(name, work) : Promise.resolve(work());
}

/** Reads the newest notifications; toasts the ones no tab of this browser has shown yet. */
export async function checkNotices(playerId: number): Promise<void> {
  const stored = Number(readItem('local', lastKey(playerId)) ?? NaN);
  const data = await apiGet<{ notifications?: Notice[]; unseen?: number }>('notifications', { noCache: true, searchParams: { after: Number.isFinite(stored) ? stored : 0 } });
  if ($session.get()?.id !== playerId) return;
  showBadge(Number(data.unseen ?? 0));
  const list = (data.notifications ?? []).filter((n) => typeof n.id === 'number').sort((a, b) => a.id - b.id);
  const currency = $session.get()?.currency ?? '';
  await alone(`notices-${playerId}`, () => {
    const raw = readItem('local', lastKey(playerId));
    const last = Number(raw ?? NaN);
    const newest = list.at(-1)?.id;
    // The first visit of this browser shows nothing old: only what arrives from now on.
    if (Number.isFinite(last))
      for (const n of list) {
        if (n.id <= last || !KINDS.has(n.kind)) continue;
        showToast({
          id: `notice-${n.id}`,
          kind: n.kind === 'failed' ? 'info' : 'success',
          messageKey: `cashOut.notice.${n.kind}`,
          params: { id: n.ticket_id, amount: `${n.amount ?? ''} ${currency}`.trim() },
        });
      }
    if (newest !== undefined && !(newest <= last)) writeItem('local', lastKey(playerId), String(newest));
    else if (!Number.isFinite(last)) writeItem('local', lastKey(playerId), '0');
  });
}
