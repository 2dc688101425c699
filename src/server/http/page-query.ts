// The query parameters each page reads, and a page URL reduced to them. A page is rendered,
// kept and found in the page cache under that URL: the path with the parameters its route
// (and the components it renders) reads, in the order listed here, each value as given. Any
// other parameter (a tracking tag, a typo, junk) changes nothing the page shows, so it makes no
// page of its own and cannot push real pages out of the cache (issue 26: 300 junk query strings
// emptied it), nor show up in the links a page builds from its own address.
//
// A page that starts reading a parameter lists it here; page-query.test.ts reads the pages and
// components for the parameters they ask Astro.url for and fails on one missing.

/** The same parameters for every path the pattern matches. */
interface Route {
  path: RegExp;
  reads: readonly string[];
}

/** The desktop columns (SportsbookColumns) read the time filter on every page that shows them. */
const TIME = 'time';
const PGSI = ['pgsi', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'];

const ROUTES: readonly Route[] = [
  { path: /^\/$/, reads: ['query', TIME] },
  { path: /^\/search$/, reads: ['query'] },
  { path: /^\/results$/, reads: ['day', 'sport'] },
  { path: /^\/responsible-gaming$/, reads: PGSI },
  { path: /^\/sports-betting$/, reads: [TIME, 'sport', 'league', 'q', 'bet'] },
  { path: /^\/sports-betting\/highlights$/, reads: ['sport', 'show', TIME] },
  { path: /^\/sports-betting\/my-favorites$/, reads: ['ids', TIME] },
  { path: /^\/sports-betting\/sport\/[^/]+\/[^/]+$/, reads: [TIME] },
  { path: /^\/sports-betting\/(?!sport\/|match\/)[^/]+\/[^/]+\/[^/]+\/[^/]+$/, reads: [TIME, 'bet'] },
  { path: /^\/(live-betting|sports-betting\/(most-played-events|last-minute-events|match\/[^/]+))$/, reads: [TIME] },
];

/** The parameters the page at `pathname` reads, in the order its URL lists them. */
export function pageReads(pathname: string): readonly string[] {
  return ROUTES.find((r) => r.path.test(pathname))?.reads ?? [];
}

/**
 * The page URL `url` ("/path?query") as the page is rendered and kept: the path, then only the
 * parameters the page reads, in pageReads' order (a repeated one keeps its values' order).
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of pageReads(path)) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
