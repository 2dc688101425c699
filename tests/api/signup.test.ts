// Self sign-up (issue 16): the rules of src/server/accounts/signup.ts through the API, on
// PGlite and (with TEST_PG_URL) PostgreSQL: age by the server clock, a username unique in any
// letter case under parallel requests, a per-address throttle, and the operator's off switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_RULES } from '../../src/server/accounts/throttle.ts';
import { siteToday } from '../../src/server/accounts/signup.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { checkContract } from './support/contract.ts';

let h: Harness;
let off: Harness;
beforeAll(async () => {
  [h, off] = await Promise.all([startHarness({ FEED: 'off' }), startHarness({ SIGNUP: '0', FEED: 'off' })]);
});
afterAll(async () => {
  await Promise.all([h?.close(), off?.close()]);
});

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `signer_${n}`,
    email: `signer${n}@example.com`,
    password: 'opensesame7',
    repeat_password: 'opensesame7',
    first_name: 'Mila',
    last_name: 'Petrović',
    date_of_birth: '1990-05-17',
    country: 'RS',
    accept_terms: true,
    accept_responsible_gaming: true,
    ...overrides,
  };
}

let addresses = 0;
/** A sign-up as the server sees it from a socket at `address` (a new address each time unless given). */
async function signUpFrom(harness: Harness, body: unknown, address = `203.0.113.${++addresses % 250}`): Promise<Response> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' }, body: JSON.stringify(body) };
  const res = await harness.rt.api.request('/api/signup', init, { incoming: { socket: { remoteAddress: address } } });
  await checkContract(harness.rt, 'POST', '/api/signup', body, res.clone());
  return res;
}

/** The date `years` years before the server's today, moved by `days` days. */
function birthday(years: number, days = 0): string {
  const [y, m, d] = siteToday(h.rt.clock.now()).split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y - years, m - 1, d + days));
  return at.toISOString().slice(0, 10);
}

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } }).error;

describe('self sign-up', () => {
  it('opens the account with a zero balance in the operator currency and logs the player in on this device', async () => {
    const body = form();
    const res = await signUpFrom(h, body);
    expect(res.status).toBe(201);
    const user = (await res.json()) as {
      id: number;
      username: string;
      balance: string;
      currency: string;
      has_logged_in_before: boolean;
      access_token: string;
      refresh_token: string;
    };
    expect(user).toMatchObject({ username: body.username, balance: '0.00', currency: 'EUR', has_logged_in_before: true, first_name: 'Mila', last_name: 'Petrović' });
    const sessions = await h.request('/api/account/sessions', { token: user.access_token });
    expect(sessions.status).toBe(200);
    const list = ((await sessions.json()) as { sessions: Array<{ current: boolean; device: string }> }).sessions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, device: 'Firefox on Linux' });
    // The same credentials log in like any account.
    const login = await h.request('/api/login', { method: 'POST', json: { username: body.username.toUpperCase(), password: body.password } });
    expect(login.status).toBe(200);
    const refreshed = await h.request('/api/token/refresh', { method: 'POST', json: { refresh: user.refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('keeps the date of birth and country with the account: in the player’s personal data and in the operator’s player list and view', async () => {
    const body = form({ date_of_birth: '1987-11-03', country: 'HR' });
    const res = await signUpFrom(h, body);
    expect(res.status).toBe(201);
    const { access_token: token } = (await res.json()) as { access_token: string };
    const account = await h.request('/api/account', { token });
    expect(((await account.json()) as { personal: unknown }).personal).toMatchObject({ date_of_birth: '1987-11-03', country: 'HR' });
    const shown = await h.request(`/api/admin/players/${body.username}`, { admin: true });
    expect(((await shown.json()) as { player: unknown }).player).toMatchObject({ date_of_birth: '1987-11-03', country: 'HR' });
    const list = await h.request('/api/admin/players?limit=500', { admin: true });
    const listed = ((await list.json()) as { players: Array<{ username: string }> }).players.find((p) => p.username === body.username);
    expect(listed).toMatchObject({ date_of_birth: '1987-11-03', country: 'HR' });
  });

  it('takes 18 years by the server clock: refused the day before the 18th birthday with a clear message, accepted on it', async () => {
    const young = await signUpFrom(h, form({ date_of_birth: birthday(18, 1) }));
    expect(young.status).toBe(400);
    const error = await codeOf(young);
    expect(error.code).toBe('signup_underage');
    expect(error.message).toBe('You must be at least 18 years old to open an account.');
    expect(error.details).toMatchObject({ fields: { dateOfBirth: 'underage' }, min_age: 18 });
    expect((await signUpFrom(h, form({ date_of_birth: birthday(18) }))).status).toBe(201);
    // The server's clock decides, not the machine's: a day later the same birth date passes.
    const tomorrowAdult = form({ date_of_birth: birthday(18, 1) });
    h.rt.clock.advance(24 * 3600);
    expect((await signUpFrom(h, tomorrowAdult)).status).toBe(201);
  });

  it('refuses the form rules: change-password rules for the password, both acceptances, a real date and country', async () => {
    const res = await signUpFrom(
      h,
      form({ password: 'short1', repeat_password: 'short1', accept_terms: false, accept_responsible_gaming: false, date_of_birth: '1990-02-30', country: 'ZZ' }),
    );
    expect(res.status).toBe(400);
    const error = await codeOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.details?.fields).toEqual({ password: 'too_short', acceptTerms: 'required', acceptResponsibleGaming: 'required', dateOfBirth: 'invalid', country: 'invalid' });
    expect((await signUpFrom(h, form({ password: 'abcdefghij', repeat_password: 'abcdefghij' }))).status).toBe(400);
  });

  it('refuses control characters in any field', async () => {
    expect((await signUpFrom(h, form({ first_name: 'Mi\u0007la' }))).status).toBe(400);
  });

  it('gives a username to exactly one of 20 parallel sign-ups, whatever its letter case', async () => {
    const name = `race_${Date.now() % 100000}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUpFrom(h, form({ username: i % 2 ? name.toUpperCase() : name, email: `race${i}@example.com` }), `198.51.100.${i + 1}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.status === 409)) expect((await codeOf(r)).code).toBe('username_taken');
    const listed = await h.request(`/api/admin/players/${name}`, { admin: true });
    expect(listed.status).toBe(200);
  });

  it('throttles sign-ups per address, counted atomically in parallel, and lets the address in again after the window', async () => {
    const address = '192.0.2.77';
    const { limit, windowMs } = ADDRESS_RULES.signup;
    const answers = await Promise.all(Array.from({ length: limit + 5 }, () => signUpFrom(h, form(), address)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await codeOf(refused as Response)).code).toBe('too_many_signups');
    // Another address is not held to it; this one is again after the window.
    expect((await signUpFrom(h, form(), '192.0.2.78')).status).toBe(201);
    h.rt.clock.advance(windowMs / 1000 + 1);
    expect((await signUpFrom(h, form(), address)).status).toBe(201);
  });

  it('is refused when the operator turned it off (SIGNUP=0), and opens nothing', async () => {
    const body = form();
    const res = await signUpFrom(off, body);
    expect(res.status).toBe(403);
    expect((await codeOf(res)).code).toBe('signup_disabled');
    expect((await off.request(`/api/admin/players/${body.username}`, { admin: true })).status).toBe(404);
  });
});

describe('affiliate applications', () => {
  const application = {
    name: 'Tips Media d.o.o.',
    email: 'partners@tips.example.com',
    website: 'https://tips.example.com',
    country: 'RS',
    message: 'We run a football tips site\nwith 20,000 readers a month.',
  };

  it('stores an application for the operator, who lists it newest first', async () => {
    const res = await h.request('/api/affiliate-applications', { method: 'POST', json: application });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const list = await h.request('/api/admin/affiliate-applications', { admin: true });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { applications: Array<{ id: number; message: string }>; total: number };
    expect(body.applications[0]).toMatchObject({ id, message: application.message });
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect((await h.request('/api/admin/affiliate-applications')).status).toBe(401);
  });

  it('refuses a broken form, field by field', async () => {
    const res = await h.request('/api/affiliate-applications', { method: 'POST', json: { ...application, website: 'not a site', message: 'hi' } });
    expect(res.status).toBe(400);
    expect((await codeOf(res)).details?.fields).toEqual({ website: 'invalid', message: 'too_short' });
  });
});
