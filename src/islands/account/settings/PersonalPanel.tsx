import { useId, useState, type FormEvent } from 'react';
import { $session } from '../../../stores/session.ts';
import type { Account, Personal } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { fromMonthDayYear, toMonthDayYear } from './dob.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'account.personal.firstName', autoComplete: 'given-name', max: 60 },
  { name: 'last_name', label: 'account.personal.lastName', autoComplete: 'family-name', max: 60 },
  { name: 'street', label: 'account.personal.street', autoComplete: 'address-line1', max: 120 },
  { name: 'house_number', label: 'account.personal.houseNumber', autoComplete: 'off', max: 20 },
  { name: 'zip', label: 'account.personal.zip', autoComplete: 'postal-code', max: 20 },
  { name: 'city', label: 'account.personal.city', autoComplete: 'address-level2', max: 80 },
  { name: 'country', label: 'account.personal.country', autoComplete: 'country-name', max: 80 },
  { name: 'mobile_phone', label: 'account.personal.mobilePhone', autoComplete: 'tel', max: 32 },
] as const;

type TextField = (typeof TEXT_FIELDS)[number]['name'];

function valueOf(account: Account, name: TextField): string {
  return name === 'first_name' || name === 'last_name' ? account[name] : account.personal[name];
}

/** Personal details of spec section 2; the date of birth is typed and shown month-day-year. */
export function PersonalPanel({ account, onSaved, t }: PanelProps) {
  const { state, run, busy } = useSave(['invalid_date', 'validation_failed']);
  const [dobError, setDobError] = useState(false);
  const ids = { title: useId(), dob: useId(), lang: useId(), base: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const dob = fromMonthDayYear(String(data.get('date_of_birth') ?? ''));
    setDobError(dob === undefined);
    if (dob === undefined) return;
    const title = String(data.get('title') ?? '');
    const body: Record<string, unknown> = {
      title: title === 'mr' || title === 'mrs' ? title : null,
      date_of_birth: dob,
      contact_language: String(data.get('contact_language') ?? 'en') as Personal['contact_language'],
    };
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
        <input
          id={ids.dob}
          name="date_of_birth"
          className="isl-input"
          inputMode="numeric"
          placeholder={t('account.personal.datePlaceholder')}
          defaultValue={toMonthDayYear(account.personal.date_of_birth)}
          aria-invalid={dobError || undefined}
          aria-describedby={dobError ? `${ids.dob}-error` : undefined}
        />
        {dobError ? (
          <span id={`${ids.dob}-error`} className="acc-error">
            {t('account.personal.dateInvalid')}
          </span>
        ) : null}
      </div>
      {TEXT_FIELDS.slice(2).map((f) => (
        <Field key={f.name} id={`${ids.base}-${f.name}`} label={t(f.label)} name={f.name} autoComplete={f.autoComplete} max={f.max} value={valueOf(account, f.name)} />
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
