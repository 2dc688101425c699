// A published version, told to every node over the bus: each node drops its cached copies of
// the page and, for a material version, starts asking players to accept it.
import type { Bus } from '../bus/index.ts';
import { COMPANY_PAGES, isCompanyPage, type CompanyPage } from '../../lib/content/pages.ts';
import { isLang, type Lang } from '../../lib/format/lang.ts';

export interface Published {
  page: CompanyPage;
  lang: Lang;
  version: number;
  /** The version's row id. */
  id: number;
  material: boolean;
}

export function announcePublished(bus: Bus, published: Published): void {
  bus.publish('content', { ...published });
}

/** Calls `handler` for every version published on any node (this one included). */
export function onPublished(bus: Bus, handler: (published: Published) => void): () => void {
  return bus.subscribe('content', (message) => {
    const { page, lang, version, id, material } = message;
    if (!isCompanyPage(page) || !isLang(lang) || typeof version !== 'number' || typeof id !== 'number') return;
    handler({ page, lang, version, id, material: material === true });
  });
}

/**
 * Tells a node's page cache which company pages to render anew: the page of every version
 * published on any node, and every company page after a bus gap (messages may have been lost).
 */
export function forgetPublishedPages(bus: Bus, forget: (path: string) => void): () => void {
  const stopPublished = onPublished(bus, (published) => forget(`/${published.page}`));
  const stopResync = bus.onResync(() => {
    for (const page of COMPANY_PAGES) forget(`/${page}`);
  });
  return () => {
    stopPublished();
    stopResync();
  };
}
