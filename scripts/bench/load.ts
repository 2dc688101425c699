// A closed-loop HTTP load generator: N keep-alive connections, each sending the next request
// as soon as the previous response has been read in full. Loopback only, bounded in time and
// in request count.
//
// It speaks HTTP/1.1 over plain sockets and only finds where each response ends (status,
// Content-Length or chunked framing) instead of going through node:http's client: on the
// 2-CPU bench machine the generator shares the cores with the server, and node:http's client
// spent 0.44 ms of CPU per 220 kB page, twice the server's own cost, so the generator, not
// the server, set the figures.
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoadOptions {
  url: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  headers?: Record<string, string>;
  /** Stops early once this many requests were measured (keeps memory bounded). */
  maxRequests?: number;
  timeoutMs?: number;
  /** Runs between warm-up and the measured phase (e.g. to reset server-side counters). */
  onMeasureStart?: () => Promise<void>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Those responses by status ("503": 2), so a failure says what it was. */
  non2xxStatuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Mean response body size in bytes. */
  meanBytes: number;
  /**
   * The measuring process's own event-loop delay during the measured phase, p99 (ms): a request
   * is timed on this loop, so a delay here is in the latencies too, whatever the server did.
   */
  clientLagP99: number;
}

function assertLoopback(url: URL): void {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`The load generator only targets loopback addresses, not ${url.hostname}.`);
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

type Outcome = { ok: boolean; status: number; bytes: number };

const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * Finds where one HTTP/1.1 response ends in the bytes a socket delivers. `push` returns the
 * outcome once the response is complete, undefined while more bytes are needed, 'error' for
 * bytes that are not one well-framed response.
 */
export class ResponseReader {
  private state: 'head' | 'length' | 'size' | 'data' | 'data-end' | 'trailer' = 'head';
  private head: Buffer[] = [];
  private status = 0;
  private bytes = 0;
  /** Body bytes (Content-Length) or chunk bytes (chunked) still to come. */
  private remaining = 0;
  private line = '';

  push(input: Buffer): Outcome | 'error' | undefined {
    let chunk = input;
    let at = 0;
    if (this.state === 'head') {
      this.head.push(chunk);
      if (this.head.length > 1) chunk = Buffer.concat(this.head);
      const end = chunk.indexOf(CRLF2);
      if (end < 0) return undefined;
      this.head = [];
      const text = chunk.toString('latin1', 0, end);
      this.status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1];
      if (this.status === 0) return 'error';
      if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(text)) this.state = 'size';
      else if (length !== undefined) {
        this.state = 'length';
        this.remaining = Number(length);
      } else return 'error';
      at = end + CRLF2.length;
    }
    if (this.state === 'length') {
      const n = Math.min(this.remaining, chunk.length - at);
      this.remaining -= n;
      this.bytes += n;
      if (at + n < chunk.length) return 'error';
      return this.remaining === 0 ? this.done() : undefined;
    }
    while (at < chunk.length) {
      if (this.state === 'data') {
        const n = Math.min(this.remaining, chunk.length - at);
        this.remaining -= n;
        this.bytes += n;
        at += n;
        if (this.remaining === 0) {
          this.state = 'data-end';
          this.remaining = 2;
        }
        continue;
      }
      if (this.state === 'data-end') {
        const n = Math.min(this.remaining, chunk.length - at);
        this.remaining -= n;
        at += n;
        if (this.remaining === 0) this.state = 'size';
        continue;
      }
      this.line += String.fromCharCode(chunk[at++]!);
      if (!this.line.endsWith('\r\n')) continue;
      const line = this.line;
      this.line = '';
      if (this.state === 'trailer') {
        if (line !== '\r\n') continue;
        return at === chunk.length ? this.done() : 'error';
      }
      const size = Number.parseInt(line, 16);
      if (!Number.isFinite(size)) return 'error';
      if (size === 0) this.state = 'trailer';
      else {
        this.state = 'data';
        this.remaining = size;
      }
    }
    return undefined;
  }

  private done(): Outcome {
    const outcome = { ok: true, status: this.status, bytes: this.bytes };
    this.state = 'head';
    this.status = 0;
    this.bytes = 0;
    return outcome;
  }
}

/** One keep-alive connection sending GETs one after another; reconnects after an error. */
function connection(url: URL, request: Buffer, timeoutMs: number) {
  let socket: Socket | undefined;
  let reader = new ResponseReader();
  let waiting: ((o: Outcome) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const finish = (o: Outcome) => {
    clearTimeout(timer);
    const resolve = waiting;
    waiting = undefined;
    resolve?.(o);
  };
  const fail = () => {
    socket?.destroy();
    socket = undefined;
    finish({ ok: false, status: 0, bytes: 0 });
  };
  const open = () => {
    const s = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80), noDelay: true });
    reader = new ResponseReader();
    s.on('data', (chunk: Buffer) => {
      const out = reader.push(chunk);
      if (out === 'error') fail();
      else if (out) finish(out);
    });
    s.on('error', () => undefined);
    s.on('close', () => {
      if (socket === s) {
        socket = undefined;
        if (waiting) finish({ ok: false, status: 0, bytes: 0 });
      }
    });
    return s;
  };

  return {
    get(): Promise<Outcome> {
      return new Promise((resolve) => {
        waiting = resolve;
        socket ??= open();
        timer = setTimeout(fail, timeoutMs);
        socket.write(request);
      });
    },
    close() {
      clearTimeout(timer);
      socket?.destroy();
    },
  };
}

/** Runs the load for warm-up plus duration and returns throughput and latency (ms) of the measured phase. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  assertLoopback(url);
  const maxRequests = options.maxRequests ?? 1_000_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const headers: Record<string, string> = { host: url.host, accept: 'text/html,*/*', ...options.headers, connection: 'keep-alive' };
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
    'latin1',
  );
  const latencies = new Float64Array(maxRequests);
  let measured = 0;
  let errors = 0;
  let non2xx = 0;
  const non2xxStatuses: Record<string, number> = {};
  let bytes = 0;
  let measureFrom = Number.POSITIVE_INFINITY;
  let stopAt = Date.now() + options.warmupMs + options.durationMs;

  const connections = Array.from({ length: options.connections }, () => connection(url, request, timeoutMs));
  const worker = async (conn: ReturnType<typeof connection>) => {
    while (Date.now() < stopAt && measured < maxRequests) {
      const started = performance.now();
      const outcome = await conn.get();
      const elapsed = performance.now() - started;
      // Requests sent during warm-up are not measured, even when they finish after it.
      if (started < measureFrom) continue;
      if (!outcome.ok) {
        errors++;
        continue;
      }
      if (outcome.status < 200 || outcome.status >= 300) {
        non2xx++;
        non2xxStatuses[outcome.status] = (non2xxStatuses[outcome.status] ?? 0) + 1;
      }
      if (measured < maxRequests) latencies[measured++] = elapsed;
      bytes += outcome.bytes;
    }
  };

  const workers = connections.map(worker);
  await new Promise((r) => setTimeout(r, options.warmupMs));
  await options.onMeasureStart?.();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const measureStart = performance.now();
  measureFrom = measureStart;
  stopAt = Date.now() + options.durationMs;
  await Promise.all(workers);
  const seconds = (performance.now() - measureStart) / 1000;
  lag.disable();
  for (const c of connections) c.close();

  const sorted = latencies.slice(0, measured).sort();
  return {
    requests: measured,
    errors,
    non2xx,
    non2xxStatuses,
    seconds,
    rps: measured / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    meanBytes: measured > 0 ? bytes / measured : 0,
    clientLagP99: lag.percentile(99) / 1e6,
  };
}

/** What failed in a load, for a report: "0 failed", or "3 failed (1 connection error, 2 answered 503)". */
export function failuresText(result: Pick<LoadResult, 'errors' | 'non2xx' | 'non2xxStatuses'>): string {
  const total = result.errors + result.non2xx;
  if (total === 0) return '0 failed';
  const parts = [
    ...(result.errors ? [`${result.errors} connection error${result.errors === 1 ? '' : 's'}`] : []),
    ...Object.entries(result.non2xxStatuses).map(([status, count]) => `${count} answered ${status}`),
  ];
  return `${total} failed (${parts.join(', ')})`;
}
