import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseReader, runLoad } from '../../scripts/bench/load.ts';

/** Feeds `text` to a reader in pieces of `size` bytes and returns what each push answered. */
function feed(reader: ResponseReader, text: string, size: number) {
  const bytes = Buffer.from(text, 'latin1');
  const answers = [];
  for (let at = 0; at < bytes.length; at += size) answers.push(reader.push(bytes.subarray(at, at + size)));
  return answers;
}

const lengthResponse = 'HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 11\r\n\r\nhello world';
const chunkedResponse = 'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\n\r\n';

describe('the load generator reading responses', () => {
  it('ends a Content-Length response at its last body byte, however the bytes arrive', () => {
    for (const size of [1, 3, 7, 1000]) {
      const answers = feed(new ResponseReader(), lengthResponse, size);
      expect(answers.at(-1)).toEqual({ ok: true, status: 200, bytes: 11 });
      expect(answers.slice(0, -1).every((a) => a === undefined)).toBe(true);
    }
  });

  it('ends a chunked response at its last chunk and counts only the data', () => {
    for (const size of [1, 2, 5, 1000]) {
      const answers = feed(new ResponseReader(), chunkedResponse, size);
      expect(answers.at(-1)).toEqual({ ok: true, status: 404, bytes: 11 });
      expect(answers.slice(0, -1).every((a) => a === undefined)).toBe(true);
    }
  });

  it('reads one response after another on the same connection', () => {
    const reader = new ResponseReader();
    expect(feed(reader, lengthResponse, 1000)).toEqual([{ ok: true, status: 200, bytes: 11 }]);
    expect(feed(reader, chunkedResponse, 1000)).toEqual([{ ok: true, status: 404, bytes: 11 }]);
  });

  it('refuses bytes past the end of a response and responses it cannot frame', () => {
    expect(new ResponseReader().push(Buffer.from(`${lengthResponse}extra`))).toBe('error');
    expect(new ResponseReader().push(Buffer.from('HTTP/1.1 200 OK\r\n\r\nbody'))).toBe('error');
    expect(new ResponseReader().push(Buffer.from('nonsense\r\n\r\n'))).toBe('error');
  });
});

describe('the load generator', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('counts requests, statuses and body bytes against a real server', async () => {
    let n = 0;
    server = createServer((req, res) => {
      n += 1;
      // Every third answer is streamed (chunked), the others have a length; every fifth fails.
      res.statusCode = n % 5 === 0 ? 500 : 200;
      if (n % 3 === 0) {
        res.write('x'.repeat(1000));
        res.end('y'.repeat(24));
      } else res.end('z'.repeat(1024));
    });
    server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await runLoad({ url: `http://127.0.0.1:${port}/`, connections: 4, durationMs: 300, warmupMs: 50 });
    expect(result.errors).toBe(0);
    expect(result.requests).toBeGreaterThan(10);
    expect(result.meanBytes).toBe(1024);
    expect(result.non2xx / result.requests).toBeGreaterThan(0.1);
    expect(result.non2xx / result.requests).toBeLessThan(0.3);
  });
});
