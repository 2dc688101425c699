// Control characters (C0 but the line breaks and tab of a multiline field, DEL, C1) are refused
// in every JSON string, query value and path segment with 400 invalid_characters, in the
// caller's language, before any route sees them: a NUL in a username once answered 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

async function errorOf(res: Response): Promise<{ status: number; code?: string; message?: string; details?: Record<string, unknown> }> {
  const body = (await res.json()) as { error?: { code?: string; message?: string; details?: Record<string, unknown> } };
  return { status: res.status, ...body.error };
}

const contact = (fields: Record<string, unknown>) => ({ email: 'ana@example.com', subject: 'Deposit', content: 'Hello, my deposit did not arrive yet.', ...fields });

describe('control characters in input', () => {
  it('refuses a NUL in a username at login with 400, never 500', async () => {
    const res = await h.request('/api/login', { method: 'POST', json: { username: 'ana\u0000', password: 'whatever1' } });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid_characters', details: { field: 'username' } });
  });

  it('refuses every C0 character, DEL and C1 in a one-line field', async () => {
    for (const code of [0x00, 0x01, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      const res = await h.request('/api/contact', { method: 'POST', json: contact({ subject: `Dep${String.fromCharCode(code)}osit` }) });
      expect(await errorOf(res), `U+${code.toString(16)}`).toMatchObject({ status: 400, code: 'invalid_characters', details: { field: 'subject' } });
    }
  });

  it('lets line breaks and tabs through in the contact message, and refuses other control characters there', async () => {
    const ok = await h.request('/api/contact', { method: 'POST', json: contact({ content: 'Line one\r\nLine two\n\tindented' }) });
    expect(ok.status).toBe(201);
    const bell = await h.request('/api/contact', { method: 'POST', json: contact({ content: 'Line one\u0007 rings a bell' }) });
    expect(await errorOf(bell)).toMatchObject({ status: 400, code: 'invalid_characters', details: { field: 'content' } });
  });

  it('looks into nested objects, arrays and keys', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token } = await login(h, p);
    const nested = await h.request('/api/create_ticket', { method: 'POST', token: access_token, json: { stake: '1.00', selections: [{ event_id: 1, odd_name: 'x\u001b[31m' }] } });
    expect(await errorOf(nested)).toMatchObject({ status: 400, code: 'invalid_characters', details: { field: 'selections.0.odd_name' } });
    const key = await h.request('/api/contact', { method: 'POST', json: { ...contact({}), 'x\u0000': 'y' } });
    expect(await errorOf(key)).toMatchObject({ status: 400, code: 'invalid_characters' });
  });

  it('refuses control characters in query values and path segments', async () => {
    const query = await h.request('/api/search?query=Lond%00on');
    expect(await errorOf(query)).toMatchObject({ status: 400, code: 'invalid_characters', details: { field: 'query' } });
    const path = await h.request('/api/admin/players/ana%1b%5b2J', { admin: true });
    expect(await errorOf(path)).toMatchObject({ status: 400, code: 'invalid_characters' });
  });

  it('says so in the language of the lang cookie, and in English by default', async () => {
    const body = JSON.stringify({ username: 'ana\u0000', password: 'whatever1' });
    const headers = (cookie?: string) => ({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });
    const en = await errorOf(await h.request('/api/login', { method: 'POST', body, headers: headers() }));
    const de = await errorOf(await h.request('/api/login', { method: 'POST', body, headers: headers('lang=de') }));
    const sr = await errorOf(await h.request('/api/login', { method: 'POST', body, headers: headers('lang=sr') }));
    const unknown = await errorOf(await h.request('/api/login', { method: 'POST', body, headers: headers('lang=xx') }));
    expect(en.message).toMatch(/control character/i);
    expect(de.message).not.toBe(en.message);
    expect(sr.message).not.toBe(en.message);
    expect(sr.message).not.toBe(de.message);
    expect(unknown.message).toBe(en.message);
  });

  it('accepts ordinary text with accents, emoji and non-Latin letters', async () => {
    const res = await h.request('/api/contact', { method: 'POST', json: contact({ subject: 'Über Đorđe 🎉 Ünïcödé' }) });
    expect(res.status).toBe(201);
  });
});
