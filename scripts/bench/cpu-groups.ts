// CPU groups for the scaling benches (issue 30): the Linux cgroup v1 cpu controller, used as
// root. A bench run gets one parent group with a very high cpu.shares, so that whatever else
// the machine runs in the root group (other people's builds) cannot starve the run; inside it,
// each part of the run (a node, a relay, PostgreSQL, the proxy, the bench client) gets a group
// of its own, and a node or relay a CFS quota (cpu.cfs_quota_us over cpu.cfs_period_us: 0.25
// of a core is 25,000 µs of every 100,000). The nodes are then the limit by construction, and
// throughput per node-share is a property of the code, not of the machine's other load.
//
// Per part it reports the CPU used (cpuacct, which counts processes that have exited, such as
// PostgreSQL backends), how often the quota bit (cpu.stat), and how long its threads were
// runnable without running (/proc/<pid>/task/<tid>/schedstat, which counts quota throttling
// too): a part that used less than its quota while it waited for a CPU was starved, and the
// figures of that run say less about the code than they seem to.
//
// Where the controller is missing or not writable, openCpuGroups says why and the caller
// skips. Groups are removed on close() and, should the bench die first, on process exit.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU_ROOT = process.env.BENCH_CGROUP_CPU ?? '/sys/fs/cgroup/cpu';
const ACCT_ROOT = process.env.BENCH_CGROUP_CPUACCT ?? '/sys/fs/cgroup/cpuacct';
const PERIOD_US = 100_000;
/** The parent group's weight against the root group's 1,024 per busy process: the kernel's maximum. */
export const RUN_SHARES = Number(process.env.BENCH_CPU_SHARES ?? 262_144);
/**
 * Inside the run, an uncapped part (PostgreSQL, the proxy, the client) weighs eight capped
 * ones: the capped parts are what a run measures, and the others must not be their limit.
 * (Equal weights were tried on 2026-11-29 for the relays, which wait for a CPU when a batch
 * wakes every part at once: they still waited, and the two-relay figure did not move.)
 */
const CAPPED_SHARES = 1024;
const HELPER_SHARES = 8192;
const PREFIX = 'sportsbook-bench-';
const CLK_TCK = 100;

export interface CpuPart {
  readonly name: string;
  /** The CFS quota in cores, or null: no cap. */
  quota(): number | null;
  setQuota(cores: number | null): void;
  /** Moves a process (all its threads) into the part; its later children start here too. */
  add(pid: number): void;
  /** Moves a process and every process descended from it (PostgreSQL's postmaster and its backends). */
  addTree(pid: number): void;
  /** Moves one thread (a worker thread of the bench process) into the part. */
  addThread(tid: number): void;
  /** Sets the part's cpu.shares: its weight against the other parts when they want the same core. */
  setWeight(shares: number): void;
}

interface PartSample {
  usageNs: number;
  /** Of usageNs, the time in the kernel (system calls, and interrupts charged to the part). */
  systemNs: number;
  periods: number;
  throttled: number;
  throttledNs: number;
  /** Per thread id: ns spent runnable but not running. */
  waitNs: Map<number, number>;
}

export interface CpuSample {
  at: number;
  parts: Map<string, PartSample>;
  /** /proc/stat: jiffies idle (idle + iowait) and in all, for the machine. */
  idle: number;
  total: number;
  /** /proc/stat: jiffies in soft interrupts (loopback TCP's receive work among them) and stolen by the hypervisor. */
  softirq: number;
  steal: number;
}

export interface PartFigures {
  name: string;
  quota: number | null;
  /** Cores used (1.0 = one core for the whole interval). */
  cpu: number;
  /** Of cpu, the cores spent in the kernel on the part's behalf (system time). */
  system: number;
  /** Share of CFS periods in which the quota ran out. */
  throttledShare: number;
  /** Cores' worth of time its threads were runnable without running, quota throttling included. */
  waiting: number;
  /** Seconds per second the part's quota held it back (cpu.stat throttled_time). */
  throttledTime: number;
  /** Less CPU than its cap (or than it asked for, uncapped) while it waited for a CPU the machine did not give. */
  starved: boolean;
}

export interface CpuFigures {
  seconds: number;
  parts: PartFigures[];
  /** Share of the machine's CPU time that was idle. */
  machineIdle: number;
  /** Cores used by everything outside the run (other people's processes, the kernel's own threads). */
  others: number;
  /** Cores the machine spent in soft interrupts, and cores the hypervisor took (steal): time no part chose to use. */
  softirq: number;
  steal: number;
  /** /proc/loadavg's three averages at the end. */
  load: string;
}

export interface CpuGroups {
  readonly path: string;
  readonly shares: number;
  part(name: string, quotaCores?: number | null): CpuPart;
  sample(): CpuSample;
  figures(from: CpuSample, to: CpuSample): CpuFigures;
  close(): void;
}

export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const readNumber = (path: string): number => Number(readFileSync(path, 'utf8').trim());

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

function processesIn(dir: string): number[] {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function threadWaits(pids: number[], into: Map<number, number>): void {
  for (const pid of pids) {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        // schedstat: time on a CPU, time runnable and waiting, timeslices (ns, ns, count).
        const wait = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]);
        if (Number.isFinite(wait)) into.set(Number(tid), wait);
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
}

/** CPU ns of processes from /proc (all of it, or the system time alone), where no cpuacct group mirrors the part. */
function procUsageNs(pids: number[], systemOnly = false): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += (systemOnly ? 0 : Number(f[11])) + Number(f[12]);
    } catch {
      // Gone.
    }
  }
  return (ticks / CLK_TCK) * 1e9;
}

function machineTimes(): { idle: number; total: number; softirq: number; steal: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is inside user.
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  return { idle: (v[3] ?? 0) + (v[4] ?? 0), total: v.slice(0, 8).reduce((s, x) => s + x, 0), softirq: v[6] ?? 0, steal: v[7] ?? 0 };
}

/** System time in ns from a cpuacct group's cpuacct.stat (USER_HZ ticks). */
function acctSystemNs(dir: string): number {
  const line = readFileSync(join(dir, 'cpuacct.stat'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('system '));
  return (Number(line?.split(' ')[1] ?? 0) / CLK_TCK) * 1e9;
}

function moveAllTo(from: string, to: string): void {
  for (const pid of processesIn(from)) {
    try {
      writeFileSync(join(to, 'cgroup.procs'), String(pid));
    } catch {
      // Exited meanwhile.
    }
  }
}

function removeTree(dir: string, root: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeTree(join(dir, entry.name), root);
  moveAllTo(dir, root);
  try {
    rmdirSync(dir);
  } catch {
    // A process still in it (a zombie being reaped): left for the next run's sweep.
  }
}

/** Groups left by a bench that was killed: their owner's pid is no longer running. */
function sweepStale(root: string): void {
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const owner = Number(name.slice(PREFIX.length).split('-')[0]);
    if (Number.isInteger(owner) && !existsSync(`/proc/${owner}`)) removeTree(join(root, name), root);
  }
}

/** Why this machine cannot cap parts of a run, or null when it can. */
export function cpuGroupsUnavailable(): string | null {
  if (process.platform !== 'linux') return `not Linux (${process.platform})`;
  if (!existsSync(join(CPU_ROOT, 'cpu.cfs_quota_us'))) return `no cgroup v1 cpu controller at ${CPU_ROOT}`;
  if (process.getuid?.() !== 0) return 'not root: the cpu controller needs root to make groups';
  return null;
}

interface PartEntry {
  dir: string;
  acctDir: string | null;
  part: CpuPart;
}

interface RunGroup {
  path: string;
  acct: string | null;
  parts: Map<string, PartEntry>;
}

let run: RunGroup | { unavailable: string } | undefined;

/**
 * The bench process's one run group (made on first use): every section's parts live in it, the
 * bench process itself in its part "client", and each server a section starts that asks for no
 * part of its own in "servers" (server.ts), so no figure of the bench is left to the root
 * group's mercy. Removed when the process exits.
 */
function runGroup(): RunGroup | { unavailable: string } {
  if (run) return run;
  const why = cpuGroupsUnavailable();
  if (why) return (run = { unavailable: why });
  sweepStale(CPU_ROOT);
  sweepStale(ACCT_ROOT);
  const name = `${PREFIX}${process.pid}`;
  const path = join(CPU_ROOT, name);
  const acct = existsSync(join(ACCT_ROOT, 'cpuacct.usage')) && ACCT_ROOT !== CPU_ROOT ? join(ACCT_ROOT, name) : null;
  try {
    mkdirSync(path);
    writeFileSync(join(path, 'cpu.shares'), String(RUN_SHARES));
    if (acct) mkdirSync(acct);
  } catch (err) {
    return (run = { unavailable: `could not make ${path}: ${err instanceof Error ? err.message : String(err)}` });
  }
  const made: RunGroup = { path, acct, parts: new Map() };
  process.once('exit', () => {
    removeTree(path, CPU_ROOT);
    if (acct) removeTree(acct, ACCT_ROOT);
  });
  run = made;
  partOf(made, 'client').add(process.pid);
  return made;
}

function partOf(group: RunGroup, partName: string, quotaCores?: number | null): CpuPart {
  const known = group.parts.get(partName);
  if (known) {
    if (quotaCores !== undefined) known.part.setQuota(quotaCores);
    return known.part;
  }
  const dir = join(group.path, partName);
  const acctDir = group.acct ? join(group.acct, partName) : null;
  mkdirSync(dir);
  if (acctDir) mkdirSync(acctDir);
  let quota: number | null = null;
  const moveTo = (file: 'cgroup.procs' | 'tasks') => (id: number) => {
    try {
      writeFileSync(join(dir, file), String(id));
      if (acctDir) writeFileSync(join(acctDir, file), String(id));
    } catch {
      // A process or thread that exited before it could be moved has nothing left to count.
    }
  };
  const move = moveTo('cgroup.procs');
  const made: CpuPart = {
    name: partName,
    quota: () => quota,
    setQuota(cores) {
      quota = cores;
      writeFileSync(join(dir, 'cpu.shares'), String(cores === null ? HELPER_SHARES : CAPPED_SHARES));
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), cores === null ? '-1' : String(Math.round(cores * PERIOD_US)));
    },
    add: move,
    addThread: moveTo('tasks'),
    setWeight(shares) {
      writeFileSync(join(dir, 'cpu.shares'), String(shares));
    },
    addTree(pid) {
      const children = childrenOf();
      const walk = (p: number) => {
        move(p);
        for (const c of children.get(p) ?? []) walk(c);
      };
      walk(pid);
    },
  };
  made.setQuota(quotaCores ?? null);
  group.parts.set(partName, { dir, acctDir, part: made });
  return made;
}

/** Puts the bench process itself (its in-process runtimes, its clients) into the run group, where groups exist. */
export function enterRunGroup(): void {
  runGroup();
}

/** Puts a server a bench started (and, with `tree`, its descendants) into an uncapped part of the run group, where groups exist. */
export function joinRunGroup(pid: number, partName = 'servers', tree = false): void {
  const group = runGroup();
  if ('unavailable' in group) return;
  const part = partOf(group, partName);
  if (tree) part.addTree(pid);
  else part.add(pid);
}

/**
 * A section's view of the run group: its parts (named "<label>.<name>" in the file system, shown
 * by name) and the bench client, or the reason there are none. close() moves the section's
 * remaining processes up into the run group and removes its parts.
 */
export function openCpuGroups(label: string): CpuGroups | { unavailable: string } {
  const group = runGroup();
  if ('unavailable' in group) return group;
  const mine = new Map<string, PartEntry>();
  const part = (partName: string, quotaCores?: number | null): CpuPart => {
    const made = partOf(group, `${label}.${partName}`, quotaCores);
    mine.set(partName, group.parts.get(`${label}.${partName}`)!);
    return made;
  };
  const parts = new Map<string, PartEntry>([['client', group.parts.get('client')!]]);
  const view = () => new Map([...parts, ...mine]);
  const path = group.path;
  const close = () => {
    for (const [partName, entry] of mine) {
      moveAllTo(entry.dir, group.path);
      if (entry.acctDir && group.acct) moveAllTo(entry.acctDir, group.acct);
      for (const dir of [entry.dir, entry.acctDir]) {
        try {
          if (dir) rmdirSync(dir);
        } catch {
          // A zombie still listed: the run group's removal at exit sweeps it.
        }
      }
      group.parts.delete(`${label}.${partName}`);
    }
    mine.clear();
  };

  return {
    path,
    shares: RUN_SHARES,
    part,
    sample() {
      const sampled = new Map<string, PartSample>();
      for (const [partName, p] of view()) {
        const pids = processesIn(p.dir);
        const stat = Object.fromEntries(
          readFileSync(join(p.dir, 'cpu.stat'), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => l.split(' ') as [string, string]),
        );
        const waitNs = new Map<number, number>();
        threadWaits(pids, waitNs);
        sampled.set(partName, {
          usageNs: p.acctDir ? readNumber(join(p.acctDir, 'cpuacct.usage')) : procUsageNs(pids),
          systemNs: p.acctDir ? acctSystemNs(p.acctDir) : procUsageNs(pids, true),
          periods: Number(stat.nr_periods ?? 0),
          throttled: Number(stat.nr_throttled ?? 0),
          throttledNs: Number(stat.throttled_time ?? 0),
          waitNs,
        });
      }
      return { at: performance.now(), parts: sampled, ...machineTimes() };
    },
    figures(from, to) {
      const seconds = (to.at - from.at) / 1000;
      const figures: PartFigures[] = [];
      for (const [partName, b] of to.parts) {
        const a = from.parts.get(partName);
        if (!a) continue;
        let waitNs = 0;
        for (const [tid, w] of b.waitNs) waitNs += w - (a.waitNs.get(tid) ?? 0);
        const cpu = (b.usageNs - a.usageNs) / 1e9 / seconds;
        const system = Math.min(cpu, Math.max(0, (b.systemNs - a.systemNs) / 1e9 / seconds));
        const periods = b.periods - a.periods;
        const throttledShare = periods > 0 ? (b.throttled - a.throttled) / periods : 0;
        const waiting = waitNs / 1e9 / seconds;
        const throttledTime = (b.throttledNs - a.throttledNs) / 1e9 / seconds;
        const quota = view().get(partName)?.part.quota() ?? null;
        figures.push({ name: partName, quota, cpu, system, throttledShare, waiting, throttledTime, starved: false });
      }
      const total = to.total - from.total;
      const machineIdle = total > 0 ? (to.idle - from.idle) / total : 0;
      const busy = (total - (to.idle - from.idle)) / CLK_TCK / seconds;
      const run = figures.reduce((s, p) => s + p.cpu, 0);
      // Starved, capped: below 90% of its cap and rarely at it, yet runnable and waiting (beyond
      // its quota's own hold) a tenth of the time, full machine or not: the parts wake together
      // at each batch and queue for the cores even when the second's average has idle in it (a
      // relay at 15% of its 50% waited 41% of the time at 8,700 sockets, by its schedstat).
      // Uncapped, only while the machine was full and processes outside the run took a tenth
      // of a core or more: it waited for a CPU at least as long as it ran (a heuristic:
      // PostgreSQL's backends also queue behind one another).
      const others = Math.max(0, busy - run);
      for (const p of figures) {
        if (p.quota !== null) p.starved = p.cpu < 0.9 * p.quota && p.throttledShare < 0.5 && p.waiting - p.throttledTime > 0.1;
        else if (machineIdle < 0.05 && others > 0.1) p.starved = p.cpu > 0.02 && p.waiting >= p.cpu;
      }
      figures.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
      const cores = (jiffies: number) => jiffies / CLK_TCK / seconds;
      return { seconds, parts: figures, machineIdle, others, softirq: cores(to.softirq - from.softirq), steal: cores(to.steal - from.steal), load: loadAverage() };
    },
    close,
  };
}

export const starvedParts = (f: CpuFigures): string[] => f.parts.filter((p) => p.starved).map((p) => p.name);
