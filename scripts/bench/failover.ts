// Failover and catch-up of two nodes over one PostgreSQL (issue 14), with a price pushed
// every 100 ms through whichever node leads:
// - failover: the leader is killed (SIGKILL) or its connections are dropped; time from the
//   fault to the first odds push from the new leader on the other node's socket;
// - catch-up: PostgreSQL restarts; time from its being back to the first push on the
//   follower's socket (its bus reconnects, reloads and hears the leader again).
import { startThrowawayPostgres } from '../test-support/postgres.ts';
import { call, Listener, queryOn, sleep, soleLeader, startNode, stopNode, terminateBackends, upcomingMarkets, type Node } from '../../tests/faults/cluster.ts';
import type { Check } from './report.ts';

export interface FailoverResult {
  killMs: number[];
  dropMs: number[];
  catchUpMs: number[];
}

const RUNS = Number(process.env.BENCH_FAILOVER_RUNS ?? 3);
/** Milliseconds from `at` to the first matching push on `socket`; Infinity when none came within 30 s. */
async function elapsed(at: number, socket: Listener, match: (m: Record<string, any>) => boolean): Promise<number> {
  try {
    return (await socket.waitFor(at, match, 30_000)) - at;
  } catch {
    return Infinity;
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

export async function runFailoverBench(): Promise<FailoverResult> {
  const pg = await startThrowawayPostgres();
  const q = queryOn(pg.url);
  const nodes: Node[] = [];
  const sockets = new Map<string, Listener>();
  let pushing = true;
  try {
    nodes.push(await startNode('bench-a', pg.url, { LOG_LEVEL: 'error' }));
    nodes.push(await startNode('bench-b', pg.url, { LOG_LEVEL: 'error' }));
    for (const n of nodes) {
      const s = new Listener(() => nodes.find((x) => x.name === n.name)!);
      await s.open();
      sockets.set(n.name, s);
    }
    const [m] = await upcomingMarkets(q, 1, 5);
    if (!m) throw new Error('no upcoming match');
    // Each price is new; only the node holding the lease publishes it.
    let value = 200;
    const setAt = new Map<number, number>();
    const pusher = (async () => {
      while (pushing) {
        value = value >= 900 ? 200 : value + 1;
        setAt.set(value, Date.now());
        await Promise.all(
          nodes.map((n) => call(n, '/api/test/odds', { json: { event_id: m.eventId, odd_custom_id: m.customId, value }, timeoutMs: 1_000 }).catch(() => undefined)),
        );
        await sleep(100);
      }
    })();
    // A push of a price set after the fault: it can only come from a leader that runs then.
    let faultAt = 0;
    const anyPush = (m2: Record<string, any>) =>
      m2.type === 'live' &&
      Array.isArray(m2.events) &&
      m2.events.some(
        (e: Record<string, any>) => e.id === m.eventId && Array.isArray(e.odds) && e.odds.some((o: unknown[]) => o[0] === m.customId && (setAt.get(Number(o[1])) ?? 0) > faultAt),
      );

    const result: FailoverResult = { killMs: [], dropMs: [], catchUpMs: [] };
    const phase = (name: string) => process.env.BENCH_VERBOSE && console.error(`${new Date().toISOString()} ${name}`);
    for (let i = 0; i < RUNS; i++) {
      const leader = await soleLeader(nodes, 30_000);
      const other = nodes.find((n) => n !== leader)!;
      const at = Date.now();
      faultAt = at;
      phase(`kill ${leader.name}`);
      leader.process.kill('SIGKILL');
      result.killMs.push(await elapsed(at, sockets.get(other.name)!, anyPush));
      nodes[nodes.indexOf(leader)] = await startNode(leader.name, pg.url, { LOG_LEVEL: 'error' });
      await sleep(2_000);
    }
    for (let i = 0; i < RUNS; i++) {
      const leader = await soleLeader(nodes, 30_000);
      const other = nodes.find((n) => n !== leader)!;
      const at = Date.now();
      faultAt = at;
      phase(`drop ${leader.name}`);
      await terminateBackends(q, leader.name);
      result.dropMs.push(await elapsed(at, sockets.get(other.name)!, anyPush));
      await sleep(2_000);
    }
    for (let i = 0; i < RUNS; i++) {
      const leader = await soleLeader(nodes, 30_000);
      const follower = nodes.find((n) => n !== leader)!;
      faultAt = Date.now();
      phase('restart postgres');
      pg.restart();
      const back = Date.now();
      result.catchUpMs.push(await elapsed(back, sockets.get(follower.name)!, anyPush));
      await sleep(2_000);
    }
    pushing = false;
    await pusher;
    return result;
  } catch (err) {
    // What the nodes said last, for the report.
    for (const n of nodes) console.error(`--- ${n.name} (exit ${n.process.exitCode ?? n.process.signalCode ?? 'running'})\n${n.log.slice(-15).join('\n')}`);
    throw err;
  } finally {
    pushing = false;
    for (const s of sockets.values()) s.close();
    await Promise.all(nodes.map((n) => stopNode(n)));
    await pg.stop();
  }
}

export function failoverChecks(r: FailoverResult): Check[] {
  const list = (xs: number[]) => `${xs.map((x) => (Number.isFinite(x) ? `${x} ms` : 'none in 30 s')).join(', ')} (median ${median(xs)} ms)`;
  return [
    {
      target: 'failover: leader killed (SIGKILL) to first odds push from the new leader, <= 10 s',
      measured: list(r.killMs),
      verdict: median(r.killMs) <= 10_000 ? 'PASS' : 'FAIL',
    },
    { target: "failover: leader's connections dropped to first odds push, <= 10 s", measured: list(r.dropMs), verdict: median(r.dropMs) <= 10_000 ? 'PASS' : 'FAIL' },
    {
      target: 'catch-up: PostgreSQL back after a restart to first push on the follower, <= 10 s',
      measured: list(r.catchUpMs),
      verdict: median(r.catchUpMs) <= 10_000 ? 'PASS' : 'FAIL',
    },
  ];
}

// Run alone: node scripts/bench/failover.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const { checksTable } = await import('./report.ts');
  console.log(checksTable(failoverChecks(await runFailoverBench())));
}
