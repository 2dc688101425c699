// The /become-affiliate application form's rules, shared by the island and the server.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../validation/index.ts';
import { SIGNUP_COUNTRIES } from './signup-limits.ts';

export const AFFILIATE_NAME_MAX_LENGTH = 100;
export const AFFILIATE_WEBSITE_MAX_LENGTH = 200;
export const AFFILIATE_MESSAGE_MIN_LENGTH = 10;
export const AFFILIATE_MESSAGE_MAX_LENGTH = 2000;
/** An http(s) address with a dotted host, e.g. https://tips.example.com/football. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]{2,}(?:[/?#]\S*)?$/i;

export interface AffiliateInput {
  name: string;
  email: string;
  website: string;
  country: string;
  message: string;
}

export type AffiliateField = keyof AffiliateInput;

/** The longest value each field takes (a country is its two-letter code). */
export const AFFILIATE_FIELD_MAX_LENGTH: Record<AffiliateField, number> = {
  name: AFFILIATE_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  website: AFFILIATE_WEBSITE_MAX_LENGTH,
  country: 2,
  message: AFFILIATE_MESSAGE_MAX_LENGTH,
};

export type AffiliateProblem = 'required' | 'invalid' | 'too_short' | 'too_long';

/** Every field's first problem; an empty object means the application can be sent. */
export function affiliateProblems(input: AffiliateInput): Partial<Record<AffiliateField, AffiliateProblem>> {
  const problems: Partial<Record<AffiliateField, AffiliateProblem>> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > AFFILIATE_NAME_MAX_LENGTH) problems.name = 'too_long';
  else if (!SINGLE_LINE_TEXT_PATTERN.test(name)) problems.name = 'invalid';

  const email = input.email.trim();
  if (!email) problems.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH) problems.email = 'too_long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'invalid';

  const website = input.website.trim();
  if (!website) problems.website = 'required';
  else if (website.length > AFFILIATE_WEBSITE_MAX_LENGTH) problems.website = 'too_long';
  else if (!WEBSITE_PATTERN.test(website)) problems.website = 'invalid';

  if (!input.country) problems.country = 'required';
  else if (!(SIGNUP_COUNTRIES as readonly string[]).includes(input.country)) problems.country = 'invalid';

  const message = input.message.trim();
  if (!message) problems.message = 'required';
  else if (message.length < AFFILIATE_MESSAGE_MIN_LENGTH) problems.message = 'too_short';
  else if (message.length > AFFILIATE_MESSAGE_MAX_LENGTH) problems.message = 'too_long';
  else if (!MULTI_LINE_TEXT_PATTERN.test(message)) problems.message = 'invalid';
  return problems;
}
