// Response compression for what the server sends most: the built client files and the cached
// pages. Both are immutable once made, so each is compressed once, on zlib's thread pool (the
// event loop never waits for it), and kept. Brotli when the browser takes it, else gzip.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a response fits one packet anyway and compressing it buys nothing. */
export const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the request accepts, or null (identity). Honours `;q=0` refusals. */
export function preferredEncoding(req: IncomingMessage): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses a body. `effort` 'static' spends more CPU once for files served forever; 'page'
 * stays fast for pages that a new offer replaces within seconds.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'static' | 'page'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'static' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'static' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A body with its compressed forms, each made on first demand and then kept. */
export class CompressedBody {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();
  /** Bytes of the compressed forms made so far (for the memory report). */
  private formBytes = 0;
  readonly raw: Buffer;
  private readonly effort: 'static' | 'page';

  constructor(raw: Buffer, effort: 'static' | 'page') {
    this.raw = raw;
    this.effort = effort;
  }

  /** Bytes held: the body and every compressed form made so far. */
  bytes(): number {
    return this.raw.length + this.formBytes;
  }

  /** The body to send for this encoding; identity when not worth compressing or when compression failed. */
  async get(encoding: Encoding | null): Promise<{ body: Buffer; encoding: Encoding | null }> {
    if (!encoding || this.raw.length < MIN_COMPRESS_BYTES) return { body: this.raw, encoding: null };
    let form = this.forms.get(encoding);
    if (!form) {
      form = compress(this.raw, encoding, this.effort);
      form.then(
        (made) => (this.formBytes += made.length),
        () => undefined,
      );
      this.forms.set(encoding, form);
    }
    try {
      return { body: await form, encoding };
    } catch {
      return { body: this.raw, encoding: null };
    }
  }
}
