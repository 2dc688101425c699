import type { T } from '../i18n.ts';
import { signupOpen } from './signup-open.ts';

/**
 * The spec's open-account prompt for visitors: "New here? Open an account". Render it only
 * after hydration and without a session; it renders nothing when sign-up is turned off.
 */
export function OpenAccountPrompt({ t, compact = false }: { t: T; compact?: boolean }) {
  if (!signupOpen()) return null;
  return (
    <p className={`open-account${compact ? ' open-account--compact' : ''}`}>
      <span>{t('signup.prompt')}</span>{' '}
      <a href="/open-account" className="open-account__link">
        {t('signup.openAccount')}
      </a>
    </p>
  );
}
