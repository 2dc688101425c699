// A company page's frontmatter (title, description, updated) and its rules, shared by the
// editor's form, the server that publishes and the check of the repository's seed files.
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from './pages.ts';

export interface Frontmatter {
  title: string;
  description: string;
  /** The date the page says it was last updated, YYYY-MM-DD. */
  updated: string;
}

export type FrontmatterField = keyof Frontmatter;
export type FieldProblem = 'required' | 'too_long' | 'one_line' | 'invalid_date';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex -- a title or description is one line of text without control characters.
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function lineProblem(value: unknown, max: number): FieldProblem | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (CONTROL_OR_BREAK.test(value)) return 'one_line';
  if (value.length > max) return 'too_long';
  return undefined;
}

/** Each field's problem, none when the frontmatter is valid. */
export function frontmatterProblems(input: Partial<Record<FrontmatterField, unknown>>): Partial<Record<FrontmatterField, FieldProblem>> {
  const problems: Partial<Record<FrontmatterField, FieldProblem>> = {};
  const title = lineProblem(input.title, TITLE_MAX_LENGTH);
  if (title) problems.title = title;
  const description = lineProblem(input.description, DESCRIPTION_MAX_LENGTH);
  if (description) problems.description = description;
  if (typeof input.updated !== 'string' || input.updated === '') problems.updated = 'required';
  else if (!isCalendarDate(input.updated)) problems.updated = 'invalid_date';
  return problems;
}

/** The UTF-8 bytes a page takes: its frontmatter and body, as the limit counts them. */
export function pageBytes(frontmatter: Frontmatter, body: string): number {
  return new TextEncoder().encode(documentText(frontmatter, body)).length;
}

/** A scalar as the frontmatter writes it: plain, or double-quoted when YAML would read it otherwise. */
function scalar(value: string): string {
  return /^[\w\u00c0-\u024f][^:#"'\n]*$/.test(value) && value.trim() === value ? value : JSON.stringify(value);
}

/** The page as a Markdown file: the frontmatter block, a blank line, the body. Diffs compare this text. */
export function documentText(frontmatter: Frontmatter, body: string): string {
  return `---\ntitle: ${scalar(frontmatter.title)}\ndescription: ${scalar(frontmatter.description)}\nupdated: ${frontmatter.updated}\n---\n\n${body}`;
}

/** A frontmatter value: plain text, or a single- or double-quoted string (the YAML the seed files use). */
function unquote(raw: string): string {
  const value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

/**
 * Splits a Markdown file into its frontmatter fields and body, or null when it has no
 * frontmatter block. The block holds one `key: value` per line, as the seed files do.
 */
export function splitFrontmatter(text: string): { fields: Record<string, string>; body: string } | null {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at <= 0) return null;
    fields[line.slice(0, at).trim()] = unquote(line.slice(at + 1));
  }
  return { fields, body: normalized.slice(match[0].length).replace(/^\n+/, '') };
}
