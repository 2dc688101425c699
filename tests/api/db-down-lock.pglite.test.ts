// One process at a time opens an embedded (PGlite) data folder: while a server holds it,
// ledger:check (and every command that opens it) refuses with a clear message instead of
// opening it a second time; a lock left by a process that died does not keep it closed.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-lock-'));
const env = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  ADMIN_TOKEN: 'lock-test-admin-token-0123456789',
  JWT_SECRET: 'lock-test-jwt-secret-0123456789abcdef0123456',
  FEED: 'off',
  DEMO_ACCOUNTS: '0',
  LOG_LEVEL: 'silent',
  PORT: '1',
} as const;
// The folder is made from the migrated template (no initdb, no migrations in this file's time).
const fromTemplate = { databaseTemplate: inject('pgliteTemplate') };
let rt: Runtime | undefined;

afterAll(async () => {
  await rt?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function ledgerCheck(): Promise<{ code: number; out: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/ledger-check.ts'], { env: childEnv });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('embedded data folder lock', () => {
  it('makes ledger:check refuse while a server holds the folder, and run once it is closed', async () => {
    rt = await createRuntime(env, fromTemplate);
    const busy = await ledgerCheck();
    expect(busy.code).toBe(2);
    expect(busy.out).toMatch(new RegExp(`open in another process \\(pid ${process.pid}\\)`));
    expect(busy.out).toContain('accounts -- check');
    await rt.close();
    rt = undefined;
    const free = await ledgerCheck();
    expect(free, free.out).toMatchObject({ code: 0 });
    expect(free.out).toContain('Ledger OK');
  });

  it('refuses a second runtime on the same folder in the same process', async () => {
    rt = await createRuntime(env, fromTemplate);
    await expect(createRuntime(env, fromTemplate)).rejects.toThrow(/open in another process/);
    await rt.close();
    rt = undefined;
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, 'pglite.lock'), JSON.stringify({ pid: Number(gone.stdout), started: 'x' }));
    const free = await ledgerCheck();
    expect(free, free.out).toMatchObject({ code: 0 });
  });
});
