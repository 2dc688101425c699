// Starts the production server as a child process on a free loopback port with a fresh data
// directory, so a bench run never touches a developer's data or a running server.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thisTree, type Tree } from './compare.ts';
import { joinRunGroup } from './cpu-groups.ts';

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Resident set size of the server process, from /proc (null where /proc is missing). */
  rssBytes(): number | null;
  /** CPU time (user + system) the server process has used so far, in seconds (null where /proc is missing). */
  cpuSeconds(): number | null;
  /** The same for the process's main thread alone (the event loop; not the database's or zlib's threads). */
  mainThreadCpuSeconds(): number | null;
  /** GET /api/health as parsed JSON. */
  health(): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** A port the kernel just handed out, released for the child to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function readRss(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

// Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100;

/** CPU seconds from a /proc stat file: the process's (`/proc/<pid>/stat`) or one thread's (`/proc/<pid>/task/<tid>/stat`). */
function readCpuSeconds(statPath: string): number | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node scripts/start.ts` of a tree (this checkout unless `tree` names another build, see
 * compare.ts) the way that tree's npm start does, and resolves once /api/health answers 200.
 */
export async function startBenchServer(options: { timeoutMs?: number; env?: Record<string, string>; tree?: Tree } = {}): Promise<BenchServer> {
  const tree = options.tree ?? thisTree;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'));
  const url = `http://127.0.0.1:${port}`;
  // On PostgreSQL a node refuses to start without shared secrets (it may run beside others).
  const secrets: Record<string, string> =
    (options.env?.DATABASE_URL ?? process.env.DATABASE_URL) && !process.env.JWT_SECRET
      ? { JWT_SECRET: randomBytes(48).toString('base64'), ADMIN_TOKEN: randomBytes(24).toString('hex') }
      : {};
  const child = spawn(process.execPath, [...tree.nodeFlags, join(tree.root, 'scripts/start.ts')], {
    cwd: tree.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...tree.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.BENCH_DATA_DIR ?? dataDir,
      LOG_LEVEL: 'warn',
      ...secrets,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // In the bench's run group (cpu-groups.ts) where the machine has one: other people's processes
  // on a shared machine then cannot starve the server the figures are about.
  if (child.pid) joinRunGroup(child.pid);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The details (event loop, memory, database) need the operator token: the environment's, or the one the server wrote into its data folder.
  const operatorToken = () =>
    options.env?.ADMIN_TOKEN ??
    secrets.ADMIN_TOKEN ??
    process.env.ADMIN_TOKEN ??
    (existsSync(join(dataDir, 'admin-token')) ? readFileSync(join(dataDir, 'admin-token'), 'utf8').trim() : '');
  const health = async () => {
    const res = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${operatorToken()}` } });
    if (!res.ok) throw new Error(`GET /api/health answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited before it was ready (code ${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      await health();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The server did not answer /api/health within ${(options.timeoutMs ?? 180_000) / 1000} s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    dataDir,
    rssBytes: () => readRss(pid),
    cpuSeconds: () => readCpuSeconds(`/proc/${pid}/stat`),
    // The main thread's task id is the process id.
    mainThreadCpuSeconds: () => readCpuSeconds(`/proc/${pid}/task/${pid}/stat`),
    health,
    stop,
  };
}

/**
 * Waits until the node has stored its offer: a fresh node seeds it in the background after it
 * starts serving (tens of seconds of writes on a small machine), and a bench that measures
 * tickets or pages meanwhile measures the seeding too. Returns the seconds waited.
 */
export async function waitForStoredOffer(server: Pick<BenchServer, 'health'>, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  while (performance.now() - started < timeoutMs) {
    const feed = (await server.health()).feed as { pending_writes?: number } | undefined;
    // A build from before the count (BENCH_COMPARE_REF) stored its offer before it answered.
    quiet = feed?.pending_writes === 0 || feed?.pending_writes === undefined ? quiet + 1 : 0;
    if (quiet >= 2) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the offer was still being stored after ${timeoutMs / 1000} s`);
}
