import { useCallback, useEffect, useState } from 'react';
import { formatsFor } from '../../../lib/format/locale.ts';
import { pageLang } from '../../i18n.ts';
import type { PanelProps } from './panel-props.ts';
import { failureKey } from '../api.ts';
import { logout } from '../logout.ts';
import { showNotice } from '../notice.ts';

export interface DeviceSession {
  id: string;
  device: string;
  address: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

const KNOWN = ['session_not_found'];

/**
 * The devices the player is logged in on, each with "log out this device", and "log out
 * everywhere". Logging out the current device or everywhere also clears this browser.
 */
export function DevicesPanel({ t }: Pick<PanelProps, 't'>) {
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const load = useCallback(async () => {
    const { apiGet } = await import('../../api/client.ts');
    try {
      const answer = await apiGet<{ sessions: DeviceSession[] }>('account/sessions', { noCache: true });
      setSessions(answer.sessions);
    } catch (err) {
      setError(failureKey(err, KNOWN));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const endOne = async (session: DeviceSession) => {
    setBusy(session.id);
    setError(null);
    setDone(false);
    const { apiDelete } = await import('../../api/client.ts');
    try {
      await apiDelete(`account/sessions/${session.id}`);
      if (session.current) {
        await logout({ callServer: false });
        window.location.assign('/');
        return;
      }
      setDone(true);
      await load();
    } catch (err) {
      setError(failureKey(err, KNOWN));
    } finally {
      setBusy(null);
    }
  };

  const endAll = async () => {
    setBusy('all');
    setError(null);
    const { apiPost } = await import('../../api/client.ts');
    try {
      await apiPost('auth/logout-everywhere', {});
      await logout({ callServer: false });
      showNotice('account.devices.everywhereDone');
      window.location.assign('/');
    } catch (err) {
      setError(failureKey(err, KNOWN));
      setBusy(null);
    }
  };

  const when = (iso: string) => formatsFor(pageLang()).dateTime(Date.parse(iso));
  return (
    <div className="acc-form">
      <p className="acc-hint">{t('account.devices.explain')}</p>
      {sessions === null && !error ? <p className="acc-hint">{t('loader.loading')}</p> : null}
      {sessions ? (
        <ul className="acc-devices">
          {sessions.map((s) => (
            <li key={s.id} className="acc-device">
              <div>
                <strong>{s.device}</strong>
                {s.current ? <span className="acc-device__current"> · {t('account.devices.current')}</span> : null}
                <p className="acc-hint">{t('account.devices.details', { since: when(s.created_at), address: s.address || '–', seen: when(s.last_seen_at) })}</p>
              </div>
              <button
                type="button"
                className="isl-button isl-button--ghost"
                disabled={busy !== null}
                aria-busy={busy === s.id}
                onClick={() => void endOne(s)}
                aria-label={`${t('account.devices.logOut')}: ${s.device}${s.current ? ` (${t('account.devices.current')})` : ''}`}
              >
                {t('account.devices.logOut')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="acc-actions">
        <button type="button" className="isl-button isl-button--danger" disabled={busy !== null} aria-busy={busy === 'all'} onClick={() => void endAll()}>
          {t('account.devices.logOutEverywhere')}
        </button>
        {done ? (
          <p className="acc-ok" role="status">
            {t('account.devices.ended')}
          </p>
        ) : null}
        {error ? (
          <p className="acc-error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
