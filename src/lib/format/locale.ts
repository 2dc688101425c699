// Every number, amount, odd, date and time the player reads, written the way the page's
// language writes it, through Intl (issue 16, item 9). One module so that no component
// formats by hand: en reads "1,234.50 EUR" and "23/11/2026 18:30", de "1.234,50 EUR" and
// "23.11.2026 18:30", sr "1.234,50 EUR" and "23.11.2026. 18:30". Times are always the
// operator's zone (Europe/Belgrade); only the writing follows the language.
import { SITE_TIME_ZONE, gmtOffsetLabel, zonedInstant } from './datetime.ts';
import type { Lang } from './lang.ts';

export type FormatLang = Lang;

/** The Intl locale each site language writes with (British English: day before month, 24-hour clock). */
export const INTL_LOCALE: Readonly<Record<FormatLang, string>> = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };

type DateInput = Date | number;

export interface Formats {
  /** A plain count or measure: 1234 -> "1,234" / "1.234". */
  number(value: number, fractionDigits?: number): string;
  /** Minor units with two decimals, no currency: 123450 -> "1,234.50" / "1.234,50". */
  amount(minor: bigint | number): string;
  /** Odds in integer hundredths with two decimals: 185 -> "1.85" / "1,85". */
  odds(hundredths: number): string;
  /** The calendar date: "23/11/2026", "23.11.2026", "23.11.2026.". */
  date(at: DateInput): string;
  /** The wall-clock time, 24-hour: "18:30", or "18:30:05" with seconds. */
  time(at: DateInput, options?: { seconds?: boolean }): string;
  /** Date and time joined by a space. */
  dateTime(at: DateInput): string;
  /** The desktop clock: date, time with seconds and the GMT offset. */
  clock(at: DateInput): string;
}

const cache = new Map<string, Formats>();

function build(lang: FormatLang, timeZone: string): Formats {
  const locale = INTL_LOCALE[lang] ?? INTL_LOCALE.en;
  const decimal = (digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const twoDecimals = decimal(2);
  const whole = decimal(0);
  const dateFormat = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const secondsFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const ms = (at: DateInput): number => (typeof at === 'number' ? at : at.getTime());
  // Intl reads a numeric string exactly ("12345E-2" is 123.45), so an amount never passes through a float.
  const amount = (minor: bigint | number): string => twoDecimals.format(`${minor}E-2` as unknown as number);
  const formats: Formats = {
    // Counts are whole; a measure with decimals is rare enough to build its formatter each time.
    number: (value, fractionDigits = 0) => (fractionDigits ? decimal(fractionDigits) : whole).format(value),
    amount,
    odds: (hundredths) => twoDecimals.format(Math.round(hundredths) / 100),
    date: (at) => dateFormat.format(ms(at)),
    time: (at, options = {}) => (options.seconds ? secondsFormat : timeFormat).format(ms(at)),
    dateTime: (at) => `${dateFormat.format(ms(at))} ${timeFormat.format(ms(at))}`,
    clock: (at) => `${dateFormat.format(ms(at))} ${secondsFormat.format(ms(at))} ${gmtOffsetLabel(at, timeZone)}`,
  };
  return formats;
}

/** The formatters of a language (built once per language and zone). */
export function formatsFor(lang: FormatLang, timeZone: string = SITE_TIME_ZONE): Formats {
  const key = `${lang}|${timeZone}`;
  let f = cache.get(key);
  if (!f) {
    f = build(lang, timeZone);
    cache.set(key, f);
  }
  return f;
}

// One PluralRules per language: building one is far dearer than asking it (issue 20, a page render).
const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in the language: sr has one (1, 21), few (2-4, 22) and other (5, 11-14). */
export function pluralCategory(lang: FormatLang, count: number): Intl.LDMLPluralRule {
  const locale = INTL_LOCALE[lang] ?? INTL_LOCALE.en;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The key i18next would read for a count: `key_<category>` when the resources have it,
 * else `key_other`, else the key itself. Resources hold _one, _few and _other in every
 * language (English and German simply never select _few).
 */
export function pluralKey(has: (key: string) => boolean, key: string, lang: FormatLang, count: number): string {
  const exact = `${key}_${pluralCategory(lang, count)}`;
  if (has(exact)) return exact;
  return has(`${key}_other`) ? `${key}_other` : key;
}

/**
 * The instant a Belgrade wall-clock text in the Serbian pattern names ("25.11.2026. 22:13", as
 * the login answer's logged_in_from writes it), so it can be shown in the page language; NaN
 * for anything else.
 */
export function parseSerbianDateTime(text: string, timeZone: string = SITE_TIME_ZONE): number {
  const n = (text.match(/\d+/g) ?? []).map(Number);
  if (n.length !== 5) return Number.NaN;
  const [day, month, year, hour, minute] = n as [number, number, number, number, number];
  return zonedInstant({ year, month, day, hour, minute, second: 0 }, timeZone);
}
