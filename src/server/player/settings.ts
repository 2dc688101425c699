// A player's own settings, kept in players.settings (jsonb) and parsed on every read so an
// old or damaged row falls back to safe defaults instead of breaking the account.
import { z } from 'zod';
import { NO_LIMITS, type Limit, type Limits } from '../../lib/limits/index.ts';
import { DEFAULT_ODDS_FORMAT, ODDS_FORMATS } from '../../lib/format/odds-format.ts';
import { DEFAULT_LANG, LANGS } from '../../lib/format/lang.ts';

const LimitSchema = z.object({
  value: z.number().int().nonnegative().nullable(),
  pending: z.object({ value: z.number().int().nonnegative().nullable(), effectiveAt: z.number() }).nullable(),
});
const LimitsSchema = z.object({ daily: LimitSchema, weekly: LimitSchema, monthly: LimitSchema });

export const TITLES = ['mr', 'mrs'] as const;

// The date of birth and the country are not here: they are the account's record (players
// columns, given at sign-up), read and written with the account (0013 moved older values there).
const personalFields = {
  title: z.enum(TITLES).nullable(),
  street: z.string().max(120),
  house_number: z.string().max(20),
  zip: z.string().max(20),
  city: z.string().max(80),
  mobile_phone: z.string().max(32),
  // A player is written to in one of the site's languages.
  contact_language: z.enum(LANGS),
};
export const PersonalSchema = z.object({
  title: personalFields.title.default(null),
  street: personalFields.street.default(''),
  house_number: personalFields.house_number.default(''),
  zip: personalFields.zip.default(''),
  city: personalFields.city.default(''),
  mobile_phone: personalFields.mobile_phone.default(''),
  contact_language: personalFields.contact_language.default(DEFAULT_LANG),
});
/** A change of personal details: only the fields sent (defaults would overwrite the others). */
export const PersonalChangeSchema = z.object(personalFields).partial();
export type Personal = z.infer<typeof PersonalSchema>;

export const AUTO_LOGOUT_MINUTES = [0, 15, 30, 60] as const;
export const REALITY_CHECK_MINUTES = [0, 30, 60, 120, 240, 480] as const;

const SettingsSchema = z.object({
  personal: PersonalSchema.default(PersonalSchema.parse({})),
  stake_limits: LimitsSchema.default(NO_LIMITS),
  deposit_limits: LimitsSchema.default(NO_LIMITS),
  loss_limits: LimitsSchema.default(NO_LIMITS),
  auto_logout_minutes: z.number().int().default(0),
  reality_check_minutes: z.number().int().default(0),
  // How the player reads prices (decimal, fractional, American); the browser keeps a copy for visitors' pages.
  odds_format: z.enum(ODDS_FORMATS).catch(DEFAULT_ODDS_FORMAT).default(DEFAULT_ODDS_FORMAT),
  // The daily session time limit in minutes (issue 18): tighter at once, looser after the cooling-off.
  play_time_limit: LimitSchema.default({ value: null, pending: null }),
  // Quick bet (issue 31, part 2): a tapped price opens a one-tap stake sheet instead of the slip.
  quick_bet: z.boolean().catch(false).default(false),
  // The stake of the player's last quick bet in minor units, offered again in the sheet.
  quick_bet_stake: z.number().int().positive().nullable().catch(null).default(null),
});
export type Settings = z.infer<typeof SettingsSchema> & { stake_limits: Limits; deposit_limits: Limits; loss_limits: Limits; play_time_limit: Limit };

export function readSettings(raw: unknown): Settings {
  const parsed = SettingsSchema.safeParse(raw ?? {});
  return (parsed.success ? parsed.data : SettingsSchema.parse({})) as Settings;
}
