import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSocketUrl, openLiveSocket } from './socket.ts';

/** A stand-in for the browser's WebSocket: the test opens, closes and feeds each one. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  readonly protocols: string[] | undefined;
  constructor(url: string, protocols?: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  lose() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const last = () => FakeSocket.made.at(-1)!;

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket client', () => {
  it('addresses /api/live on the page host, wss on https', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'bet.example' })).toBe('wss://bet.example/api/live');
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:4610' }, '?id=7')).toBe('ws://127.0.0.1:4610/api/live?id=7');
  });

  it('passes on JSON object messages only, and says it is still there every 12 s', () => {
    const messages: unknown[] = [];
    const socket = openLiveSocket({ url: () => 'ws://x/api/live', protocols: () => ['bearer', 'token-1'], onMessage: (m) => messages.push(m) });
    const ws = last();
    expect(ws.protocols).toEqual(['bearer', 'token-1']);
    ws.open();
    ws.onmessage?.({ data: '{"type":"live","events":[]}' });
    ws.onmessage?.({ data: 'not json' });
    ws.onmessage?.({ data: '[1,2]' });
    ws.onmessage?.({ data: '42' });
    expect(messages).toEqual([{ type: 'live', events: [] }]);
    vi.advanceTimersByTime(12_000);
    expect(ws.sent).toEqual(['Hello, I am still here.']);
    socket.close();
    expect(ws.closed).toBe(true);
  });

  it('reconnects after a loss with growing waits, and says when it is back after one', () => {
    const states: Array<[boolean, boolean]> = [];
    openLiveSocket({ url: () => 'ws://x/api/live', onMessage: () => undefined, onState: (open, afterLoss) => states.push([open, afterLoss]) });
    last().open();
    last().lose();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    last().lose();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    last().open();
    expect(states).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
  });

  it('opens a fresh socket at once on renew, and none after close', () => {
    const socket = openLiveSocket({ url: () => 'ws://x/api/live', onMessage: () => undefined });
    const first = last();
    first.open();
    socket.renew();
    expect(first.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
    socket.close();
    last().lose();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });
});
