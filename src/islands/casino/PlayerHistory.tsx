// The casino rounds of a logged-in player. GamingHistory.tsx loads this on demand, so that a
// visitor's page (the note to log in) does not ship it (issue 15's JS budget); the
// stylesheets stay with the island (build/client-chunks.mjs says why).
import { HISTORY_PAGE_SIZE, PeriodSelect, usePeriodPages } from '../account/period-pages.tsx';
import { formatsFor } from '../../lib/format/locale.ts';
import { useT } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';
import type { LoggedUser } from '../../stores/session.ts';
import { translate, type Dict } from '../translate.ts';
import { formatMoney, parseMajor } from '../../lib/money/index.ts';
import { Loader } from '../ui/Loader.tsx';

interface Props {
  lang: Lang;
  /** casinoMessages(lang) from ./messages.ts, given by the page. */
  messages: Dict;
}

interface Round {
  id: string;
  game: string;
  time: string;
  bet: string;
  win: string;
  balance_after: string | null;
  status: 'open' | 'settled';
}

const PAGE = HISTORY_PAGE_SIZE;

/** The rounds of a logged-in player: loaded only once someone is logged in (a visitor sees the note). */
export default function PlayerHistory({ lang, messages, user }: Props & { user: LoggedUser }) {
  const t = (key: string) => translate(messages, key);
  const tIslands = useT(lang);
  const history = usePeriodPages<{ total: number; rounds: Round[] }>('gaming-history', user.id);
  const { loaded } = history;
  const offset = history.page * PAGE;

  // The same period filter as the account statement.
  const filter = <PeriodSelect className="gh-toolbar" pages={history} t={tIslands} />;
  if (loaded.kind === 'failed')
    return (
      <>
        {filter}
        <p className="cas-empty" role="alert">
          {t('history.loadFailed')}
        </p>
      </>
    );
  if (loaded.kind === 'loading')
    return (
      <>
        {filter}
        <div className="cas-loading">
          <Loader lang={lang} />
        </div>
      </>
    );
  const data = loaded.data;
  if (data.total === 0)
    return (
      <>
        {filter}
        <p className="cas-empty">{t('history.empty')}</p>
      </>
    );

  const money = (major: string | null) => (major === null ? '–' : formatMoney(parseMajor(major) ?? 0n, user.currency, lang));
  return (
    <div className="gh">
      {filter}
      <table className="gh-table">
        <thead>
          <tr>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.game')}</th>
            <th scope="col" className="gh-num">
              {t('history.bet')}
            </th>
            <th scope="col" className="gh-num">
              {t('history.win')}
            </th>
            <th scope="col" className="gh-num">
              {t('history.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rounds.map((r) => (
            <tr key={r.id}>
              <td data-label={t('history.time')}>{formatsFor(lang).dateTime(new Date(r.time))}</td>
              <td data-label={t('history.game')}>{r.game}</td>
              <td data-label={t('history.bet')} className="gh-num">
                {money(r.bet)}
              </td>
              <td data-label={t('history.win')} className={`gh-num${r.win !== '0.00' ? ' gh-win' : ''}`}>
                {r.status === 'open' ? t('history.inPlay') : money(r.win)}
              </td>
              <td data-label={t('history.balanceAfter')} className="gh-num">
                {money(r.balance_after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="gh-pager">
        <button type="button" className="cas-tabs-button" disabled={offset === 0} onClick={() => history.setPage(history.page - 1)}>
          {t('history.previous')}
        </button>
        <span>
          {offset + 1}–{Math.min(offset + PAGE, data.total)} / {data.total}
        </span>
        <button type="button" className="cas-tabs-button" disabled={offset + PAGE >= data.total} onClick={() => history.setPage(history.page + 1)}>
          {t('history.next')}
        </button>
      </nav>
    </div>
  );
}
