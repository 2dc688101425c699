// Content editors (issue 29): a role of its own that edits the company pages and nothing else;
// publishing validates, keeps every version with its editor, time and diff, reverts as a new
// version, and lets exactly one of two editors publishing the same page at once win.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { live, openEditor, publish, type TestEditor } from './support/editors.ts';
import { COMPANY_PAGES } from '../../src/lib/content/pages.ts';
import { LANGS } from '../../src/lib/format/lang.ts';

let h: Harness;
let editor: TestEditor;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  editor = await openEditor(h);
});
afterAll(async () => {
  await h?.close();
});

const versionCount = async (page: string, lang: string) =>
  ((await h.call(`/api/editor/pages/${page}/${lang}/versions`, { token: editor.token })).body.versions as unknown[]).length;

describe('the seed', () => {
  it('publishes the repository files as version 1 of every page in every language, by nobody', async () => {
    const overview = await h.call('/api/editor/pages', { token: editor.token });
    expect(overview.status).toBe(200);
    const pages = overview.body.pages as Array<{ page: string; languages: Array<{ lang: string; missing: boolean; live: { version: number; editor: string | null } | null }> }>;
    expect(pages.map((p) => p.page)).toEqual([...COMPANY_PAGES]);
    for (const p of pages) {
      expect(p.languages.map((l) => l.lang)).toEqual([...LANGS]);
      for (const l of p.languages) expect(l.missing).toBe(false);
    }
    const about = await live(h, editor, 'about-us', 'sr');
    expect(about).toMatchObject({ version: 1, editor: null, title: 'O nama', updated: '2026-11-01', material: false });
  });
});

describe('who may edit', () => {
  it('refuses an editor on money, player data and operator routes', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const auth = { token: editor.token };
    const answers = await Promise.all([
      h.call('/api/account', auth),
      h.call('/api/deposit', { method: 'POST', json: { amount: '10.00' }, ...auth }),
      h.call('/api/create_ticket', {
        method: 'POST',
        json: { stake: '5.00', player_id: p.id, ticket_events: [{ event_id: 1, bet_name: 'x', odd_name: '1', odd_custom_id: 'x' }] },
        ...auth,
      }),
      h.call(`/api/get_tickets?player_id=${p.id}&status=open`, auth),
      h.call('/api/account-statement', auth),
      h.call('/api/admin/players', auth),
      h.call(`/api/admin/players/${p.username}/credit`, { method: 'POST', json: { amount: '5.00' }, ...auth }),
      h.call('/api/admin/editors', { method: 'POST', json: { username: 'sneaky', password: 'Sneaky123' }, ...auth }),
      h.call('/api/admin/content/acceptances?page=terms-and-conditions', auth),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('refuses a player and the operator token on every editor route', async () => {
    const p = await createPlayer(h);
    const { access_token } = await login(h, p);
    for (const token of [access_token, undefined]) {
      const init = token ? { token } : { admin: true };
      const answers = await Promise.all([
        h.call('/api/editor/pages', init),
        h.call('/api/editor/pages/terms-and-conditions/en', init),
        h.call('/api/editor/publish', {
          method: 'POST',
          json: { page: 'about-us', lang: 'en', base_version: 1, title: 'x', description: 'y', updated: '2026-11-28', body: 'z' },
          ...init,
        }),
        h.call('/api/editor/preview', { method: 'POST', json: { page: 'about-us', lang: 'en', title: 'x', description: 'y', updated: '2026-11-28', body: 'z' }, ...init }),
      ]);
      expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(Array.from({ length: 4 }, () => [401, 'editor_unauthorized']));
    }
  });

  it('ends every sign-in of an editor the operator removes, and their versions keep their name', async () => {
    const leaving = await openEditor(h);
    const published = await publish(h, leaving, 'privacy-policy', 'en');
    expect(published.status).toBe(201);
    const removed = await h.call(`/api/admin/editors/${leaving.username}`, { method: 'DELETE', admin: true });
    expect(removed.status).toBe(200);
    expect((await h.call('/api/editor/pages', { token: leaving.token })).status).toBe(401);
    expect((await h.call('/api/editor/login', { method: 'POST', json: { username: leaving.username, password: leaving.password } })).status).toBe(401);
    expect((await live(h, editor, 'privacy-policy', 'en'))?.editor).toBe(leaving.username);
    const list = await h.call('/api/admin/editors', { admin: true });
    expect((list.body.editors as Array<{ username: string }>).map((e) => e.username)).not.toContain(leaving.username);
  });

  it('refuses a wrong password, a taken name and a weak password', async () => {
    expect((await h.call('/api/editor/login', { method: 'POST', json: { username: editor.username, password: 'Wrong1234' } })).body.error.code).toBe('wrong_credentials');
    expect((await h.call('/api/admin/editors', { method: 'POST', admin: true, json: { username: editor.username.toUpperCase(), password: 'Another123' } })).status).toBe(409);
    expect((await h.call('/api/admin/editors', { method: 'POST', admin: true, json: { username: 'weakling', password: 'short' } })).body.error.code).toBe('invalid_password');
  });

  it('signs an editor out', async () => {
    const brief = await openEditor(h);
    expect((await h.call('/api/editor/logout', { method: 'POST', token: brief.token })).status).toBe(200);
    expect((await h.call('/api/editor/me', { token: brief.token })).status).toBe(401);
  });
});

describe('publishing', () => {
  it('publishes the next version live at once, with the editor, the time and a diff', async () => {
    const before = await live(h, editor, 'responsible-gaming', 'de');
    const body = `${String(before!.body)}\n\n## Neue Hilfe\n\nRufen Sie uns jederzeit an.\n`;
    const published = await publish(h, editor, 'responsible-gaming', 'de', { body, title: 'Verantwortungsvolles Spielen (neu)' });
    expect(published.status).toBe(201);
    expect(published.body.version).toMatchObject({ version: Number(before!.version) + 1, editor: editor.username, title: 'Verantwortungsvolles Spielen (neu)', material: false });
    const detail = await h.call(`/api/editor/pages/responsible-gaming/de/versions/${String(published.body.version.version)}`, { token: editor.token });
    expect(detail.body.diff.added).toBeGreaterThan(0);
    const lines = (detail.body.diff.hunks as Array<{ lines: string[] }>).flatMap((hunk) => hunk.lines);
    expect(lines).toContain('+## Neue Hilfe');
    expect(lines).toContain('+title: Verantwortungsvolles Spielen (neu)');
    expect(lines).toContain('-title: Verantwortungsvolles Spielen');
  });

  it('marks translations published before the English page as out of date', async () => {
    expect((await publish(h, editor, 'anti-money-laundering', 'en')).status).toBe(201);
    const overview = await h.call('/api/editor/pages', { token: editor.token });
    const aml = (overview.body.pages as Array<{ page: string; languages: Array<{ lang: string; out_of_date: boolean }> }>).find((p) => p.page === 'anti-money-laundering')!;
    expect(aml.languages.map((l) => [l.lang, l.out_of_date])).toEqual([
      ['en', false],
      ['de', true],
      ['sr', true],
    ]);
    expect((await publish(h, editor, 'anti-money-laundering', 'de')).status).toBe(201);
    const again = await h.call('/api/editor/pages', { token: editor.token });
    const de = (again.body.pages as Array<{ page: string; languages: Array<{ lang: string; out_of_date: boolean }> }>).find((p) => p.page === 'anti-money-laundering')!
      .languages[1];
    expect(de?.out_of_date).toBe(false);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const page = 'about-us';
    const count = await versionCount(page, 'en');
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ title: '' }, 400, 'content_invalid', 'title:required'],
      [{ updated: '2026-02-30' }, 400, 'content_invalid', 'updated:invalid_date'],
      // Line breaks outside the body are refused before the page rules: a title or description is one line.
      [{ description: 'two\nlines' }, 400, 'invalid_characters'],
      [{ body: 'Hello <script>alert(1)</script>' }, 400, 'content_invalid', 'body:raw_html'],
      [{ body: 'x'.repeat(205 * 1024) }, 400, 'content_too_large', 'body:too_large'],
      [{ material: true }, 400, 'material_not_applicable'],
      [{ base_version: 0 }, 409, 'content_changed'],
    ];
    for (const [change, status, code, problem] of cases) {
      const answer = await publish(h, editor, page, 'en', change);
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      if (problem) expect((answer.body.error.details.problems as Array<{ field: string; code: string }>).map((p) => `${p.field}:${p.code}`)).toContain(problem);
    }
    const current = await live(h, editor, page, 'en');
    const unchanged = await publish(h, editor, page, 'en', { body: current!.body, updated: current!.updated });
    expect(unchanged.body.error.code).toBe('content_unchanged');
    const tooBig = await h.request('/api/editor/publish', {
      method: 'POST',
      token: editor.token,
      json: { page, lang: 'en', base_version: 1, title: 't', description: 'd', updated: '2026-11-28', body: 'x'.repeat(600 * 1024) },
    });
    expect(tooBig.status).toBe(413);
    expect(await versionCount(page, 'en')).toBe(count);
  });

  it('previews a draft as the public page renders it, with errors and links to missing pages', async () => {
    const preview = await h.call('/api/editor/preview', {
      method: 'POST',
      token: editor.token,
      json: {
        page: 'about-us',
        lang: 'en',
        title: 'About',
        description: 'Us',
        updated: '2026-11-28',
        body: '## Hello\n\nSee [our terms](/terms-and-conditions) and [promotions](/promotions).\n\n<b>bold</b>\n',
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h2 id="hello">Hello</h2>');
    expect(preview.body.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(preview.body.warnings).toEqual([{ field: 'body', code: 'unknown_page', line: 3, text: '/promotions' }]);
    expect(preview.body.errors).toEqual([
      { field: 'body', code: 'raw_html', line: 5, text: '<b>' },
      { field: 'body', code: 'raw_html', line: 5, text: '</b>' },
    ]);
  });

  it('reverts to an earlier version as a new version', async () => {
    const page = 'become-affiliate';
    const first = await live(h, editor, page, 'sr');
    expect((await publish(h, editor, page, 'sr', { body: 'Sasvim nov tekst.\n' })).status).toBe(201);
    const now = await live(h, editor, page, 'sr');
    const reverted = await h.call('/api/editor/revert', { method: 'POST', token: editor.token, json: { page, lang: 'sr', version: first!.version, base_version: now!.version } });
    expect(reverted.status).toBe(201);
    expect(reverted.body.version).toMatchObject({ version: Number(now!.version) + 1, reverted_from: first!.version, editor: editor.username });
    expect((await live(h, editor, page, 'sr'))?.body).toBe(first!.body);
    const history = await h.call(`/api/editor/pages/${page}/sr/versions`, { token: editor.token });
    expect((history.body.versions as Array<{ version: number }>).map((v) => v.version)).toEqual([3, 2, 1]);
  });
});

describe('two editors publishing one page at once', () => {
  it('lets exactly one win; the other is told the page changed and sees the diff', async () => {
    const other = await openEditor(h);
    for (let round = 0; round < 4; round++) {
      const base = await live(h, editor, 'terms-and-conditions', 'sr');
      const draft = (mark: string) => ({
        page: 'terms-and-conditions',
        lang: 'sr',
        base_version: base!.version,
        title: base!.title,
        description: base!.description,
        updated: '2026-11-28',
        body: `${String(base!.body)}\n\n${mark} ${round}\n`,
      });
      const [a, b] = await Promise.all([
        h.call('/api/editor/publish', { method: 'POST', token: editor.token, json: draft('Izmena A') }),
        h.call('/api/editor/publish', { method: 'POST', token: other.token, json: draft('Izmena B') }),
      ]);
      const answers = [a, b];
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      const won = answers.findIndex((x) => x.status === 201);
      const lost = answers[1 - won]!;
      expect(lost.body.error.code).toBe('content_changed');
      expect(lost.body.error.details).toMatchObject({ current_version: Number(base!.version) + 1, editor: won === 0 ? editor.username : other.username });
      const theirs = (lost.body.error.details.diff.hunks as Array<{ lines: string[] }>).flatMap((hunk) => hunk.lines);
      expect(theirs).toContain(`+${won === 0 ? 'Izmena A' : 'Izmena B'} ${round}`);
      expect((await live(h, editor, 'terms-and-conditions', 'sr'))?.body).toContain(`${won === 0 ? 'Izmena A' : 'Izmena B'} ${round}`);
    }
  });
});
