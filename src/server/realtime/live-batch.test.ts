import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveBatcher, LIVE_BATCH_MS, type PushPatch } from './live-batch.ts';
import { mergeTracker, type TrackerEvent, type TrackerView } from '../../lib/offer/tracker.ts';

const event = (n: number): TrackerEvent => ({ n, kind: 'corner', side: 1, minute: n, period: 1, score: [n, 0] });

afterEach(() => vi.useRealTimers());

describe('live batcher', () => {
  it('keeps every tracker event when two steps of one match fall in one batching window', () => {
    vi.useFakeTimers();
    const sent: PushPatch[][] = [];
    const batcher = createLiveBatcher(undefined, (m) => sent.push(m.events));
    // Two feed steps, each adding two events: the second snapshot alone repeats only the last three.
    batcher.fromLive({ events: [{ id: 7, tracker: { g: 1, n: 2, recent: [event(1), event(2)] } }] });
    batcher.fromLive({ events: [{ id: 7, tracker: { g: 1, n: 4, recent: [event(2), event(3), event(4)] } }] });
    vi.advanceTimersByTime(LIVE_BATCH_MS);
    expect(sent).toHaveLength(1);
    let view: TrackerView | undefined;
    for (const p of sent[0]!) if (p.tracker) view = mergeTracker(view, p.tracker);
    expect(view!.events.map((e) => e.n)).toEqual([1, 2, 3, 4]);
    expect(view!.n).toBe(4);
    batcher.close();
  });

  it('sends a new generation’s snapshot alone, not joined to the old one', () => {
    vi.useFakeTimers();
    const sent: PushPatch[][] = [];
    const batcher = createLiveBatcher(undefined, (m) => sent.push(m.events));
    batcher.fromLive({ events: [{ id: 7, tracker: { g: 1, n: 9, recent: [event(8), event(9)] } }] });
    batcher.fromLive({ events: [{ id: 7, tracker: { g: 2, n: 1, recent: [event(1)] } }] });
    vi.advanceTimersByTime(LIVE_BATCH_MS);
    expect(sent[0]![0]!.tracker).toEqual({ g: 2, n: 1, recent: [event(1)] });
    batcher.close();
  });
});
