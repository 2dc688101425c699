// The company pages editors keep (issue 29), their languages and the limits of a page, defined
// once for the public route, the editor, the API schemas and the seed check.
import { LANGS, type Lang } from '../format/lang.ts';

export const COMPANY_PAGES = ['about-us', 'terms-and-conditions', 'privacy-policy', 'anti-money-laundering', 'responsible-gaming', 'become-affiliate'] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

/** Every company page is kept in each of the site's languages. */
export const CONTENT_LANGS: readonly Lang[] = LANGS;

/** The language a translation is measured against ("out of date" = published before it). */
export const SOURCE_LANG: Lang = 'en';

/**
 * Pages whose material changes every player must read and accept before staking, depositing
 * or playing again.
 */
export const ACCEPTANCE_PAGES = ['terms-and-conditions', 'responsible-gaming'] as const satisfies readonly CompanyPage[];
export type AcceptancePage = (typeof ACCEPTANCE_PAGES)[number];

/** A page's size limit: the UTF-8 bytes of its body and frontmatter together. */
export const CONTENT_MAX_BYTES = 200 * 1024;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 300;

export function isCompanyPage(value: unknown): value is CompanyPage {
  return typeof value === 'string' && (COMPANY_PAGES as readonly string[]).includes(value);
}

export function isAcceptancePage(value: unknown): value is AcceptancePage {
  return typeof value === 'string' && (ACCEPTANCE_PAGES as readonly string[]).includes(value);
}
