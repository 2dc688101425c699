// Every operation the contract secures authenticates before it reads its input, and a player
// who must still change the one-time password can do nothing that changes state but log out
// and change the password. Both walk the published contract (/api/openapi.json), so a route
// added later is held to the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { issueGameSession } from '../../src/server/casino/session.ts';

interface Operation {
  method: string;
  path: string;
  security: Array<Record<string, unknown>>;
  hasBody: boolean;
}

/** What a player may still do before changing the one-time password, besides reads: log out, and change it. */
const PASSWORD_CHANGE_ALLOWS = new Set(['POST /api/logout', 'POST /api/auth/logout-everywhere', 'POST /api/change_password']);

let h: Harness;
let operations: Operation[] = [];
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  const doc = (await (await h.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: Operation['security']; requestBody?: unknown }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, security: op.security ?? [], hasBody: op.requestBody !== undefined })),
  );
});
afterAll(async () => {
  await h?.close();
});

/** Secured: some scheme is required (an empty alternative, `{}`, makes the credentials optional). */
const secured = (op: Operation) => op.security.length > 0 && op.security.every((s) => Object.keys(s).length > 0);
const writes = (op: Operation) => op.method !== 'GET' && op.method !== 'HEAD';
/** A path whose parameters are not valid for any route: a validator reading them first would answer 400. */
const badPath = (op: Operation) => op.path.replace(/\{[^}]+\}/g, 'not%20an%20id');
/** A body no operation accepts: the wrong shape for every field. */
const badBody = JSON.stringify({ amount: [], stake: {}, action: 'fly', old_password: 1, ticket_events: 'x', '': null });

async function answer(op: Operation, headers: Record<string, string>) {
  const res = await h.rt.api.request(badPath(op), {
    method: op.method,
    headers: { ...headers, ...(writes(op) ? { 'content-type': 'application/json' } : {}) },
    body: writes(op) ? badBody : undefined,
  });
  const body = (await res.json()) as { error?: { code?: string } };
  return `${op.method} ${op.path} -> ${res.status} ${body.error?.code ?? ''}`;
}

describe('the contract’s secured operations', () => {
  it('answer 401 to a request without credentials and with a bad body and path, before looking at either', async () => {
    const walked = operations.filter(secured);
    expect(walked.length).toBeGreaterThan(40);
    const answers = await Promise.all(walked.map((op) => answer(op, {})));
    expect(answers.filter((a) => !/ -> 401 /.test(a))).toEqual([]);
    // A token that is no token is no better.
    const forged = await Promise.all(walked.map((op) => answer(op, { authorization: 'Bearer not.a.token' })));
    expect(forged.filter((a) => !/ -> 401 /.test(a))).toEqual([]);
  });

  it('answer 403 password_change_required to every state-changing call of a player who must change the one-time password, but logout and change password', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false, balance: 10_000n });
    const token = (await login(h, p)).access_token;
    const walked = operations.filter((op) => secured(op) && writes(op) && op.security.some((s) => 'bearer' in s));
    expect(walked.length).toBeGreaterThan(15);
    const allowed = walked.filter((op) => PASSWORD_CHANGE_ALLOWS.has(`${op.method} ${op.path}`));
    expect(allowed.map((op) => `${op.method} ${op.path}`).sort()).toEqual(['POST /api/auth/logout-everywhere', 'POST /api/change_password', 'POST /api/logout']);
    const answers = await Promise.all(walked.filter((op) => !allowed.includes(op)).map((op) => answer(op, { authorization: `Bearer ${token}` })));
    expect(answers.filter((a) => !/ -> 403 password_change_required$/.test(a))).toEqual([]);
    // Reads of the own account stay open, and the session still works.
    expect((await h.request('/api/account', { token })).status).toBe(200);
    expect((await h.request('/api/account/sessions', { token })).status).toBe(200);
  });

  it('refuse the casino’s state-changing game-session calls of such a player too', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false, balance: 10_000n });
    const games = (await (await h.request('/api/get_all_games_and_providers')).json()) as { games: Array<{ uuid: string }> };
    const { token } = await issueGameSession(h.rt, p.id, games.games[0]!.uuid);
    const walked = operations.filter((op) => writes(op) && op.security.some((s) => 'gameSession' in s));
    expect(walked.length).toBeGreaterThan(0);
    const answers = await Promise.all(walked.map((op) => answer(op, { authorization: `Bearer ${token}` })));
    expect(answers.filter((a) => !/ -> 403 password_change_required$/.test(a))).toEqual([]);
  });
});
