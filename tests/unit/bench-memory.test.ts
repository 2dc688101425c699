// The memory section's verdicts over several fresh nodes (issue 30): a run that failed or read
// zero fails the targets, whatever the other runs read; and the smaps split adds up.
import { describe, expect, it } from 'vitest';
import { memoryChecks, memoryTable, type MemoryRun } from '../../scripts/bench/memory.ts';
import { residentSplit } from '../../scripts/bench/smaps.ts';

const MiB = 1024 * 1024;
const run = (number: number, startMiB: number, peakMiB: number): MemoryRun => ({
  database: 'pglite',
  run: number,
  events: 1840,
  atStart: { rss: startMiB * MiB, parts: [], resident: null },
  afterLoad: { rss: peakMiB * MiB, parts: [], resident: null },
  rssPeak: peakMiB * MiB,
  atPeak: null,
  missP50: 6,
  missP95: 9,
  missCount: 100,
  renderP50: 3.5,
  renderP95: 5,
  serverTotalP50: 4.5,
  missCpuMs: 5,
  missMainCpuMs: 4,
  missesSeen: 100,
  parallelRenders: 1,
  parallelOk: 50,
  loadavg: '1.00 1.00 1.00',
});
const options = { runs: 3, misses: 100 };
const verdict = (runs: MemoryRun[], start: string) => memoryChecks(runs, options).find((c) => c.target.startsWith(start))?.verdict;

describe('the memory section over several runs', () => {
  it('passes a median after start and every peak under their targets', () => {
    const runs = [run(1, 280, 380), run(2, 350, 390), run(3, 290, 385)];
    expect(memoryChecks(runs, options).map((c) => c.verdict)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
  });

  it('fails the peak when one run goes over it, however lean the others', () => {
    expect(verdict([run(1, 280, 380), run(2, 280, 420), run(3, 280, 380)], 'pglite: RSS peak')).toBe('FAIL');
  });

  it('fails both when a run failed or read zero', () => {
    const failed: MemoryRun = { ...run(2, 0, 0), skipped: 'failed: the server exited', atStart: undefined, rssPeak: null };
    expect(verdict([run(1, 280, 380), failed, run(3, 280, 380)], 'pglite: RSS after start')).toBe('FAIL');
    expect(verdict([run(1, 280, 380), failed, run(3, 280, 380)], 'pglite: RSS peak')).toBe('FAIL');
    expect(verdict([run(1, 280, 380), run(2, 0, 0), run(3, 280, 380)], 'pglite: RSS after start')).toBe('FAIL');
  });

  it('fails when fewer runs were measured than asked', () => {
    expect(verdict([run(1, 280, 380), run(2, 280, 380)], 'pglite: RSS after start')).toBe('FAIL');
  });

  it('fails the page misses when the answers were not marked as misses', () => {
    const unmarked = [run(1, 280, 380), { ...run(2, 280, 380), missesSeen: 0, renderP50: Number.NaN }, run(3, 280, 380)];
    expect(verdict(unmarked, 'pglite: league page miss')).toBe('FAIL');
  });
});

describe('the runs table', () => {
  it('gives each database its own median and max', () => {
    const postgres = (r: MemoryRun): MemoryRun => ({ ...r, database: 'postgres' });
    const text = memoryTable([run(1, 280, 380), run(2, 300, 390), run(3, 290, 385), postgres(run(1, 180, 260)), postgres(run(2, 190, 270))]);
    const row = (label: string) => text.split('\n').find((line) => line.startsWith(label)) ?? '';
    expect(row('pglite median')).toContain('290 MiB');
    expect(row('postgres max')).toContain('190 MiB');
  });
});

describe('the smaps split', () => {
  const mapping = (range: string, perms: string, name: string, rssKb: number) => `${range} ${perms} 00000000 00:00 0 ${name}\nSize: 1 kB\nRss: ${rssKb} kB\nPss: 1 kB\n`;
  it('tells the kinds of mapping apart and adds up to the whole', () => {
    const smaps = [
      mapping('00400000-00500000', 'r-xp', '/usr/bin/node', 100),
      mapping('01000000-02000000', 'rw-p', '[heap]', 200),
      mapping('7f0000000000-7f0004000000', 'rw-p', '', 300),
      mapping('7f1000001000-7f1008001000', 'rw-p', '', 400),
      mapping('7f2000001000-7f2000041000', 'rw-p', '', 50),
      mapping('7f3000001000-7f3000081000', 'rwxp', '', 60),
      mapping('7f4000001000-7f4000002000', 'rw-p', '', 7),
    ].join('');
    const split = residentSplit(smaps, 128 * MiB);
    expect(split).toEqual({ total: 1117 * 1024, files: 100 * 1024, malloc: 500 * 1024, wasm: 400 * 1024, v8Pages: 50 * 1024, code: 60 * 1024, other: 7 * 1024 });
  });
});
