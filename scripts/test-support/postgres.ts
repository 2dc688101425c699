// A throwaway PostgreSQL for the API tests: initdb into a temporary folder, start it on a
// free port with its socket in the same folder, and remove everything on stop.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** Whether PostgreSQL server binaries are installed here. */
export const hasPostgresBinaries = (): boolean => findBinDir() !== undefined;

function findBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return found ? found.replace(/\/initdb$/, '') : undefined;
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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const binDir = findBinDir();
  if (!binDir) return undefined;
  // initdb refuses to run as root: run the server as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const exec = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(binDir, cmd), ...args], { stdio: 'pipe' }) : execFileSync(join(binDir, cmd), args, { stdio: 'pipe' });
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
