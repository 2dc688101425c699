import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../stores/lang.ts';
import {
  AFFILIATE_MESSAGE_MAX_LENGTH,
  AFFILIATE_NAME_MAX_LENGTH,
  AFFILIATE_WEBSITE_MAX_LENGTH,
  affiliateProblems,
  type AffiliateField,
  type AffiliateInput,
} from '../../lib/account/affiliate-rules.ts';
import { SIGNUP_COUNTRIES } from '../../lib/account/signup-limits.ts';
import { EMAIL_MAX_LENGTH } from '../../lib/validation/index.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { countryNamer, FormField } from './FormField.tsx';
import { affiliateErrorKey } from './errors.ts';
import './signup.css';

/** The /become-affiliate application form; applications are stored for the operator. */
export default function AffiliateForm({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Form lang={lang} />
    </ErrorBoundary>
  );
}

const EMPTY: AffiliateInput = { name: '', email: '', website: '', country: '', message: '' };
const ORDER: AffiliateField[] = ['name', 'email', 'website', 'country', 'message'];
type Errors = Partial<Record<AffiliateField, string>>;

function errorsOf(input: AffiliateInput): Errors {
  const found: Errors = {};
  for (const [field, problem] of Object.entries(affiliateProblems(input)) as Array<[AffiliateField, NonNullable<ReturnType<typeof affiliateProblems>[AffiliateField]>]>) {
    found[field] = affiliateErrorKey(field, problem);
  }
  return found;
}

function Form({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [values, setValues] = useState<AffiliateInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const update = (field: AffiliateField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === 'sent') setStatus('idle');
    if (errors[field]) setErrors({ ...errors, [field]: errorsOf(next)[field] });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = errorsOf(values);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch('/api/affiliate-applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, name: values.name.trim(), email: values.email.trim(), website: values.website.trim(), message: values.message.trim() }),
      });
      if (response.ok) {
        setValues(EMPTY);
        setStatus('sent');
        return;
      }
      setStatus('idle');
      setFailure(response.status === 429 ? 'signup.affiliate.error.throttled' : 'signup.affiliate.error.failed');
    } catch {
      setStatus('idle');
      setFailure('network_error_message');
    }
  };

  const field = (name: AffiliateField) => ({ id: `${id}-${name}`, error: errors[name], t, required: true });
  const country = countryNamer(lang);
  const countries = [...SIGNUP_COUNTRIES].sort((a, b) => country(a).localeCompare(country(b), lang));

  return (
    <form className="isl-form affiliate-form" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('signup.affiliate.formTitle')}</h2>
      <p className="isl-form__note">{t('signup.requiredNote')}</p>
      <FormField {...field('name')} label={t('signup.affiliate.name')}>
        {(p) => (
          <input
            {...p}
            className="isl-input"
            name="name"
            autoComplete="organization"
            maxLength={AFFILIATE_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('email')} label={t('signup.affiliate.email')}>
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
      <FormField {...field('website')} label={t('signup.affiliate.website')}>
        {(p) => (
          <input
            {...p}
            className="isl-input"
            name="website"
            type="url"
            placeholder="https://"
            autoComplete="url"
            maxLength={AFFILIATE_WEBSITE_MAX_LENGTH}
            value={values.website}
            onChange={(e) => update('website', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('country')} label={t('signup.affiliate.country')}>
        {(p) => (
          <select {...p} className="isl-input" name="country" value={values.country} onChange={(e) => update('country', e.target.value)}>
            <option value="">{t('signup.countryChoose')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {country(code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('message')} label={t('signup.affiliate.message')}>
        {(p) => (
          <textarea
            {...p}
            className="isl-input isl-textarea"
            name="message"
            rows={5}
            maxLength={AFFILIATE_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(e) => update('message', e.target.value)}
          />
        )}
      </FormField>
      <div className="isl-form__actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={status === 'sending'}>
          {t('signup.affiliate.submit')}
        </button>
        {status === 'sending' ? <Loader lang={lang} label={t('signup.affiliate.sending')} /> : null}
      </div>
      <div role="status" className="isl-form__outcome">
        {status === 'sent' ? <p className="isl-form__success">{t('signup.affiliate.sent')}</p> : null}
        {failure ? <p className="isl-form__failure">{t(failure)}</p> : null}
      </div>
    </form>
  );
}
