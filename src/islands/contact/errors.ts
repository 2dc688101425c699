// The contact form's messages for the shared rules' problem codes (src/lib/validation).
import {
  CONTACT_CONTENT_MAX_LENGTH,
  CONTACT_CONTENT_MIN_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessageProblems,
  type ContactField,
  type ContactMessageInput,
} from '../../lib/validation/index.ts';
import type { TranslateParams } from '../translate.ts';

export interface FieldError {
  key: string;
  params?: TranslateParams;
}

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

const PARAMS: TranslateParams = { min: CONTACT_CONTENT_MIN_LENGTH, max: CONTACT_CONTENT_MAX_LENGTH };
const SUBJECT_PARAMS: TranslateParams = { max: CONTACT_SUBJECT_MAX_LENGTH };

/** Each invalid field's translation key (contact.error.<field>.<problem>) with its values. */
export function contactErrors(input: ContactMessageInput): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, problem] of Object.entries(contactMessageProblems(input)) as [ContactField, string][]) {
    errors[field] = { key: `contact.error.${field}.${problem}`, params: field === 'subject' ? SUBJECT_PARAMS : PARAMS };
  }
  return errors;
}
