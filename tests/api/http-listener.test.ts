// The API behind a real port, through the same node-server listener as production.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';

let h: Harness;
let server: Server;
let port = 0;

beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  server = createServer(getRequestListener(h.rt.api.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

function send(path: string, options: { headers?: Record<string, string>; chunks?: string[] }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('the API over HTTP', () => {
  it('answers a POST without any body with a 4xx JSON error', async () => {
    const res = await send('/api/contact', {});
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('validation_failed');
  });

  it('refuses a declared length over the limit before reading it', async () => {
    const res = await send('/api/contact', { headers: { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) } });
    expect(res.status).toBe(413);
  });

  it('reads a body of unknown length up to the limit', async () => {
    const streamed = (chunks: string[]) =>
      fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    expect((await streamed(['{"email":"player@example.com",', '"subject":"Hi","content":"About my limits"}'])).status).toBe(201);
    expect((await streamed(Array.from({ length: 80 }, () => 'x'.repeat(1024)))).status).toBe(413);
  });

  it('takes a normal JSON body', async () => {
    const body = JSON.stringify({ email: 'player@example.com', subject: 'Hello', content: 'A question about limits.' });
    const res = await send('/api/contact', { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, chunks: [body] });
    expect(res.status).toBe(201);
  });
});
