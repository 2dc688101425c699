// The page's module scripts wait for its first paint (lib/app/after-paint.ts): their type is
// renamed, so the browser neither runs nor fetches them, and the client:afterpaint directive's
// code starts them. Only in a page that carries that code (the layout's); any other keeps its
// scripts as they are. Bytes in, bytes out, like the CSP hashing beside it (middleware.ts):
// the tags are ASCII.
import { AFTER_PAINT_SCRIPT_TYPE } from '../../lib/app/after-paint.ts';

const MODULE_SCRIPT = Buffer.from('<script type="module" src="');
const HELD_SCRIPT = Buffer.from(`<script type="${AFTER_PAINT_SCRIPT_TYPE}" src="`);
// The directive's code that starts them names the type: a page without that code (the offline
// page) keeps its scripts.
const LOADER = Buffer.from(AFTER_PAINT_SCRIPT_TYPE);

/** The page with its module scripts held for the loader, or the same bytes when it has no loader or no such script. */
export function holdModuleScripts(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  let at = page.indexOf(MODULE_SCRIPT);
  if (at < 0 || page.indexOf(LOADER) < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(page.subarray(from, at), HELD_SCRIPT);
    from = at + MODULE_SCRIPT.length;
    at = page.indexOf(MODULE_SCRIPT, from);
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
