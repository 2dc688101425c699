// The prepared live frame is a valid WebSocket text frame at every length encoding: a client's
// own frame parser (ws's Receiver, as a browser's) reads back the same message.
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { frameOfBytes, joinFrames, prepareFrame } from '../../src/server/realtime/frame.ts';

// ws's frame parser; its types are not published, so it is loaded by path with the little used here.
const Receiver = createRequire(import.meta.url)('ws').Receiver as new (options: { isServer: boolean }) => Writable;

function readBackAll(bytes: Buffer, count: number): Promise<Array<{ text: string; binary: boolean }>> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    const got: Array<{ text: string; binary: boolean }> = [];
    receiver.on('message', (data: Buffer, binary: boolean) => {
      got.push({ text: data.toString(), binary });
      if (got.length === count) resolve(got);
    });
    receiver.on('error', reject);
    receiver.write(bytes);
  });
}

const readBack = async (bytes: Buffer) => (await readBackAll(bytes, 1))[0]!;

describe('prepared live frame', () => {
  // JSON of {"p":"x…"} is 8 bytes around the pad: these lengths straddle 125/126 and 65,535/65,536.
  for (const payloadLength of [0, 117, 118, 65_527, 65_528, 300_000]) {
    it(`frames a ${payloadLength + 8}-byte message so a client reads it back`, async () => {
      const message = { p: 'x'.repeat(payloadLength) };
      const frame = prepareFrame(message);
      expect(frame.payloads[0]!.length).toBe(payloadLength + 8);
      const got = await readBack(frame.bytes);
      expect(got.binary).toBe(false);
      expect(JSON.parse(got.text)).toEqual(message);
    });
  }

  it('keeps non-ASCII text (team names) intact', async () => {
    const message = { type: 'live', name: 'Crvena zvezda – Čukarički, Köln' };
    expect(JSON.parse((await readBack(prepareFrame(message).bytes)).text)).toEqual(message);
  });

  it('reads a frame back from its bytes alone, at every length encoding', () => {
    for (const payloadLength of [0, 118, 65_528, 300_000]) {
      const frame = prepareFrame({ p: 'y'.repeat(payloadLength) });
      const again = frameOfBytes(Buffer.from(frame.bytes));
      expect(again.payloads.map(String)).toEqual(frame.payloads.map(String));
    }
  });

  it('joins frames into one write that a client reads as the same messages in order', async () => {
    const messages = [
      { type: 'live', n: 1 },
      { type: 'live', p: 'z'.repeat(70_000) },
      { type: 'live', n: 3 },
    ];
    const joined = joinFrames(messages.map(prepareFrame));
    expect(joined.payloads).toHaveLength(3);
    expect((await readBackAll(joined.bytes, 3)).map((m) => JSON.parse(m.text))).toEqual(messages);
  });
});
