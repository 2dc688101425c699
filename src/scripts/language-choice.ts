// A choice in the top bar's language select (components/chrome/LanguageSelect.astro) saves the
// language and reloads the page in it. Heard on the document in the capture phase, before
// any other handler can touch the field.
import { isLang, saveLang } from '../stores/lang.ts';

document.addEventListener(
  'change',
  (event) => {
    const field = event.target;
    if (!(field instanceof HTMLSelectElement) || !field.hasAttribute('data-lang-choice')) return;
    const next = field.value;
    if (!isLang(next) || next === document.documentElement.lang) return;
    saveLang(next);
    window.location.reload();
  },
  true,
);
