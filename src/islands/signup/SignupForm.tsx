import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type LoggedUser } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { formatMoney } from '../../lib/money/index.ts';
import { MIN_SIGNUP_AGE, NAME_MAX_LENGTH, SIGNUP_COUNTRIES } from '../../lib/account/signup-limits.ts';
import type { SignupField, SignupInput } from '../../lib/account/signup-rules.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../lib/validation/index.ts';
import { useT, type T } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Loader } from '../ui/Loader.tsx';
import { countryNamer, FormField } from './FormField.tsx';
import './signup.css';

interface Props {
  lang: Lang;
  currency: string;
  /** Today on the site's calendar by the server's clock (YYYY-MM-DD): the age rule's day. */
  today: string;
}

/** /open-account: self sign-up; the new player is logged in and offered a play-money deposit. */
export default function SignupForm(props: Props) {
  return (
    <ErrorBoundary lang={props.lang}>
      <Signup {...props} />
    </ErrorBoundary>
  );
}

type Values = Omit<SignupInput, 'acceptTerms' | 'acceptResponsibleGaming'>;
const EMPTY: Values = { username: '', email: '', password: '', repeatPassword: '', firstName: '', lastName: '', dateOfBirth: '', country: '' };
const ORDER: SignupField[] = ['username', 'email', 'password', 'firstName', 'lastName', 'dateOfBirth', 'country', 'acceptTerms', 'acceptResponsibleGaming'];
type Errors = Partial<Record<SignupField, string>>;
type Submit = typeof import('./submit.ts');

function Signup({ lang, currency, today }: Props) {
  const t = useT(lang);
  const hydrated = useHydrated();
  const user = useStore($session);
  const [values, setValues] = useState<Values>(EMPTY);
  const [accepted, setAccepted] = useState({ acceptTerms: false, acceptResponsibleGaming: false });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  // The rules and the call load with the first send (they are not needed to show the form).
  const submit = useRef<Submit | null>(null);

  if (!hydrated) return <div className="acc-pending" aria-hidden="true" />;
  if (user) return status === 'done' ? <Welcome user={user} lang={lang} t={t} /> : <AlreadyIn t={t} />;

  const input = (): SignupInput => ({ ...values, ...accepted });
  const check = (next: SignupInput): Errors => submit.current?.checkSignup(next, today) ?? {};
  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field showing an error is checked again as the player corrects it.
    const key = field === 'repeatPassword' ? 'password' : field;
    if (errors[key]) setErrors({ ...errors, [key]: check({ ...next, ...accepted })[key] });
  };
  const toggle = (field: keyof typeof accepted, on: boolean) => {
    const next = { ...accepted, [field]: on };
    setAccepted(next);
    if (errors[field]) setErrors({ ...errors, [field]: check({ ...values, ...next })[field] });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    submit.current ??= await import('./submit.ts');
    const found = check(input());
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    const outcome = await submit.current.send(input(), currency);
    if (outcome.ok) {
      setStatus('done');
      submit.current.keepSession(outcome.user);
      return;
    }
    setStatus('idle');
    if (outcome.fields) {
      setErrors(outcome.fields);
      const firstBad = ORDER.find((f) => outcome.fields?.[f]);
      if (firstBad) document.getElementById(`${id}-${firstBad}`)?.focus();
    } else setFailure(outcome.messageKey);
  };

  const field = (name: SignupField) => ({ id: `${id}-${name}`, error: errors[name], t, required: true });
  const country = countryNamer(lang);
  const countries = [...SIGNUP_COUNTRIES].sort((a, b) => country(a).localeCompare(country(b), lang));
  const latestBirth = shiftYears(today, -MIN_SIGNUP_AGE);

  return (
    <form className="isl-form signup-form" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'}>
      <p className="isl-form__note">{t('signup.requiredNote')}</p>
      <fieldset className="signup-group">
        <legend>{t('signup.accountGroup')}</legend>
        <FormField {...field('username')} label={t('signup.username')} hint={t('signup.usernameHint')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="username"
              autoComplete="username"
              maxLength={USERNAME_MAX_LENGTH}
              value={values.username}
              onChange={(e) => update('username', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('email')} label={t('signup.email')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('password')} label={t('signup.password')} hint={t('account.password.rules')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={(e) => update('password', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-repeat`} t={t} required label={t('signup.repeatPassword')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.repeatPassword}
              onChange={(e) => update('repeatPassword', e.target.value)}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="signup-group">
        <legend>{t('signup.personalGroup')}</legend>
        <FormField {...field('firstName')} label={t('signup.firstName')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="firstName"
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              value={values.firstName}
              onChange={(e) => update('firstName', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('lastName')} label={t('signup.lastName')}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="lastName"
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={values.lastName}
              onChange={(e) => update('lastName', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('dateOfBirth')} label={t('signup.dateOfBirth')} hint={t('signup.ageHint', { age: MIN_SIGNUP_AGE })}>
          {(p) => (
            <input
              {...p}
              className="isl-input"
              name="dateOfBirth"
              type="date"
              autoComplete="bday"
              max={latestBirth}
              value={values.dateOfBirth}
              onChange={(e) => update('dateOfBirth', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('country')} label={t('signup.country')}>
          {(p) => (
            <select {...p} className="isl-input" name="country" autoComplete="country" value={values.country} onChange={(e) => update('country', e.target.value)}>
              <option value="">{t('signup.countryChoose')}</option>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {country(code)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="isl-field">
          <span className="isl-field__label">{t('signup.currency')}</span>
          <p className="signup-currency">
            <strong>{currency}</strong> <span className="isl-form__note">{t('signup.currencyNote')}</span>
          </p>
        </div>
      </fieldset>
      <fieldset className="signup-group">
        <legend>{t('signup.rulesGroup')}</legend>
        <p className="signup-rg">{t('signup.responsibleGamingText')}</p>
        <Check id={`${id}-acceptTerms`} checked={accepted.acceptTerms} onChange={(on) => toggle('acceptTerms', on)} error={errors.acceptTerms} t={t}>
          {t('signup.acceptTerms')}{' '}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            {t('signup.readTerms')}
          </a>
        </Check>
        <Check
          id={`${id}-acceptResponsibleGaming`}
          checked={accepted.acceptResponsibleGaming}
          onChange={(on) => toggle('acceptResponsibleGaming', on)}
          error={errors.acceptResponsibleGaming}
          t={t}
        >
          {t('signup.acceptResponsibleGaming', { age: MIN_SIGNUP_AGE })}{' '}
          <a href="/responsible-gaming" target="_blank" rel="noopener">
            {t('signup.readResponsibleGaming')}
          </a>
        </Check>
      </fieldset>
      <div className="isl-form__actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={status === 'sending'}>
          {t('signup.submit')}
        </button>
        {status === 'sending' ? <Loader lang={lang} label={t('signup.sending')} /> : null}
      </div>
      <div role="alert" className="isl-form__outcome">
        {failure ? <p className="isl-form__failure">{t(failure)}</p> : null}
      </div>
    </form>
  );
}

function Check({ id, checked, onChange, error, t, children }: { id: string; checked: boolean; onChange: (on: boolean) => void; error?: string; t: T; children: React.ReactNode }) {
  return (
    <div className="isl-field">
      <label className="signup-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="isl-field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function Welcome({ user, lang, t }: { user: LoggedUser; lang: Lang; t: T }) {
  return (
    <section className="signup-welcome" aria-labelledby="signup-welcome-title">
      <h2 id="signup-welcome-title">{t('signup.welcomeTitle', { name: user.first_name || user.username })}</h2>
      <p>{t('signup.welcomeText', { amount: formatMoney(user.balance, user.currency, lang) })}</p>
      <p className="signup-welcome__actions">
        <a className="isl-button isl-button--primary" href="/deposit">
          {t('signup.depositCta')}
        </a>
        <a className="isl-button isl-button--ghost" href="/sports-betting">
          {t('signup.browseFirst')}
        </a>
      </p>
    </section>
  );
}

function AlreadyIn({ t }: { t: T }) {
  return (
    <p className="acc-note">
      {t('signup.alreadyIn')} <a href="/">{t('signup.toHome')}</a>
    </p>
  );
}

/** YYYY-MM-DD moved by whole years (29 February becomes 28 February). */
function shiftYears(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y + years, m - 1, Math.min(d, m === 2 ? 28 : d)));
  return at.toISOString().slice(0, 10);
}
