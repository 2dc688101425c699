// The long fuzz (issue 26): the seeded fuzz of npm test (scripts/test-support/fuzz.ts), 20,000
// requests by default, over HTTP against a production server started from the build with a
// fresh data folder (the contract it fuzzes is the one that server publishes: no test routes).
// Prints the statuses, the operations reached, requests per second and latency, and every
// problem (a 5xx, a hang, a refusal without the JSON error shape); exits 1 when there is one.
// Run: npm run fuzz, or node scripts/fuzz.ts (builds first when the build is stale).
// Tuning: FUZZ_REQUESTS (20000), FUZZ_SEED (the current time; printed, to replay a run),
// FUZZ_PARALLEL (16).
import { buildIfNeeded } from './build-if-needed.ts';
import { startBenchServer } from './bench/server.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile } from './bench/accounts.ts';
import { runFuzz, statusSummary, type Contract, type FuzzCredentials } from './test-support/fuzz.ts';
import { ms } from './bench/report.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const PARALLEL = Number(process.env.FUZZ_PARALLEL ?? 16);

buildIfNeeded();
const adminToken = newAdminToken();
// Cheap password hashes: the fuzz replaces the players it logs out or locks (a login each), and
// what it measures is the API's answers, not scrypt at production cost.
const server = await startBenchServer({ env: { ADMIN_TOKEN: adminToken, SCRYPT_LOG2_N: '10' } });
let failed: boolean;
try {
  const client = jsonClient(server.url, 2);
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Contract;
  let made = 0;
  const credentials = async (current: FuzzCredentials | undefined): Promise<FuzzCredentials> => {
    // The fuzz logs its player out, locks it or changes its password now and then, and signs its editor out: a new one then.
    const serves = async (path: string, token: string) => (await client.call('GET', path, undefined, token)).status === 200;
    const playerToken =
      current && (await serves('/api/account', current.playerToken))
        ? current.playerToken
        : await loginPlayer(client, (await createPlayers(client, adminToken, 1, '100000.00', `fuzz${SEED}_${made++}_`))[0]!);
    const editorToken = current && (await serves('/api/editor/me', current.editorToken)) ? current.editorToken : await newEditor(client);
    return { playerToken, adminToken, editorToken };
  };
  let editors = 0;
  const newEditor = async (c: typeof client): Promise<string> => {
    const editor = { username: `fuzz${SEED}_editor_${editors++}`, password: 'Passw0rd123' };
    const created = await c.call('POST', '/api/admin/editors', editor, adminToken);
    if (created.status !== 201) throw new Error(`creating a content editor answered ${created.status}`);
    // The fuzz's own failed sign-ins from this address may throttle this one: the editor's routes then
    // see no valid token until a later batch signs in again.
    const signedIn = await c.call('POST', '/api/editor/login', editor);
    return signedIn.status === 200 ? String(signedIn.body.token) : '';
  };
  const run = await runFuzz({
    doc,
    seed: SEED,
    requests: REQUESTS,
    parallel: PARALLEL,
    credentials,
    progress: (done, sofar) => {
      if (done % 2_000 === 0) process.stderr.write(`${done} requests, ${sofar.problems.length} problems\n`);
    },
    send: async (req) => {
      const res = await fetch(`${server.url}${req.path}`, { method: req.method, headers: req.headers, body: req.body, redirect: 'manual' });
      return { status: res.status, text: req.method === 'HEAD' ? '' : await res.text() };
    },
  });
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const fives = [...run.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const health = await server.health();
  process.stdout.write(
    [
      `fuzz seed ${SEED}: ${run.requests} requests over ${run.operations} operations in ${run.seconds.toFixed(1)} s (${(run.requests / run.seconds).toFixed(0)} requests/s, ${PARALLEL} at a time)`,
      `statuses: ${statusSummary(run.statuses)}`,
      `5xx: ${fives}; problems: ${run.problems.length}; operations answered 2xx/3xx at least once: ${run.reached.size} of ${run.operations}`,
      `latency: p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
      `server after: status ${String(health.status)}, rss ${Math.round(Number((health.memory as { rss_bytes?: number } | undefined)?.rss_bytes ?? 0) / 2 ** 20)} MiB; players made: ${made}`,
      ...run.problems.slice(0, 20).map((p) => `  ${p}`),
      '',
    ].join('\n'),
  );
  failed = run.problems.length > 0 || health.status !== 'ok';
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
