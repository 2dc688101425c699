// Terms players re-accept (issue 29): a material change of the terms or the responsible-gaming
// rules refuses every stake, deposit and game until the player accepts the new version (403
// terms_acceptance_required); reads and logout still work. Sign-up records the versions
// accepted; every acceptance is stored with player, version and time; the operator lists who
// has and has not accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login, type TestPlayer } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';
import { live, openEditor, publish, type TestEditor } from './support/editors.ts';
import { contentAcceptances } from '../../src/server/db/schema.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';

let h: Harness;
let editor: TestEditor;
beforeAll(async () => {
  h = await startHarness();
  editor = await openEditor(h);
});
afterAll(async () => {
  await h?.close();
});

const SLOT = gameUuid('ember-sevens');
let keyCounter = 0;

const stake = (p: TestPlayer, token: string) =>
  h.call('/api/create_ticket', { method: 'POST', token, json: { stake: '5.00', player_id: p.id, ticket_events: [pick(upcoming(h, 1)[0]!)], odds_change: 'any' } });
const deposit = (token: string) => h.call('/api/deposit', { method: 'POST', token, json: { amount: '10.00' } });
const launch = (p: TestPlayer, token: string) => h.call('/api/init-demo', { method: 'POST', token, json: { game_uuid: SLOT, player_id: p.id, player_name: p.username } });
const spin = (session: string) => h.call('/api/casino/rounds', { method: 'POST', token: session, json: { idempotency_key: `terms-round-${++keyCounter}`, bet: '1.00' } });
const pending = (token: string, lang = 'en') => h.call('/api/terms/pending', { token, headers: { cookie: `lang=${lang}` } });

describe('a material change of the terms', () => {
  it('refuses stakes, deposits and games until the player accepts it; reads and logout still work', async () => {
    const p = await createPlayer(h, { balance: 100_00n });
    const { access_token: token } = await login(h, p);
    expect((await stake(p, token)).status).toBe(201);
    const game = await launch(p, token);
    expect(game.status).toBe(200);
    const session = new URL(String(game.body.url), 'http://x').searchParams.get('session')!;
    expect((await pending(token)).body.pending).toEqual([]);

    const published = await publish(h, editor, 'terms-and-conditions', 'en', { material: true, body: '## Changed terms\n\nThe maximum stake is now lower.\n' });
    expect(published.status).toBe(201);
    expect(published.body.version.material).toBe(true);

    for (const refused of [await stake(p, token), await deposit(token), await launch(p, token), await spin(session)]) {
      expect([refused.status, refused.body.error.code]).toEqual([403, 'terms_acceptance_required']);
      expect(refused.body.error.message).toMatch(/terms have changed/);
      expect(refused.body.error.details.pages).toEqual(['terms-and-conditions']);
    }
    expect((await h.call('/api/account', { token })).status).toBe(200);
    expect((await h.call(`/api/get_tickets?player_id=${p.id}&status=open`, { token })).status).toBe(200);
    expect((await h.call('/api/account-statement', { token })).status).toBe(200);

    const toRead = await pending(token);
    expect(toRead.body.pending).toHaveLength(1);
    expect(toRead.body.pending[0]).toMatchObject({ page: 'terms-and-conditions', lang: 'en', version_id: published.body.version.id, title: 'Terms and Conditions' });
    expect(toRead.body.pending[0].html).toContain('<h2 id="changed-terms">Changed terms</h2>');

    const accepted = await h.call('/api/terms/accept', { method: 'POST', token, json: { version_ids: [toRead.body.pending[0].version_id] } });
    expect(accepted.body).toEqual({ pending: [] });
    const [row] = await h.rt.db
      .select()
      .from(contentAcceptances)
      .where(and(eq(contentAcceptances.playerId, p.id), eq(contentAcceptances.versionId, Number(published.body.version.id))));
    expect(row).toMatchObject({ page: 'terms-and-conditions' });
    expect(row!.acceptedAt.getTime()).toBeLessThanOrEqual(h.rt.clock.now());
    expect((await stake(p, token)).status).toBe(201);
    expect((await deposit(token)).status).toBe(200);
    expect((await spin(session)).status).toBe(200);

    // A second device of the same player logs out while the first is still asked: logout is never refused.
    const other = await createPlayer(h, { balance: 100_00n });
    const second = await login(h, other);
    expect((await stake(other, second.access_token)).status).toBe(403);
    expect((await h.call('/api/logout', { method: 'POST', token: second.access_token, json: { refresh_token: second.refresh_token } })).status).toBe(200);
  });

  it("shows the version in the player's language once its translation is newer, English until then", async () => {
    const p = await createPlayer(h, { balance: 100_00n });
    const { access_token: token } = await login(h, p);
    const english = await pending(token, 'de');
    expect(english.body.pending[0]).toMatchObject({ page: 'terms-and-conditions', lang: 'en' });
    const translated = await publish(h, editor, 'terms-and-conditions', 'de', { body: '## Geänderte Bedingungen\n\nDer Höchsteinsatz ist jetzt niedriger.\n' });
    expect(translated.status).toBe(201);
    const german = await pending(token, 'de');
    expect(german.body.pending[0]).toMatchObject({ lang: 'de', version_id: translated.body.version.id });
    // The English version read earlier still covers the change.
    expect((await h.call('/api/terms/accept', { method: 'POST', token, json: { version_ids: [english.body.pending[0].version_id] } })).body.pending).toEqual([]);
  });

  it('refuses accepting a version older than the change', async () => {
    const p = await createPlayer(h);
    const { access_token: token } = await login(h, p);
    const history = await h.call('/api/editor/pages/terms-and-conditions/en/versions', { token: editor.token });
    const first = (history.body.versions as Array<{ id: number; version: number }>).find((v) => v.version === 1)!;
    const refused = await h.call('/api/terms/accept', { method: 'POST', token, json: { version_ids: [first.id] } });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'terms_version_outdated']);
    const privacy = await live(h, editor, 'privacy-policy', 'en');
    expect((await h.call('/api/terms/accept', { method: 'POST', token, json: { version_ids: [privacy!.id] } })).status).toBe(404);
  });

  it('asks for the responsible-gaming rules too when they change materially', async () => {
    const p = await createPlayer(h, { balance: 100_00n });
    const { access_token: token } = await login(h, p);
    const terms = (await pending(token)).body.pending[0].version_id as number;
    expect((await h.call('/api/terms/accept', { method: 'POST', token, json: { version_ids: [terms] } })).body.pending).toEqual([]);
    expect((await publish(h, editor, 'responsible-gaming', 'en', { material: true })).status).toBe(201);
    const refused = await stake(p, token);
    expect(refused.body.error.details.pages).toEqual(['responsible-gaming']);
    expect(((await pending(token)).body.pending as Array<{ page: string }>).map((d) => d.page)).toEqual(['responsible-gaming']);
  });
});

describe('sign-up and the operator', () => {
  it('records the versions a new player accepts at sign-up, who then stakes without being asked', async () => {
    const username = `signer_${Date.now().toString(36)}`;
    const signed = await h.call('/api/signup', {
      method: 'POST',
      headers: { cookie: 'lang=sr' },
      json: {
        username,
        email: `${username}@example.com`,
        password: 'opensesame7',
        repeat_password: 'opensesame7',
        first_name: 'Mila',
        last_name: 'Petrović',
        date_of_birth: '1990-05-17',
        country: 'RS',
        accept_terms: true,
        accept_responsible_gaming: true,
      },
    });
    expect(signed.status).toBe(201);
    const rows = await h.rt.db
      .select()
      .from(contentAcceptances)
      .where(eq(contentAcceptances.playerId, Number(signed.body.id)));
    expect(rows.map((r) => r.page).sort()).toEqual(['responsible-gaming', 'terms-and-conditions']);
    expect((await pending(String(signed.body.access_token), 'sr')).body.pending).toEqual([]);
  });

  it('lists who has and has not accepted the latest material version', async () => {
    const waiting = await createPlayer(h);
    const report = await h.call('/api/admin/content/acceptances?page=terms-and-conditions', { admin: true });
    expect(report.status).toBe(200);
    expect(report.body.version).toMatchObject({ lang: 'en', material: true });
    const accepted = (report.body.accepted as Array<{ username: string; version_id: number; accepted_at: string }>).map((a) => a.username);
    const notAccepted = (report.body.not_accepted as Array<{ username: string }>).map((a) => a.username);
    expect(notAccepted).toContain(waiting.username);
    expect(accepted).not.toContain(waiting.username);
    expect(report.body.accepted_total).toBe(accepted.length);
    expect(report.body.accepted_total + report.body.not_accepted_total).toBeGreaterThanOrEqual(accepted.length + notAccepted.length);
    expect((await h.call('/api/admin/content/acceptances?page=terms-and-conditions', { token: editor.token })).status).toBe(401);
  });
});
