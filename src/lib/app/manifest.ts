// The web app manifest (https://www.w3.org/TR/appmanifest/) in one language: what a browser
// needs to install the site as an app (names, icons, colours, standalone display). Every
// language's manifest names the same app (one id, one scope), so switching the language
// never installs a second one.
import type { Lang } from '../format/lang.ts';

export interface ManifestTexts {
  /** The app's name, as the launcher shows it. */
  name: string;
  /** What the app is, in a line. */
  description: string;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Lang;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

/** The browser chrome around the app: the header's colour (the pages' theme-color meta says the same). */
export const APP_THEME_COLOR = '#0f1d33';
/** The splash screen behind the icon while the app starts: the pages' background. */
const APP_BACKGROUND_COLOR = '#081222';

/** The manifest's URL for a language; the page links the one of the player's language. */
export const manifestPath = (lang: Lang): string => `/app/${lang}.webmanifest`;

const icon = (file: string, size: number, purpose: ManifestIcon['purpose']): ManifestIcon => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });

/** The manifest of the app in a language. */
export function webAppManifest(lang: Lang, texts: ManifestTexts): WebAppManifest {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.name,
    description: texts.description,
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['sports', 'entertainment'],
    icons: [icon('icon-192.png', 192, 'any'), icon('icon-512.png', 512, 'any'), icon('maskable-192.png', 192, 'maskable'), icon('maskable-512.png', 512, 'maskable')],
  };
}
