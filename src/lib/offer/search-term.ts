// The search rule of spec section 5: a term longer than 3 characters, letters, digits,
// spaces and basic punctuation only, never empty.

export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_MAX_LENGTH = 50;
/** Letters of any alphabet, digits, spaces and . - ' only. */
export const SEARCH_PATTERN = /^[\p{L}\p{N} .'-]+$/u;

export type SearchTermProblem = 'empty' | 'too_short' | 'too_long' | 'special_characters';

/** The trimmed term when it is acceptable, else the first rule it breaks. */
export function checkSearchTerm(raw: string): { ok: true; term: string } | { ok: false; problem: SearchTermProblem } {
  const term = raw.trim().replace(/\s+/g, ' ');
  if (term.length === 0) return { ok: false, problem: 'empty' };
  if (!SEARCH_PATTERN.test(term)) return { ok: false, problem: 'special_characters' };
  if ([...term].length < SEARCH_MIN_LENGTH) return { ok: false, problem: 'too_short' };
  if ([...term].length > SEARCH_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  return { ok: true, term };
}

/** Folds case and accents so "sao" finds "São". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
