import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Sends raw bytes and reads everything the server answers until it closes. */
async function raw(request: string): Promise<string> {
  server = createServer((_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let got = '';
    socket.on('data', (d) => (got += String(d)));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers 431 with the JSON error to an address and headers over the limit', async () => {
    const got = await raw(`GET /api/get_sports?q=${'%F0%9F%8E%89'.repeat(2_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(got).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(got.slice(got.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
  });

  it('answers 400 with the JSON error to a request that is not HTTP', async () => {
    const got = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(got).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(got.slice(got.indexOf('\r\n\r\n') + 4)).error.code).toBe('malformed_request');
  });
});
