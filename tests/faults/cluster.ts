// Two-node cluster for the fault suite and the failover bench: nodes are child processes
// (tests/faults/node.ts) over one PostgreSQL, each with its own port and PGAPPNAME, so a
// test can pause, kill or cut off one of them. Players' sockets collect what they receive.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';
import { hashPassword } from '../../src/server/accounts/password.ts';

export const ADMIN_TOKEN = 'fault-admin-token-0123456789abcdef';
const JWT_SECRET = 'fault-jwt-secret-0123456789abcdef0123456789abcdef';
const root = new URL('../..', import.meta.url).pathname;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns without throwing, or throws its last error after `ms`. */
export async function within<T>(ms: number, check: () => Promise<T> | T, every = 100): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(every);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
    srv.on('error', reject);
  });
}

export interface Node {
  name: string;
  base: string;
  process: ChildProcess;
  /** Output of the node, for a failure's message. */
  log: string[];
}

/** Starts one node and resolves once it listens. */
export async function startNode(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${root}tests/faults/node.ts`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: ':memory:',
      JWT_SECRET,
      ADMIN_TOKEN,
      FEED_CONTROL: '1',
      DEMO_ACCOUNTS: '0',
      LOG_LEVEL: 'warn',
      PGAPPNAME: name,
      PG_POOL_SIZE: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n')) if (line) log.push(line);
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${log.slice(-20).join('\n')}`)), 150_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}: ${log.slice(-20).join('\n')}`));
    });
  });
  return { name, base: `http://127.0.0.1:${port}`, process: child, log };
}

export async function stopNode(node: Node): Promise<void> {
  if (node.process.exitCode !== null || node.process.signalCode !== null) return;
  const exited = new Promise((r) => node.process.once('exit', r));
  node.process.kill('SIGCONT');
  node.process.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (node.process.exitCode === null) node.process.kill('SIGKILL');
}

type Json = Record<string, any>;

/** A JSON call with a timeout: a paused node must not hang the test. */
export async function call(
  node: Node,
  path: string,
  init: { method?: string; json?: unknown; token?: string; admin?: boolean; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.admin) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
  const timeoutMs = init.timeoutMs ?? 5_000;
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${node.base}${path}`, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    // Name the request: a bare "aborted due to timeout" does not say which of a test's calls hung.
    throw new Error(`${method} ${path} on ${node.name}: ${err instanceof Error ? err.message : String(err)} (limit ${timeoutMs} ms)`, { cause: err });
  }
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** Whether this node says it runs the feed; undefined when it does not answer. */
export async function leads(node: Node): Promise<boolean | undefined> {
  try {
    const h = await call(node, '/api/health', { timeoutMs: 2_000, admin: true });
    return h.body.feed?.leader === true;
  } catch {
    return undefined;
  }
}

/** A live socket that keeps every message it receives, and reopens when its node comes back. */
export class Listener {
  messages: Array<{ at: number; data: Json }> = [];
  private ws: WebSocket | undefined;
  private closed = false;
  private node: () => Node;
  private playerId: number | undefined;
  private token: string | undefined;
  /** `node` is asked at each (re)open: a killed node's replacement takes its place. Anonymous without a player. */
  constructor(node: () => Node, playerId?: number, token?: string) {
    this.node = node;
    this.playerId = playerId;
    this.token = token;
  }

  async open(): Promise<void> {
    const base = `${this.node().base.replace('http', 'ws')}/api/live`;
    const ws = this.token ? new WebSocket(`${base}?id=${this.playerId}`, ['bearer', this.token]) : new WebSocket(base);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.ws = ws;
    ws.on('message', (data) => this.messages.push({ at: Date.now(), data: JSON.parse(String(data)) as Json }));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.ws === ws) this.ws = undefined;
      if (!this.closed) void this.reopen();
    });
    // The hub closes sockets silent for a minute: say hello now and then.
    const keep = setInterval(() => (ws.readyState === ws.OPEN ? ws.send('ping') : clearInterval(keep)), 20_000);
    keep.unref();
  }

  private async reopen(): Promise<void> {
    while (!this.closed && !this.ws) {
      await sleep(300);
      await this.open().catch(() => undefined);
    }
  }

  /** Resolves with the time of the first message after `since` that `match` accepts. */
  async waitFor(since: number, match: (m: Json) => boolean, ms = 10_000): Promise<number> {
    return within(ms, () => {
      const hit = this.messages.find((m) => m.at >= since && match(m.data));
      if (!hit) throw new Error('no such push yet');
      return hit.at;
    });
  }

  close(): void {
    this.closed = true;
    this.ws?.terminate();
  }
}

/** A live message carrying `value` for odd `customId` of event `eventId`. */
export const oddsPush = (eventId: number, customId: string, value: number) => (m: Json) =>
  m.type === 'live' &&
  Array.isArray(m.events) &&
  m.events.some((e: Json) => e.id === eventId && Array.isArray(e.odds) && e.odds.some((o: unknown[]) => o[0] === customId && o[1] === value));

export const balancePush = (m: Json) => m.type === 'balance';

export type Query = <R extends Record<string, any> = Record<string, any>>(text: string, params?: unknown[]) => Promise<R[]>;

/** Runs each statement on a fresh connection: the suite restarts the server under it. */
export function queryOn(url: string): Query {
  return async (text, params = []) => {
    const c = new pg.Client({ connectionString: url, application_name: 'fault suite' });
    await c.connect();
    try {
      return (await c.query(text, params)).rows;
    } finally {
      await c.end().catch(() => undefined);
    }
  };
}

export interface Player {
  id: number;
  username: string;
  password: string;
}

/** Opens a player with an opening balance straight in the database, the ledger included. */
export async function openPlayer(q: Query, username: string, balance: bigint): Promise<Player> {
  const password = 'Passw0rd123';
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  const rows = await q<{ id: number }>(`insert into players (username, password_hash, currency, has_logged_in_before, balance) values ($1, $2, 'EUR', true, $3) returning id`, [
    username,
    hash,
    balance.toString(),
  ]);
  const id = rows[0]!.id;
  await q(`insert into wallet_ledger (player_id, kind, amount, balance_after, reference, idempotency_key) values ($1, 'opening_balance', $2, $2, 'opening', $3)`, [
    id,
    balance.toString(),
    `opening:${id}`,
  ]);
  return { id, username, password };
}

export async function loginOn(node: Node, p: Player): Promise<string> {
  const res = await call(node, '/api/login', { json: { username: p.username, password: p.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.access_token);
}

export interface Market {
  eventId: number;
  betName: string;
  oddName: string;
  customId: string;
}

/** Pre-match 1X2 home odds of matches starting at least six hours from now, one per event. */
export async function upcomingMarkets(q: Query, count: number, skip = 0): Promise<Market[]> {
  const rows = await q<{ id: string; real_name: string; name: string; custom_id: string }>(
    `select e.id, g.real_name, o.name, o.custom_id from events e
       join bet_groups g on g.event_id = e.id and g.custom_id = 'main'
       join odds o on o.bet_group_id = g.id and o.custom_id = 'main.1'
     where e.status = 'scheduled' and e.start_time > now() + interval '6 hours' and e.sport_id = 1
     order by e.start_time, e.id offset $2 limit $1`,
    [count, skip],
  );
  return rows.map((r) => ({ eventId: Number(r.id), betName: r.real_name, oddName: r.name, customId: r.custom_id }));
}

export function ticketBody(playerId: number, m: Market, value: number, stake = '5.00') {
  return {
    stake,
    player_id: playerId,
    odds_change: 'none',
    ticket_events: [{ event_id: m.eventId, bet_name: m.betName, bet_name_second: '', odd_name: m.oddName, odd_custom_id: m.customId, odd_value: value / 100, is_live: 'false' }],
  };
}

/** The node among `nodes` that runs the feed, once exactly one of those answering says so. */
export async function soleLeader(nodes: Node[], ms = 10_000): Promise<Node> {
  return within(
    ms,
    async () => {
      const says = await Promise.all(nodes.map((n) => leads(n)));
      const leaders = nodes.filter((_n, i) => says[i] === true);
      if (leaders.length !== 1) throw new Error(`leaders: ${leaders.map((n) => n.name).join(', ') || 'none'} (${says.join(', ')})`);
      return leaders[0]!;
    },
    200,
  );
}

export async function terminateBackends(q: Query, appNamePrefix: string): Promise<number> {
  const rows = await q(`select pg_terminate_backend(pid) from pg_stat_activity where application_name like $1 and pid <> pg_backend_pid()`, [`${appNamePrefix}%`]);
  return rows.length;
}
