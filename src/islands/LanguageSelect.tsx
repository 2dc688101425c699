import { useId, type ChangeEvent } from 'react';
import { LANGS, isLang, saveLang, type Lang } from '../stores/lang.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';

/** The desktop top bar's language select; a change reloads the page in the new language. */
export default function LanguageSelect({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Select lang={lang} />
    </ErrorBoundary>
  );
}

function Select({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLang(next) || next === lang) return;
    saveLang(next);
    window.location.reload();
  };
  return (
    <span className="isl-lang-select">
      <label htmlFor={id} className="isl-visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={lang} onChange={onChange}>
        {LANGS.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
