// Rendered HTML of published versions. A version never changes, so its HTML is kept by its row
// id with no invalidation; only the newest few are kept.
import { renderMarkdown } from '../../lib/content/markdown.ts';

const KEPT = 64;
const kept = new Map<number, string>();

/** The HTML of a published version's body. */
export function htmlOfVersion(id: number, body: string): string {
  let html = kept.get(id);
  if (html === undefined) {
    html = renderMarkdown(body);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(id, html);
  } else {
    kept.delete(id);
    kept.set(id, html);
  }
  return html;
}
