// Every number, amount, odd, date and time the player reads, written the way the page's
// language writes it, through Intl (issue 16, item 9). One module so that no component
// formats by hand: en reads "1,234.50 EUR" and "23/11/2026 18:30", de "1.234,50 EUR" and
// "23.11.2026 18:30", sr "1.234,50 EUR" and "23.11.2026. 18:30". Times are always the
// operator's zone (Europe/Belgrade); only the writing follows the language.
import { SITE_TIME_ZONE, gmtOffsetLabel, zonedInstant } from './datetime.ts';

export type FormatLang = 'en' | 'de' | 'sr';

/** The Intl locale each site language writes with (British English: day before month, 24-hour clock). */
export const INTL_LOCALE: Readonly<Record<FormatLang, string>> = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };

type DateInput = Date | number;

export interface Formats {
  readonly lang: FormatLang;
  /** A plain count or measure: 1234 -> "1,234" / "1.234". */
  number(value: number, fractionDigits?: number): string;
  /** Minor units with two decimals, no currency: 123450 -> "1,234.50" / "1.234,50". */
  amount(minor: bigint | number): string;
  /** Minor units with the currency code after: "1.234,50 EUR". */
  money(minor: bigint | number, currency: string): string;
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

// Minor units as a plain decimal string ("-1234.05"); src/lib/money builds on this module, so it is not imported from there.
function majorText(minor: bigint | number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}.`);
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function build(lang: FormatLang, timeZone: string): Formats {
  const locale = INTL_LOCALE[lang] ?? INTL_LOCALE.en;
  const decimals = new Map<number, Intl.NumberFormat>();
  const decimal = (digits: number): Intl.NumberFormat => {
    let f = decimals.get(digits);
    if (!f) {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      decimals.set(digits, f);
    }
    return f;
  };
  const twoDecimals = decimal(2);
  const dateFormat = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const secondsFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const ms = (at: DateInput): number => (typeof at === 'number' ? at : at.getTime());
  // Intl reads a decimal string exactly, so an amount never passes through a float.
  const amount = (minor: bigint | number): string => twoDecimals.format(majorText(minor) as unknown as number);
  const formats: Formats = {
    lang,
    number: (value, fractionDigits = 0) => decimal(fractionDigits).format(value),
    amount,
    money: (minor, currency) => `${amount(minor)} ${currency}`,
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

const pluralRules = new Map<FormatLang, Intl.PluralRules>();

/** The CLDR plural category of a count in the language: sr has one (1, 21), few (2-4, 22) and other (5, 11-14). */
export function pluralCategory(lang: FormatLang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[lang] ?? INTL_LOCALE.en);
    pluralRules.set(lang, rules);
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

const SERBIAN_WALL_CLOCK = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?,?\s+(\d{1,2}):(\d{2})$/;

/**
 * The instant a Belgrade wall-clock text in the Serbian pattern names ("25.11.2026. 22:13", as
 * the login answer's logged_in_from writes it), so it can be shown in the page language; NaN
 * for anything else.
 */
export function parseSerbianDateTime(text: string, timeZone: string = SITE_TIME_ZONE): number {
  const m = SERBIAN_WALL_CLOCK.exec(text.trim());
  if (!m) return Number.NaN;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zonedInstant({ year, month, day, hour, minute, second: 0 }, timeZone);
}
