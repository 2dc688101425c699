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
import { EMAIL_MAX_LENGTH } from '../../lib/validation/index.ts';
import { useT } from '../i18n.ts';
import { sendJson } from '../api/json.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { focusFirstError, FormActions, FormOutcome, TextAreaField, TextField } from '../ui/form.tsx';
import { CountryField } from './CountryField.tsx';
import { affiliateErrorKey } from './errors.ts';
import './signup.css';

/**
 * The /become-affiliate application form; applications are stored for the operator. `initial`
 * is what the browser posted itself, sent before this island ran.
 */
export default function AffiliateForm({ lang, initial }: { lang: Lang; initial?: AffiliateInput | undefined }) {
  return (
    <ErrorBoundary lang={lang}>
      <Form lang={lang} initial={initial} />
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

function Form({ lang, initial }: { lang: Lang; initial: AffiliateInput | undefined }) {
  const t = useT(lang);
  const [values, setValues] = useState<AffiliateInput>(initial ?? EMPTY);
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
    if (focusFirstError(ORDER, found, id)) return;
    setStatus('sending');
    const answer = await sendJson('POST', 'affiliate-applications', {
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      website: values.website.trim(),
      message: values.message.trim(),
    });
    if (answer.ok) {
      setValues(EMPTY);
      setStatus('sent');
      return;
    }
    setStatus('idle');
    setFailure(answer.status === 0 ? 'network_error_message' : answer.status === 429 ? 'signup.affiliate.error.throttled' : 'signup.affiliate.error.failed');
  };

  const field = (name: AffiliateField) => ({ id: `${id}-${name}`, error: errors[name], t, required: true });
  const text = (name: 'name' | 'email' | 'website') => ({ field: field(name), name, value: values[name], onValue: (v: string) => update(name, v) });

  return (
    // Sent before this island runs (it hydrates when the page is idle), the browser posts the form
    // to its own page, which shows it again filled in (pages/[company].astro) and scrolled to it:
    // the page's #apply holds this form.
    <form className="isl-form affiliate-form" method="post" action="#apply" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('signup.affiliate.formTitle')}</h2>
      <p className="isl-form__note">{t('signup.requiredNote')}</p>
      <TextField {...text('name')} label={t('signup.affiliate.name')} autoComplete="organization" maxLength={AFFILIATE_NAME_MAX_LENGTH} />
      <TextField {...text('email')} label={t('signup.affiliate.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <TextField {...text('website')} label={t('signup.affiliate.website')} type="url" placeholder="https://" autoComplete="url" maxLength={AFFILIATE_WEBSITE_MAX_LENGTH} />
      <CountryField field={field('country')} lang={lang} label={t('signup.affiliate.country')} value={values.country} onValue={(v) => update('country', v)} t={t} />
      <TextAreaField
        field={field('message')}
        name="message"
        label={t('signup.affiliate.message')}
        rows={5}
        maxLength={AFFILIATE_MESSAGE_MAX_LENGTH}
        value={values.message}
        onValue={(v) => update('message', v)}
      />
      <FormActions lang={lang} sending={status === 'sending'} label={t('signup.affiliate.submit')} sendingLabel={t('signup.affiliate.sending')} />
      <FormOutcome success={status === 'sent' && t('signup.affiliate.sent')} failure={failure && t(failure)} />
    </form>
  );
}
