import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

type ErrorReply = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };
type Listing = { messages: Array<{ id: number; username: string | null; email: string; subject: string; content: string; created_at: string }>; total: number };

const send = (json: unknown) => h.request('/api/contact', { method: 'POST', json });
const valid = { email: 'ana@example.com', subject: 'Deposit', content: 'My deposit has not arrived yet.' };

describe('contact messages', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const res = await send({ ...valid, username: 'demo' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; id: number };
    expect(body.ok).toBe(true);
    expect(body.id).toBeGreaterThan(0);

    const list = (await (await h.request('/api/admin/contact-messages', { admin: true })).json()) as Listing;
    expect(list.messages[0]).toMatchObject({ id: body.id, username: 'demo', email: 'ana@example.com', subject: 'Deposit', content: valid.content });
  });

  it('accepts a message without a username and keeps line breaks', async () => {
    const res = await send({ email: 'Ben@Example.org', subject: 'Hello', content: 'Line one\nLine two' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const list = (await (await h.request('/api/admin/contact-messages', { admin: true })).json()) as Listing;
    expect(list.messages.find((m) => m.id === id)).toMatchObject({ username: null, content: 'Line one\nLine two' });
  });

  it('refuses each rule of spec section 5 with 400 and names the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['missing e-mail', { subject: 'a', content: 'abc' }, 'validation_failed'],
      ['empty e-mail', { ...valid, email: '' }, 'email'],
      ['e-mail without @', { ...valid, email: 'ana.example.com' }, 'email'],
      ['e-mail with space', { ...valid, email: 'ana @example.com' }, 'email'],
      ['e-mail without domain dot', { ...valid, email: 'ana@example' }, 'email'],
      ['blank subject', { ...valid, subject: '   ' }, 'subject'],
      ['subject with a control character', { ...valid, subject: 'a\u0000b' }, 'invalid_characters'],
      ['content of two characters', { ...valid, content: 'ok' }, 'content'],
      ['blank content', { ...valid, content: '      ' }, 'content'],
      ['content with NUL', { ...valid, content: 'abc\u0000def' }, 'invalid_characters'],
      ['bad username', { ...valid, username: 'no spaces allowed' }, 'username'],
      ['wrong types', { email: 1, subject: [], content: {} }, 'validation_failed'],
      ['too long subject', { ...valid, subject: 'x'.repeat(201) }, 'validation_failed'],
      ['too long content', { ...valid, content: 'x'.repeat(5001) }, 'validation_failed'],
    ];
    for (const [name, body, field] of cases) {
      const res = await send(body);
      expect(res.status, name).toBe(400);
      const reply = (await res.json()) as ErrorReply;
      // Control characters are refused by the API's one check before the form's rules run.
      if (field === 'invalid_characters') {
        expect(reply.error.code, name).toBe('invalid_characters');
        continue;
      }
      expect(reply.error.code, name).toBe('validation_failed');
      if (field !== 'validation_failed') expect(reply.error.details?.fields, name).toHaveProperty(field);
    }
    const malformed = await h.request('/api/contact', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it('limits one e-mail address to 5 messages in 10 minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, email: 'busy@example.com' })).status).toBe(201);
    const res = await send({ ...valid, email: 'BUSY@example.com' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as ErrorReply).error.code).toBe('too_many_messages');
    expect((await send({ ...valid, email: 'calm@example.com' })).status).toBe(201);
  });

  it('lists messages newest first, paged, for the operator only', async () => {
    expect((await h.request('/api/admin/contact-messages')).status).toBe(401);
    const all = (await (await h.request('/api/admin/contact-messages?limit=200', { admin: true })).json()) as Listing;
    expect(all.total).toBe(all.messages.length);
    const ids = all.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = (await (await h.request('/api/admin/contact-messages?limit=2&offset=1', { admin: true })).json()) as Listing;
    expect(page.messages.map((m) => m.id)).toEqual(ids.slice(1, 3));
    expect((await h.request('/api/admin/contact-messages?limit=abc', { admin: true })).status).toBe(400);
  });
});
