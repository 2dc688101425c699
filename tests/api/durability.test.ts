// Nothing acknowledged is lost: tickets answered 201 survive a SIGKILL of the server, with
// their debits, and no half-written ticket appears (on PGlite on disk, or PostgreSQL). Both run
// with every commit flushed to disk before it is acknowledged.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_CONFIG } from './support/test-config.ts';

const ADMIN = 'durability-admin-token-0123456789';
const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-durability-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;

async function prepareDatabase(): Promise<void> {
  const admin = process.env.TEST_PG_URL;
  if (!admin) return;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`drop database if exists ${name} with (force)`);
    await d.end();
  };
}

function startServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
      JWT_SECRET: 'durability-jwt-secret-0123456789abcdef0123',
      FEED_CONTROL: '1',
      FEED_HORIZON_DAYS: TEST_CONFIG.FEED_HORIZON_DAYS,
      TEST_PGLITE_TEMPLATE: inject('pgliteTemplate'),
      DEMO_ACCOUNTS: '0',
      LOG_LEVEL: 'silent',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const proc = spawn(process.execPath, [join(root, 'scripts/test-support/api-server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function kill(): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  await kill();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

type Json = Record<string, any>;
const post = async (url: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

describe('acknowledged tickets survive a SIGKILL', () => {
  it('finds every acknowledged ticket and its debit after a restart, and nothing half-written', async () => {
    await prepareDatabase();
    let base = await startServer();
    const username = `durable${Date.now().toString(36)}`;
    expect((await post(`${base}/api/admin/players`, { username, password: 'Passw0rd123', balance: '1000.00', has_logged_in_before: true }, ADMIN)).status).toBe(201);
    const user = (await post(`${base}/api/login`, { username, password: 'Passw0rd123' })).body;
    const leagues = ((await (await fetch(`${base}/api/get_leagues?sport_id=1`)).json()) as Json).leagues as Json[];
    const events = ((await (await fetch(`${base}/api/get_events_for_league?league_id=${leagues[0]!.id}`)).json()) as Json).events as Json[];
    const later = events.filter((e) => e.fullTimeBet && e.time * 1000 > Date.now() + 3600_000);
    const tickets = later.slice(0, 20).map((e) => {
      const odd = e.fullTimeBet.odds[0];
      return {
        stake: '10.00',
        player_id: user.id,
        ticket_events: [
          { event_id: e.fi, bet_name: e.fullTimeBet.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'false' },
        ],
      };
    });
    expect(tickets.length).toBeGreaterThan(5);
    const syncsBefore = ((await (await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as Json).database.disk_syncs as number | null;
    const answers = await Promise.all(tickets.map((t) => post(`${base}/api/create_ticket`, t, user.access_token)));
    // Surviving SIGKILL only needs the OS page cache; a power cut needs every acknowledged
    // commit flushed: on PGlite the commits made at once share their flushes (group commit;
    // tests/api/pglite-thread.pglite.test.ts checks each answer waits for its flush).
    const health = ((await (await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as Json).database;
    expect(health.durable).toBe(true);
    if (databaseUrl) expect(health.disk_syncs).toBeNull();
    else {
      expect(existsSync(join(dataDir, 'pglite', '.synced-to-disk'))).toBe(true);
      expect(health.disk_syncs - syncsBefore!).toBeGreaterThanOrEqual(1);
    }
    await kill();
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body.ticket.id as number);
    expect(acknowledged.length).toBe(tickets.length);

    base = await startServer();
    const again = (await post(`${base}/api/login`, { username, password: 'Passw0rd123' })).body;
    const open = ((await (await fetch(`${base}/api/get_tickets?status=open&limit=500`, { headers: { authorization: `Bearer ${again.access_token}` } })).json()) as Json)
      .tickets as Json[];
    expect(open.map((t) => t.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    for (const t of open) expect(t.ticket_events).toHaveLength(1);
    expect(again.balance).toBe((1000 - 10 * acknowledged.length).toFixed(2));
    const check = (await (await fetch(`${base}/api/admin/ledger-check`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as Json;
    expect(check.mismatches).toEqual([]);
  }, 180_000);
});
