import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import { showToast } from '../stores/toasts.ts';
import type { Lang } from '../stores/lang.ts';
import { CONTACT_CONTENT_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, EMAIL_MAX_LENGTH, type ContactField } from '../lib/validation/index.ts';
import type { ApiFailure } from './api/client.ts';
import { useT, type T } from './i18n.ts';
import { contactErrors, type ContactErrors } from './contact/errors.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';
import { Loader } from './ui/Loader.tsx';

/** The contact form (spec section 5): e-mail, subject and message required; the player's username sent along. */
export default function ContactForm({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Form lang={lang} />
    </ErrorBoundary>
  );
}

type Values = Record<'email' | 'subject' | 'content', string>;
const EMPTY: Values = { email: '', subject: '', content: '' };

function Form({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const hydrated = useHydrated();
  const user = useStore($session);
  const username = hydrated ? user?.username : undefined;
  const [values, setValues] = useState<Values>(EMPTY);
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
    const firstInvalid = (['email', 'subject', 'content'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
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

  const field = (name: ContactField) => ({ id: `${formId}-${name}`, error: errors[name] });

  return (
    <form className="isl-form" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'}>
      <p className="isl-form__note">{t('contact.requiredNote')}</p>
      {username ? (
        <Field {...field('username')} label={t('contact.username')} t={t}>
          {(props) => <input {...props} className="isl-input" name="username" value={username} readOnly />}
        </Field>
      ) : null}
      <Field {...field('email')} label={t('contact.email')} required t={t}>
        {(props) => (
          <input
            {...props}
            className="isl-input"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />
        )}
      </Field>
      <Field {...field('subject')} label={t('contact.subject')} required t={t}>
        {(props) => (
          <input
            {...props}
            className="isl-input"
            name="subject"
            maxLength={CONTACT_SUBJECT_MAX_LENGTH}
            value={values.subject}
            onChange={(e) => update('subject', e.target.value)}
          />
        )}
      </Field>
      <Field {...field('content')} label={t('contact.content')} required t={t}>
        {(props) => (
          <textarea
            {...props}
            className="isl-input isl-textarea"
            name="content"
            rows={6}
            maxLength={CONTACT_CONTENT_MAX_LENGTH}
            value={values.content}
            onChange={(e) => update('content', e.target.value)}
          />
        )}
      </Field>
      <div className="isl-form__actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={status === 'sending'}>
          {t('contact.submit')}
        </button>
        {status === 'sending' ? <Loader lang={lang} label={t('contact.sending')} /> : null}
      </div>
      <div role="status" className="isl-form__outcome">
        {status === 'sent' ? <p className="isl-form__success">{t('contact.success')}</p> : null}
        {status === 'failed' ? <p className="isl-form__failure">{t('contact.failed')}</p> : null}
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: { key: string; params?: Record<string, string | number> } | undefined;
  t: T;
  children: (props: ControlProps) => ReactNode;
}

function Field({ id, label, required, error, t, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="isl-field">
      <label htmlFor={id} className="isl-field__label">
        {label}
        {required ? (
          <span className="isl-field__required" title={t('contact.required')} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="isl-field__error">
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  );
}

/** No answer came: the API client's status 0, or the client's own file did not load (a failed import is a TypeError). */
function noAnswer(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ApiFailure') return (error as ApiFailure).status === 0;
  return error instanceof TypeError;
}
