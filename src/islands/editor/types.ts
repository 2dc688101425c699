// The shapes the editor API answers (src/server/api/content.ts), as the island reads them.
import type { CompanyPage } from '../../lib/content/pages.ts';
import type { Lang } from '../../lib/format/lang.ts';

export interface LanguageState {
  lang: Lang;
  missing: boolean;
  out_of_date: boolean;
  live: { version: number; title: string; updated: string; published_at: string; editor: string | null; material: boolean } | null;
}

export interface PageState {
  page: CompanyPage;
  languages: LanguageState[];
}

export interface VersionView {
  id: number;
  page: CompanyPage;
  lang: Lang;
  version: number;
  title: string;
  description: string;
  updated: string;
  editor: string | null;
  published_at: string;
  material: boolean;
  reverted_from: number | null;
  body?: string;
}

export interface Diff {
  hunks: Array<{ old_start: number; new_start: number; lines: string[] }>;
  added: number;
  removed: number;
}

export interface Problem {
  field: string;
  code: string;
  line?: number;
  text?: string;
}

/** The company pages' names: the site's own menu labels. */
export const PAGE_LABEL: Readonly<Record<CompanyPage, string>> = {
  'about-us': 'menu.aboutUs',
  'terms-and-conditions': 'menu.termsAndConditions',
  'privacy-policy': 'menu.privacyPolicy',
  'anti-money-laundering': 'menu.antiMoneyLaundering',
  'responsible-gaming': 'menu.responsibleGaming',
  'become-affiliate': 'menu.becomeAffiliate',
};
