// The editor island's calls: JSON to /api/editor/* with the editor's bearer token, kept in this
// tab's session storage (an editor signs in per tab, like a player's session).
import { readItem, removeItem, writeItem } from '../../stores/storage.ts';

const TOKEN_KEY = 'editor-session';

export interface Answer<T> {
  ok: boolean;
  status: number;
  body: T & { error?: { code: string; message: string; details?: Record<string, unknown> } };
}

export const storedToken = (): string | null => readItem('session', TOKEN_KEY);
export const keepToken = (token: string): void => {
  writeItem('session', TOKEN_KEY, token);
};
export const forgetToken = (): void => removeItem('session', TOKEN_KEY);

/** Calls the editor API; a network failure answers status 0. */
export async function editorCall<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<Answer<T>> {
  const token = storedToken();
  try {
    const res = await fetch(`/api/${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      cache: 'no-store',
    });
    const body = (await res.json().catch(() => ({}))) as Answer<T>['body'];
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: { error: { code: 'network_error', message: '' } } as Answer<T>['body'] };
  }
}
