// Content editors in the end-to-end suite: opened through the operator API, and a publish
// through the editor API for journeys that start from a published change.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

export const EDITOR_PASSWORD = 'Edit0rPass1';

export async function openEditor(request: APIRequestContext): Promise<string> {
  const username = `ed${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post('/api/admin/editors', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, data: { username, password: EDITOR_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return username;
}

/** Publishes the live English terms with a new paragraph, as a material change. */
export async function publishMaterialTerms(request: APIRequestContext, paragraph: string): Promise<void> {
  const username = await openEditor(request);
  const login = await request.post('/api/editor/login', { data: { username, password: EDITOR_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const authorization = `Bearer ${token}`;
  const { live } = (await (await request.get('/api/editor/pages/terms-and-conditions/en', { headers: { authorization } })).json()) as {
    live: { version: number; title: string; description: string; body: string };
  };
  const res = await request.post('/api/editor/publish', {
    headers: { authorization },
    data: {
      page: 'terms-and-conditions',
      lang: 'en',
      base_version: live.version,
      title: live.title,
      description: live.description,
      updated: '2026-12-01',
      body: `${paragraph}\n\n${live.body}`,
      material: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Accepts, through the API, whatever changed terms the player has not accepted yet (earlier specs may have published some). */
export async function acceptPendingTerms(request: APIRequestContext, username: string, password: string): Promise<void> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const authorization = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
  const { pending } = (await (await request.get('/api/terms/pending', { headers: { authorization } })).json()) as { pending: Array<{ version_id: number }> };
  if (pending.length === 0) return;
  const accepted = await request.post('/api/terms/accept', { headers: { authorization }, data: { version_ids: pending.map((d) => d.version_id) } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}
