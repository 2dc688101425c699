// The CSP hashes of a page's inline scripts: sha256 of each <script> without src, over its
// text as the browser's parser sees it (line breaks normalised to LF), in UTF-8.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;

const sha256 = (data: string | Uint8Array) => `sha256-${createHash('sha256').update(data).digest('base64')}`;

/**
 * 'sha256-…' sources for every distinct inline script in the HTML, given as text or as its
 * UTF-8 bytes. A page's bytes are searched as bytes (issue 20: decoding a 250 kB league page
 * to text and encoding it again, or even copying it into a Latin-1 string, cost a page miss
 * more than the hashing): the tags are ASCII and no byte of a multi-byte character is ASCII.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  if (typeof html !== 'string') return byteScriptHashes(Buffer.from(html.buffer, html.byteOffset, html.byteLength));
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    if (SRC.test(match[1] ?? '')) continue;
    hashes.add(sha256((match[2] ?? '').replace(/\r\n?/g, '\n')));
  }
  return [...hashes];
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const CR = 0x0d;
const NAME = [0x73, 0x63, 0x72, 0x69, 0x70, 0x74]; // "script"

/** "script" in any case at `at` (OR 0x20 lowers exactly these six letters and nothing else onto them). */
function scriptAt(b: Buffer, at: number): boolean {
  if (at + NAME.length > b.length) return false;
  for (let k = 0; k < NAME.length; k++) if ((b[at + k]! | 0x20) !== NAME[k]) return false;
  return true;
}

const isWordByte = (c: number | undefined) => c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f);
const isSpaceByte = (c: number | undefined) => c === 0x20 || (c !== undefined && c >= 0x09 && c <= 0x0d);

/**
 * The same reading as SCRIPT over the bytes: `<script` (any case) not followed by a word
 * character, its attributes up to the first '>', the body up to the first `</script`, ASCII
 * spaces, '>'. (The regular expression's \s also takes U+00A0 and other Unicode spaces before
 * that '>'; a browser ends a script there only after ASCII ones, as this does.)
 */
function byteScriptHashes(b: Buffer): string[] {
  const hashes = new Set<string>();
  let open = b.indexOf(LT);
  while (open >= 0) {
    if (!scriptAt(b, open + 1) || isWordByte(b[open + 7])) {
      open = b.indexOf(LT, open + 1);
      continue;
    }
    const bodyStart = b.indexOf(GT, open + 7) + 1;
    if (bodyStart === 0) break;
    let bodyEnd = -1;
    let after = -1;
    for (let close = b.indexOf(LT, bodyStart); close >= 0; close = b.indexOf(LT, close + 1)) {
      if (b[close + 1] !== SLASH || !scriptAt(b, close + 2)) continue;
      let k = close + 8;
      while (isSpaceByte(b[k])) k++;
      if (b[k] === GT) {
        bodyEnd = close;
        after = k + 1;
        break;
      }
    }
    // No end tag from here on: no later script can have one either.
    if (bodyEnd < 0) break;
    // Attributes are read as text: a byte 0xA0 inside a multi-byte character is no space before src.
    if (!SRC.test(b.toString('utf8', open + 7, bodyStart - 1))) {
      const body = b.subarray(bodyStart, bodyEnd);
      // CR and LF are single bytes in UTF-8, never inside a multi-byte character: normalised in a Latin-1 reading, hashed as the same bytes.
      hashes.add(sha256(body.includes(CR) ? Buffer.from(body.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1') : body));
    }
    open = b.indexOf(LT, after);
  }
  return [...hashes];
}
