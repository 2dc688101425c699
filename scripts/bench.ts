// npm run bench: every section of the bench in turn, each on fresh servers, each printing its
// figures against the targets of the issue that set them. It reports; it does not gate (exit
// code 0 whatever the figures). A target whose measurement failed or read zero is FAIL.
//
// The machine is often shared: each section prints the time and the load average when it
// started, the scaling sections (nodes, sockets) cap their parts' CPU in cgroups and say when a
// part was starved anyway, and the end lists every section with its time, its load and how to
// run it alone, so a reader can re-run any figure on a quiet machine.
//
// BENCH_ONLY=<keys>: only these sections, comma-separated (e.g. BENCH_ONLY=nodes,sockets,memory);
// BENCH_SKIP=<keys>: all but these. Keys: see SECTIONS below (npm run bench -- --list prints them).
// BENCH_COMPARE_REF=<git ref>: the sections that compare builds (tickets, logins, lighthouse)
// also build that ref in a temporary folder and run its server interleaved with this one's.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { buildIfNeeded } from './build-if-needed.ts';
import { runPagesSection } from './bench/pages.ts';
import { lighthouseChecks, lighthouseNotes, lighthouseTable, runLighthouseBench } from './bench/lighthouse.ts';
import { liveChecks, runLiveBench } from './bench/live.ts';
import { prematchChecks, runPrematchBench } from './bench/prematch.ts';
import { installabilityChecks, runInstallabilityBench } from './bench/installability.ts';
import { accountsChecks, runAccountsBench } from './bench/accounts.ts';
import { loginsChecks, loginsTable, runLoginsBench } from './bench/logins.ts';
import { ticketsChecks, ticketsTable, runTicketsBench } from './bench/tickets.ts';
import { cashOutsChecks, runCashOutsBench } from './bench/cash-outs.ts';
import { cashOutPushChecks, runCashOutPushBench } from './bench/cash-out-push.ts';
import { depositsChecks, runDepositsBench } from './bench/deposits.ts';
import { runSettlementBench, settlementChecks } from './bench/settlement.ts';
import { casinoChecks, runCasinoBench } from './bench/casino.ts';
import { failoverChecks, runFailoverBench } from './bench/failover.ts';
import { memoryChecks, memoryTable, runMemoryBench } from './bench/memory.ts';
import { runSocketsBench, socketsChecks, socketsTable } from './bench/sockets.ts';
import { fanOutChecks, runFanOutBench } from './bench/fan-out.ts';
import { nodesChecks, nodesTable, runNodesBench } from './bench/nodes.ts';
import { betBuilderChecks, runBetBuilderBench } from './bench/bet-builder.ts';
import { runTrackerBench, trackerChecks } from './bench/tracker.ts';
import { checksTable, table, type Check } from './bench/report.ts';
import { cpuGroupsUnavailable, enterRunGroup, loadAverage } from './bench/cpu-groups.ts';
import { compareRef } from './bench/compare.ts';

type Log = (line?: string) => void;

interface Section {
  key: string;
  title: string;
  /** The script that runs the section alone. */
  file: string;
  /** Logs its tables as it goes and returns its checks. */
  run(log: Log): Promise<Check[]>;
}

const SECTIONS: Section[] = [
  { key: 'pages', title: 'Pages (issue 2): home, league and the static twin under load', file: 'scripts/bench/pages.ts', run: runPagesSection },
  {
    key: 'lighthouse',
    title: 'Lighthouse (issues 4, 30): mobile preset (simulated slow 4G, 4x CPU slowdown), 9 runs per page taking turns, in the system Chromium',
    file: 'scripts/bench/lighthouse.ts',
    async run(log) {
      const lh = await runLighthouseBench();
      if (!lh.skipped) log(`${lighthouseTable(lh)}\n`);
      for (const note of lighthouseNotes(lh)) log(`Note: ${note}`);
      return lighthouseChecks(lh);
    },
  },
  {
    key: 'installability',
    title: "Installable app (issue 31): each language in a fresh Chromium profile, Chromium's own installability errors (docs/app.md)",
    file: 'scripts/bench/installability.ts',
    run: async () => installabilityChecks(await runInstallabilityBench()),
  },
  {
    key: 'live',
    title: 'Live betting (issue 6): live matches, odds pushed to a real Chromium page',
    file: 'scripts/bench/live.ts',
    run: async () => liveChecks(await runLiveBench()),
  },
  {
    key: 'prematch',
    title: 'Pre-match prices (issue 27): the live load, a league page open in Chromium while the prices of its matches move',
    file: 'scripts/bench/prematch.ts',
    run: async () => prematchChecks(await runPrematchBench()),
  },
  {
    key: 'accounts',
    title: 'Accounts (issue 3): logins with scrypt N=2^17, then 1,000 sockets of one player receiving a balance push',
    file: 'scripts/bench/accounts.ts',
    run: async () => accountsChecks(await runAccountsBench()),
  },
  {
    key: 'tickets',
    title: 'Tickets (issues 5, 30): 20 players placing 10.00 singles, on PGlite and on a throwaway PostgreSQL, ledger check afterwards',
    file: 'scripts/bench/tickets.ts',
    async run(log) {
      const runs = await runTicketsBench();
      log(`${ticketsTable(runs)}\n`);
      return ticketsChecks(runs);
    },
  },
  {
    key: 'cash-outs',
    title: 'Cash outs (issue 17): 20 players cashing out 40 open singles each, re-priced under the locks; ledger check afterwards',
    file: 'scripts/bench/cash-outs.ts',
    run: async () => cashOutsChecks(await runCashOutsBench()),
  },
  {
    key: 'cash-out-push',
    title: 'Cash-out values on screen (issue 17): 1,000 open tickets of 20 players; odds move, each new value timed to its socket',
    file: 'scripts/bench/cash-out-push.ts',
    run: async () => cashOutPushChecks(await runCashOutPushBench()),
  },
  {
    key: 'deposits',
    title: "Deposits (issue 13): 20 players with a daily deposit limit depositing at once, each under the player's lock; ledger check afterwards",
    file: 'scripts/bench/deposits.ts',
    run: async () => depositsChecks(await runDepositsBench()),
  },
  {
    key: 'logins',
    title: 'Logins (issues 13, 20, 30): logins through the hash queue at 4 clients and in a burst, and the page p99 during the burst',
    file: 'scripts/bench/logins.ts',
    async run(log) {
      const r = await runLoginsBench();
      log(`${loginsTable(r)}\n`);
      return loginsChecks(r);
    },
  },
  {
    key: 'settlement',
    title: 'Settlement (issue 5): 5,000 tickets of 20 players on one match, then its result, timed until every ticket is paid',
    file: 'scripts/bench/settlement.ts',
    run: async () => settlementChecks(await runSettlementBench()),
  },
  {
    key: 'casino',
    title: 'Casino rounds (issues 7, 30): 20 players each playing a slot session as fast as the server answers',
    file: 'scripts/bench/casino.ts',
    run: async () => casinoChecks(await runCasinoBench()),
  },
  {
    key: 'failover',
    title: 'Failover (issue 14): two nodes over PostgreSQL, a price every 100 ms; the leader killed, connections dropped, PostgreSQL restarted',
    file: 'scripts/bench/failover.ts',
    run: async () => failoverChecks(await runFailoverBench()),
  },
  {
    key: 'memory',
    title: 'Memory and uncached pages (issues 20, 30): fresh nodes, where their memory goes after start and under page load; league page misses',
    file: 'scripts/bench/memory.ts',
    async run(log) {
      const runs = await runMemoryBench();
      log(`${memoryTable(runs)}\n`);
      return memoryChecks(runs);
    },
  },
  {
    key: 'sockets',
    title: 'Sockets (issues 20, 30): the most live sockets one capped process serves at 200 changes/s, alone and with relays',
    file: 'scripts/bench/sockets.ts',
    async run(log) {
      const r = await runSocketsBench();
      log(`${socketsTable(r)}\n`);
      return socketsChecks(r);
    },
  },
  {
    key: 'fan-out',
    title: 'Fan-out (issue 20): one live batch written to 9,000 sockets, per-socket send against one prepared frame',
    file: 'scripts/bench/fan-out.ts',
    run: async () => fanOutChecks(await runFanOutBench()),
  },
  {
    key: 'nodes',
    title: 'Nodes (issues 20, 30): 1, 2 and 3 nodes on capped CPU shares over one PostgreSQL behind a proxy; then where the database stops them',
    file: 'scripts/bench/nodes.ts',
    async run(log) {
      const r = await runNodesBench();
      log(`${nodesTable(r)}\n`);
      return nodesChecks(r);
    },
  },
  {
    key: 'tracker',
    title: 'Match tracker (issue 19): 100 live matches late in play; memory of the tracker feed and store',
    file: 'scripts/bench/tracker.ts',
    run: async () => trackerChecks(await runTrackerBench()),
  },
  {
    key: 'bet-builder',
    title: 'Bet builder (issue 19): pricing a 6-pick bet builder over varied matches',
    file: 'scripts/bench/bet-builder.ts',
    run: async () => betBuilderChecks(runBetBuilderBench()),
  },
];

const log: Log = (line = '') => process.stdout.write(`${line}\n`);
const utc = (at = new Date()) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const keys = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()) : []);

function commitOf(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '';
    return `${head}${dirty}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

interface Done {
  section: Section;
  startedAt: Date;
  load: string;
  seconds: number;
  checks: Check[];
  error?: string;
}

async function main(): Promise<void> {
  if (process.argv.includes('--list')) {
    log(
      table(
        ['key', 'section', 'run alone'],
        SECTIONS.map((s) => [s.key, s.title, `node ${s.file}`]),
      ),
    );
    return;
  }
  const only = keys(process.env.BENCH_ONLY);
  const skip = keys(process.env.BENCH_SKIP);
  const unknown = [...only, ...skip].filter((k) => !SECTIONS.some((s) => s.key === k));
  if (unknown.length) throw new Error(`unknown section key(s): ${unknown.join(', ')} (npm run bench -- --list)`);
  const chosen = SECTIONS.filter((s) => (only.length === 0 || only.includes(s.key)) && !skip.includes(s.key));

  buildIfNeeded();
  const caps = cpuGroupsUnavailable();
  enterRunGroup();
  const compare = process.env.BENCH_COMPARE_REF;
  log(`Bench of ${commitOf()}, started ${utc()}`);
  log(
    `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB; Node ${process.version}; load average ${loadAverage()}`,
  );
  log(
    `CPU groups: ${caps ? `not available (${caps}): nodes and sockets skip, and other load on the machine competes with every figure` : 'cgroup v1 cpu controller, as root: the bench, its servers and PostgreSQL run in one group that outweighs the rest of the machine; nodes and relays are capped'}`,
  );
  if (compare) log(`Comparing with ${compare}: ${(await compareRef())?.label ?? 'could not be built'}`);
  log(`Sections: ${chosen.map((s) => s.key).join(', ')}\n`);

  const done: Done[] = [];
  for (const section of chosen) {
    const startedAt = new Date();
    const load = loadAverage();
    log(`\n== ${section.title}`);
    log(`   started ${utc(startedAt)}, load average ${load}; alone: node ${section.file}\n`);
    const t0 = performance.now();
    let checks: Check[] = [];
    let error: string | undefined;
    try {
      checks = await section.run(log);
      log(checksTable(checks));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log(`The ${section.key} section could not run: ${error}`);
    }
    done.push({ section, startedAt, load, seconds: (performance.now() - t0) / 1000, checks, error });
  }

  log(`\n== Summary, finished ${utc()}\n`);
  log(
    table(
      ['section', 'started', 'load (1/5/15 min)', 'took', 'PASS', 'FAIL', 'run alone'],
      done.map((d) => [
        d.section.key,
        utc(d.startedAt).slice(11),
        d.load,
        `${d.seconds.toFixed(0)} s`,
        String(d.checks.filter((c) => c.verdict === 'PASS').length),
        d.error ? 'did not run' : String(d.checks.filter((c) => c.verdict === 'FAIL').length),
        `node ${d.section.file}`,
      ]),
    ),
  );
  // A section that could not run measured nothing: it is a failure, never a silent gap.
  const failed = done.flatMap((d) => [
    ...(d.error ? [`${d.section.key}: the section did not run (${d.error})`] : []),
    ...d.checks.filter((c) => c.verdict === 'FAIL').map((c) => `${d.section.key}: ${c.target} (${c.measured})`),
  ]);
  if (failed.length) log(`\nFAIL:\n${failed.map((f) => `  ${f}`).join('\n')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`The bench could not run: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
