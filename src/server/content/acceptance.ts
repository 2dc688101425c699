// Players accept the terms and the responsible-gaming rules (issue 29). A version published
// as a material change must be accepted by every player before staking, depositing or playing
// again; sign-up accepts the versions then live. Each acceptance is a row (player, version,
// time). A player has accepted a page's change once they accepted any version of the page
// published with it or after it (its row id is at least the material version's).
//
// Each node keeps the pages' latest material version ids in memory (loaded at start, updated
// from the bus when a material version is published on any node, reloaded after a bus gap),
// and remembers which players have accepted them: an acceptance is never taken back, so a
// player once found to have accepted costs the stake path a map lookup, not a statement.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Logger } from '../log.ts';
import { contentAcceptances, players } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { ACCEPTANCE_PAGES, isAcceptancePage, SOURCE_LANG, type AcceptancePage } from '../../lib/content/pages.ts';
import type { Lang } from '../../lib/format/lang.ts';
import { onPublished } from './events.ts';
import { liveVersion, materialVersions, versionById, type Version } from './versions.ts';
import { htmlOfBody } from './rendered.ts';

export interface AcceptanceDeps {
  db: Db;
  clock: { now(): number };
  bus: Bus;
  log: Logger;
}

export interface TermsGate {
  /** The latest material version id of each page that has one. */
  required(): Promise<ReadonlyMap<AcceptancePage, number>>;
  /** The pages whose material change the player has not accepted yet. */
  pendingPages(playerId: number): Promise<AcceptancePage[]>;
  /** Remembers an acceptance just stored. */
  noteAccepted(playerId: number, page: AcceptancePage, versionId: number): void;
  /** A material version published on this node: asked for at once, before the bus brings it back. */
  materialPublished(page: AcceptancePage, versionId: number): void;
  close(): void;
}

/** Players remembered as having accepted; past this the memory starts over. */
const MAX_REMEMBERED = 50_000;

export function createTermsGate(deps: AcceptanceDeps): TermsGate {
  const required = new Map<AcceptancePage, number>();
  const accepted = new Map<number, Map<AcceptancePage, number>>();
  let loaded: Promise<void> | undefined;
  const load = (): Promise<void> => {
    const attempt = materialVersions(deps).then((rows) => {
      required.clear();
      for (const row of rows) if (isAcceptancePage(row.page)) required.set(row.page, row.id);
    });
    loaded = attempt;
    // A failed load (the database away) is tried again at the next call.
    attempt.catch(() => {
      if (loaded === attempt) loaded = undefined;
    });
    return attempt;
  };
  const ready = () => loaded ?? load();
  const raise = (page: AcceptancePage, id: number) => {
    if ((required.get(page) ?? 0) < id) required.set(page, id);
  };
  const stopPublished = onPublished(deps.bus, (p) => {
    if (p.material && isAcceptancePage(p.page)) {
      raise(p.page, p.id);
      deps.log.info('material change: players must accept it', { page: p.page, lang: p.lang, version: p.version, id: p.id });
    }
  });
  const stopResync = deps.bus.onResync(() => void load().catch((err: unknown) => deps.log.warn('could not reload the material versions', { err })));
  const remember = (playerId: number, page: AcceptancePage, id: number) => {
    let pages = accepted.get(playerId);
    if (!pages) {
      if (accepted.size >= MAX_REMEMBERED) accepted.clear();
      accepted.set(playerId, (pages = new Map()));
    }
    if ((pages.get(page) ?? 0) < id) pages.set(page, id);
  };
  return {
    async required() {
      await ready();
      return required;
    },
    async pendingPages(playerId) {
      await ready();
      if (required.size === 0) return [];
      const known = accepted.get(playerId);
      let open = [...required].filter(([page, id]) => (known?.get(page) ?? 0) < id).map(([page]) => page);
      if (open.length === 0) return [];
      const rows = await deps.db
        .select({ page: contentAcceptances.page, id: sql<number>`max(${contentAcceptances.versionId})` })
        .from(contentAcceptances)
        .where(and(eq(contentAcceptances.playerId, playerId), inArray(contentAcceptances.page, open)))
        .groupBy(contentAcceptances.page);
      for (const row of rows) if (isAcceptancePage(row.page)) remember(playerId, row.page, Number(row.id));
      const now = accepted.get(playerId);
      open = open.filter((page) => (now?.get(page) ?? 0) < (required.get(page) ?? 0));
      return open;
    },
    noteAccepted: remember,
    materialPublished: raise,
    close() {
      stopPublished();
      stopResync();
    },
  };
}

/** Refuses a player who has not accepted a material change yet (403 terms_acceptance_required). */
export async function assertAccepted(gate: Pick<TermsGate, 'pendingPages'>, playerId: number): Promise<void> {
  const pages = await gate.pendingPages(playerId);
  if (pages.length === 0) return;
  throw new DomainError('forbidden', 'terms_acceptance_required', 'Our terms have changed. Please read and accept the new version before you continue.', { pages });
}

/**
 * The version of a page a player is given to read and accept: the live one in their language
 * when it was published with or after the material change, else the live version in the
 * language the change was published in (a translation not yet updated is never offered).
 */
export async function versionToAccept(deps: Pick<AcceptanceDeps, 'db'>, page: AcceptancePage, lang: Lang, requiredId: number): Promise<Version | undefined> {
  const own = await liveVersion(deps, page, lang);
  if (own && own.id >= requiredId) return own;
  const material = requiredId > 0 ? await versionById(deps, requiredId) : undefined;
  const source = await liveVersion(deps, page, material?.lang ?? SOURCE_LANG);
  return source && source.id >= requiredId ? source : own;
}

export interface PendingDocument {
  page: AcceptancePage;
  version: Version;
  html: string;
}

/** What the player must read and accept now, in their language where it is up to date. */
export async function pendingDocuments(deps: AcceptanceDeps, gate: TermsGate, playerId: number, lang: Lang): Promise<PendingDocument[]> {
  const pages = await gate.pendingPages(playerId);
  const required = await gate.required();
  const documents: PendingDocument[] = [];
  for (const page of pages) {
    const version = await versionToAccept(deps, page, lang, required.get(page) ?? 0);
    if (version) documents.push({ page, version, html: htmlOfBody(version.body) });
  }
  return documents;
}

async function store(deps: Pick<AcceptanceDeps, 'db'>, playerId: number, versions: Array<{ id: number; page: AcceptancePage }>, at: Date): Promise<void> {
  if (versions.length === 0) return;
  await deps.db
    .insert(contentAcceptances)
    .values(versions.map((v) => ({ playerId, versionId: v.id, page: v.page, acceptedAt: at })))
    .onConflictDoNothing();
}

/**
 * Stores the player's acceptance of these versions. Each must be a version of the terms or
 * the responsible-gaming rules at least as new as the page's material change (409
 * terms_version_outdated otherwise: the page changed again, read the new one).
 */
export async function acceptVersions(deps: AcceptanceDeps, gate: TermsGate, playerId: number, versionIds: number[]): Promise<AcceptancePage[]> {
  const required = await gate.required();
  const chosen: Array<{ id: number; page: AcceptancePage }> = [];
  for (const id of new Set(versionIds)) {
    const version = await versionById(deps, id);
    if (!version || !isAcceptancePage(version.page)) throw new DomainError('not_found', 'version_not_found', `No version ${id} of the terms or the responsible-gaming rules.`);
    if (version.id < (required.get(version.page) ?? 0)) {
      throw new DomainError('conflict', 'terms_version_outdated', 'This page has changed again. Please read the new version.', { page: version.page });
    }
    chosen.push({ id: version.id, page: version.page });
  }
  await store(deps, playerId, chosen, new Date(deps.clock.now()));
  for (const v of chosen) gate.noteAccepted(playerId, v.page, v.id);
  deps.log.info('terms accepted', { player_id: playerId, versions: chosen.map((v) => v.id) });
  return gate.pendingPages(playerId);
}

/** Sign-up: the player accepted the terms and the responsible-gaming rules as they are now. */
export async function acceptAtSignup(deps: Pick<AcceptanceDeps, 'db'>, playerId: number, lang: Lang, at: Date): Promise<void> {
  const required = new Map((await materialVersions(deps)).map((r) => [r.page, r.id]));
  const versions: Array<{ id: number; page: AcceptancePage }> = [];
  for (const page of ACCEPTANCE_PAGES) {
    const version = await versionToAccept(deps, page, lang, required.get(page) ?? 0);
    if (version) versions.push({ id: version.id, page });
  }
  await store(deps, playerId, versions, at);
}

export interface AcceptanceReport {
  page: AcceptancePage;
  /** The version asked about: the page's latest material version unless one was named. */
  version: Pick<Version, 'id' | 'lang' | 'version' | 'publishedAt' | 'material'> | null;
  accepted: Array<{ player_id: number; username: string; version_id: number; accepted_at: string }>;
  not_accepted: Array<{ player_id: number; username: string }>;
  accepted_total: number;
  not_accepted_total: number;
}

/**
 * Who has and who has not accepted a version of a page (or a later one of the same page),
 * for the operator: the latest material version by default, else the English live version.
 */
export async function acceptanceReport(deps: Pick<AcceptanceDeps, 'db'>, page: AcceptancePage, versionId: number | undefined, limit: number): Promise<AcceptanceReport> {
  let version: Version | undefined;
  if (versionId !== undefined) {
    version = await versionById(deps, versionId);
    if (!version || version.page !== page) throw new DomainError('not_found', 'version_not_found', `No version ${versionId} of ${page}.`);
  } else {
    const material = (await materialVersions(deps)).find((r) => r.page === page);
    version = material ? await versionById(deps, material.id) : await liveVersion(deps, page, SOURCE_LANG);
  }
  const id = version?.id ?? 0;
  const accepted = await rowsOf<{ player_id: number; username: string; version_id: number; accepted_at: string | Date }>(
    deps.db,
    sql`select distinct on (p.id) p.id as player_id, p.username, a.version_id, a.accepted_at
        from ${contentAcceptances} a join ${players} p on p.id = a.player_id
        where a.page = ${page} and a.version_id >= ${id}
        order by p.id, a.version_id asc limit ${limit}`,
  );
  const notAccepted = await rowsOf<{ player_id: number; username: string }>(
    deps.db,
    sql`select p.id as player_id, p.username from ${players} p
        where not exists (select 1 from ${contentAcceptances} a where a.player_id = p.id and a.page = ${page} and a.version_id >= ${id})
        order by p.id limit ${limit}`,
  );
  const [totals] = await rowsOf<{ accepted: string | number; players: string | number }>(
    deps.db,
    sql`select (select count(distinct player_id) from ${contentAcceptances} where page = ${page} and version_id >= ${id}) as accepted, (select count(*) from ${players}) as players`,
  );
  const acceptedTotal = Number(totals?.accepted ?? 0);
  return {
    page,
    version: version ? { id: version.id, lang: version.lang, version: version.version, publishedAt: version.publishedAt, material: version.material } : null,
    accepted: accepted.map((r) => ({ player_id: Number(r.player_id), username: r.username, version_id: Number(r.version_id), accepted_at: new Date(r.accepted_at).toISOString() })),
    not_accepted: notAccepted.map((r) => ({ player_id: Number(r.player_id), username: r.username })),
    accepted_total: acceptedTotal,
    not_accepted_total: Number(totals?.players ?? 0) - acceptedTotal,
  };
}
