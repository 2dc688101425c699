// The prepared live frame is a valid WebSocket text frame at every length encoding: a client's
// own frame parser (ws's Receiver, as a browser's) reads back the same message.
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prepareFrame } from '../../src/server/realtime/frame.ts';

// ws's frame parser; its types are not published, so it is loaded by path with the little used here.
const Receiver = createRequire(import.meta.url)('ws').Receiver as new (options: { isServer: boolean }) => Writable;

function readBack(bytes: Buffer): Promise<{ text: string; binary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, binary: boolean) => resolve({ text: data.toString(), binary }));
    receiver.on('error', reject);
    receiver.write(bytes);
  });
}

describe('prepared live frame', () => {
  // JSON of {"p":"x…"} is 8 bytes around the pad: these lengths straddle 125/126 and 65,535/65,536.
  for (const payloadLength of [0, 117, 118, 65_527, 65_528, 300_000]) {
    it(`frames a ${payloadLength + 8}-byte message so a client reads it back`, async () => {
      const message = { p: 'x'.repeat(payloadLength) };
      const frame = prepareFrame(message);
      expect(frame.payload.length).toBe(payloadLength + 8);
      const got = await readBack(frame.bytes);
      expect(got.binary).toBe(false);
      expect(JSON.parse(got.text)).toEqual(message);
    });
  }

  it('keeps non-ASCII text (team names) intact', async () => {
    const message = { type: 'live', name: 'Crvena zvezda – Čukarički, Köln' };
    expect(JSON.parse((await readBack(prepareFrame(message).bytes)).text)).toEqual(message);
  });
});
