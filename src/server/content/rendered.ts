// Rendered HTML of published versions. The HTML depends on the body alone, so it is kept by the
// body, not by the row id: an id can come back with another body (a database restored from a
// backup, or emptied with its identities restarted). Only the newest few are kept.
import { renderMarkdown } from '../../lib/content/markdown.ts';

const KEPT = 64;
const kept = new Map<string, string>();

/** The HTML of a published version's body. */
export function htmlOfBody(body: string): string {
  let html = kept.get(body);
  if (html === undefined) {
    html = renderMarkdown(body);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(body);
  }
  kept.set(body, html);
  return html;
}
