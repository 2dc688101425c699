import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LANGS, LANG_KEY, saveLang, type Lang } from '../stores/lang.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';

/**
 * The mobile /language page: pick a language, confirm, go home in it. On a slow line the radios
 * are on screen before this runs: a language tapped meanwhile is taken up when it does, and a
 * form confirmed meanwhile is posted by the browser to the page, which saves the choice in the
 * cookie and goes home in it (local storage follows the cookie there: components/chrome/LanguageFromCookie.astro).
 */
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
  const form = useRef<HTMLFormElement>(null);
  /** The radio checked on screen: it can be one tapped before this island ran. */
  const checked = (): Lang | undefined => {
    const value = form.current ? new FormData(form.current).get(LANG_KEY) : null;
    return LANGS.find((code) => code === value);
  };
  useEffect(() => {
    const early = checked();
    if (early) setChoice(early);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveLang(checked() ?? choice);
    window.location.assign('/');
  };
  return (
    <form ref={form} className="isl-lang-picker" method="post" onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('language.title')}</legend>
        {LANGS.map((code) => (
          <label key={code} className="isl-lang-picker__option">
            <input type="radio" name={LANG_KEY} value={code} checked={choice === code} onChange={() => setChoice(code)} />
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
