// Money as integer minor units (cents). Text in, text out: no floating point ever touches an
// amount. Every currency is shown with two decimals, XPT included, because the site's stake
// rules (spec section 5) are written in hundredths.

import { formatsFor, type FormatLang } from '../format/locale.ts';

export const MINOR_PER_MAJOR = 100n;
/** Whole-unit digits an amount may have: 13 + "." + 2 decimals is the spec's input length of 16. */
export const MAX_MAJOR_DIGITS = 13;
/** The largest amount parseMajor accepts, in minor units (9,999,999,999,999.99). */
export const MAX_MINOR = 10n ** BigInt(MAX_MAJOR_DIGITS + 2) - 1n;

const AMOUNT = new RegExp(`^(-)?(\\d{1,${MAX_MAJOR_DIGITS}})(?:\\.(\\d{1,2}))?$`);

export interface ParseOptions {
  /** Accept a leading minus (operator debits); stakes and balances never allow it. */
  allowNegative?: boolean;
}

/**
 * Reads a major-unit decimal string ("100", "100.5", "100.50", "-25.00") as minor units.
 * Returns undefined for anything else: "1.234", "-", "1e3", "1,000", " 1", "abc", "".
 */
export function parseMajor(text: string, options: ParseOptions = {}): bigint | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  if (minus && !options.allowNegative) return undefined;
  const minor = BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(2, '0'));
  return minus ? -minor : minor;
}

/** A regular expression source for the same grammar, for zod schemas and input patterns. */
export const MAJOR_AMOUNT_PATTERN = `^-?\\d{1,${MAX_MAJOR_DIGITS}}(\\.\\d{1,2})?$`;

const toBigInt = (minor: bigint | number): bigint => {
  if (typeof minor === 'bigint') return minor;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}.`);
  return BigInt(minor);
};

/** Minor units as the API's plain decimal string: 100000n -> "1000.00", -5n -> "-0.05". */
export function formatMajor(minor: bigint | number): string {
  const value = toBigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / MINOR_PER_MAJOR;
  const cents = (abs % MINOR_PER_MAJOR).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

export type MoneyLocale = FormatLang;

/**
 * Minor units for display: two decimals, grouped thousands, then the currency code.
 * formatMoney(100000n, 'EUR') is "1,000.00 EUR"; with locale 'sr' it is "1.000,00 EUR".
 */
export function formatMoney(minor: bigint | number, currency: string, locale: MoneyLocale = 'en'): string {
  return `${formatAmount(minor, locale)} ${currency}`;
}

/** Like formatMoney without the currency code, for columns that name it once. */
export function formatAmount(minor: bigint | number, locale: MoneyLocale = 'en'): string {
  // One formatter for every number the player reads (src/lib/format/locale.ts, Intl).
  return formatsFor(locale).amount(minor);
}
