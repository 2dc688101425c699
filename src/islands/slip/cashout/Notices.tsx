// The recent notifications on my bets: settled and cashed-out bets, newest first. Opening the
// list marks them seen (on every tab and device), so the badge on the my bets links clears.
import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../api/client.ts';
import { showBadge, type Notice } from '../../account/notices.ts';
import { formatAmount, parseMajor, type MoneyLocale } from '../../../lib/money/index.ts';
import type { T } from '../../i18n.ts';

export function Notices({ t, lang, currency, reloadKey }: { t: T; lang: MoneyLocale; currency: string; reloadKey: unknown }) {
  const [list, setList] = useState<Notice[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    apiGet<{ notifications?: Notice[] }>('notifications', { noCache: true, signal: abort.signal })
      .then((data) => {
        const items = data.notifications ?? [];
        setList(items);
        const newest = items[0]?.id;
        if (newest !== undefined && items.some((n) => !n.seen))
          void apiPost<{ unseen?: number }>('notifications/seen', { up_to: newest })
            .then((r) => showBadge(Number(r?.unseen ?? 0)))
            .catch(() => undefined);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [reloadKey]);
  if (list === null) return null;
  const money = (major: string | null) => (major === null ? '' : `${formatAmount(parseMajor(major) ?? 0n, lang)} ${currency}`);
  return (
    <section className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('cashOut.notices.title')}</h2>
      {list.length === 0 ? (
        <p className="mybets-empty">{t('cashOut.notices.none')}</p>
      ) : (
        <ul>
          {list.map((n) => (
            <li key={n.id} className={n.seen ? undefined : 'notices__new'}>
              {t(`cashOut.notice.${n.kind}`, { id: n.ticket_id, amount: money(n.amount), stake: money(n.stake ?? null) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
