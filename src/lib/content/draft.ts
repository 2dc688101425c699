// What an editor's draft of a page may not be (errors: publishing is refused) and what it
// should not be (warnings: shown in the preview). The editor's form, the preview and the
// publish call all check a draft with these.
import { frontmatterProblems, pageBytes, type FieldProblem, type Frontmatter, type FrontmatterField } from './frontmatter.ts';
import { inspectMarkdown } from './markdown.ts';
import { CONTENT_MAX_BYTES } from './pages.ts';
import { isSitePath, sitePathOf } from './site-paths.ts';

export interface Draft extends Frontmatter {
  body: string;
}

export type ProblemCode = FieldProblem | 'too_large' | 'raw_html' | 'unknown_page';

export interface ContentProblem {
  field: FrontmatterField | 'body';
  code: ProblemCode;
  /** The body's 1-based line, for raw HTML and links. */
  line?: number;
  /** The raw HTML or the link's target. */
  text?: string;
}

/** Problems that refuse a publish: the frontmatter's rules, an empty body, raw HTML, a page over the size limit. */
export function draftErrors(draft: Draft): ContentProblem[] {
  const errors: ContentProblem[] = Object.entries(frontmatterProblems(draft)).map(([field, code]) => ({ field: field as FrontmatterField, code: code as FieldProblem }));
  if (draft.body.trim() === '') errors.push({ field: 'body', code: 'required' });
  if (pageBytes(draft, draft.body) > CONTENT_MAX_BYTES) {
    errors.push({ field: 'body', code: 'too_large' });
    // A page over the limit is not parsed further: the answer stays small and quick.
    return errors;
  }
  for (const found of inspectMarkdown(draft.body).rawHtml) errors.push({ field: 'body', code: 'raw_html', line: found.line, text: found.text.slice(0, 200) });
  return errors;
}

/** Links to pages of this site that do not exist. */
export function draftWarnings(draft: Draft): ContentProblem[] {
  if (pageBytes(draft, draft.body) > CONTENT_MAX_BYTES) return [];
  return inspectMarkdown(draft.body)
    .links.filter((link) => {
      const path = sitePathOf(link.text);
      return path !== null && !isSitePath(path);
    })
    .map((link) => ({ field: 'body', code: 'unknown_page', line: link.line, text: link.text.slice(0, 200) }));
}
