import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type LoggedUser } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { formatMoney } from '../../lib/money/index.ts';
import { MIN_SIGNUP_AGE, NAME_MAX_LENGTH } from '../../lib/account/signup-limits.ts';
import type { SignupField, SignupInput } from '../../lib/account/signup-rules.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../lib/validation/index.ts';
import { useT, type T } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { focusFirstError, FormActions, FormOutcome, TextField } from '../ui/form.tsx';
import { CountryField } from './CountryField.tsx';
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
    if (focusFirstError(ORDER, found, id)) return;
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
      focusFirstError(ORDER, outcome.fields, id);
    } else setFailure(outcome.messageKey);
  };

  const field = (name: SignupField) => ({ id: `${id}-${name}`, error: errors[name], t, required: true });
  // The repeated password has no error of its own: its problems show on the password field.
  const text = (name: keyof Values) => ({
    field: name === 'repeatPassword' ? { id: `${id}-repeat`, t, required: true } : field(name),
    name,
    value: values[name],
    onValue: (v: string) => update(name, v),
  });
  const latestBirth = shiftYears(today, -MIN_SIGNUP_AGE);

  return (
    <form className="isl-form signup-form" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'}>
      <p className="isl-form__note">{t('signup.requiredNote')}</p>
      <fieldset className="signup-group">
        <legend>{t('signup.accountGroup')}</legend>
        <TextField {...text('username')} label={t('signup.username')} hint={t('signup.usernameHint')} autoComplete="username" maxLength={USERNAME_MAX_LENGTH} />
        <TextField {...text('email')} label={t('signup.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <TextField
          {...text('password')}
          label={t('signup.password')}
          hint={t('account.password.rules')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField {...text('repeatPassword')} label={t('signup.repeatPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </fieldset>
      <fieldset className="signup-group">
        <legend>{t('signup.personalGroup')}</legend>
        <TextField {...text('firstName')} label={t('signup.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...text('lastName')} label={t('signup.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...text('dateOfBirth')} label={t('signup.dateOfBirth')} hint={t('signup.ageHint', { age: MIN_SIGNUP_AGE })} type="date" autoComplete="bday" max={latestBirth} />
        <CountryField field={field('country')} lang={lang} label={t('signup.country')} autoComplete="country" value={values.country} onValue={(v) => update('country', v)} t={t} />
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
      <FormActions lang={lang} sending={status === 'sending'} label={t('signup.submit')} sendingLabel={t('signup.sending')} />
      <FormOutcome role="alert" failure={failure && t(failure)} />
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
