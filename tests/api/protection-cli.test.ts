// The operator's command line for player protection (issue 18), run as a real process against
// the API on a real port: lift-self-exclusion is refused before the exclusion's end and
// accepted after it, and every operator change (lift, lock, unlock) lands in the player's
// limit history with origin operator.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';
import { createPlayer, login, type TestPlayer } from './support/players.ts';
import type { Json } from './support/harness.ts';

const cli = cliHarness();

const accounts = (args: string[]) => cli.api.accounts(args);
const history = async (p: TestPlayer) => (await cli.h.call(`/api/admin/limit-history/${p.username}`, { admin: true })).body.changes as Json[];
const logIn = (p: TestPlayer) => cli.h.call('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });

async function selfExcluded(period: '6m' | 'indefinite'): Promise<{ p: TestPlayer; until: string | null }> {
  const p = await createPlayer(cli.h);
  const { access_token: token } = await login(cli.h, p);
  const locked = await cli.h.call('/api/account/lock', { method: 'POST', token, json: { period, password: p.password } });
  expect(locked.status).toBe(200);
  return { p, until: locked.body.locked_until as string | null };
}

describe('npm run accounts -- lift-self-exclusion', () => {
  it('refuses before the end, saying when it may be lifted, then lifts it after the end, audited', async () => {
    const { p, until } = await selfExcluded('6m');
    const early = await accounts(['lift-self-exclusion', p.username]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(`cannot be lifted before ${until}`);
    expect(early.stderr).toContain('(exclusion_running)');
    expect((await logIn(p)).body.error.code).toBe('self_excluded');

    // A day after its end the account is still closed until the operator reopens it.
    cli.h.rt.clock.advance((Date.parse(until!) - cli.h.rt.clock.now()) / 1000 + 86_400);
    expect((await logIn(p)).body.error.code).toBe('self_excluded');
    const liftedAt = cli.h.rt.clock.now();
    const lifted = await accounts(['lift-self-exclusion', p.username]);
    expect(lifted, lifted.stderr).toMatchObject({ code: 0 });
    expect(lifted.stdout).toContain(`${p.username}'s self-exclusion is lifted: the player can log in again.`);
    expect((await logIn(p)).status).toBe(200);

    const changes = await history(p);
    expect(changes.map((c) => [c.setting, c.kind, c.origin])).toEqual([
      ['self_exclusion', 'set', 'player'],
      ['self_exclusion', 'lifted', 'operator'],
    ]);
    expect(changes[1]).toMatchObject({ before: { until, indefinite: false }, after: { since: null, until: null, indefinite: false } });
    expect(Math.abs(Date.parse(changes[1]!.at) - liftedAt)).toBeLessThan(60_000);

    // Nothing left to lift: refused, and no second row.
    const again = await accounts(['lift-self-exclusion', p.username]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('(not_self_excluded)');
    expect(await history(p)).toHaveLength(2);
  });

  it('lifts an indefinite exclusion only after six months, prints JSON with --json, and refuses an unknown player', async () => {
    const { p } = await selfExcluded('indefinite');
    const early = await accounts(['lift-self-exclusion', p.username]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('(exclusion_running)');
    cli.h.rt.clock.advance(185 * 86_400);
    const lifted = await accounts(['lift-self-exclusion', p.username, '--json']);
    expect(lifted.code, lifted.stderr).toBe(0);
    expect(JSON.parse(lifted.stdout)).toMatchObject({ username: p.username, self_excluded: false, self_excluded_until: null });
    expect((await history(p)).map((c) => c.kind)).toEqual(['set', 'lifted']);
    const unknown = await accounts(['lift-self-exclusion', 'no_such_player']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('(player_not_found)');
    expect((await accounts(['lift-self-exclusion'])).code).toBe(2);
  });

  it('audits the lock and unlock given on the command line', async () => {
    const p = await createPlayer(cli.h);
    expect((await accounts(['lock', p.username])).code).toBe(0);
    expect((await accounts(['unlock', p.username])).code).toBe(0);
    expect((await history(p)).map((c) => [c.setting, c.kind, c.origin])).toEqual([
      ['account_lock', 'set', 'operator'],
      ['account_lock', 'lifted', 'operator'],
    ]);
  });
});
