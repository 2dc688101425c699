// The company pages as published versions (issue 29): one row per version of a page in one
// language, the live one the highest. Public pages read the live version at request time;
// editors list, preview, publish and revert. A publish names the version it was edited from:
// the unique (page, lang, version) index lets exactly one of two editors publishing the same
// page at once win, and the other is told the page changed, with the diff.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Logger } from '../log.ts';
import { contentVersions, editors } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { isUniqueViolation } from '../wallet/db-errors.ts';
import { documentText, type Frontmatter } from '../../lib/content/frontmatter.ts';
import { draftErrors, draftWarnings, type ContentProblem, type Draft } from '../../lib/content/draft.ts';
import { pageDiff, type PageDiff } from '../../lib/content/diff.ts';
import { renderMarkdown } from '../../lib/content/markdown.ts';
import { COMPANY_PAGES, CONTENT_LANGS, isAcceptancePage, SOURCE_LANG, type AcceptancePage, type CompanyPage } from '../../lib/content/pages.ts';
import type { Lang } from '../../lib/format/lang.ts';
import { announcePublished } from './events.ts';
import { htmlOfBody } from './rendered.ts';

export interface ContentDeps {
  db: Db;
  clock: { now(): number };
  bus: Bus;
  log: Logger;
  /** The node's terms gate, told of a material version at once (other nodes hear it from the bus). */
  terms: { materialPublished(page: AcceptancePage, versionId: number): void };
}

export interface Version {
  id: number;
  page: CompanyPage;
  lang: Lang;
  version: number;
  frontmatter: Frontmatter;
  body: string;
  /** Null for version 1 from the repository's files. */
  editor: string | null;
  publishedAt: Date;
  material: boolean;
  revertedFrom: number | null;
}

export interface LivePage {
  page: CompanyPage;
  /** The language shown: the reader's, or English when the page has no version in it. */
  lang: Lang;
  fallback: boolean;
  version: number;
  frontmatter: Frontmatter;
  html: string;
  publishedAt: Date;
}

const columns = {
  id: contentVersions.id,
  page: contentVersions.page,
  lang: contentVersions.lang,
  version: contentVersions.version,
  frontmatter: contentVersions.frontmatter,
  body: contentVersions.body,
  editor: editors.username,
  publishedAt: contentVersions.publishedAt,
  material: contentVersions.material,
  revertedFrom: contentVersions.revertedFrom,
};

type Row = { [K in keyof typeof columns]: unknown };

function toVersion(row: Row): Version {
  return {
    id: Number(row.id),
    page: row.page as CompanyPage,
    lang: row.lang as Lang,
    version: Number(row.version),
    frontmatter: row.frontmatter as Frontmatter,
    body: String(row.body),
    editor: (row.editor as string | null) ?? null,
    publishedAt: new Date(row.publishedAt as string | Date),
    material: row.material === true,
    revertedFrom: row.revertedFrom === null ? null : Number(row.revertedFrom),
  };
}

const selectVersions = (db: Db) => db.select(columns).from(contentVersions).leftJoin(editors, eq(editors.id, contentVersions.editorId));

/** The live version of a page in a language, or undefined when it has none. */
export async function liveVersion(deps: Pick<ContentDeps, 'db'>, page: CompanyPage, lang: Lang): Promise<Version | undefined> {
  const [row] = await selectVersions(deps.db)
    .where(and(eq(contentVersions.page, page), eq(contentVersions.lang, lang)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row ? toVersion(row) : undefined;
}

/** One version of a page in a language. */
export async function versionOf(deps: Pick<ContentDeps, 'db'>, page: CompanyPage, lang: Lang, version: number): Promise<Version | undefined> {
  const [row] = await selectVersions(deps.db).where(and(eq(contentVersions.page, page), eq(contentVersions.lang, lang), eq(contentVersions.version, version)));
  return row ? toVersion(row) : undefined;
}

/** A version by its row id. */
export async function versionById(deps: Pick<ContentDeps, 'db'>, id: number): Promise<Version | undefined> {
  const [row] = await selectVersions(deps.db).where(eq(contentVersions.id, id));
  return row ? toVersion(row) : undefined;
}

/** The page as the public reads it now: the live version in the reader's language, else English. */
export async function livePage(deps: Pick<ContentDeps, 'db'>, page: CompanyPage, lang: Lang): Promise<LivePage | undefined> {
  const live = (await liveVersion(deps, page, lang)) ?? (lang === SOURCE_LANG ? undefined : await liveVersion(deps, page, SOURCE_LANG));
  if (!live) return undefined;
  return {
    page,
    lang: live.lang,
    fallback: live.lang !== lang,
    version: live.version,
    frontmatter: live.frontmatter,
    html: htmlOfBody(live.body),
    publishedAt: live.publishedAt,
  };
}

export interface LanguageState {
  lang: Lang;
  /** Null when the page has no version in this language yet. */
  live: { version: number; title: string; updated: string; publishedAt: Date; editor: string | null; material: boolean } | null;
  missing: boolean;
  /** Published before the English page was last published. */
  outOfDate: boolean;
}

export interface PageOverview {
  page: CompanyPage;
  languages: LanguageState[];
}

/** Every company page with its languages side by side: what is live, what is missing, what is out of date. */
export async function pagesOverview(deps: Pick<ContentDeps, 'db'>): Promise<PageOverview[]> {
  const rows = await rowsOf<{ page: string; lang: string; version: number; frontmatter: Frontmatter; published_at: string | Date; editor: string | null; material: boolean }>(
    deps.db,
    sql`select distinct on (v.page, v.lang) v.page, v.lang, v.version, v.frontmatter, v.published_at, e.username as editor, v.material
        from content_versions v left join editors e on e.id = v.editor_id
        order by v.page, v.lang, v.version desc`,
  );
  const live = new Map(rows.map((r) => [`${r.page}|${r.lang}`, r]));
  return COMPANY_PAGES.map((page) => {
    const source = live.get(`${page}|${SOURCE_LANG}`);
    const sourceAt = source ? new Date(source.published_at).getTime() : null;
    return {
      page,
      languages: CONTENT_LANGS.map((lang) => {
        const row = live.get(`${page}|${lang}`);
        if (!row) return { lang, live: null, missing: true, outOfDate: false };
        const publishedAt = new Date(row.published_at);
        return {
          lang,
          live: { version: Number(row.version), title: row.frontmatter.title, updated: row.frontmatter.updated, publishedAt, editor: row.editor, material: row.material === true },
          missing: false,
          outOfDate: lang !== SOURCE_LANG && sourceAt !== null && publishedAt.getTime() < sourceAt,
        };
      }),
    };
  });
}

export type VersionSummary = Omit<Version, 'body'>;

/** Every version of a page in a language, newest first, without bodies. */
export async function versionHistory(deps: Pick<ContentDeps, 'db'>, page: CompanyPage, lang: Lang): Promise<VersionSummary[]> {
  const rows = await selectVersions(deps.db)
    .where(and(eq(contentVersions.page, page), eq(contentVersions.lang, lang)))
    .orderBy(desc(contentVersions.version));
  return rows.map((row) => {
    const { body: _body, ...summary } = toVersion(row);
    return summary;
  });
}

const textOf = (v: Pick<Version, 'frontmatter' | 'body'> | undefined) => (v ? documentText(v.frontmatter, v.body) : '');

/** A version with the diff against the one before it (version 1: against nothing). */
export async function versionWithDiff(deps: Pick<ContentDeps, 'db'>, page: CompanyPage, lang: Lang, version: number): Promise<{ version: Version; diff: PageDiff }> {
  const found = await versionOf(deps, page, lang, version);
  if (!found) throw new DomainError('not_found', 'version_not_found', `The page has no version ${version} in this language.`);
  const before = version > 1 ? await versionOf(deps, page, lang, version - 1) : undefined;
  return { version: found, diff: pageDiff(textOf(before), textOf(found)) };
}

export interface Preview {
  html: string;
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

/** The draft as the public page would render it, with what refuses it and what looks wrong. */
export function previewDraft(draft: Draft): Preview {
  const errors = draftErrors(draft);
  const tooLarge = errors.some((e) => e.code === 'too_large');
  return { html: tooLarge ? '' : renderMarkdown(draft.body), errors, warnings: draftWarnings(draft) };
}

export interface PublishInput {
  page: CompanyPage;
  lang: Lang;
  /** The version the editor started from; 0 for a language the page did not have yet. */
  baseVersion: number;
  draft: Draft;
  material: boolean;
  /** Set by a revert: the version restored. */
  revertedFrom?: number;
}

function refuseDraft(draft: Draft): void {
  const errors = draftErrors(draft);
  if (errors.length === 0) return;
  const tooLarge = errors.some((e) => e.code === 'too_large');
  const summary = errors.map((e) => `${e.field}: ${e.code}${e.line ? ` (line ${e.line})` : ''}`).join('; ');
  throw new DomainError('invalid', tooLarge ? 'content_too_large' : 'content_invalid', tooLarge ? 'The page is larger than 200 KB.' : `The page cannot be published: ${summary}.`, {
    problems: errors,
  });
}

/** The page changed since the editor's base version: what changed under them, and what theirs would change now. */
async function changedUnder(deps: Pick<ContentDeps, 'db'>, input: PublishInput, current: Version | undefined): Promise<DomainError> {
  const base = input.baseVersion > 0 ? await versionOf(deps, input.page, input.lang, input.baseVersion) : undefined;
  return new DomainError('conflict', 'content_changed', 'This page was published by someone else while you were editing it. Review their changes before you publish.', {
    current_version: current?.version ?? 0,
    editor: current?.editor ?? null,
    published_at: current?.publishedAt.toISOString() ?? null,
    diff: pageDiff(textOf(base), textOf(current)),
    yours: pageDiff(textOf(current), documentText(input.draft, input.draft.body)),
  });
}

/**
 * Publishes the draft as the next version, live on every node at once. Refuses an invalid
 * draft (400 content_invalid or content_too_large), a material mark outside the terms and the
 * responsible-gaming rules (400 material_not_applicable), a draft equal to the live version
 * (400 content_unchanged) and a base version that is no longer the live one (409 content_changed).
 */
export async function publishVersion(deps: ContentDeps, editor: { id: number; username: string }, input: PublishInput): Promise<Version> {
  refuseDraft(input.draft);
  if (input.material && !isAcceptancePage(input.page)) {
    throw new DomainError('invalid', 'material_not_applicable', 'Only the terms and conditions and the responsible-gaming rules can change materially.');
  }
  const current = await liveVersion(deps, input.page, input.lang);
  if ((current?.version ?? 0) !== input.baseVersion) throw await changedUnder(deps, input, current);
  if (current && !input.material && textOf(current) === documentText(input.draft, input.draft.body)) {
    throw new DomainError('invalid', 'content_unchanged', 'Nothing changed: this is the live version.');
  }
  const frontmatter: Frontmatter = { title: input.draft.title.trim(), description: input.draft.description.trim(), updated: input.draft.updated };
  let id: number;
  try {
    const [row] = await deps.db
      .insert(contentVersions)
      .values({
        page: input.page,
        lang: input.lang,
        version: input.baseVersion + 1,
        frontmatter,
        body: input.draft.body,
        editorId: editor.id,
        publishedAt: new Date(deps.clock.now()),
        material: input.material,
        revertedFrom: input.revertedFrom ?? null,
      })
      .returning({ id: contentVersions.id });
    id = row!.id;
  } catch (err) {
    // Another editor's version took this number first: theirs is live, this one is refused.
    if (isUniqueViolation(err)) throw await changedUnder(deps, input, await liveVersion(deps, input.page, input.lang));
    throw err;
  }
  const published = (await versionById(deps, id))!;
  deps.log.info('content published', {
    editor_id: editor.id,
    editor: editor.username,
    page: input.page,
    lang: input.lang,
    version: published.version,
    material: input.material,
    reverted_from: input.revertedFrom ?? null,
  });
  if (input.material && isAcceptancePage(input.page)) deps.terms.materialPublished(input.page, id);
  announcePublished(deps.bus, { page: input.page, lang: input.lang, version: published.version, id, material: input.material });
  return published;
}

/** Publishes an earlier version again as the next version (a revert is a new version). */
export async function revertTo(
  deps: ContentDeps,
  editor: { id: number; username: string },
  input: { page: CompanyPage; lang: Lang; version: number; baseVersion: number; material: boolean },
): Promise<Version> {
  const target = await versionOf(deps, input.page, input.lang, input.version);
  if (!target) throw new DomainError('not_found', 'version_not_found', `The page has no version ${input.version} in this language.`);
  return publishVersion(deps, editor, {
    page: input.page,
    lang: input.lang,
    baseVersion: input.baseVersion,
    draft: { ...target.frontmatter, body: target.body },
    material: input.material,
    revertedFrom: target.version,
  });
}

/** The live versions of the pages that players accept, oldest page first (for the gate and the operator). */
export async function materialVersions(deps: Pick<ContentDeps, 'db'>): Promise<Array<{ page: string; id: number }>> {
  return (
    await deps.db
      .select({ page: contentVersions.page, id: sql<number>`max(${contentVersions.id})` })
      .from(contentVersions)
      .where(eq(contentVersions.material, true))
      .groupBy(contentVersions.page)
      .orderBy(asc(contentVersions.page))
  ).map((r) => ({ page: r.page, id: Number(r.id) }));
}
