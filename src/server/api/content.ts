// The company pages' editors (issue 29): sign in, list the pages with their languages, preview,
// publish, revert and read versions with their diffs, all under an editor's bearer token and
// nothing else; the players' side of material changes (what to accept, accepting it); and
// the operator's side (editors, who accepted what). Handlers parse and shape; the rules live in
// src/server/content and src/server/accounts/editors.ts.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bearerToken, type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { createEditor, editorOfToken, listEditors, removeEditor, signInEditor, signOutEditor, type Editor, type EditorDeps } from '../accounts/editors.ts';
import { liveVersion, pagesOverview, previewDraft, publishVersion, revertTo, versionHistory, versionWithDiff, type ContentDeps, type Version } from '../content/versions.ts';
import { acceptanceReport, acceptVersions, pendingDocuments, type AcceptanceDeps, type TermsGate } from '../content/acceptance.ts';
import { requestLang } from '../http/request-lang.ts';
import { ACCEPTANCE_PAGES, COMPANY_PAGES, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../lib/content/pages.ts';
import type { PageDiff } from '../../lib/content/diff.ts';
import { LANGS } from '../../lib/format/lang.ts';
import { PASSWORD_MAX_LENGTH } from '../../lib/validation/index.ts';
import { ErrorBody, validationHook } from './errors.ts';
import { MAX_SERIAL_ID } from './params.ts';
import { clientAddress } from './auth.ts';
import { subApp } from './sub-app.ts';

/** Request bodies of the editor routes may hold a whole page (200 KB) written as JSON. */
export const EDITOR_MAX_BODY_BYTES = 512 * 1024;
/** A body longer than this is refused by the schema; up to it, the service measures the page in bytes. */
const BODY_MAX_CHARS = 300_000;

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const failure = (description: string) => ({ description, ...json(ErrorBody) });
const editorSecurity = [{ editor: [] }];
const tags = ['editor'];

type EditorEnv = { Variables: { editor: Editor & { tokenHash: string } } };

/** What the editors' routes use: the editor accounts and the versions. */
export type EditorApiDeps = EditorDeps & ContentDeps;
/** What the players' terms routes use: the guard, the acceptances and the node's terms gate. */
export type TermsApiDeps = GuardDeps & AcceptanceDeps & { terms: TermsGate };
/** What the operator's content routes use. */
export type AdminContentApiDeps = EditorDeps & { config: { adminToken: string } };
/** Everything the content routes use, for the API's composition. */
export type ContentApiDeps = EditorApiDeps & TermsApiDeps & AdminContentApiDeps;

const Page = z.enum(COMPANY_PAGES);
const Lang = z.enum(LANGS);
const PageLangParams = z.object({
  page: Page.openapi({ param: { name: 'page', in: 'path' }, example: 'terms-and-conditions' }),
  lang: Lang.openapi({ param: { name: 'lang', in: 'path' }, example: 'de' }),
});

const Problem = z
  .object({
    field: z.string().openapi({ description: 'title | description | updated | body' }),
    code: z.string().openapi({ description: 'required | too_long | one_line | invalid_date | too_large | raw_html | unknown_page' }),
    line: z.number().int().optional(),
    text: z.string().optional(),
  })
  .openapi('ContentProblem');

const Diff = z
  .object({
    hunks: z.array(
      z.object({
        old_start: z.number().int(),
        new_start: z.number().int(),
        lines: z.array(z.string()).openapi({ description: "Each line with its mark: ' ' kept, '-' removed, '+' added." }),
      }),
    ),
    added: z.number().int(),
    removed: z.number().int(),
  })
  .openapi('ContentDiff');

const VersionView = z
  .object({
    id: z.number().int(),
    page: Page,
    lang: Lang,
    version: z.number().int(),
    title: z.string(),
    description: z.string(),
    updated: z.string().openapi({ example: '2026-11-01' }),
    editor: z.string().nullable().openapi({ description: 'Null for version 1 from the repository.' }),
    published_at: z.string(),
    material: z.boolean(),
    reverted_from: z.number().int().nullable(),
  })
  .openapi('ContentVersion');

const VersionDetail = VersionView.extend({ body: z.string() }).openapi('ContentVersionDetail');

const Draft = {
  page: Page,
  lang: Lang,
  title: z.string().max(TITLE_MAX_LENGTH * 4),
  description: z.string().max(DESCRIPTION_MAX_LENGTH * 4),
  updated: z.string().max(40).openapi({ example: '2026-11-28', description: 'YYYY-MM-DD' }),
  body: z.string().max(BODY_MAX_CHARS).openapi({ description: 'Markdown. Raw HTML is refused; the page (frontmatter and body) may take 200 KB.' }),
};

const diffView = (d: PageDiff) => ({ hunks: d.hunks.map((h) => ({ old_start: h.oldStart, new_start: h.newStart, lines: h.lines })), added: d.added, removed: d.removed });

function versionView(v: Omit<Version, 'body'>) {
  return {
    id: v.id,
    page: v.page,
    lang: v.lang,
    version: v.version,
    title: v.frontmatter.title,
    description: v.frontmatter.description,
    updated: v.frontmatter.updated,
    editor: v.editor,
    published_at: v.publishedAt.toISOString(),
    material: v.material,
    reverted_from: v.revertedFrom,
  };
}

/** Logs every editor call; c.var.editor is the editor the authentication step found (api/authenticate.ts), else read from the token here (401 without one). */
function requireEditor(rt: Pick<EditorDeps, 'db' | 'clock' | 'log'>): MiddlewareHandler<EditorEnv> {
  return async function requireEditorHandler(c, next) {
    const editor = (c.get('editor') as EditorEnv['Variables']['editor'] | undefined) ?? (await editorOfToken(rt, bearerToken(c.req.header('authorization'))));
    c.set('editor', editor);
    rt.log.info('editor action', { editor_id: editor.id, editor: editor.username, method: c.req.method, path: c.req.path });
    await next();
  };
}

/** The editors' routes under /api/editor. */
export function editorApi(rt: EditorApiDeps) {
  const app = new OpenAPIHono<EditorEnv>({ defaultHook: validationHook as never });
  app.openAPIRegistry.registerComponent('securitySchemes', 'editor', { type: 'http', scheme: 'bearer', description: "An editor's token from POST /api/editor/login" });
  for (const path of ['/editor/logout', '/editor/me', '/editor/pages', '/editor/pages/*', '/editor/preview', '/editor/publish', '/editor/revert']) app.use(path, requireEditor(rt));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editor/login',
      tags,
      security: [],
      summary: "Signs an editor in; answers the editor's bearer token (valid 12 hours).",
      request: { body: { required: true, ...json(z.object({ username: z.string().max(64), password: z.string().max(PASSWORD_MAX_LENGTH * 4) })) } },
      responses: {
        200: { description: 'Signed in', ...json(z.object({ token: z.string(), username: z.string(), expires_at: z.string() })) },
        400: failure('Invalid input'),
        401: failure('wrong_credentials'),
        429: failure('Too many attempts; see Retry-After'),
        503: failure('Too many sign-ins at once; see Retry-After'),
      },
    }),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const signedIn = await signInEditor(rt, { username, password, address: clientAddress(c) });
      return c.json({ token: signedIn.token, username: signedIn.editor.username, expires_at: signedIn.expiresAt.toISOString() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editor/logout',
      tags,
      security: editorSecurity,
      summary: 'Ends this sign-in.',
      responses: { 200: { description: 'Signed out', ...json(z.object({ ok: z.literal(true) })) }, 401: failure('Not signed in as an editor') },
    }),
    async (c) => {
      await signOutEditor(rt, c.var.editor);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editor/me',
      tags,
      security: editorSecurity,
      summary: 'The signed-in editor.',
      responses: { 200: { description: 'The editor', ...json(z.object({ username: z.string() })) }, 401: failure('Not signed in as an editor') },
    }),
    (c) => c.json({ username: c.var.editor.username }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editor/pages',
      tags,
      security: editorSecurity,
      summary: 'Every company page with its languages side by side: the live version of each, missing ones and translations older than the English page.',
      responses: {
        200: {
          description: 'Pages',
          ...json(
            z.object({
              pages: z.array(
                z.object({
                  page: Page,
                  languages: z.array(
                    z.object({
                      lang: Lang,
                      missing: z.boolean(),
                      out_of_date: z.boolean().openapi({ description: 'Published before the English page was last published.' }),
                      live: z
                        .object({
                          version: z.number().int(),
                          title: z.string(),
                          updated: z.string(),
                          published_at: z.string(),
                          editor: z.string().nullable(),
                          material: z.boolean(),
                        })
                        .nullable(),
                    }),
                  ),
                }),
              ),
            }),
          ),
        },
        401: failure('Not signed in as an editor'),
      },
    }),
    async (c) => {
      const pages = await pagesOverview(rt);
      return c.json(
        {
          pages: pages.map((p) => ({
            page: p.page,
            languages: p.languages.map((l) => ({
              lang: l.lang,
              missing: l.missing,
              out_of_date: l.outOfDate,
              live: l.live
                ? {
                    version: l.live.version,
                    title: l.live.title,
                    updated: l.live.updated,
                    published_at: l.live.publishedAt.toISOString(),
                    editor: l.live.editor,
                    material: l.live.material,
                  }
                : null,
            })),
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editor/pages/{page}/{lang}',
      tags,
      security: editorSecurity,
      summary: 'The live version of a page in a language, with its body; null when the language has none yet.',
      request: { params: PageLangParams },
      responses: {
        200: { description: 'The live version', ...json(z.object({ page: Page, lang: Lang, live: VersionDetail.nullable() })) },
        400: failure('Unknown page or language'),
        401: failure('Not signed in as an editor'),
      },
    }),
    async (c) => {
      const { page, lang } = c.req.valid('param');
      const live = await liveVersion(rt, page, lang);
      return c.json({ page, lang, live: live ? { ...versionView(live), body: live.body } : null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editor/pages/{page}/{lang}/versions',
      tags,
      security: editorSecurity,
      summary: 'Every published version of a page in a language, newest first, with its editor and time.',
      request: { params: PageLangParams },
      responses: {
        200: { description: 'Versions', ...json(z.object({ versions: z.array(VersionView) })) },
        400: failure('Unknown page or language'),
        401: failure('Not signed in as an editor'),
      },
    }),
    async (c) => {
      const { page, lang } = c.req.valid('param');
      return c.json({ versions: (await versionHistory(rt, page, lang)).map(versionView) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editor/pages/{page}/{lang}/versions/{version}',
      tags,
      security: editorSecurity,
      summary: 'One version with its body and the diff against the version before it.',
      request: {
        params: PageLangParams.extend({
          version: z.coerce
            .number()
            .int()
            .min(1)
            .max(1_000_000)
            .openapi({ param: { name: 'version', in: 'path' }, example: 2 }),
        }),
      },
      responses: {
        200: { description: 'The version', ...json(z.object({ version: VersionDetail, diff: Diff })) },
        400: failure('Invalid input'),
        401: failure('Not signed in as an editor'),
        404: failure('version_not_found'),
      },
    }),
    async (c) => {
      const { page, lang, version } = c.req.valid('param');
      const found = await versionWithDiff(rt, page, lang, version);
      return c.json({ version: { ...versionView(found.version), body: found.version.body }, diff: diffView(found.diff) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editor/preview',
      tags,
      security: editorSecurity,
      summary: 'Renders a draft as the public page would, with the problems that refuse it (errors) and links to pages that do not exist (warnings). Stores nothing.',
      request: { body: { required: true, ...json(z.object(Draft).openapi('ContentDraft')) } },
      responses: {
        200: { description: 'The preview', ...json(z.object({ html: z.string(), errors: z.array(Problem), warnings: z.array(Problem) })) },
        400: failure('Invalid input'),
        401: failure('Not signed in as an editor'),
        413: failure('The request is larger than 512 KB'),
      },
    }),
    (c) => {
      const { title, description, updated, body } = c.req.valid('json');
      return c.json(previewDraft({ title, description, updated, body }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editor/publish',
      tags,
      security: editorSecurity,
      summary: 'Publishes a draft as the next version, live on every node within seconds without a build.',
      description:
        'base_version is the live version the draft was edited from (0 for a language the page does not have yet). When another version was published since, nothing is stored and the answer is 409 content_changed with their changes (details.diff) and what this draft would change now (details.yours).',
      request: {
        body: {
          required: true,
          ...json(
            z
              .object({
                ...Draft,
                base_version: z.number().int().min(0).max(1_000_000),
                material: z
                  .boolean()
                  .default(false)
                  .openapi({ description: 'Terms and responsible gaming only: every player must accept this version before staking, depositing or playing.' }),
              })
              .openapi('ContentPublish'),
          ),
        },
      },
      responses: {
        201: { description: 'Published', ...json(z.object({ version: VersionView })) },
        400: failure('content_invalid, content_too_large (over 200 KB), content_unchanged or material_not_applicable; details.problems names each problem'),
        401: failure('Not signed in as an editor'),
        409: failure('content_changed: the page was published since base_version; details.diff shows how'),
        413: failure('The request is larger than 512 KB'),
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const version = await publishVersion(rt, c.var.editor, {
        page: b.page,
        lang: b.lang,
        baseVersion: b.base_version,
        draft: { title: b.title, description: b.description, updated: b.updated, body: b.body },
        material: b.material,
      });
      return c.json({ version: versionView(version) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editor/revert',
      tags,
      security: editorSecurity,
      summary: 'Publishes an earlier version again as the next version (a revert is a new version).',
      request: {
        body: {
          required: true,
          ...json(
            z.object({
              page: Page,
              lang: Lang,
              version: z.number().int().min(1).max(1_000_000).openapi({ description: 'The version to restore.' }),
              base_version: z.number().int().min(0).max(1_000_000),
              material: z.boolean().default(false),
            }),
          ),
        },
      },
      responses: {
        201: { description: 'Published', ...json(z.object({ version: VersionView })) },
        400: failure('content_unchanged or material_not_applicable'),
        401: failure('Not signed in as an editor'),
        404: failure('version_not_found'),
        409: failure('content_changed: the page was published since base_version'),
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const version = await revertTo(rt, c.var.editor, { page: b.page, lang: b.lang, version: b.version, baseVersion: b.base_version, material: b.material });
      return c.json({ version: versionView(version) }, 201);
    },
  );

  return app;
}

const PendingDocument = z
  .object({
    page: z.enum(ACCEPTANCE_PAGES),
    version_id: z.number().int(),
    lang: Lang,
    version: z.number().int(),
    title: z.string(),
    updated: z.string(),
    published_at: z.string(),
    html: z.string(),
  })
  .openapi('TermsToAccept');

/** The player's side: what to read and accept, and accepting it. */
export function termsApi(rt: TermsApiDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/terms/pending',
      tags: ['player'],
      security: [{ bearer: [] }],
      summary: 'The terms and responsible-gaming versions the player must accept before staking, depositing or playing again, in the page language where it is up to date.',
      responses: {
        200: { description: 'Versions to accept (none: nothing to do)', ...json(z.object({ pending: z.array(PendingDocument) })) },
        401: failure('Not logged in'),
      },
    }),
    async (c) => {
      const documents = await pendingDocuments(rt, rt.terms, c.var.player.id, requestLang(c.req.raw.headers));
      return c.json(
        {
          pending: documents.map((d) => ({
            page: d.page,
            version_id: d.version.id,
            lang: d.version.lang,
            version: d.version.version,
            title: d.version.frontmatter.title,
            updated: d.version.frontmatter.updated,
            published_at: d.version.publishedAt.toISOString(),
            html: d.html,
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/terms/accept',
      tags: ['player'],
      security: [{ bearer: [] }],
      summary: 'Accepts versions of the terms or the responsible-gaming rules (the version_id of each one read).',
      request: { body: { required: true, ...json(z.object({ version_ids: z.array(z.number().int().min(1)).min(1).max(ACCEPTANCE_PAGES.length) })) } },
      responses: {
        200: { description: 'Stored; the pages still to accept', ...json(z.object({ pending: z.array(z.enum(ACCEPTANCE_PAGES)) })) },
        400: failure('Invalid input'),
        401: failure('Not logged in'),
        403: failure('password_change_required'),
        404: failure('version_not_found'),
        409: failure('terms_version_outdated: the page changed again'),
      },
    }),
    async (c) => {
      const pending = await acceptVersions(rt, rt.terms, c.var.player.id, c.req.valid('json').version_ids);
      return c.json({ pending }, 200);
    },
  );

  return app;
}

const EditorView = z.object({ id: z.number().int(), username: z.string(), created_at: z.string() }).openapi('Editor');
const editorView = (e: Editor) => ({ id: e.id, username: e.username, created_at: e.createdAt.toISOString() });

/** The operator's side under /api/admin: editors, and who accepted which version. */
export function adminContentApi(rt: AdminContentApiDeps) {
  const app = subApp();
  const auth = operatorAuth({ token: rt.config.adminToken });
  app.use('/editors', auth);
  app.use('/editors/*', auth);
  app.use('/content/*', auth);
  const security = [{ operator: [] }];
  const operatorTags = ['operator'];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/editors',
      tags: operatorTags,
      security,
      summary: 'The content editors who can sign in.',
      responses: { 200: { description: 'Editors', ...json(z.object({ editors: z.array(EditorView) })) }, 401: failure('Missing or wrong operator token') },
    }),
    async (c) => c.json({ editors: (await listEditors(rt)).map(editorView) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/editors',
      tags: operatorTags,
      security,
      summary: 'Creates a content editor (a role of its own: the company pages only; no money, player data or operator actions).',
      request: { body: { required: true, ...json(z.object({ username: z.string().max(64), password: z.string().max(PASSWORD_MAX_LENGTH * 4) }).openapi('CreateEditor')) } },
      responses: {
        201: { description: 'Created', ...json(EditorView) },
        400: failure('invalid_username or invalid_password'),
        401: failure('Missing or wrong operator token'),
        409: failure('editor_taken'),
      },
    }),
    async (c) => c.json(editorView(await createEditor(rt, c.req.valid('json'))), 201),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/editors/{username}',
      tags: operatorTags,
      security,
      summary: 'Removes a content editor: no more sign-ins, and every open one ends at once. Their versions keep their name.',
      request: {
        params: z.object({
          username: z
            .string()
            .max(64)
            .openapi({ param: { name: 'username', in: 'path' }, example: 'mira' }),
        }),
      },
      responses: {
        200: { description: 'Removed', ...json(EditorView.extend({ removed: z.literal(true) })) },
        401: failure('Missing or wrong operator token'),
        404: failure('editor_not_found'),
      },
    }),
    async (c) => c.json({ ...editorView(await removeEditor(rt, c.req.valid('param').username)), removed: true as const }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/content/acceptances',
      tags: operatorTags,
      security,
      summary: 'Who has and who has not accepted a version of the terms or the responsible-gaming rules (or a later one).',
      description: 'Without version_id: the latest material version of the page, else its English live version.',
      request: {
        query: z.object({
          page: z.enum(ACCEPTANCE_PAGES).openapi({ param: { name: 'page', in: 'query' } }),
          version_id: z.coerce
            .number()
            .int()
            .min(1)
            .max(MAX_SERIAL_ID)
            .optional()
            .openapi({ param: { name: 'version_id', in: 'query' } }),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(5_000)
            .default(500)
            .openapi({ param: { name: 'limit', in: 'query' } }),
        }),
      },
      responses: {
        200: {
          description: 'Acceptances',
          ...json(
            z
              .object({
                page: z.enum(ACCEPTANCE_PAGES),
                version: z.object({ id: z.number().int(), lang: Lang, version: z.number().int(), published_at: z.string(), material: z.boolean() }).nullable(),
                accepted: z.array(z.object({ player_id: z.number().int(), username: z.string(), version_id: z.number().int(), accepted_at: z.string() })),
                not_accepted: z.array(z.object({ player_id: z.number().int(), username: z.string() })),
                accepted_total: z.number().int(),
                not_accepted_total: z.number().int(),
              })
              .openapi('AcceptanceReport'),
          ),
        },
        400: failure('Invalid input'),
        401: failure('Missing or wrong operator token'),
        404: failure('version_not_found'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const report = await acceptanceReport(rt, q.page, q.version_id, q.limit);
      return c.json(
        {
          ...report,
          version: report.version
            ? {
                id: report.version.id,
                lang: report.version.lang,
                version: report.version.version,
                published_at: report.version.publishedAt.toISOString(),
                material: report.version.material,
              }
            : null,
        },
        200,
      );
    },
  );

  return app;
}
