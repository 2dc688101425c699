// The CSP hashes of a page's inline scripts: sha256 of each <script> without src, over its
// text as the browser's parser sees it (line breaks normalised to LF), in UTF-8.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * 'sha256-…' sources for every distinct inline script in the HTML, given as text or as its
 * UTF-8 bytes. Bytes are searched through their Latin-1 reading (one character per byte, a
 * copy rather than a UTF-8 decode of the whole page): the tags are ASCII, and a multi-byte
 * character reads as bytes 0x80-0xFF, none of which is a word character, '<' or '>', so the
 * scripts found and the bytes hashed are the same as in the decoded text (issue 20: decoding
 * a 250 kB league page and encoding it again cost more than hashing its scripts).
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes = typeof html === 'string' ? null : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const text = bytes ? bytes.toString('latin1') : (html as string);
  const hashes = new Set<string>();
  for (const match of text.matchAll(SCRIPT)) {
    const opening = match[1] ?? '';
    // Attributes are short: read as the browser does (a byte 0xA0 of a multi-byte character is no space).
    const attributes = bytes ? bytes.subarray(match.index + 7, match.index + 7 + opening.length).toString('utf8') : opening;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? '';
    const hash = createHash('sha256');
    if (!bytes) hash.update(body.replace(/\r\n?/g, '\n'), 'utf8');
    // CR and LF are single bytes in UTF-8, never inside a multi-byte character: normalised in the Latin-1 reading, hashed as the same bytes.
    else if (body.includes('\r')) hash.update(Buffer.from(body.replace(/\r\n?/g, '\n'), 'latin1'));
    else {
      const start = match.index + match[0].indexOf('>') + 1;
      hash.update(bytes.subarray(start, start + body.length));
    }
    hashes.add(`sha256-${hash.digest('base64')}`);
  }
  return [...hashes];
}
