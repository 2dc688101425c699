// Notifications of settled and cashed-out bets (issues 17 and 27) on any open page of a
// logged-in player: a toast for each new one (its ticket, its result and the amount, in the
// page's language), once across this browser's tabs (the last id told is kept in local
// storage and claimed under a Web Lock), and the unseen count as a badge on the my bets
// links. A result the player has not yet seen on my bets is told on the next page of any
// device; my bets marks them seen. Loaded by the session keeper only for a player.
import { $session } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { readItem, writeItem } from '../../stores/storage.ts';
import { formatMoney, parseMajor } from '../../lib/money/index.ts';
import { apiGet } from '../api/client.ts';
import { pageLang } from '../i18n.ts';

export interface Notice {
  id: number;
  ticket_id: number;
  kind: string;
  amount: string | null;
  stake?: string;
  seen: boolean;
}

const KINDS = new Set(['winning', 'failed', 'cancelled', 'returned', 'cashed_out', 'auto_cashed_out']);
const lastKey = (playerId: number) => `notices.last.${playerId}`;
/** At most this many results get a toast of their own at once; the rest are counted in one more. */
export const TOLD_AT_ONCE = 3;

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

/** The notices to tell now: new to this browser, not yet seen on my bets, of a kind with words; oldest first. */
export function toTell(list: readonly Notice[], lastTold: number): Notice[] {
  return list.filter((n) => n.id > lastTold && !n.seen && KINDS.has(n.kind)).sort((a, b) => a.id - b.id);
}

function tell(notices: readonly Notice[], currency: string): void {
  const lang = pageLang();
  const money = (major: string | null | undefined) => formatMoney(parseMajor(major ?? '0') ?? 0n, currency, lang);
  const own = notices.slice(-TOLD_AT_ONCE);
  const more = notices.length - own.length;
  if (more > 0) showToast({ id: 'notice-more', kind: 'info', messageKey: 'cashOut.notice.more', params: { count: more } });
  for (const n of own) {
    showToast({
      id: `notice-${n.id}`,
      kind: n.kind === 'failed' ? 'info' : 'success',
      messageKey: `cashOut.notice.${n.kind}`,
      params: { id: n.ticket_id, amount: money(n.amount), stake: money(n.stake) },
    });
  }
}

/** Reads the newest notifications; toasts the ones no tab of this browser has told yet. */
export async function checkNotices(playerId: number): Promise<void> {
  const stored = Number(readItem('local', lastKey(playerId)) ?? NaN);
  const data = await apiGet<{ notifications?: Notice[]; unseen?: number }>('notifications', { noCache: true, searchParams: { after: Number.isFinite(stored) ? stored : 0 } });
  if ($session.get()?.id !== playerId) return;
  showBadge(Number(data.unseen ?? 0));
  const list = (data.notifications ?? []).filter((n) => typeof n.id === 'number');
  const currency = $session.get()?.currency ?? '';
  await alone(`notices-${playerId}`, () => {
    // Read again under the lock: another tab may have told these meanwhile.
    const last = Number(readItem('local', lastKey(playerId)) ?? 0) || 0;
    tell(toTell(list, last), currency);
    const newest = Math.max(last, ...list.map((n) => n.id));
    if (newest > last) writeItem('local', lastKey(playerId), String(newest));
    // The newest notification this tab has dealt with (told here or by another tab).
    document.documentElement.dataset.noticesThrough = String(newest);
  });
}
