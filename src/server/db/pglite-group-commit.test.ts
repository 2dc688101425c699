import { describe, expect, it } from 'vitest';
import { createGroupCommit, mayWrite } from './pglite-group-commit.ts';

const later = () => {
  let done!: () => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  return { promise, done, fail };
};

/** A group commit whose flushes wait for the test to finish them. */
function harness(options: { maxGroup?: number; maxHoldMs?: number } = {}) {
  const sent: string[] = [];
  const flushes: Array<ReturnType<typeof later>> = [];
  const group = createGroupCommit<string>({
    flush: () => {
      const f = later();
      flushes.push(f);
      return f.promise;
    },
    send: (reply) => sent.push(reply),
    failed: (reply) => `${reply}:failed`,
    ...options,
  });
  const tick = () => new Promise((r) => setImmediate(r));
  return { group, sent, flushes, tick };
}

describe('which statements may write', () => {
  it('counts plain reads as reads and anything else as a write', () => {
    expect(mayWrite('select "id", "balance" from "players" where "id" = $1')).toBe(false);
    expect(mayWrite('  SELECT 1')).toBe(false);
    expect(mayWrite('with open as (select id from tickets) select * from open')).toBe(false);
    expect(mayWrite('update "players" set "balance" = $1 where "id" = $2')).toBe(true);
    expect(mayWrite('insert into "tickets" ("id") values ($1)')).toBe(true);
    expect(mayWrite('with debit as (update players set balance = balance - $1 where id = $2 returning id) insert into tickets (player_id) select id from debit')).toBe(true);
    expect(mayWrite('select * from players where id = $1 for update')).toBe(true);
    expect(mayWrite('select nextval($1)')).toBe(true);
    expect(mayWrite('BEGIN')).toBe(true);
    expect(mayWrite('create table x (id int)')).toBe(true);
  });
});

describe('group commit', () => {
  it('answers a read at once while nothing written is unflushed', () => {
    const { group, sent, flushes } = harness();
    group.started();
    group.finished('read', { wrote: false, holdable: true });
    expect(sent).toEqual(['read']);
    expect(flushes).toHaveLength(0);
  });

  it('holds a write until the WAL is flushed, and flushes once nothing runs', async () => {
    const { group, sent, flushes, tick } = harness();
    group.started();
    group.started();
    group.finished('write-1', { wrote: true, holdable: true });
    expect(flushes).toHaveLength(0);
    group.finished('write-2', { wrote: true, holdable: true });
    expect(sent).toEqual([]);
    await tick();
    expect(flushes).toHaveLength(1);
    flushes[0]!.done();
    await tick();
    expect(sent).toEqual(['write-1', 'write-2']);
    expect(group.flushes()).toBe(1);
  });

  it('holds a read that finished after an unflushed write: it may carry what the write did', async () => {
    const { group, sent, flushes, tick } = harness();
    group.started();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    group.finished('read', { wrote: false, holdable: true });
    expect(sent).toEqual([]);
    await tick();
    flushes[0]!.done();
    await tick();
    expect(sent).toEqual(['write', 'read']);
  });

  it('holds what finishes while a flush is under way until the next flush', async () => {
    const { group, sent, flushes, tick } = harness();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    await tick();
    group.started();
    group.finished('read-during-flush', { wrote: false, holdable: true });
    expect(flushes).toHaveLength(1);
    flushes[0]!.done();
    await tick();
    expect(sent).toEqual(['write']);
    await tick();
    expect(flushes).toHaveLength(2);
    flushes[1]!.done();
    await tick();
    expect(sent).toEqual(['write', 'read-during-flush']);
  });

  it("answers an open transaction's statements at once: holding them would hold the lock the flush needs", () => {
    const { group, sent } = harness();
    group.started();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    group.finished('in-transaction', { wrote: false, holdable: false });
    expect(sent).toEqual(['in-transaction']);
  });

  it('flushes after maxHoldMs even while statements keep running', async () => {
    const { group, sent, flushes, tick } = harness({ maxHoldMs: 5 });
    group.started();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    expect(flushes).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 30));
    expect(flushes).toHaveLength(1);
    flushes[0]!.done();
    await tick();
    expect(sent).toEqual(['write']);
  });

  it('waits a turn of the event loop once idle, so requests handed over together share a flush', async () => {
    const { group, flushes, tick } = harness();
    group.started();
    group.finished('write-1', { wrote: true, holdable: true });
    // The next request arrives before the turn ends.
    group.started();
    group.finished('write-2', { wrote: true, holdable: true });
    await tick();
    expect(flushes).toHaveLength(1);
  });

  it('flushes once maxGroup replies are held, however many still run', () => {
    const { group, flushes } = harness({ maxGroup: 3 });
    for (let i = 0; i < 5; i++) group.started();
    for (let i = 0; i < 3; i++) group.finished(`write-${i}`, { wrote: true, holdable: true });
    expect(flushes).toHaveLength(1);
  });

  it('answers every held reply with a failure when its flush failed', async () => {
    const { group, sent, flushes, tick } = harness();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    await tick();
    flushes[0]!.fail(new Error('fsync failed'));
    await tick();
    expect(sent).toEqual(['write:failed']);
  });

  it('drains before the database closes', async () => {
    const { group, sent, flushes, tick } = harness({ maxHoldMs: 60_000 });
    group.started();
    group.started();
    group.finished('write', { wrote: true, holdable: true });
    const drained = group.drain();
    await tick();
    flushes[0]!.done();
    await drained;
    expect(sent).toEqual(['write']);
  });
});
