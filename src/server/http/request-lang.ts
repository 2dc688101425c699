// The language of an API answer: the `lang` cookie the site sets when it is one of ours,
// else the first of ours in Accept-Language, else the default. Anything else is ignored.
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/index.ts';

/** The `lang` cookie's value when it names one of our languages, else undefined. */
export function langFromCookie(cookieHeader: string | null | undefined): Lang | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === 'lang') {
      const value = rest.join('=').trim();
      return isLang(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The language to answer a request in, from its headers. */
export function requestLang(headers: { get(name: string): string | null | undefined }): Lang {
  const fromCookie = langFromCookie(headers.get('cookie'));
  if (fromCookie) return fromCookie;
  for (const range of (headers.get('accept-language') ?? '').split(',')) {
    const primary = range.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANG;
}
