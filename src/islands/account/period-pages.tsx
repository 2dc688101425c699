// A player's history read a page at a time over a period (the account statement, the casino
// rounds): one hook for the load, the retry and the pager, one select for the period.
import { useEffect, useId, useState } from 'react';
import type { T } from '../i18n.ts';
import { periodFromTime, STATEMENT_PERIODS, type StatementPeriod } from './statement-period.ts';

/** Rows a history page shows. */
export const HISTORY_PAGE_SIZE = 20;

export type Loaded<D> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; data: D };

export interface PeriodPages<D> {
  period: StatementPeriod;
  /** Chooses another period and goes back to the first page. */
  choosePeriod(period: StatementPeriod): void;
  /** The page shown, from 0; its first row is page * HISTORY_PAGE_SIZE. */
  page: number;
  setPage(page: number): void;
  loaded: Loaded<D>;
  retry(): void;
}

/**
 * Loads `path` of the API for the period and page shown, again whenever the player (`owner`),
 * the period or the page changes; a superseded load is aborted and never shown.
 */
export function usePeriodPages<D>(path: string, owner: number): PeriodPages<D> {
  const [period, setPeriod] = useState<StatementPeriod>('7');
  const [page, setPage] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<D>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    // The API client loads with the first page: the pages that hold these islands ship without it.
    import('../api/client.ts')
      .then(({ apiGet }) =>
        apiGet<D>(path, {
          noCache: true,
          signal: controller.signal,
          searchParams: { from_time: periodFromTime(period, Date.now()), limit: HISTORY_PAGE_SIZE, offset: page * HISTORY_PAGE_SIZE },
        }),
      )
      .then(
        (data) => setLoaded({ kind: 'ok', data }),
        () => !controller.signal.aborted && setLoaded({ kind: 'failed' }),
      );
    return () => controller.abort();
  }, [path, owner, period, page, attempt]);

  return {
    period,
    choosePeriod: (next) => {
      setPeriod(next);
      setPage(0);
    },
    page,
    setPage,
    loaded,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** The period filter: today or the last N days (island texts). */
export function PeriodSelect({ className, pages, t }: { className: string; pages: Pick<PeriodPages<unknown>, 'period' | 'choosePeriod'>; t: T }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{t('statement.period')}</label>
      <select id={id} className="isl-input" value={pages.period} onChange={(e) => pages.choosePeriod(e.currentTarget.value as StatementPeriod)}>
        {STATEMENT_PERIODS.map((p) => (
          <option key={p} value={p}>
            {p === 'today' ? t('statement.today') : t('statement.lastDays', { days: p })}
          </option>
        ))}
      </select>
    </div>
  );
}
