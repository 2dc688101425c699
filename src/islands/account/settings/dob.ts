// The date of birth is shown month-day-year (spec section 2) and stored as YYYY-MM-DD.

/** "1990-07-31" as "07-31-1990"; empty for no date. */
export function toMonthDayYear(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}

/**
 * "07-31-1990" (or with slashes or dots) as "1990-07-31"; null for an empty field,
 * undefined for something that is not a real calendar date.
 */
export function fromMonthDayYear(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
