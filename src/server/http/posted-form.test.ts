import { describe, expect, it } from 'vitest';
import { postedForm } from './posted-form.ts';

/** A POST as a browser sends it: the body's type and its length stated. */
async function post(body: BodyInit, type?: string): Promise<Request> {
  const draft = new Request('http://x/contact', { method: 'POST', body, ...(type ? { headers: { 'content-type': type } } : {}) });
  const bytes = await draft.arrayBuffer();
  return new Request('http://x/contact', {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': draft.headers.get('content-type') ?? '', 'content-length': String(bytes.byteLength) },
  });
}

describe('a form posted before its island ran', () => {
  it('reads the named text fields, each cut to its limit, and nothing else', async () => {
    const body = new URLSearchParams({ email: 'a@example.com', subject: 'x'.repeat(30), password: 'secret' });
    expect(await postedForm(await post(body), { email: 254, subject: 10, content: 100 })).toEqual({ email: 'a@example.com', subject: 'x'.repeat(10), content: '' });
  });

  it('reads a file field as empty', async () => {
    const body = new FormData();
    body.set('message', new Blob(['not text']), 'a.txt');
    expect(await postedForm(await post(body), { message: 100 })).toEqual({ message: '' });
  });

  it('leaves a body unread that is longer than a form, or states no length', async () => {
    const long = new URLSearchParams({ email: 'a@example.com', content: 'x'.repeat(70_000) });
    expect(await postedForm(await post(long), { email: 254 })).toBeUndefined();
    const unstated = new Request('http://x/contact', {
      method: 'POST',
      body: new Blob(['email=a']).stream(),
      duplex: 'half',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as RequestInit);
    expect(await postedForm(unstated, { email: 254 })).toBeUndefined();
  });

  it('is undefined for a GET and for a body that is not a form', async () => {
    expect(await postedForm(new Request('http://x/contact?email=a'), { email: 254 })).toBeUndefined();
    expect(await postedForm(await post('{"email":"a"}', 'application/json'), { email: 254 })).toBeUndefined();
  });
});
