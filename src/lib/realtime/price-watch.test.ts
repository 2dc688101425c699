import { describe, expect, it } from 'vitest';
import { MAX_WATCHED_EVENTS, pricesOf, readWatchRequest } from './price-watch.ts';

describe('price watch messages', () => {
  it('reads subscribe and unsubscribe with each id once', () => {
    expect(readWatchRequest('{"type":"subscribe","events":[3,1,3]}')).toEqual({ type: 'subscribe', events: [3, 1] });
    expect(readWatchRequest('{"type":"unsubscribe","events":[]}')).toEqual({ type: 'unsubscribe', events: [] });
  });

  it('leaves text that is no request alone and refuses a request it cannot read', () => {
    expect(readWatchRequest('Hello, I am still here.')).toBeUndefined();
    for (const text of ['{', '{"type":"x","events":[]}', '{"type":"subscribe","events":[0]}', '{"type":"subscribe","events":[1e300]}', '{"type":"subscribe","events":{}}']) {
      expect(readWatchRequest(text)).toMatchObject({ error: 'bad_message' });
    }
    const many = Array.from({ length: MAX_WATCHED_EVENTS + 1 }, (_, i) => i + 1);
    expect(readWatchRequest(JSON.stringify({ type: 'subscribe', events: many }))).toMatchObject({ error: 'too_many_events' });
    // Repeats do not count against the bound.
    expect(readWatchRequest(JSON.stringify({ type: 'subscribe', events: [...many.slice(1), ...many.slice(1)] }))).toMatchObject({ type: 'subscribe' });
  });

  it('reads the events of a prices message and nothing of another', () => {
    expect(pricesOf({ type: 'prices', events: [{ id: 4, odds: [['main.1', 150, false]] }, { id: 'x' }, null] })).toEqual([{ id: 4, odds: [['main.1', 150, false]] }]);
    expect(pricesOf({ type: 'live', events: [] })).toBeUndefined();
  });
});
