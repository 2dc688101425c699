// Where a node's memory goes, part by part: each cache that holds bytes names itself here with
// a counter, and the operator's health details (and the bench's memory section) list them
// beside process.memoryUsage() and the database thread's own figures.

const parts = new Map<string, () => number>();

/** Names a part of the process's memory; `bytes` is read on each report (keep it cheap). */
export function countMemory(name: string, bytes: () => number): void {
  parts.set(name, bytes);
}

/** Bytes each named part holds now. */
export function memoryParts(): Record<string, number> {
  return Object.fromEntries([...parts].map(([name, bytes]) => [name, bytes()]));
}
