// The sign-up form's limits and country list, apart from its rules so a page can show them
// without loading the checks.

/** The youngest a player may be to open an account. */
export const MIN_SIGNUP_AGE = 18;
export const NAME_MAX_LENGTH = 50;
/** Letters of any script, with spaces, hyphens, apostrophes and dots between them (Jovan, Ana-Marija, O'Neil, Müller). */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Countries a player may sign up from (ISO 3166-1 alpha-2); the page names them with Intl in its language. */
export const SIGNUP_COUNTRIES = [
  'AT',
  'BA',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
] as const;
