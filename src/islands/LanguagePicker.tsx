import { useId, useState, type FormEvent } from 'react';
import { LANGS, saveLang, type Lang } from '../stores/lang.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';

/** The mobile /language page: pick a language, confirm, go home in it. */
export default function LanguagePicker({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Picker lang={lang} />
    </ErrorBoundary>
  );
}

function Picker({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [choice, setChoice] = useState<Lang>(lang);
  const name = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveLang(choice);
    window.location.assign('/');
  };
  return (
    <form className="isl-lang-picker" onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('language.title')}</legend>
        {LANGS.map((code) => (
          <label key={code} className="isl-lang-picker__option">
            <input type="radio" name={name} value={code} checked={choice === code} onChange={() => setChoice(code)} />
            <span lang={code}>{t(`language.${code}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="isl-button isl-button--primary">
        {t('language.confirm')}
      </button>
    </form>
  );
}
