// Accounts bench (issue 3): logins per second and login latency with a few concurrent clients
// (scrypt N=2^17 makes each login deliberately expensive), then 1,000 sockets of one player
// on /api/live and the time from an operator credit to each socket's balance message.
// Run alone: node scripts/bench/accounts.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_LOGIN_PLAYERS (20), BENCH_LOGIN_CLIENTS (4), BENCH_LOGIN_SECONDS (10),
// BENCH_SOCKETS (1000), BENCH_PUSH_ROUNDS (3).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { startBenchServer, type BenchServer } from './server.ts';
import { checksTable, ms, pct, rate, type Check } from './report.ts';

const PLAYERS = Number(process.env.BENCH_LOGIN_PLAYERS ?? 20);
const LOGIN_CLIENTS = Number(process.env.BENCH_LOGIN_CLIENTS ?? 4);
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PUSH_ROUNDS = Number(process.env.BENCH_PUSH_ROUNDS ?? 3);
const PUSH_P95_TARGET_MS = 100;
const PASSWORD = 'BenchPassw0rd1';

export interface HttpAnswer {
  status: number;
  body: Record<string, any>;
}

/** A keep-alive JSON client for loopback benches: cheaper per request than fetch. */
export function jsonClient(baseUrl: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const call = (method: string, path: string, body?: unknown, token?: string, extraHeaders: Record<string, string> = {}): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const req = request(new URL(path, baseUrl), { agent, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, any>;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, any>) : {};
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

export type JsonClient = ReturnType<typeof jsonClient>;

export interface BenchPlayer {
  id: number;
  username: string;
  password: string;
}

export const newAdminToken = () => randomBytes(24).toString('hex');

/** Opens players through the operator API, a few at a time (each costs one scrypt hash on the server). */
export async function createPlayers(client: JsonClient, adminToken: string, count: number, balance: string, prefix: string): Promise<BenchPlayer[]> {
  const made: BenchPlayer[] = [];
  const one = async (i: number) => {
    const username = `${prefix}${i}`;
    const res = await client.call(
      'POST',
      '/api/admin/players',
      { username, password: PASSWORD, balance, has_logged_in_before: true, first_name: 'Bench', last_name: 'Player' },
      adminToken,
    );
    if (res.status !== 201) throw new Error(`creating ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
    made.push({ id: Number(res.body.id), username, password: PASSWORD });
  };
  for (let i = 0; i < count; i += 4) await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, k) => one(i + k)));
  return made.sort((a, b) => a.id - b.id);
}

export async function loginPlayer(client: JsonClient, p: BenchPlayer): Promise<string> {
  return (await loginSession(client, p)).access;
}

/** A player's access token and the refresh token that renews it (an access token lives five minutes). */
export async function loginSession(client: JsonClient, p: BenchPlayer): Promise<{ access: string; refresh: string }> {
  const res = await client.call('POST', '/api/login', { username: p.username, password: p.password });
  if (res.status !== 200 || typeof res.body.access_token !== 'string' || typeof res.body.refresh_token !== 'string') {
    throw new Error(`login of ${p.username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { access: res.body.access_token, refresh: res.body.refresh_token };
}

/** New tokens for a session, without the password's hash: for a section that runs longer than an access token lives. */
export async function refreshSession(client: JsonClient, refresh: string): Promise<{ access: string; refresh: string }> {
  const res = await client.call('POST', '/api/token/refresh', { refresh });
  if (res.status !== 200 || typeof res.body.access !== 'string' || typeof res.body.refresh !== 'string')
    throw new Error(`a token refresh answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { access: res.body.access, refresh: res.body.refresh };
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN);

export interface AccountsBenchResult {
  players: number;
  createSeconds: number;
  logins: number;
  loginFailures: Record<string, number>;
  loginSeconds: number;
  loginP50: number;
  loginP95: number;
  loginCpuShare: number | null;
  socketsOpen: number;
  socketsWanted: number;
  connectSeconds: number;
  pushExpected: number;
  pushReceived: number;
  pushP50: number;
  pushP95: number;
  pushMax: number;
  rssWithSockets: number | null;
  /** How long each credit request took to answer, ms: the ledger write before the push. */
  creditMs: number[];
  /** Per round, each socket's receipt after the round's first receipt, ms: the hub's fan-out alone. */
  spreadP95: number;
  spreadMax: number;
}

async function measureLogins(server: BenchServer, client: JsonClient, players: BenchPlayer[]) {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const stopAt = started + LOGIN_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const p = players[next++ % players.length]!;
      const t = performance.now();
      try {
        const res = await client.call('POST', '/api/login', { username: p.username, password: p.password });
        if (res.status === 200) latencies.push(performance.now() - t);
        else {
          const code = `${res.status} ${String(res.body.error?.code ?? '')}`.trim();
          failures[code] = (failures[code] ?? 0) + 1;
        }
      } catch {
        failures.network = (failures.network ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CLIENTS }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = server.cpuSeconds();
  latencies.sort((a, b) => a - b);
  return {
    logins: latencies.length,
    failures,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    cpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds,
  };
}

/** Opens `count` sockets for one player, 50 handshakes at a time; resolves with those that opened. */
async function openSockets(url: string, token: string, count: number, onBalance: (at: number) => void): Promise<WebSocket[]> {
  const open: WebSocket[] = [];
  const one = () =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url, ['bearer', token]);
      const timer = setTimeout(() => {
        ws.terminate();
        resolve();
      }, 15_000);
      ws.on('open', () => {
        clearTimeout(timer);
        open.push(ws);
        resolve();
      });
      ws.on('message', (data) => {
        const at = performance.now();
        const text = data.toString();
        // Odds batches reach every socket too; only balance messages count.
        if (!text.includes('"balance"')) return;
        try {
          if ((JSON.parse(text) as { type?: string }).type === 'balance') onBalance(at);
        } catch {
          // A message that is not JSON is not a balance push.
        }
      });
      ws.on('error', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, one));
  return open;
}

export async function runAccountsBench(): Promise<AccountsBenchResult> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ADMIN_TOKEN: adminToken } });
  const client = jsonClient(server.url, Math.max(LOGIN_CLIENTS, 4));
  let sockets: WebSocket[] = [];
  try {
    const t0 = performance.now();
    const players = await createPlayers(client, adminToken, PLAYERS, '100.00', 'benchlogin');
    const createSeconds = (performance.now() - t0) / 1000;
    const login = await measureLogins(server, client, players);

    // One player, many sockets: every socket of that player must receive each balance push.
    const target = players[0]!;
    const token = await loginPlayer(client, target);
    let round = { sentAt: 0, times: [] as number[] };
    const tc = performance.now();
    sockets = await openSockets(`${server.url.replace('http', 'ws')}/api/live`, token, SOCKETS, (at) => {
      if (round.sentAt > 0) round.times.push(at - round.sentAt);
    });
    const connectSeconds = (performance.now() - tc) / 1000;
    const rssWithSockets = server.rssBytes();

    const delivery: number[] = [];
    const creditMs: number[] = [];
    const spread: number[] = [];
    for (let r = 0; r < PUSH_ROUNDS; r++) {
      await new Promise((res) => setTimeout(res, 1000));
      round = { sentAt: performance.now(), times: [] };
      const credit = await client.call('POST', `/api/admin/players/${target.username}/credit`, { amount: '1.00', reason: 'bench push' }, adminToken);
      creditMs.push(performance.now() - round.sentAt);
      if (credit.status !== 200) throw new Error(`credit answered ${credit.status}: ${JSON.stringify(credit.body)}`);
      const deadline = performance.now() + 5000;
      while (round.times.length < sockets.length && performance.now() < deadline) await new Promise((res) => setTimeout(res, 10));
      delivery.push(...round.times);
      const first = Math.min(...round.times);
      spread.push(...round.times.map((t) => t - first));
      round = { sentAt: 0, times: [] };
    }
    delivery.sort((a, b) => a - b);
    spread.sort((a, b) => a - b);
    return {
      players: players.length,
      createSeconds,
      logins: login.logins,
      loginFailures: login.failures,
      loginSeconds: login.seconds,
      loginP50: login.p50,
      loginP95: login.p95,
      loginCpuShare: login.cpuShare,
      socketsOpen: sockets.length,
      socketsWanted: SOCKETS,
      connectSeconds,
      pushExpected: sockets.length * PUSH_ROUNDS,
      pushReceived: delivery.length,
      pushP50: percentile(delivery, 0.5),
      pushP95: percentile(delivery, 0.95),
      pushMax: delivery.length ? delivery[delivery.length - 1]! : Number.NaN,
      rssWithSockets,
      creditMs,
      spreadP95: percentile(spread, 0.95),
      spreadMax: spread.length ? spread[spread.length - 1]! : Number.NaN,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    client.close();
    await server.stop();
  }
}

export function accountsChecks(r: AccountsBenchResult): Check[] {
  const failures = Object.entries(r.loginFailures)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const perSecond = r.logins / r.loginSeconds;
  return [
    {
      target: `accounts: logins per second (${LOGIN_CLIENTS} clients, ${r.players} players, scrypt N=2^17)`,
      measured: `${perSecond.toFixed(1)}/s (${r.logins} in ${r.loginSeconds.toFixed(1)} s${failures ? `; refused ${failures}` : ''}; server CPU ${r.loginCpuShare === null ? 'n/a' : pct(r.loginCpuShare)})`,
      verdict: 'INFO',
    },
    {
      target: 'accounts: login latency',
      measured: `p50 ${ms(r.loginP50)}, p95 ${ms(r.loginP95)}; opening ${r.players} players took ${r.createSeconds.toFixed(1)} s`,
      verdict: 'INFO',
    },
    {
      target: `accounts: ${r.socketsWanted} sockets of one player connected`,
      measured: `${r.socketsOpen} open in ${r.connectSeconds.toFixed(1)} s; server RSS ${r.rssWithSockets === null ? 'n/a' : `${(r.rssWithSockets / 1024 / 1024).toFixed(0)} MiB`}`,
      verdict: r.socketsOpen === r.socketsWanted ? 'PASS' : 'FAIL',
    },
    {
      target: `accounts: credit-to-socket balance push p95 < ${PUSH_P95_TARGET_MS} ms (${PUSH_ROUNDS} credits)`,
      measured: `p50 ${ms(r.pushP50)}, p95 ${ms(r.pushP95)}, max ${ms(r.pushMax)}; ${rate(r.pushReceived)}/${r.pushExpected} received; credit answered in ${r.creditMs.map((v) => v.toFixed(0)).join('/')} ms`,
      verdict: r.pushReceived === r.pushExpected && r.socketsOpen === r.socketsWanted && r.pushP95 < PUSH_P95_TARGET_MS ? 'PASS' : 'FAIL',
    },
    {
      target: 'accounts: machine load average (1/5/15 min) after the run',
      measured: loadavg()
        .map((v) => v.toFixed(2))
        .join(' / '),
      verdict: 'INFO',
    },
    {
      target: 'accounts: fan-out spread (first socket to each socket, per credit)',
      measured: `p95 ${ms(r.spreadP95)}, max ${ms(r.spreadMax)}`,
      verdict: 'INFO',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runAccountsBench();
  process.stdout.write(`${checksTable(accountsChecks(result))}\n`);
  process.exit(0);
}
