// Group commit for the embedded database on disk (issue 30). PGlite runs one statement at a
// time, and with every commit waiting for its own WAL fsync the database's thread spent about
// half of each ticket blocked in fsync(2), one per ticket: a disk's fsync rate capped tickets
// and casino rounds, whatever the CPU.
//
// Now commits do not wait (synchronous_commit=off), and nothing is answered before it is on
// disk: a reply is held while any write since the last flush is not yet flushed, and when the
// thread has no statement left to run, a turn of its event loop later (or once a reply has
// waited MAX_HOLD_MS, or MAX_GROUP are held), one synchronous commit flushes the WAL of
// everything before it with one fsync, and the held replies go out. A killed process loses only what nobody was told had happened.
// What a reply carries may come from another statement's write: it waits for the same flush
// (so does any reply while a flush is under way).
// The statements of an open transaction answer at once (the transaction is not committed, and
// holding them would hold the lock the flush needs); its commit is a write like any other.

/**
 * The WAL's flush: a transaction that writes WAL (a transactional logical message needs no
 * table), committed synchronously, flushes all WAL before its commit record. One that only
 * takes a transaction id writes no WAL of its own, and Postgres commits it without a flush.
 */
export const FLUSH_SQL = `BEGIN; SET LOCAL synchronous_commit TO on; SELECT pg_logical_emit_message(true, 'group-commit', ''); COMMIT;`;

const MAX_GROUP = 128;
const MAX_HOLD_MS = 10;

const READ = /^\s*(?:select|with|show|values|table)\b/i;
const WRITES_ANYWAY =
  /\b(?:insert\s+into|update\s+\S+\s+set|delete\s+from|for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share|nextval|setval|txid_current|pg_notify|lock\s+table|merge\s+into)\b/i;

/** Whether a statement may write (a plain read does not): anything not plainly a read counts as a write. */
export function mayWrite(sql: string): boolean {
  return !READ.test(sql) || WRITES_ANYWAY.test(sql);
}

export interface GroupCommitOptions<Reply> {
  /** Flushes the WAL (FLUSH_SQL, through the database's own locks). */
  flush(): Promise<void>;
  send(reply: Reply): void;
  /** The reply that replaces a held one when its flush failed. */
  failed(reply: Reply, err: unknown): Reply;
  maxGroup?: number;
  maxHoldMs?: number;
}

export interface GroupCommit<Reply> {
  /** A request began: the thread has work until it finishes. */
  started(): void;
  /** A request finished: `wrote` when it may have written, `holdable` unless it must answer at once. */
  finished(reply: Reply, how: { wrote: boolean; holdable: boolean }): void;
  /** Flushes what is unflushed and sends what waited for it (before the database closes). */
  drain(): Promise<void>;
  /** Flushes so far (a test counts them). */
  flushes(): number;
}

export function createGroupCommit<Reply>(options: GroupCommitOptions<Reply>): GroupCommit<Reply> {
  const maxGroup = options.maxGroup ?? MAX_GROUP;
  const maxHoldMs = options.maxHoldMs ?? MAX_HOLD_MS;
  let running = 0;
  let dirty = false;
  let held: Reply[] = [];
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let idleCheck = false;
  let count = 0;

  // Once nothing runs, the flush waits a turn of the event loop: requests that arrived together
  // are handed over one after another, each run to its end before the next, and the turn lets
  // them all start (and join this flush) first.
  const whenIdle = () => {
    if (idleCheck) return;
    idleCheck = true;
    setImmediate(() => {
      idleCheck = false;
      if (held.length > 0 && running === 0) void flush();
    });
  };

  const flush = (): Promise<void> => {
    if (flushing) return flushing;
    if (timer) clearTimeout(timer);
    timer = null;
    // What finished before this point is covered; what finishes meanwhile waits for the next.
    const covered = held;
    held = [];
    dirty = false;
    flushing = options
      .flush()
      .then(
        () => {
          count += 1;
          for (const reply of covered) options.send(reply);
        },
        (err: unknown) => {
          for (const reply of covered) options.send(options.failed(reply, err));
        },
      )
      .finally(() => {
        flushing = null;
        if (held.length >= maxGroup) void flush();
        else if (held.length > 0 && running === 0) whenIdle();
        else if (held.length > 0) arm();
      });
    return flushing;
  };

  const arm = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (held.length > 0) void flush();
    }, maxHoldMs);
  };

  return {
    started() {
      running += 1;
    },
    finished(reply, { wrote, holdable }) {
      running -= 1;
      if (wrote) dirty = true;
      // While a flush waits for its turn, a statement may still run before it, on writes it
      // has not flushed yet: it waits for the next one.
      if (!holdable || (!dirty && !flushing)) options.send(reply);
      else {
        held.push(reply);
        arm();
      }
      if (held.length >= maxGroup) void flush();
      else if (held.length > 0 && running === 0) whenIdle();
    },
    async drain() {
      if (flushing) await flushing;
      if (dirty || held.length > 0) await flush();
    },
    flushes: () => count,
  };
}
