// Response compression for what the server sends most: the built client files and the cached
// pages. Both are immutable once made, so each is compressed on zlib's thread pool (the event
// loop never waits for it) and kept: a file once, a page fast for its first answer and again,
// smaller, once a second request shows it is read (CompressedBody). Brotli when the browser
// takes it, else gzip.
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
 * How hard to compress. 'static': files served forever, once at the highest level. 'page': a
 * page that a new offer replaces within seconds, at the levels a browser's bytes justify.
 * 'fast': a page's first answer, which is often its only one (a page that missed the cache
 * and may never be asked again) and which a player waits for: a league page (235 kB) took
 * 2.1 ms at gzip 6 and 2.3 ms at brotli 5, against 0.9 and 0.5 ms at gzip 1 and brotli 1, for
 * 35 kB instead of 30 and 26 kB. Brotli 4 for it (issue 30): with their stylesheets inline the
 * home and league pages (240-270 kB) were 45-46 kB at brotli 1, one slow-4G round trip (150 ms)
 * more than the 43.8 kB a new connection delivers in two; brotli 4 makes them 38-39 kB for
 * about 1 ms more on zlib's threads (tests/e2e/first-paint.desktop.spec.ts).
 */
export type Effort = 'static' | 'page' | 'fast';

const GZIP_LEVEL: Record<Effort, number> = { static: 9, page: 6, fast: 1 };
const BROTLI_QUALITY: Record<Effort, number> = { static: 11, page: 5, fast: 4 };

/**
 * zlib's output chunk per trip to its thread: a page compresses to 30-40 kB, which at the
 * default 16 kB took three trips through the event loop (a league page at brotli 1: 0.73 ms,
 * 0.60 with 64 kB).
 */
const CHUNK_BYTES = 64 * 1024;

/** Compresses a body at the effort's level. */
export function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL[effort], chunkSize: CHUNK_BYTES });
  return brotli(body, {
    chunkSize: CHUNK_BYTES,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

interface Form {
  made: Promise<Buffer>;
  /** Bytes counted for this form once made (0 before). */
  bytes: number;
  /** A fast form, to be replaced by the page-level one once a second request asks for it. */
  fast: boolean;
  /** The replacement is under way (or failed): it is started once. */
  upgrading?: boolean;
}

/**
 * A body with its compressed forms, each made on first demand and then kept. A page's form is
 * first made fast, for the request waiting on it; when a second request asks for the page it
 * is compressed again at the page level off the event loop, and the smaller form replaces the
 * fast one (meanwhile the fast one is served). So a page asked for once costs only the fast
 * compression, and a page many players load is sent at the better ratio.
 */
export class CompressedBody {
  private readonly forms = new Map<Encoding, Form>();
  /** Bytes of the compressed forms made so far (for the memory report). */
  private formBytes = 0;
  readonly raw: Buffer;
  private readonly effort: 'static' | 'page';

  /** Told how many bytes a form added or freed once it is made or replaced (a holder's running total). */
  private readonly onBytes: ((delta: number) => void) | undefined;

  constructor(raw: Buffer, effort: 'static' | 'page', onBytes?: (delta: number) => void) {
    this.raw = raw;
    this.effort = effort;
    this.onBytes = onBytes;
  }

  /** Bytes held: the body and every compressed form made so far. */
  bytes(): number {
    return this.raw.length + this.formBytes;
  }

  private make(encoding: Encoding, effort: Effort): Form {
    const form: Form = { made: compress(this.raw, encoding, effort), bytes: 0, fast: effort === 'fast' };
    form.made.then(
      (made) => {
        const previous = this.forms.get(encoding);
        // A replaced fast form no longer counts; a page-level form is counted once it replaced it.
        let delta = made.length;
        if (previous !== form && previous && effort !== 'fast') {
          delta -= previous.bytes;
          this.forms.set(encoding, form);
        }
        form.bytes = made.length;
        this.formBytes += delta;
        this.onBytes?.(delta);
      },
      () => undefined,
    );
    return form;
  }

  /** The body to send for this encoding; identity when not worth compressing or when compression failed. */
  async get(encoding: Encoding | null): Promise<{ body: Buffer; encoding: Encoding | null }> {
    if (!encoding || this.raw.length < MIN_COMPRESS_BYTES) return { body: this.raw, encoding: null };
    let form = this.forms.get(encoding);
    if (!form) {
      form = this.make(encoding, this.effort === 'page' ? 'fast' : this.effort);
      this.forms.set(encoding, form);
    } else if (form.fast && !form.upgrading) {
      form.upgrading = true;
      const fast = form;
      // Replaces the fast form when made (see make); a failure keeps the fast one.
      void fast.made.then(
        () => this.make(encoding, 'page'),
        () => undefined,
      );
    }
    try {
      return { body: await form.made, encoding };
    } catch {
      return { body: this.raw, encoding: null };
    }
  }
}
