// The account settings of a logged-in player: change password and the player-protection
// panels. AccountSettings.tsx loads this on demand, so that a visitor's page (the prompt to
// log in) does not ship the forms (issue 15's JS budget).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Lang } from '../../../stores/lang.ts';
import { useT } from '../../i18n.ts';
import { Loader } from '../../ui/Loader.tsx';
import { fetchAccount, type Account } from '../api.ts';
import { ChangePasswordForm } from '../ChangePasswordForm.tsx';
import { PersonalPanel } from './PersonalPanel.tsx';
import { EmailPanel } from './EmailPanel.tsx';
import { LimitsPanel } from './LimitsPanel.tsx';
import { LockPanel } from './LockPanel.tsx';
import { SessionSettingsPanel } from './SessionSettingsPanel.tsx';
import { DevicesPanel } from './DevicesPanel.tsx';
import { OddsFormatPanel } from './OddsFormatPanel.tsx';
import { QuickBetPanel } from './QuickBetPanel.tsx';
import { SessionTimePanel } from './SessionTimePanel.tsx';
import { CoolOffPanel } from './CoolOffPanel.tsx';

/** The settings of a logged-in player: loaded only once someone is logged in (visitors see the prompt). */
export default function PlayerSettings({ lang, userId }: { lang: Lang; userId: number }) {
  const t = useT(lang);
  const [account, setAccount] = useState<Account | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    fetchAccount().then(setAccount, () => setFailed(true));
  }, []);
  useEffect(() => {
    load();
  }, [userId, load]);

  const props = account ? { account, onSaved: setAccount, t, lang } : null;
  return (
    <div className="acc-settings">
      <Section id="password" title={t('account.password.title')}>
        <ChangePasswordForm t={t} />
      </Section>
      {failed ? (
        <p className="acc-error" role="alert">
          {t('account.error.loadFailed')}{' '}
          <button type="button" className="isl-button isl-button--ghost" onClick={load}>
            {t('account.retry')}
          </button>
        </p>
      ) : !props ? (
        <Loader lang={lang} />
      ) : (
        <>
          <Section id="personal" title={t('account.personal.heading')}>
            <PersonalPanel {...props} />
          </Section>
          <Section id="email" title={t('account.email.title')}>
            <EmailPanel {...props} />
          </Section>
          <Section id="betting-limits" title={t('account.limits.stakeTitle')}>
            <LimitsPanel {...props} kind="stake" />
          </Section>
          <Section id="deposit-limits" title={t('account.limits.depositTitle')}>
            <LimitsPanel {...props} kind="deposit" />
          </Section>
          <Section id="loss-limits" title={t('account.limits.lossTitle')}>
            <LimitsPanel {...props} kind="loss" />
          </Section>
          <Section id="session-time" title={t('account.sessionTime.title')}>
            <SessionTimePanel {...props} />
          </Section>
          <Section id="session" title={t('account.sessionSettings.title')}>
            <SessionSettingsPanel {...props} />
          </Section>
          <Section id="odds-format" title={t('account.oddsFormat.title')}>
            <OddsFormatPanel {...props} />
          </Section>
          <Section id="quick-bet" title={t('account.quickBet.title')}>
            <QuickBetPanel {...props} />
          </Section>
          <Section id="devices" title={t('account.devices.title')}>
            <DevicesPanel t={t} />
          </Section>
          <Section id="cool-off" title={t('account.coolOff.title')}>
            <CoolOffPanel {...props} />
          </Section>
          <Section id="lock" title={t('account.lock.title')}>
            <LockPanel {...props} />
          </Section>
        </>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="acc-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="acc-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
