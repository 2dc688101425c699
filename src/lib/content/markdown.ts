// Renders a company page's Markdown to HTML: one function for the public page and the
// editor's preview, so the preview is the page. Raw HTML is never passed through: the
// renderer escapes it (markdown-it with html off) and the checks report it, so an editor
// learns that it will show as text. Links with scripts or data are refused by markdown-it's
// link check. Headings get ids from their text, so a section can be linked.
import MarkdownIt from 'markdown-it';

type Token = ReturnType<MarkdownIt['parse']>[number];

const renderer = new MarkdownIt({ html: false, linkify: false, typographer: true });
// The same parser with HTML on finds what an editor wrote as raw HTML (to report it).
const htmlFinder = new MarkdownIt({ html: true, linkify: false, typographer: false });

/** A heading's id: lower case, letters and digits of any script, words joined by hyphens. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

renderer.core.ruler.push('heading_ids', (state) => {
  const used = new Map<string, number>();
  const tokens = state.tokens as Token[];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const text = tokens[i + 1]?.content ?? '';
    const base = headingSlug(text) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    token.attrSet('id', seen === 0 ? base : `${base}-${seen}`);
  });
});

/** The page's HTML. */
export function renderMarkdown(body: string): string {
  return renderer.render(body);
}

export interface MarkdownFinding {
  /** 1-based line of the body. */
  line: number;
  /** The raw HTML, or the link's target. */
  text: string;
}

/** The 1-based line a block token starts on. */
const lineOf = (token: Token): number => (token.map?.[0] ?? 0) + 1;

/** Raw HTML in the body (which the page shows as text) and every link's target, with their lines. */
export function inspectMarkdown(body: string): { rawHtml: MarkdownFinding[]; links: MarkdownFinding[] } {
  const rawHtml: MarkdownFinding[] = [];
  const links: MarkdownFinding[] = [];
  for (const token of htmlFinder.parse(body, {}) as Token[]) {
    if (token.type === 'html_block') rawHtml.push({ line: lineOf(token), text: token.content.trim() });
    // Inline tokens carry no line of their own: count the line breaks before them in their block.
    let line = lineOf(token);
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1;
      if (child.type === 'html_inline') rawHtml.push({ line, text: child.content });
      if (child.type === 'link_open') links.push({ line, text: child.attrGet('href') ?? '' });
    }
  }
  return { rawHtml, links };
}
