// PGlite as shipped starts Postgres with fsync off (`-F`), and Emscripten's NODEFS has no fsync
// at all: a commit lands in the OS page cache, which survives a killed process but not a power
// cut or a kernel crash. An acknowledged ticket must survive both, so this file system turns
// Postgres's fsync() into a real fsync(2) and the start parameters turn fsync back on. On this
// machine's disk one fsync costs 0.14-3 ms; commits share them (group commit).
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface NodeFsStream {
  nfd: number;
}

interface NodeFsInternals {
  stream_ops: Record<string, unknown> & { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * fsync on, as a real server has it. A commit does not wait for its own WAL flush: the
 * database's thread groups them, and answers nothing before the flush that covers it
 * (pglite-group-commit.ts), one fsync for every write since the last. `wal_sync_method=fsync`
 * because Emscripten answers fdatasync() without calling anything.
 */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=off',
  '-c',
  'wal_sync_method=fsync',
];

export class DurableNodeFS extends NodeFS {
  /** How many fsync(2) calls Postgres has made through this file system; /api/health shows it. */
  syncs = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: { NODEFS: unknown }) => {
        const nodefs = mod.NODEFS as NodeFsInternals;
        nodefs.stream_ops.fsync = (stream) => {
          nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
          this.syncs += 1;
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

const SYNCED_MARKER = '.synced-to-disk';

/**
 * PGlite's initdb writes the cluster without a single fsync. Flushes every file and directory of
 * a data directory once, the way Postgres itself does after a crash (SyncDataDirectory), and
 * leaves a marker so later starts skip it.
 */
export function syncDataDirectoryOnce(dir: string): number {
  if (existsSync(join(dir, SYNCED_MARKER))) return 0;
  const count = syncTree(dir);
  writeFileSync(join(dir, SYNCED_MARKER), `${new Date().toISOString()}\n`, { flush: true });
  syncPath(dir);
  return count + 1;
}

function syncTree(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += syncTree(path);
    else if (entry.isFile()) {
      syncPath(path);
      count += 1;
    }
  }
  syncPath(dir);
  return count + 1;
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
