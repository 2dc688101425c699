// PUT for the account settings routes, which the shared client (POST and GET only) lacks:
// same Bearer token, same ApiFailure on a refusal.
import { $session } from '../../../stores/session.ts';
import { ApiFailure } from '../../api/client.ts';

export async function apiPut<T>(path: string, json: unknown): Promise<T> {
  const token = $session.get()?.access_token;
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(json),
    });
  } catch (error) {
    throw new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiFailure(response.status, typeof error?.code === 'string' ? error.code : 'http_error', typeof error?.message === 'string' ? error.message : response.statusText);
  }
  return body as T;
}
