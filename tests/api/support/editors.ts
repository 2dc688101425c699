// Content editors for API tests: opened through the operator API, signed in through the editor
// login, with a helper that publishes a page from its live version.
import type { Harness, Json, JsonAnswer } from './harness.ts';

let counter = 0;

export interface TestEditor {
  username: string;
  password: string;
  token: string;
}

/** Creates an editor through the operator API and signs them in. */
export async function openEditor(h: Harness, name?: string): Promise<TestEditor> {
  counter += 1;
  const username = name ?? `editor${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const password = 'Edit0rPass1';
  const created = await h.call('/api/admin/editors', { method: 'POST', admin: true, json: { username, password } });
  if (created.status !== 201) throw new Error(`editor not created: ${created.status} ${JSON.stringify(created.body)}`);
  const signedIn = await h.call('/api/editor/login', { method: 'POST', json: { username, password } });
  if (signedIn.status !== 200) throw new Error(`editor sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { username, password, token: String(signedIn.body.token) };
}

/** The live version of a page as the editor reads it (null when the language has none). */
export async function live(h: Harness, editor: TestEditor, page: string, lang: string): Promise<Json | null> {
  const res = await h.call(`/api/editor/pages/${page}/${lang}`, { token: editor.token });
  if (res.status !== 200) throw new Error(`live version: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.live as Json | null;
}

/** Publishes the live version with `change` applied, from the live version as base. */
export async function publish(h: Harness, editor: TestEditor, page: string, lang: string, change: Partial<Json> = {}): Promise<JsonAnswer> {
  const current = await live(h, editor, page, lang);
  return h.call('/api/editor/publish', {
    method: 'POST',
    token: editor.token,
    json: {
      page,
      lang,
      base_version: current?.version ?? 0,
      title: current?.title ?? 'A page',
      description: current?.description ?? 'What the page is about.',
      updated: '2026-11-28',
      body: `${String(current?.body ?? '')}\n\nChanged at ${Date.now()} ${Math.random()}.\n`,
      ...change,
    },
  });
}
