// A player's own settings, kept in players.settings (jsonb) and parsed on every read so an
// old or damaged row falls back to safe defaults instead of breaking the account.
import { z } from 'zod';
import { NO_LIMITS, type Limits } from '../../lib/limits/index.ts';
import { DEFAULT_ODDS_FORMAT, ODDS_FORMATS } from '../../lib/format/odds-format.ts';

const LimitSchema = z.object({
  value: z.number().int().nonnegative().nullable(),
  pending: z.object({ value: z.number().int().nonnegative().nullable(), effectiveAt: z.number() }).nullable(),
});
const LimitsSchema = z.object({ daily: LimitSchema, weekly: LimitSchema, monthly: LimitSchema });

export const TITLES = ['mr', 'mrs'] as const;
export const CONTACT_LANGUAGES = ['en', 'de', 'sr'] as const;

export const PersonalSchema = z.object({
  title: z.enum(TITLES).nullable().default(null),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  street: z.string().max(120).default(''),
  house_number: z.string().max(20).default(''),
  zip: z.string().max(20).default(''),
  city: z.string().max(80).default(''),
  country: z.string().max(80).default(''),
  mobile_phone: z.string().max(32).default(''),
  contact_language: z.enum(CONTACT_LANGUAGES).default('en'),
});
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
});
export type Settings = z.infer<typeof SettingsSchema> & { stake_limits: Limits; deposit_limits: Limits; loss_limits: Limits };

export function readSettings(raw: unknown): Settings {
  const parsed = SettingsSchema.safeParse(raw ?? {});
  return (parsed.success ? parsed.data : SettingsSchema.parse({})) as Settings;
}
