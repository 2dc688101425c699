// Notifications of settled and cashed-out bets (issues 17 and 27) on any open page of a
// logged-in player: a toast for each new one (its ticket, its result and the amount, in the
// page's language), once across this browser's tabs (the last id told is kept in local
// storage and claimed under a Web Lock), and the unseen count as a badge on the my bets
// links. A browser that has told nothing yet tells the results not yet seen on my bets, so a
// result settled while the player was away is told on the next device they open. Loaded by
// the session keeper only for a player.
import { $session } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { readItem, writeItem } from '../../stores/storage.ts';
import { formatMoney, parseMajor } from '../../lib/money/index.ts';
import { apiGet } from '../api/client.ts';
import { pageLang } from '../i18n.ts';
import { onPush } from './push.ts';

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

/**
 * The notices to tell now, oldest first, of kinds with words: those newer than the last this
 * browser told (even if my bets, open beside, has just marked them seen); in a browser that
 * has told none yet (null), those not yet seen on my bets, which includes results settled
 * while the player was away.
 */
export function toTell(list: readonly Notice[], lastTold: number | null): Notice[] {
  return list.filter((n) => (lastTold === null ? !n.seen : n.id > lastTold) && KINDS.has(n.kind)).sort((a, b) => a.id - b.id);
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
    const stored = readItem('local', lastKey(playerId));
    const told = stored === null || !Number.isFinite(Number(stored)) ? null : Number(stored);
    tell(toTell(list, told), currency);
    const last = told ?? 0;
    const newest = Math.max(last, ...list.map((n) => n.id));
    if (newest > last || told === null) writeItem('local', lastKey(playerId), String(newest));
    // The newest notification this tab has dealt with (told here or by another tab).
    document.documentElement.dataset.noticesThrough = String(newest);
  });
}

// A closed ticket is pushed as {type: 'notices'} (a lost one moves no balance, so no balance push
// brings the keeper here): this tab looks again, once for a burst. The keeper loads this module
// when the player's socket opens, so the listener is in place before any such push.
let soon: ReturnType<typeof setTimeout> | undefined;
if (typeof window !== 'undefined')
  onPush('notices', () => {
    clearTimeout(soon);
    soon = setTimeout(() => {
      const id = $session.get()?.id;
      if (id !== undefined) void checkNotices(id).catch(() => undefined);
    }, 200);
  });
