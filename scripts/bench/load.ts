// A closed-loop HTTP load generator: N keep-alive connections, each sending the next request
// as soon as the previous response has been read in full. Loopback only, bounded in time and
// in request count.
import { Agent, request } from 'node:http';

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
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Mean response body size in bytes. */
  meanBytes: number;
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

function once(agent: Agent, url: URL, headers: Record<string, string>, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent, method: 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ ok: true, status: res.statusCode ?? 0, bytes }));
      res.on('error', () => resolve({ ok: false, status: 0, bytes }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ok: false, status: 0, bytes: 0 }));
    req.end();
  });
}

/** Runs the load for warm-up plus duration and returns throughput and latency (ms) of the measured phase. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  assertLoopback(url);
  const maxRequests = options.maxRequests ?? 1_000_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections });
  const headers = { accept: 'text/html,*/*', ...options.headers };
  const latencies = new Float64Array(maxRequests);
  let measured = 0;
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  let measureFrom = Number.POSITIVE_INFINITY;
  let stopAt = Date.now() + options.warmupMs + options.durationMs;

  const worker = async () => {
    while (Date.now() < stopAt && measured < maxRequests) {
      const started = performance.now();
      const outcome = await once(agent, url, headers, timeoutMs);
      const elapsed = performance.now() - started;
      // Requests sent during warm-up are not measured, even when they finish after it.
      if (started < measureFrom) continue;
      if (!outcome.ok) {
        errors++;
        continue;
      }
      if (outcome.status < 200 || outcome.status >= 300) non2xx++;
      if (measured < maxRequests) latencies[measured++] = elapsed;
      bytes += outcome.bytes;
    }
  };

  const workers = Array.from({ length: options.connections }, worker);
  await new Promise((r) => setTimeout(r, options.warmupMs));
  await options.onMeasureStart?.();
  const measureStart = performance.now();
  measureFrom = measureStart;
  stopAt = Date.now() + options.durationMs;
  await Promise.all(workers);
  const seconds = (performance.now() - measureStart) / 1000;
  agent.destroy();

  const sorted = latencies.slice(0, measured).sort();
  return {
    requests: measured,
    errors,
    non2xx,
    seconds,
    rps: measured / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    meanBytes: measured > 0 ? bytes / measured : 0,
  };
}
