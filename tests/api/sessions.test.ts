// Sessions per device: a login is one session; logout ends that one only, at once, for its
// refresh family and its access tokens; a reused refresh token ends its session; the player
// lists and ends sessions from the account settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Device = { access_token: string; refresh_token: string };
type SessionView = { id: string; device: string; address: string; created_at: string; last_seen_at: string; current: boolean };

async function loginOn(p: TestPlayer, userAgent = FIREFOX_WINDOWS): Promise<Device> {
  const res = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return (await res.json()) as Device;
}

const account = (d: Device) => h.request('/api/account', { token: d.access_token });
const refresh = (token: string) => h.request('/api/token/refresh', { method: 'POST', json: { refresh: token } });
const logout = (d: Device, json: Record<string, unknown> = {}) => h.request('/api/logout', { method: 'POST', json, token: d.access_token });
async function sessionsOf(d: Device): Promise<SessionView[]> {
  const res = await h.request('/api/account/sessions', { token: d.access_token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: SessionView[] }).sessions;
}

describe('sessions per device', () => {
  it('a login creates a session with the device label, listed and marked current', async () => {
    const p = await createPlayer(h);
    const desktop = await loginOn(p, FIREFOX_WINDOWS);
    const phone = await loginOn(p, SAFARI_IPHONE);
    const seen = await sessionsOf(phone);
    expect(seen).toHaveLength(2);
    expect(seen.find((s) => s.current)?.device).toBe('Safari on iPhone');
    expect(seen.find((s) => !s.current)?.device).toBe('Firefox on Windows');
    expect((await sessionsOf(desktop)).find((s) => s.current)?.device).toBe('Firefox on Windows');
  });

  it('logging out on the phone leaves the desktop working, now and after the access token would have been cut off', async () => {
    const p = await createPlayer(h);
    const desktop = await loginOn(p, FIREFOX_WINDOWS);
    const phone = await loginOn(p, SAFARI_IPHONE);
    h.rt.clock.advance(1);
    expect((await logout(phone, { refresh_token: phone.refresh_token })).status).toBe(200);
    expect((await account(phone)).status).toBe(401);
    expect((await account(desktop)).status).toBe(200);
    h.rt.clock.advance(4 * 60);
    expect((await account(desktop)).status).toBe(200);
    expect((await refresh(desktop.refresh_token)).status).toBe(200);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
  });

  it('logout without a refresh token in the body still ends that refresh family', async () => {
    const p = await createPlayer(h);
    const device = await loginOn(p);
    expect((await logout(device)).status).toBe(200);
    expect((await refresh(device.refresh_token)).status).toBe(401);
    expect((await account(device)).status).toBe(401);
  });

  it("logout with another player's refresh token changes nothing and answers 403", async () => {
    const mallory = await createPlayer(h);
    const victim = await createPlayer(h);
    const m = await loginOn(mallory);
    const v = await loginOn(victim);
    const res = await logout(m, { refresh_token: v.refresh_token });
    expect(res.status).toBe(403);
    expect((await account(m)).status).toBe(200);
    expect((await refresh(v.refresh_token)).status).toBe(200);
  });

  it('a reused refresh token ends the access tokens of its session at once', async () => {
    const p = await createPlayer(h);
    const device = await loginOn(p);
    const other = await loginOn(p, SAFARI_IPHONE);
    const rotated = (await (await refresh(device.refresh_token)).json()) as { access: string; refresh: string };
    expect((await h.request('/api/account', { token: rotated.access })).status).toBe(200);
    const reuse = await refresh(device.refresh_token);
    expect(reuse.status).toBe(401);
    expect((await h.request('/api/account', { token: rotated.access })).status).toBe(401);
    expect((await account(device)).status).toBe(401);
    expect((await account(other)).status).toBe(200);
  });

  it('ends one device from the list; a session id of another player is not found', async () => {
    const p = await createPlayer(h);
    const q = await createPlayer(h);
    const desktop = await loginOn(p, FIREFOX_WINDOWS);
    const phone = await loginOn(p, SAFARI_IPHONE);
    const strangers = await loginOn(q);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    const theirs = (await sessionsOf(strangers))[0]!.id;
    expect((await h.request(`/api/account/sessions/${theirs}`, { method: 'DELETE', token: desktop.access_token })).status).toBe(404);
    expect((await account(strangers)).status).toBe(200);
    expect((await h.request(`/api/account/sessions/${phoneId}`, { method: 'DELETE', token: desktop.access_token })).status).toBe(200);
    expect((await account(phone)).status).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await account(desktop)).status).toBe(200);
    expect((await sessionsOf(desktop)).map((s) => s.device)).toEqual(['Firefox on Windows']);
  });

  it('logs out everywhere: every device of the player, no one else', async () => {
    const p = await createPlayer(h);
    const q = await createPlayer(h);
    const devices = [await loginOn(p), await loginOn(p, SAFARI_IPHONE), await loginOn(p)];
    const stranger = await loginOn(q);
    expect((await h.request('/api/auth/logout-everywhere', { method: 'POST', token: devices[0]!.access_token })).status).toBe(200);
    for (const d of devices) {
      expect((await account(d)).status).toBe(401);
      expect((await refresh(d.refresh_token)).status).toBe(401);
    }
    expect((await account(stranger)).status).toBe(200);
  });

  it('twenty devices in parallel: ten log out at once, the other ten keep working', async () => {
    const p = await createPlayer(h);
    // Logged in one after another: twenty logins of one name from one address at once would
    // meet the login throttle, which is not what this test is about.
    const devices: Device[] = [];
    for (let i = 0; i < 20; i++) devices.push(await loginOn(p));
    const [leaving, staying] = [devices.slice(0, 10), devices.slice(10)];
    const answers = await Promise.all([...leaving.map((d) => logout(d)), ...staying.map((d) => account(d))]);
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(10).fill(200)]);
    const after = await Promise.all(devices.map((d) => account(d)));
    expect(after.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(10).fill(200)]);
    expect(await sessionsOf(staying[0]!)).toHaveLength(10);
  });

  it('self-exclusion ends every session of the player', async () => {
    const p = await createPlayer(h);
    const [a, b] = await Promise.all([loginOn(p), loginOn(p, SAFARI_IPHONE)]);
    expect((await h.request('/api/account/lock', { method: 'POST', json: { period: '6m', password: p.password }, token: a.access_token })).status).toBe(200);
    for (const d of [a, b]) {
      expect((await account(d)).status).toBe(401);
      expect((await refresh(d.refresh_token)).status).toBe(401);
    }
  });
});

describe('the device list', () => {
  it('loses a device whose refresh token expired: a day unused, as a closed tab leaves it', async () => {
    const p = await createPlayer(h);
    const closedTab = await loginOn(p, SAFARI_IPHONE);
    h.rt.clock.advance(12 * 3600);
    const open = await loginOn(p, FIREFOX_WINDOWS);
    h.rt.clock.advance(13 * 3600);
    expect((await refresh(closedTab.refresh_token)).status).toBe(401);
    const renewed = await refresh(open.refresh_token);
    expect(renewed.status).toBe(200);
    const tokens = (await renewed.json()) as { access: string; refresh: string };
    const seen = await sessionsOf({ access_token: tokens.access, refresh_token: tokens.refresh });
    expect(seen.map((s) => s.device)).toEqual(['Firefox on Windows']);
  });

  it('keeps a device whose page stays open: each refresh gives it another day', async () => {
    const p = await createPlayer(h);
    let device = await loginOn(p);
    for (let day = 0; day < 3; day++) {
      h.rt.clock.advance(20 * 3600);
      const res = await refresh(device.refresh_token);
      expect(res.status).toBe(200);
      const tokens = (await res.json()) as { access: string; refresh: string };
      device = { access_token: tokens.access, refresh_token: tokens.refresh };
    }
    expect(await sessionsOf(device)).toHaveLength(1);
  });
});

describe('one clock for sessions and locks', () => {
  it('an operator lock on the simulated clock ends the sessions issued before it, also after the unlock', async () => {
    h.rt.clock.advance(2 * 3600);
    const p = await createPlayer(h);
    const device = await loginOn(p);
    expect((await h.request(`/api/admin/players/${p.username}/lock`, { method: 'POST', admin: true })).status).toBe(200);
    expect((await h.request(`/api/admin/players/${p.username}/unlock`, { method: 'POST', admin: true })).status).toBe(200);
    expect((await account(device)).status).toBe(401);
    expect((await refresh(device.refresh_token)).status).toBe(401);
    expect((await loginOn(p)).access_token).toBeTruthy();
  });

  it('a cool-off ends on the simulated clock, for the login and for the operator view alike', async () => {
    const p = await createPlayer(h);
    const device = await loginOn(p);
    expect((await h.request('/api/account/cool-off', { method: 'POST', json: { period: '24h', password: p.password }, token: device.access_token })).status).toBe(200);
    const shown = async () => ((await (await h.request(`/api/admin/players/${p.username}`, { admin: true })).json()) as { player: { locked: boolean } }).player.locked;
    expect(await shown()).toBe(true);
    h.rt.clock.advance(25 * 3600);
    expect(await shown()).toBe(false);
    expect((await loginOn(p)).access_token).toBeTruthy();
  });
});
