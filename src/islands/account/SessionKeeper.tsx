import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { formatMoney } from '../../lib/money/index.ts';
import { formatsFor, parseSerbianDateTime } from '../../lib/format/locale.ts';
import { useT, type T } from '../i18n.ts';
import { Modal } from '../ui/Modal.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { $realityCheck, continueAfterRealityCheck, startKeeper } from './keeper.ts';
import { logout } from './logout.ts';
import { $sessionPlay, loadSessionPlay } from './session-play.ts';
import { SessionClocks } from './SessionClock.tsx';

/**
 * Mounted once per page while a player is logged in: keeps the session alive (token
 * refresh, live socket, automatic logout, reality check) and fills the desktop top bar's
 * last-login figures.
 */
export default function SessionKeeper({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Keeper lang={lang} />
    </ErrorBoundary>
  );
}

function Keeper({ lang }: { lang: Lang }) {
  const t = useT(lang);
  useEffect(startKeeper, []);
  useEffect(() => {
    void loadSessionPlay();
    // The figures leave with the player.
    return () => $sessionPlay.set(null);
  }, []);
  useTopBar(lang);
  return (
    <>
      <SessionClocks t={t} />
      <RealityCheckModal lang={lang} t={t} />
    </>
  );
}

/** The layout's top-bar slots for "last login" and "logged in since", revealed for a player. */
function useTopBar(lang: Lang): void {
  const user = useStore($session);
  useEffect(() => {
    const box = document.querySelector<HTMLElement>('[data-session-info]');
    if (!box) return;
    const last = box.querySelector<HTMLElement>('[data-last-login]');
    const from = box.querySelector<HTMLElement>('[data-logged-in-from]');
    const lastAt = user?.last_login ? Date.parse(user.last_login) : NaN;
    if (last) last.textContent = Number.isFinite(lastAt) ? formatsFor(lang).dateTime(lastAt) : '–';
    // The server writes logged_in_from as Belgrade wall-clock text in the Serbian pattern; shown in the page language.
    const fromAt = user?.logged_in_from ? parseSerbianDateTime(user.logged_in_from) : NaN;
    if (from) from.textContent = Number.isFinite(fromAt) ? formatsFor(lang).dateTime(fromAt) : (user?.logged_in_from ?? '–');
    box.hidden = !user;
  }, [user, lang]);
  // The keeper leaves with the player: so do the figures.
  useEffect(
    () => () => {
      const box = document.querySelector<HTMLElement>('[data-session-info]');
      if (box) box.hidden = true;
    },
    [],
  );
}

/** "1 h 05 min" style duration. */
export function durationText(ms: number, t: T): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('account.durationHours', { hours, minutes: String(minutes % 60).padStart(2, '0') }) : t('account.durationMinutes', { minutes });
}

function RealityCheckModal({ lang, t }: { lang: Lang; t: T }) {
  const check = useStore($realityCheck);
  const play = useStore($sessionPlay);
  // The figures since login come from the server (ledger and session start) when the check shows.
  useEffect(() => {
    if (check) void loadSessionPlay();
  }, [check]);
  const durationMs = play ? Date.now() - play.startedAtLocal : (check?.durationMs ?? 0);
  const net = play ? play.net : (check?.netMinor ?? 0);
  const currency = play?.currency ?? check?.currency ?? '';
  return (
    <Modal
      open={check !== null}
      onClose={continueAfterRealityCheck}
      title={t('account.realityCheckTitle')}
      lang={lang}
      actions={
        <>
          <button type="button" className="isl-button isl-button--primary" onClick={continueAfterRealityCheck}>
            {t('account.realityCheckContinue')}
          </button>
          <button type="button" className="isl-button isl-button--ghost" onClick={() => void logout()}>
            {t('account.logout')}
          </button>
        </>
      }
    >
      {check ? (
        <>
          <dl className="acc-facts">
            <div>
              <dt>{t('account.realityCheckDuration')}</dt>
              <dd>{durationText(durationMs, t)}</dd>
            </div>
            {play ? (
              <>
                <div>
                  <dt>{t('playtime.stakes')}</dt>
                  <dd data-reality="stakes">{formatMoney(play.stakes, currency, lang)}</dd>
                </div>
                <div>
                  <dt>{t('playtime.returns')}</dt>
                  <dd data-reality="returns">{formatMoney(play.returns, currency, lang)}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('account.realityCheckNet')}</dt>
              <dd data-reality="net" className={net < 0 ? 'acc-negative' : undefined}>
                {net > 0 ? '+' : ''}
                {formatMoney(net, currency, lang)}
              </dd>
            </div>
          </dl>
          <p>
            <a href="/account-settings#betting-limits" onClick={continueAfterRealityCheck}>
              {t('playtime.limits')}
            </a>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
