// Old against new on one machine (issue 30): BENCH_COMPARE_REF names a git ref; its tree is
// unpacked (git archive, so the repository's worktrees are not touched) into the system's temp
// folder, given this checkout's node_modules and built once. The sections that compare builds
// then start that tree's server the way its own `npm start` did (its node flags and malloc
// settings, read from its package.json), interleaved with this tree's, and measure both with
// this tree's bench client. The unpacked tree is kept for the next run (same commit, same
// folder); delete the folder to rebuild it.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-flags.ts';
import { median, pct, rate, type Check } from './report.ts';

/** One build of the product a bench server can be started from. */
export interface Tree {
  /** "this tree (abc1234)" or "dba8084". */
  label: string;
  root: string;
  nodeFlags: string[];
  env: Record<string, string>;
}

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

function shortHead(): string {
  try {
    return git(['rev-parse', '--short', 'HEAD']);
  } catch {
    return 'no git';
  }
}

export const thisTree: Tree = { label: `this tree (${shortHead()})`, root, nodeFlags: SERVER_NODE_FLAGS, env: SERVER_ENV };

/**
 * How a tree's `npm start` starts its server: the environment assignments and node flags of its
 * package.json "start" script's last command ("A=1 B=2 node --x --y scripts/start.ts").
 */
export function startCommandOf(startScript: string): { nodeFlags: string[]; env: Record<string, string> } {
  const last = startScript.split('&&').at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  const nodeFlags: string[] = [];
  let seenNode = false;
  for (const word of last) {
    if (!seenNode && /^[A-Z_][A-Z0-9_]*=/.test(word)) {
      const at = word.indexOf('=');
      env[word.slice(0, at)] = word.slice(at + 1);
    } else if (word === 'node') seenNode = true;
    else if (seenNode && word.startsWith('--')) nodeFlags.push(word);
  }
  return { nodeFlags, env };
}

let compared: Promise<Tree | null> | undefined;

/** The tree of BENCH_COMPARE_REF, unpacked and built (once per commit), or null when unset. */
export function compareRef(ref = process.env.BENCH_COMPARE_REF): Promise<Tree | null> {
  if (!ref) return Promise.resolve(null);
  compared ??= (async () => {
    const commit = git(['rev-parse', `${ref}^{commit}`]);
    const dir = join(tmpdir(), `sportsbook-bench-ref-${commit.slice(0, 12)}`);
    const built = join(dir, '.bench-built');
    if (!existsSync(built)) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      process.stdout.write(`  unpacking ${ref} (${commit.slice(0, 12)}) into ${dir} and building it…\n`);
      execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root, stdio: 'inherit' });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
      writeFileSync(built, `${commit}\n`);
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
    return { label: commit.slice(0, 7), root: dir, ...startCommandOf(pkg.scripts?.start ?? 'node scripts/start.ts') };
  })();
  return compared;
}

/** This tree, and the compared one when BENCH_COMPARE_REF is set. */
export async function treesToRun(): Promise<Tree[]> {
  const other = await compareRef();
  return other ? [thisTree, other] : [thisTree];
}

/** Round r's order: new then old, old then new, …, so neither always runs on a warmer machine. */
export const interleaved = <T>(trees: T[], round: number): T[] => (round % 2 === 0 ? trees : [...trees].reverse());

/** How a section compares its runs of this tree with the compared build's. */
export interface MedianComparison<R, D> {
  runs: R[];
  databases: D[];
  /** Rounds each build ran: a build with fewer measured runs reads FAIL. */
  rounds: number;
  /** How far below the compared build's median this tree's may be (0.1: 10 %). */
  allowance: number;
  /** Whether a run measured anything (a skipped run, or one that did nothing, does not). */
  measured: (r: R) => boolean;
  perSecond: (r: R) => number;
  target: (database: D, other: string) => string;
  /** What the line says after the two rates, from each build's measured runs. */
  detail: (mine: R[], theirs: R[]) => string;
  /** The line when a run of either build measured nothing. */
  failed: string;
}

/** This tree's median rate against each compared build's, per database. */
export function medianComparisons<R extends { tree: string; database: D }, D>(c: MedianComparison<R, D>): Check[] {
  const others = [...new Set(c.runs.map((r) => r.tree))].filter((t) => t !== thisTree.label);
  return others.flatMap((other) =>
    c.databases.map((database): Check => {
      const of = (tree: string) => c.runs.filter((r) => r.database === database && r.tree === tree && c.measured(r));
      const [mine, theirs] = [of(thisTree.label), of(other)];
      const [mineRate, theirRate] = [median(mine.map(c.perSecond)), median(theirs.map(c.perSecond))];
      const change = mineRate / theirRate - 1;
      const sound = Number.isFinite(change) && mine.length === c.rounds && theirs.length === c.rounds;
      return {
        target: c.target(database, other),
        measured: sound ? `${rate(mineRate)} against ${rate(theirRate)}/s (${change >= 0 ? '+' : ''}${pct(change)}); ${c.detail(mine, theirs)}` : c.failed,
        verdict: sound && change >= -c.allowance ? 'PASS' : 'FAIL',
      };
    }),
  );
}
