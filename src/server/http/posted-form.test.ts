import { describe, expect, it } from 'vitest';
import { postedForm } from './posted-form.ts';

const post = (body: BodyInit, headers?: HeadersInit) => new Request('http://x/contact', { method: 'POST', body, ...(headers ? { headers } : {}) });

describe('a form posted before its island ran', () => {
  it('reads the named text fields, each cut to its limit, and nothing else', async () => {
    const body = new URLSearchParams({ email: 'a@example.com', subject: 'x'.repeat(30), password: 'secret' });
    expect(await postedForm(post(body), { email: 254, subject: 10, content: 100 })).toEqual({ email: 'a@example.com', subject: 'x'.repeat(10), content: '' });
  });

  it('reads a file field as empty', async () => {
    const body = new FormData();
    body.set('message', new Blob(['not text']), 'a.txt');
    expect(await postedForm(post(body), { message: 100 })).toEqual({ message: '' });
  });

  it('is undefined for a GET and for a body that is not a form', async () => {
    expect(await postedForm(new Request('http://x/contact?email=a'), { email: 254 })).toBeUndefined();
    expect(await postedForm(post('{"email":"a"}', { 'content-type': 'application/json' }), { email: 254 })).toBeUndefined();
  });
});
