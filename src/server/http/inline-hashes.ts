// The CSP hashes of a page's inline scripts and style elements: sha256 of each <script>
// without src and of each <style>, over its text as the browser's parser sees it (line breaks
// normalised to LF), in UTF-8. The policy lists exactly these, so neither scripts nor styles
// need 'unsafe-inline' (issue 26: styles were allowed inline on every page).
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** 'sha256-…' of each distinct inline script. */
  scripts: string[];
  /** 'sha256-…' of each distinct style element. */
  styles: string[];
}

const ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const SRC = /\ssrc\s*=/i;

const sha256 = (data: string | Uint8Array) => `sha256-${createHash('sha256').update(data).digest('base64')}`;

/**
 * The hashes of every distinct inline script and style element in the HTML, given as text or
 * as its UTF-8 bytes. A page's bytes are searched as bytes (issue 20: decoding a 250 kB league
 * page to text and encoding it again, or even copying it into a Latin-1 string, cost a page miss
 * more than the hashing): the tags are ASCII and no byte of a multi-byte character is ASCII.
 */
export function inlineHashes(html: string | Uint8Array): InlineHashes {
  if (typeof html !== 'string') return byteHashes(Buffer.from(html.buffer, html.byteOffset, html.byteLength));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(ELEMENT)) {
    const script = match[1]!.toLowerCase() === 'script';
    if (script && SRC.test(match[2] ?? '')) continue;
    (script ? scripts : styles).add(sha256((match[3] ?? '').replace(/\r\n?/g, '\n')));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const CR = 0x0d;
const SCRIPT = [0x73, 0x63, 0x72, 0x69, 0x70, 0x74]; // "script"
const STYLE = [0x73, 0x74, 0x79, 0x6c, 0x65]; // "style"

/** `name` in any case at `at` (OR 0x20 lowers exactly these letters and nothing else onto them). */
function nameAt(b: Buffer, at: number, name: readonly number[]): boolean {
  if (at + name.length > b.length) return false;
  for (let k = 0; k < name.length; k++) if ((b[at + k]! | 0x20) !== name[k]) return false;
  return true;
}

const isWordByte = (c: number | undefined) => c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f);
const isSpaceByte = (c: number | undefined) => c === 0x20 || (c !== undefined && c >= 0x09 && c <= 0x0d);

/**
 * The same reading as ELEMENT over the bytes: `<script` or `<style` (any case) not followed by a
 * word character, its attributes up to the first '>', the body up to the first closing tag of
 * the same name, ASCII spaces, '>'. (The regular expression's \s also takes U+00A0 and other
 * Unicode spaces before that '>'; a browser ends the element there only after ASCII ones, as
 * this does.)
 */
function byteHashes(b: Buffer): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let open = b.indexOf(LT);
  while (open >= 0) {
    const name = nameAt(b, open + 1, SCRIPT) ? SCRIPT : nameAt(b, open + 1, STYLE) ? STYLE : null;
    if (!name || isWordByte(b[open + 1 + name.length])) {
      open = b.indexOf(LT, open + 1);
      continue;
    }
    const bodyStart = b.indexOf(GT, open + 1 + name.length) + 1;
    if (bodyStart === 0) break;
    let bodyEnd = -1;
    let after = -1;
    for (let close = b.indexOf(LT, bodyStart); close >= 0; close = b.indexOf(LT, close + 1)) {
      if (b[close + 1] !== SLASH || !nameAt(b, close + 2, name)) continue;
      let k = close + 2 + name.length;
      while (isSpaceByte(b[k])) k++;
      if (b[k] === GT) {
        bodyEnd = close;
        after = k + 1;
        break;
      }
    }
    // No end tag from here on: no later element can have one either.
    if (bodyEnd < 0) break;
    // Attributes are read as text: a byte 0xA0 inside a multi-byte character is no space before src.
    const script = name === SCRIPT;
    if (!script || !SRC.test(b.toString('utf8', open + 1 + name.length, bodyStart - 1))) {
      const body = b.subarray(bodyStart, bodyEnd);
      // CR and LF are single bytes in UTF-8, never inside a multi-byte character: normalised in a Latin-1 reading, hashed as the same bytes.
      (script ? scripts : styles).add(sha256(body.includes(CR) ? Buffer.from(body.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1') : body));
    }
    open = b.indexOf(LT, after);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
