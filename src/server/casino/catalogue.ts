// The catalogue in the database, seeded at start, and the cheap listing the screens read:
// one query per section, then kept in memory (the catalogue only changes at a restart).
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { casinoProviders, games } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { GAMES, PROVIDERS, type GameKind, type GameSeed, type Section } from './catalogue-data.ts';
import { SLOT_RTP } from '../../lib/casino/slot.ts';
import { ROULETTE_RTP } from '../../lib/casino/roulette.ts';
import { BLACKJACK_RTP } from '../../lib/casino/blackjack.ts';
import { BACCARAT_RTP } from '../../lib/casino/baccarat.ts';
import { CRASH_RTP } from '../../lib/casino/crash.ts';

/** Return to player per kind in hundredths of a percent (baccarat: the banker bet). */
export const KIND_RTP: Record<GameKind, number> = {
  slot: Math.round(SLOT_RTP * 10_000),
  roulette: Math.round(ROULETTE_RTP * 10_000),
  blackjack: Math.round(BLACKJACK_RTP * 10_000),
  baccarat: Math.round(BACCARAT_RTP.banker * 10_000),
  crash: Math.round(CRASH_RTP * 10_000),
};

/** A stable uuid for a seeded game, so ids survive restarts and agree between nodes. */
export function gameUuid(slug: string): string {
  const h = createHash('sha256').update(`casino-game:${slug}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const tileImage = (g: Pick<GameSeed, 'slug'>): string => `/games/tiles/${g.slug}.svg`;

/** Inserts the providers and games that are missing; existing rows are left as they are. */
export async function seedCatalogue(rt: { db: Db }): Promise<void> {
  await rt.db
    .insert(casinoProviders)
    .values(PROVIDERS.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await rt.db
    .insert(games)
    .values(
      GAMES.map((g) => ({
        uuid: gameUuid(g.slug),
        providerId: g.providerId,
        name: g.name,
        image: tileImage(g),
        section: g.section,
        kind: g.kind,
        popular: g.popular ?? false,
        rtp: KIND_RTP[g.kind],
      })),
    )
    .onConflictDoNothing();
}

export interface GameListing {
  uuid: string;
  name: string;
  image: string;
  provider: string;
  section: Section;
  popular: boolean;
}

export interface CatalogueView {
  providers: string[];
  games: GameListing[];
}

const LIST_TTL_MS = 5 * 60_000;
const listCache = new WeakMap<Db, Map<string, { at: number; view: Promise<CatalogueView> }>>();

async function readCatalogue(db: Db, section: Section | undefined): Promise<CatalogueView> {
  const rows = await db
    .select({ uuid: games.uuid, name: games.name, image: games.image, section: games.section, popular: games.popular, provider: casinoProviders.name })
    .from(games)
    .innerJoin(casinoProviders, eq(games.providerId, casinoProviders.id))
    .where(section ? eq(games.section, section) : undefined)
    .orderBy(asc(casinoProviders.priority), asc(games.name));
  const list = rows.map((r) => ({ ...r, section: r.section as Section }));
  return { providers: [...new Set(list.map((g) => g.provider))], games: list };
}

/** Games of a section (or all), grouped order: providers by priority, games by name. */
export function listCatalogue(db: Db, section: Section | undefined, now = Date.now()): Promise<CatalogueView> {
  let perDb = listCache.get(db);
  if (!perDb) {
    perDb = new Map();
    listCache.set(db, perDb);
  }
  const key = section ?? '*';
  const hit = perDb.get(key);
  if (hit && now - hit.at < LIST_TTL_MS) return hit.view;
  const view = readCatalogue(db, section);
  perDb.set(key, { at: now, view });
  view.catch(() => perDb.delete(key));
  return view;
}
