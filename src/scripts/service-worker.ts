// The app's service worker, served as /sw.js (build/service-worker.mjs bundles it with the
// build's id). It keeps one build's shared files and the offline pages, answers every page
// from the network and shows the offline page in the player's language when there is none;
// the API, prices and balances never pass through a cache (src/lib/app/worker-rules.ts).
// A new build is a new worker (its id is in the bytes): it fills its own cache, takes over
// at once and deletes the older builds' caches.
import {
  LANG_KEY,
  OFFLINE_PATHS,
  STATE_CACHE,
  documentType,
  offlinePathFor,
  pageLanguage,
  requestKind,
  sharedFilesNamed,
  shellCacheName,
  staleCaches,
} from '../lib/app/worker-rules.ts';

declare const __APP_BUILD__: string;

// The few parts of the worker's global scope used here (the DOM library the project compiles
// with has no worker types, and the webworker library cannot be loaded beside it).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const BUILD = __APP_BUILD__;
const SHELL = shellCacheName(BUILD);
const MATCH = { ignoreVary: true };

/** A response as the network gave it, or an error for anything but a complete 200 of our own origin. */
async function fetchWhole(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(path, init);
  if (response.status !== 200 || response.type !== 'basic') throw new Error(`${path} answered ${response.status}`);
  return response;
}

/**
 * Fills this build's cache: the offline page of every language and every shared file they
 * need (scripts and their imports, styles and what they name, icons), so the offline page
 * works with no network at all. Any file missing fails the install: the previous worker then
 * stays, and the browser tries again at the next page.
 */
async function fillShell(): Promise<void> {
  const cache = await caches.open(SHELL);
  const origin = worker.location.origin;
  const queued = new Set<string>();
  const queue: string[] = [];
  const enqueue = (paths: string[]) => {
    for (const path of paths) {
      if (queued.has(path)) continue;
      queued.add(path);
      queue.push(path);
    }
  };
  for (const path of OFFLINE_PATHS) {
    // Fresh from the server, and without cookies: the page is the same for every visitor.
    const response = await fetchWhole(path, { cache: 'reload', credentials: 'omit' });
    enqueue(sharedFilesNamed(await response.clone().text(), 'html', `${origin}${path}`));
    await cache.put(path, response);
  }
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await fetchWhole(path);
    const type = documentType(path);
    if (type) enqueue(sharedFilesNamed(await response.clone().text(), type, `${origin}${path}`));
    await cache.put(path, response);
  }
}

/** A shared file from this build's cache, or from the network (then kept). */
async function sharedFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(event.request, MATCH);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

let lastLanguage: string | null | undefined;

/** Notes the language a page came in (its Content-Language), for the offline page; written only when it changes. */
async function rememberLanguage(response: Response): Promise<void> {
  const lang = pageLanguage(response.headers.get('content-language'));
  if (!lang || lang === lastLanguage) return;
  lastLanguage = lang;
  const state = await caches.open(STATE_CACHE);
  await state.put(LANG_KEY, new Response(lang));
}

/** The offline page in the language of the player's last page. */
async function offlinePage(): Promise<Response> {
  try {
    if (lastLanguage === undefined) {
      const kept = await (await caches.open(STATE_CACHE)).match(LANG_KEY);
      lastLanguage = kept ? await kept.text() : null;
    }
    return (await (await caches.open(SHELL)).match(offlinePathFor(lastLanguage), MATCH)) ?? Response.error();
  } catch {
    return Response.error();
  }
}

/** A page, always from the network (never kept: it holds live prices); the offline page when the network is gone. */
async function page(event: FetchEvent): Promise<Response> {
  let response: Response;
  try {
    // A navigation preload can fail on its own (cancelled while this worker took over): the page
    // is then asked for once more before the offline page stands in for it.
    response = (await event.preloadResponse.catch(() => undefined)) ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
  event.waitUntil(rememberLanguage(response).catch(() => undefined));
  return response;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(fillShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page request starts while the worker wakes up, not after.
      await worker.registration.navigationPreload?.enable();
      await Promise.all(staleCaches(await caches.keys(), BUILD).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, worker.location.origin);
  if (kind === 'static') event.respondWith(sharedFile(event));
  else if (kind === 'page') event.respondWith(page(event));
});
