// The CSP hashes of a page's inline scripts: sha256 of each <script> without src, over its
// text as the browser's parser sees it (line breaks normalised to LF), in UTF-8.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' sources for every distinct inline script in the HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
