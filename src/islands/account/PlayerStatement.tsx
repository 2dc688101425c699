import type { Lang } from '../../stores/lang.ts';
import { formatAmount, parseMajor } from '../../lib/money/index.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { useT, type T } from '../i18n.ts';
import { Loader } from '../ui/Loader.tsx';
import type { Statement, StatementEntry } from './api.ts';
import { isLedgerKind } from '../../lib/money/ledger-kinds.ts';
import { HISTORY_PAGE_SIZE, PeriodSelect, usePeriodPages } from './period-pages.tsx';
import { statementReference } from '../../lib/offer/references.ts';

/** The logged-in player's statement (loaded on demand by AccountStatement). */
export default function PlayerStatement({ lang, userId, currency }: { lang: Lang; userId: number; currency: string }) {
  const t = useT(lang);
  const history = usePeriodPages<Statement>('account-statement', userId);
  const { loaded, page, setPage } = history;
  const pages = loaded.kind === 'ok' ? Math.max(1, Math.ceil(loaded.data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <div className="acc-statement">
      <PeriodSelect className="acc-toolbar" pages={history} t={t} />
      {loaded.kind === 'loading' ? <Loader lang={lang} /> : null}
      {loaded.kind === 'failed' ? (
        <p className="acc-error" role="alert">
          {t('account.error.loadFailed')}{' '}
          <button type="button" className="isl-button isl-button--ghost" onClick={history.retry}>
            {t('account.retry')}
          </button>
        </p>
      ) : null}
      {loaded.kind === 'ok' && loaded.data.entries.length === 0 ? <p className="acc-hint">{t('statement.empty')}</p> : null}
      {loaded.kind === 'ok' && loaded.data.entries.length > 0 ? (
        <>
          <div className="acc-table-wrap">
            <table className="acc-table">
              <caption className="isl-visually-hidden">{t('statement.caption', { currency })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statement.date')}</th>
                  <th scope="col">{t('statement.kind')}</th>
                  <th scope="col">{t('statement.reference')}</th>
                  <th scope="col" className="acc-num">
                    {t('statement.amount')}
                  </th>
                  <th scope="col" className="acc-num">
                    {t('statement.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.entries.map((entry) => (
                  <Row key={entry.id} entry={entry} t={t} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="acc-pager" aria-label={t('statement.pages')}>
            <button type="button" className="isl-button isl-button--ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('statement.previous')}
            </button>
            <span>{t('statement.pageOf', { page: page + 1, pages })}</span>
            <button type="button" className="isl-button isl-button--ghost" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('statement.next')}
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}

function Row({ entry, t, lang }: { entry: StatementEntry; t: T; lang: Lang }) {
  const amount = parseMajor(entry.amount, { allowNegative: true }) ?? 0n;
  const after = parseMajor(entry.balance_after, { allowNegative: true }) ?? 0n;
  return (
    <tr>
      <td>
        <time dateTime={entry.created_at}>{formatsFor(lang).dateTime(Date.parse(entry.created_at))}</time>
      </td>
      <td>{isLedgerKind(entry.kind) ? t(`statement.kinds.${entry.kind}`) : entry.kind.replace(/_/g, ' ')}</td>
      <td className="acc-ref">{entry.reference ? statementReference(t, entry.reference) : '–'}</td>
      <td className={`acc-num ${amount < 0n ? 'acc-negative' : 'acc-positive'}`}>
        {amount > 0n ? '+' : ''}
        {formatAmount(amount, lang)}
      </td>
      <td className="acc-num">{formatAmount(after, lang)}</td>
    </tr>
  );
}
