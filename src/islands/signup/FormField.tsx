import type { ReactNode } from 'react';
import type { T } from '../i18n.ts';

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A translation key, shown under the control and tied to it for screen readers. */
  error?: string | undefined;
  hint?: string;
  t: T;
  children: (props: ControlProps) => ReactNode;
}

/** One labelled control of the sign-up and affiliate forms, with its error under it. */
export function FormField({ id, label, required, error, hint, t, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="isl-field">
      <label htmlFor={id} className="isl-field__label">
        {label}
        {required ? (
          <span className="isl-field__required" aria-hidden="true">
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
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Country names in the page's language (Intl), so no country list needs translating by hand. */
export function countryNamer(lang: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lang === 'sr' ? 'sr-Latn' : lang], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
