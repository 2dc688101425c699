// The pieces every form island is built from (sign-up, affiliate application, contact): a
// labelled control with its hint and error, text and text-area fields, the submit row and
// the outcome line. One definition, so the forms label, describe and announce alike.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { Lang } from '../../stores/lang.ts';
import type { T } from '../i18n.ts';
import type { TranslateParams } from '../translate.ts';
import { Loader } from './Loader.tsx';

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A translation key, or a key with its parameters. */
export type FieldError = string | { key: string; params?: TranslateParams | undefined } | undefined;

/** What a form hands each of its fields: the control's id, its error and whether it is required. */
export interface FieldBase {
  id: string;
  error?: FieldError;
  required?: boolean;
  t: T;
}

interface FieldProps extends FieldBase {
  label: string;
  hint?: string | undefined;
  /** A tooltip on the required mark (the contact form names it). */
  requiredTitle?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}

/** One labelled control with its error under it, tied to it for screen readers. */
export function FormField({ id, label, required, error, hint, requiredTitle, t, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="isl-field">
      <label htmlFor={id} className="isl-field__label">
        {label}
        {required ? (
          <span className="isl-field__required" title={requiredTitle} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, ...(required ? { required: true } : {}), ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p id={hintId} className="isl-form__note">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="isl-field__error">
          {typeof error === 'string' ? t(error) : t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  );
}

interface ValueProps {
  field: FieldBase;
  name: string;
  label: string;
  hint?: string | undefined;
  requiredTitle?: string | undefined;
  value: string;
  onValue: (value: string) => void;
}

/** A one-line text control (text, e-mail, password, date, url) in a FormField. */
export function TextField({
  field,
  name,
  label,
  hint,
  requiredTitle,
  value,
  onValue,
  ...attrs
}: ValueProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof ValueProps | 'id' | 'onChange'>) {
  return (
    <FormField {...field} label={label} hint={hint} requiredTitle={requiredTitle}>
      {(p) => <input {...p} className="isl-input" name={name} {...attrs} value={value} onChange={(e) => onValue(e.target.value)} />}
    </FormField>
  );
}

/** A multi-line text control in a FormField. */
export function TextAreaField({
  field,
  name,
  label,
  hint,
  requiredTitle,
  value,
  onValue,
  ...attrs
}: ValueProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof ValueProps | 'id' | 'onChange'>) {
  return (
    <FormField {...field} label={label} hint={hint} requiredTitle={requiredTitle}>
      {(p) => <textarea {...p} className="isl-input isl-textarea" name={name} {...attrs} value={value} onChange={(e) => onValue(e.target.value)} />}
    </FormField>
  );
}

/** The submit button, disabled while sending, with the spinner beside it. */
export function FormActions({ lang, sending, label, sendingLabel }: { lang: Lang; sending: boolean; label: string; sendingLabel: string }) {
  return (
    <div className="isl-form__actions">
      <button type="submit" className="isl-button isl-button--primary" disabled={sending}>
        {label}
      </button>
      {sending ? <Loader lang={lang} label={sendingLabel} /> : null}
    </div>
  );
}

/** The line under a form that announces how the send went (already translated texts). */
export function FormOutcome({ role = 'status', success, failure }: { role?: 'status' | 'alert'; success?: string | null | false; failure?: string | null | false }) {
  return (
    <div role={role} className="isl-form__outcome">
      {success ? <p className="isl-form__success">{success}</p> : null}
      {failure ? <p className="isl-form__failure">{failure}</p> : null}
    </div>
  );
}

/** Moves the focus to the first field (in the form's order) that shows an error; true when there was one. */
export function focusFirstError<F extends string>(order: readonly F[], errors: Partial<Record<F, unknown>>, idPrefix: string): boolean {
  const first = order.find((f) => errors[f]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  return first !== undefined;
}
