// Plain-text tables and number formats for the bench output.

export type Verdict = 'PASS' | 'FAIL' | 'INFO' | 'n/a';

export interface Check {
  target: string;
  measured: string;
  verdict: Verdict;
}

/** Left-aligns the first column and right-aligns the others. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function checksTable(checks: Check[]): string {
  const widths = [0, 1].map((i) => Math.max(...checks.map((c) => [c.target, c.measured][i]?.length ?? 0), i === 0 ? 6 : 8));
  const head = `${'target'.padEnd(widths[0] ?? 0)}  ${'measured'.padEnd(widths[1] ?? 0)}  result`;
  const rule = `${'-'.repeat(widths[0] ?? 0)}  ${'-'.repeat(widths[1] ?? 0)}  ------`;
  return [head, rule, ...checks.map((c) => `${c.target.padEnd(widths[0] ?? 0)}  ${c.measured.padEnd(widths[1] ?? 0)}  ${c.verdict}`)].join('\n');
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);
export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const rate = (value: number): string => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');
export const pct = (value: number, digits = 0): string => (Number.isFinite(value) ? `${(value * 100).toFixed(digits)}%` : 'n/a');

/** The value at quantile q (0..1) of the finite values, interpolated; NaN when there are none. */
export function quantile(values: number[], q: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** The median of the finite values (the mean of the middle two of an even count); NaN when there are none. */
export const median = (values: number[]): number => quantile(values, 0.5);
