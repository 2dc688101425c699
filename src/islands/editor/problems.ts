// An API problem (src/lib/content/draft.ts) as the editor says it.
import type { T } from '../translate.ts';
import type { Problem } from './types.ts';

const FIELD_LABEL: Readonly<Record<string, string>> = {
  title: 'editor.field.title',
  description: 'editor.field.description',
  updated: 'editor.field.updated',
  body: 'editor.field.body',
};

export function problemText(problem: Problem, t: T): string {
  const field = t(FIELD_LABEL[problem.field] ?? problem.field);
  return t(`editor.problem.${problem.code}`, { field, line: problem.line ?? '', text: problem.text ?? '' });
}
