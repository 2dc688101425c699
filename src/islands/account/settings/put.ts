// PUT for the account settings routes, which the shared client (GET, POST and DELETE) lacks:
// same Bearer token, same ApiFailure on a refusal.
import { $session } from '../../../stores/session.ts';
import { ApiFailure } from '../../api/client.ts';
import { apiErrorOf, sendJson } from '../../api/json.ts';

export async function apiPut<T>(path: string, json: unknown): Promise<T> {
  const answer = await sendJson<T>('PUT', path, json, { token: $session.get()?.access_token });
  if (answer.status === 0) throw new ApiFailure(0, 'network_error', 'The server could not be reached.');
  if (!answer.ok) {
    const { code, message } = apiErrorOf(answer.body);
    throw new ApiFailure(answer.status, code, message ?? `HTTP ${answer.status}`);
  }
  return answer.body as T;
}
