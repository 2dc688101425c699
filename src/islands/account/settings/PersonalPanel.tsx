import { Fragment, useId, useState, type FormEvent } from 'react';
import { $session } from '../../../stores/session.ts';
import type { Account, Personal } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { fromMonthDayYear, toMonthDayYear } from './dob.ts';
import { countryChoices } from '../../signup/CountryField.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'account.personal.firstName', autoComplete: 'given-name', max: 60 },
  { name: 'last_name', label: 'account.personal.lastName', autoComplete: 'family-name', max: 60 },
  { name: 'street', label: 'account.personal.street', autoComplete: 'address-line1', max: 120 },
  { name: 'house_number', label: 'account.personal.houseNumber', autoComplete: 'off', max: 20 },
  { name: 'zip', label: 'account.personal.zip', autoComplete: 'postal-code', max: 20 },
  { name: 'city', label: 'account.personal.city', autoComplete: 'address-level2', max: 80 },
  { name: 'mobile_phone', label: 'account.personal.mobilePhone', autoComplete: 'tel', max: 32 },
] as const;

type TextField = (typeof TEXT_FIELDS)[number]['name'];

function valueOf(account: Account, name: TextField): string {
  return name === 'first_name' || name === 'last_name' ? account[name] : account.personal[name];
}

const KNOWN = ['invalid_date', 'validation_failed', 'underage', 'invalid_country', 'date_of_birth_recorded'];

/**
 * Personal details of spec section 2; the date of birth is typed and shown month-day-year.
 * The date of birth and the country are the account's record (given at sign-up): a recorded date
 * of birth is shown, not edited, and a country is picked from the sign-up list.
 */
export function PersonalPanel({ account, onSaved, t, lang }: PanelProps) {
  const { state, run, busy } = useSave(KNOWN);
  const [dobError, setDobError] = useState(false);
  const ids = { title: useId(), dob: useId(), country: useId(), lang: useId(), base: useId() };
  const recordedDob = account.personal.date_of_birth;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const dob = recordedDob ? recordedDob : fromMonthDayYear(String(data.get('date_of_birth') ?? ''));
    setDobError(dob === undefined);
    if (dob === undefined) return;
    const title = String(data.get('title') ?? '');
    const body: Record<string, unknown> = {
      title: title === 'mr' || title === 'mrs' ? title : null,
      country: String(data.get('country') ?? ''),
      contact_language: String(data.get('contact_language') ?? 'en') as Personal['contact_language'],
    };
    if (!recordedDob) body.date_of_birth = dob;
    for (const field of TEXT_FIELDS) body[field.name] = String(data.get(field.name) ?? '').trim();
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/personal', body));
    if (!saved) return;
    onSaved(saved);
    const user = $session.get();
    if (user) $session.set({ ...user, first_name: saved.first_name, last_name: saved.last_name });
  };

  return (
    <form className="acc-form acc-grid" onSubmit={onSubmit} noValidate>
      <div className="acc-field">
        <label htmlFor={ids.title}>{t('account.personal.salutation')}</label>
        <select id={ids.title} name="title" className="isl-input" defaultValue={account.personal.title ?? ''}>
          <option value="">–</option>
          <option value="mr">{t('account.personal.mr')}</option>
          <option value="mrs">{t('account.personal.mrs')}</option>
        </select>
      </div>
      {TEXT_FIELDS.slice(0, 2).map((f) => (
        <Field key={f.name} id={`${ids.base}-${f.name}`} label={t(f.label)} name={f.name} autoComplete={f.autoComplete} max={f.max} value={valueOf(account, f.name)} />
      ))}
      <div className="acc-field">
        <label htmlFor={ids.dob}>{t('account.personal.dateOfBirth')}</label>
        {recordedDob ? (
          <>
            <input id={ids.dob} className="isl-input acc-recorded" value={toMonthDayYear(recordedDob)} readOnly aria-describedby={`${ids.dob}-note`} />
            <span id={`${ids.dob}-note`} className="acc-hint">
              {t('account.personal.dateRecorded')} <a href="/contact">{t('account.personal.contactUs')}</a>
            </span>
          </>
        ) : (
          <input
            id={ids.dob}
            name="date_of_birth"
            className="isl-input"
            inputMode="numeric"
            placeholder={t('account.personal.datePlaceholder')}
            defaultValue=""
            aria-invalid={dobError || undefined}
            aria-describedby={dobError ? `${ids.dob}-error` : undefined}
          />
        )}
        {dobError ? (
          <span id={`${ids.dob}-error`} className="acc-error">
            {t('account.personal.dateInvalid')}
          </span>
        ) : null}
      </div>
      {TEXT_FIELDS.slice(2).map((f) => (
        <Fragment key={f.name}>
          {/* The spec's order: the address, the country, then the mobile phone. */}
          {f.name === 'mobile_phone' ? <CountrySelect id={ids.country} value={account.personal.country} lang={lang} label={t('account.personal.country')} /> : null}
          <Field id={`${ids.base}-${f.name}`} label={t(f.label)} name={f.name} autoComplete={f.autoComplete} max={f.max} value={valueOf(account, f.name)} />
        </Fragment>
      ))}
      <div className="acc-field">
        <label htmlFor={ids.lang}>{t('account.personal.contactLanguage')}</label>
        <select id={ids.lang} name="contact_language" className="isl-input" defaultValue={account.personal.contact_language}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
          <option value="sr">Srpski</option>
        </select>
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}

function Field({ id, label, name, autoComplete, max, value }: { id: string; label: string; name: string; autoComplete: string; max: number; value: string }) {
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} className="isl-input" autoComplete={autoComplete} maxLength={max} defaultValue={value} />
    </div>
  );
}

/** The sign-up countries; an older free-text country stays as its own choice until another is picked. */
function CountrySelect({ id, value, lang, label }: { id: string; value: string; lang: string; label: string }) {
  const choices = countryChoices(lang);
  const unlisted = value !== '' && !choices.some(([code]) => code === value);
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="country" className="isl-input" autoComplete="country" defaultValue={value}>
        {value === '' ? <option value="">–</option> : null}
        {unlisted ? <option value={value}>{value}</option> : null}
        {choices.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
