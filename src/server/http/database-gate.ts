// Whether the database can be reached, as the API and the pages see it. An error that shows it
// unreachable (or a fault while a probe fails) marks it down; while it is down every request
// answers 503 at once instead of waiting on a dead connection, and a cheap probe, at most one
// per second and shared by every request waiting, tells when it is back.
import type { Database } from '../db/client.ts';

/** Seconds a client is told to wait before trying again while the database is down. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;
const WATCH_INTERVAL_MS = 2000;

// Connection-level failures: the server refused, reset or dropped us, or never answered.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
// SQLSTATE: 08 connection exception; 57P01-57P03 shutdown, crash and "cannot connect now"; 53300 too many connections.
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database thread stopped|Cannot use a pool after calling end/i;

/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (e === null || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

export interface DatabaseGate {
  /** Whether the database is known to be down right now (no probe). */
  isDown(): boolean;
  /** Records a failure that showed the database unreachable. */
  markDown(): void;
  /**
   * True when the database answers: at once (a plain true, no promise) while it is up,
   * watching in the background; by a shared, rate-limited probe while it is down.
   */
  available(): true | Promise<boolean>;
  /** Probes now (bounded by a timeout) and records the answer. */
  probe(): Promise<boolean>;
}

export function createDatabaseGate(ping: () => Promise<boolean>, options: { intervalMs?: number; timeoutMs?: number } = {}): DatabaseGate {
  const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  let down = false;
  let lastProbe = 0;
  let inFlight: Promise<boolean> | null = null;

  const probe = (): Promise<boolean> => {
    inFlight ??= (async () => {
      lastProbe = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
      });
      try {
        const ok = await Promise.race([ping().catch(() => false), timeout]);
        down = !ok;
        return ok;
      } finally {
        clearTimeout(timer);
        inFlight = null;
      }
    })();
    return inFlight;
  };

  return {
    isDown: () => down,
    markDown() {
      down = true;
    },
    available() {
      // While up, traffic itself keeps watch: a probe in the background when the last is
      // older than the interval, so an outage shows within seconds even on routes that
      // never touch the database (offer reads), without a timer of its own.
      if (!down) {
        if (!inFlight && Date.now() - lastProbe >= WATCH_INTERVAL_MS) void probe();
        return true;
      }
      if (inFlight) return inFlight;
      if (Date.now() - lastProbe < intervalMs) return Promise.resolve(false);
      return probe();
    },
    probe,
  };
}

// Under a global symbol: the copy of this module in Astro's bundle (pages) and the server's
// copy (API) share one gate per runtime.
const GATES = Symbol.for('sportsbook.databaseGates');
const gates = ((globalThis as { [GATES]?: WeakMap<GateDeps, DatabaseGate> })[GATES] ??= new WeakMap<GateDeps, DatabaseGate>());

/** What the gate probes: the database. The runtime is the key, so its API and its pages share one gate. */
export interface GateDeps {
  database: Pick<Database, 'ping'>;
}

/** The one gate of a runtime, shared by its API and its pages. */
export function databaseGate(rt: GateDeps): DatabaseGate {
  let gate = gates.get(rt);
  if (!gate) {
    gate = createDatabaseGate(() => rt.database.ping());
    gates.set(rt, gate);
  }
  return gate;
}
