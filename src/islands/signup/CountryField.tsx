import { SIGNUP_COUNTRIES } from '../../lib/account/signup-limits.ts';
import type { T } from '../i18n.ts';
import { FormField, type FieldBase } from '../ui/form.tsx';

/** Country names in the page's language (Intl), so no country list needs translating by hand. */
function countryNamer(lang: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lang === 'sr' ? 'sr-Latn' : lang], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The sign-up countries as [code, name] in the page's language, sorted by name. */
export function countryChoices(lang: string): Array<[code: string, name: string]> {
  const country = countryNamer(lang);
  return SIGNUP_COUNTRIES.map((code): [string, string] => [code, country(code)]).sort((a, b) => a[1].localeCompare(b[1], lang));
}

/** The country select of the sign-up and affiliate forms, sorted by the names the page's language gives. */
export function CountryField({
  field,
  lang,
  label,
  value,
  onValue,
  autoComplete,
  t,
}: {
  field: FieldBase;
  lang: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  autoComplete?: string;
  t: T;
}) {
  return (
    <FormField {...field} label={label}>
      {(p) => (
        <select {...p} className="isl-input" name="country" autoComplete={autoComplete} value={value} onChange={(e) => onValue(e.target.value)}>
          <option value="">{t('signup.countryChoose')}</option>
          {countryChoices(lang).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
