// The repository's Markdown (src/content/company/<lang>/<page>.md) is the seed: a fresh start
// publishes each file as version 1 of its page in its language. A page or language that
// already has a version keeps it (insert ... on conflict do nothing), so a restart, or several
// nodes starting at once, publish nothing twice and never overwrite an editor's version.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentVersions } from '../db/schema.ts';
import { splitFrontmatter, type Frontmatter } from '../../lib/content/frontmatter.ts';
import { draftErrors, type ContentProblem } from '../../lib/content/draft.ts';
import { COMPANY_PAGES, CONTENT_LANGS, isCompanyPage, type CompanyPage } from '../../lib/content/pages.ts';
import { isLang, type Lang } from '../../lib/format/lang.ts';
import type { ContentDeps } from './versions.ts';

export const SEED_DIR = fileURLToPath(new URL('../../content/company/', import.meta.url));

export interface SeedFile {
  /** The file's path under the seed folder, e.g. "de/about-us.md". */
  file: string;
  page: CompanyPage | null;
  lang: Lang | null;
  frontmatter: Frontmatter | null;
  body: string;
  /** Why the file cannot be published (an unknown page or language, no frontmatter, a broken rule). */
  problems: Array<ContentProblem | { field: 'file'; code: 'unknown_page' | 'unknown_language' | 'no_frontmatter' }>;
}

/** Every Markdown file of the seed folder, read and checked against the page rules. */
export function readSeedFiles(dir: string = SEED_DIR): SeedFile[] {
  if (!existsSync(dir)) return [];
  const files: SeedFile[] = [];
  for (const langDir of readdirSync(dir, { withFileTypes: true })) {
    if (!langDir.isDirectory()) continue;
    for (const name of readdirSync(join(dir, langDir.name)).filter((n) => n.endsWith('.md'))) {
      const slug = name.replace(/\.md$/, '');
      const problems: SeedFile['problems'] = [];
      const page = isCompanyPage(slug) ? slug : null;
      const lang = isLang(langDir.name) ? langDir.name : null;
      if (!page) problems.push({ field: 'file', code: 'unknown_page' });
      if (!lang) problems.push({ field: 'file', code: 'unknown_language' });
      const split = splitFrontmatter(readFileSync(join(dir, langDir.name, name), 'utf8'));
      if (!split) problems.push({ field: 'file', code: 'no_frontmatter' });
      const fields = split?.fields ?? {};
      const frontmatter = split ? { title: fields.title ?? '', description: fields.description ?? '', updated: fields.updated ?? '' } : null;
      const body = split?.body ?? '';
      if (frontmatter) problems.push(...draftErrors({ ...frontmatter, body }));
      files.push({ file: `${langDir.name}/${name}`, page, lang, frontmatter, body, problems });
    }
  }
  return files;
}

/** The pages and languages the seed folder lacks. */
export function missingSeedFiles(files: SeedFile[]): string[] {
  const have = new Set(files.map((f) => `${f.lang}/${f.page}`));
  return COMPANY_PAGES.flatMap((page) => CONTENT_LANGS.map((lang) => `${lang}/${page}`)).filter((key) => !have.has(key));
}

/** Publishes every valid seed file as version 1 where its page has no version in its language. */
export async function seedContent(deps: Pick<ContentDeps, 'db' | 'clock' | 'log'>, dir: string = SEED_DIR): Promise<number> {
  const files = readSeedFiles(dir);
  for (const bad of files.filter((f) => f.problems.length > 0)) deps.log.error('a company page of the repository cannot be published', { file: bad.file, problems: bad.problems });
  const rows = files
    .filter((f) => f.problems.length === 0 && f.page && f.lang && f.frontmatter)
    .map((f) => ({
      page: f.page!,
      lang: f.lang!,
      version: 1,
      frontmatter: f.frontmatter!,
      body: f.body,
      editorId: null,
      publishedAt: new Date(deps.clock.now()),
      material: false,
    }));
  if (rows.length === 0) return 0;
  const inserted = await deps.db.insert(contentVersions).values(rows).onConflictDoNothing().returning({ id: contentVersions.id });
  if (inserted.length > 0) deps.log.info('company pages published from the repository', { versions: inserted.length });
  return inserted.length;
}
