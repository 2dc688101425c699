// One process at a time may open an embedded (PGlite) data folder: two would each believe they
// own the files and corrupt them. Whoever opens it (the server, ledger:check, any command)
// first writes DATA_DIR/pglite.lock with its pid; another process finding a live holder
// refuses with a clear message. A lock whose process is gone (killed, crashed, or its pid now
// names another program) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {
  readonly holderPid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}), most likely a running server. ` +
        'Only one process may open it at a time: stop that process first, or while it runs use the operator API ' +
        '(`npm run accounts -- check` checks the ledger through it).',
    );
    this.name = 'DataDirBusyError';
    this.holderPid = pid;
  }
}

interface Holder {
  pid: number;
  /** The process's start time as the kernel counts it: a pid reused by a later process does not match. */
  started: string;
}

/** The start time of a process (Linux /proc), or '' where it cannot be read. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the parenthesised command name (which may hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function alive(holder: Holder): boolean {
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(holder.pid);
  return !now || !holder.started || now === holder.started;
}

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: String(parsed.started ?? '') } : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the folder's lock or throws DataDirBusyError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite.lock');
  const mine: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      return {
        release() {
          if (readHolder(path)?.pid === mine.pid) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(path);
    // A holder still writing its lock has no readable pid yet: count it as alive.
    if (holder === null) {
      if (attempt < 2) continue;
      throw new DataDirBusyError(dataDir, 0);
    }
    if (alive(holder)) throw new DataDirBusyError(dataDir, holder.pid);
    try {
      unlinkSync(path);
    } catch {
      // Another process removed it first: try again.
    }
  }
  throw new DataDirBusyError(dataDir, readHolder(path)?.pid ?? 0);
}
