// A process's resident memory by kind, read from /proc/PID/smaps (issue 30: some fresh PGlite
// nodes kept ~250 MiB more than others, and RSS alone cannot say where). Each mapping is told
// apart by what the kernel shows of it: a path (the node binary and libraries), execute
// permission (V8's compiled JS and WASM code), glibc's malloc heaps (the brk heap and the
// other arenas, which glibc maps 64 MiB-aligned and at most 64 MiB long), the embedded
// database's WASM memory (one mapping exactly its size), V8's heap pages (256 KiB each on x64),
// and the rest (blocks malloc mapped on their own, V8's large objects, thread stacks).
import { readFileSync } from 'node:fs';

export interface ResidentSplit {
  total: number;
  wasm: number;
  v8Pages: number;
  malloc: number;
  code: number;
  files: number;
  other: number;
}

export const RESIDENT_KINDS: Array<[keyof Omit<ResidentSplit, 'total'>, string]> = [
  ['wasm', 'database WASM memory'],
  ['v8Pages', 'V8 heap pages'],
  ['malloc', 'malloc heaps (brk + arenas)'],
  ['other', 'other anonymous'],
  ['code', 'compiled code'],
  ['files', 'files (node, libraries)'],
];

const ARENA = 64 * 1024 * 1024;
const V8_PAGE = 256 * 1024;

/** The split of one smaps text; `wasmBytes` is the database's WASM memory size (null on PostgreSQL). */
export function residentSplit(smaps: string, wasmBytes: number | null): ResidentSplit {
  const split: ResidentSplit = { total: 0, wasm: 0, v8Pages: 0, malloc: 0, code: 0, files: 0, other: 0 };
  let kind: keyof ResidentSplit = 'other';
  for (const line of smaps.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const start = Number.parseInt(mapping[1]!, 16);
      const size = Number.parseInt(mapping[2]!, 16) - start;
      const perms = mapping[3]!;
      const name = mapping[4]!.trim();
      if (name.startsWith('/')) kind = 'files';
      else if (perms.includes('x')) kind = 'code';
      else if (name === '[heap]' || (name === '' && start % ARENA === 0 && size <= ARENA)) kind = 'malloc';
      else if (name === '' && wasmBytes !== null && size === wasmBytes) kind = 'wasm';
      else if (name === '' && size === V8_PAGE) kind = 'v8Pages';
      else kind = 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      const bytes = Number(rss[1]) * 1024;
      split[kind] += bytes;
      split.total += bytes;
    }
  }
  return split;
}

/** The split of a running process, or null where its smaps cannot be read. */
export function readResidentSplit(pid: number, wasmBytes: number | null): { split: ResidentSplit; smaps: string } | null {
  try {
    const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
    return { split: residentSplit(smaps, wasmBytes), smaps };
  } catch {
    return null;
  }
}
