import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import { showToast } from '../stores/toasts.ts';
import type { Lang } from '../stores/lang.ts';
import { CONTACT_CONTENT_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, EMAIL_MAX_LENGTH, type ContactField } from '../lib/validation/index.ts';
import type { ApiFailure } from './api/client.ts';
import { useT } from './i18n.ts';
import { contactErrors, type ContactErrors } from './contact/errors.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';
import { focusFirstError, FormActions, FormField, FormOutcome, TextAreaField, TextField } from './ui/form.tsx';

/**
 * The contact form (spec section 5): e-mail, subject and message required; the player's
 * username sent along. `initial` is what the browser posted itself, sent before this island ran.
 */
export default function ContactForm({ lang, initial }: { lang: Lang; initial?: Partial<Values> }) {
  return (
    <ErrorBoundary lang={lang}>
      <Form lang={lang} initial={initial} />
    </ErrorBoundary>
  );
}

type Values = Record<'email' | 'subject' | 'content', string>;
const EMPTY: Values = { email: '', subject: '', content: '' };

function Form({ lang, initial }: { lang: Lang; initial?: Partial<Values> }) {
  const t = useT(lang);
  const hydrated = useHydrated();
  const user = useStore($session);
  const username = hydrated ? user?.username : undefined;
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const formId = useId();

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === 'sent' || status === 'failed') setStatus('idle');
    // Once a field shows an error it is checked again as the player corrects it.
    if (errors[field]) setErrors({ ...errors, [field]: contactErrors({ ...next, username })[field] });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = contactErrors({ ...values, username });
    setErrors(found);
    if (focusFirstError(['email', 'subject', 'content'], found, formId)) return;
    setStatus('sending');
    try {
      // The API client loads with the first send: the form's page ships without it (issue 15's JS budget).
      const { apiPost } = await import('./api/client.ts');
      await apiPost('contact', {
        ...(username ? { username } : {}),
        email: values.email.trim(),
        subject: values.subject.trim(),
        content: values.content.trim(),
      });
      setValues(EMPTY);
      setStatus('sent');
    } catch (error) {
      setStatus('failed');
      if (noAnswer(error)) showToast({ id: 'contact-error', kind: 'error', messageKey: 'network_error_message' });
    }
  };

  const field = (name: ContactField) => ({ id: `${formId}-${name}`, error: errors[name], t });
  const text = (name: keyof Values) => ({
    field: { ...field(name), required: true },
    name,
    requiredTitle: t('contact.required'),
    value: values[name],
    onValue: (v: string) => update(name, v),
  });

  return (
    // Sent before this island runs, the browser posts the form to its own page, which shows it
    // again filled in (pages/contact.astro): as a GET it put the address and the message in the URL.
    <form className="isl-form" method="post" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'}>
      <p className="isl-form__note">{t('contact.requiredNote')}</p>
      {username ? (
        <FormField {...field('username')} label={t('contact.username')}>
          {(props) => <input {...props} className="isl-input" name="username" value={username} readOnly />}
        </FormField>
      ) : null}
      <TextField {...text('email')} label={t('contact.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <TextField {...text('subject')} label={t('contact.subject')} maxLength={CONTACT_SUBJECT_MAX_LENGTH} />
      <TextAreaField {...text('content')} label={t('contact.content')} rows={6} maxLength={CONTACT_CONTENT_MAX_LENGTH} />
      <FormActions lang={lang} sending={status === 'sending'} label={t('contact.submit')} sendingLabel={t('contact.sending')} />
      <FormOutcome success={status === 'sent' && t('contact.success')} failure={status === 'failed' && t('contact.failed')} />
    </form>
  );
}

/** No answer came: the API client's status 0, or the client's own file did not load (a failed import is a TypeError). */
function noAnswer(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ApiFailure') return (error as ApiFailure).status === 0;
  return error instanceof TypeError;
}
