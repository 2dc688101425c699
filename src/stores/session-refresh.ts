// One token refresh for every tab of a session (issue 27). A duplicated tab starts with a copy
// of the session storage, so two tabs hold one refresh token; refreshing it on two timers
// presents it twice, and the server takes the second use for theft and ends the session
// (reuse detection stays). So the tabs of one session exchange a token under one Web Lock, and
// the tab that exchanged it tells the others on a BroadcastChannel what it got: a tab holding
// that token takes the new pair instead of presenting the old one again. A tab that gets the
// lock without having heard of a newer pair asks the tabs it knows before it exchanges, since a
// message and a lock grant from another tab may arrive in either order.
import { $session, patchSessionMeta, updateTokens, type LoggedUser } from './session.ts';

/** The access token lives 5 minutes (ACCESS_TOKEN_SECONDS on the server): the client renews it after 4. */
export const REFRESH_EVERY_MS = 240_000;
/**
 * How long a tab waits for the other tabs' answers before it exchanges the token itself. Only a
 * tab that vanished without a word (a crashed or discarded one) is waited for in full; a slow
 * tab that holds the news must be, or the old token is presented twice and the session ends
 * (at 1.5 s, a clean-clone CI on a slow hour saw both tabs of session-tabs.spec.ts logged out,
 * as a token presented twice does). A refresh starts a minute before the access token expires,
 * so the wait costs the player nothing then.
 */
const ASK_WAIT_MS = 5_000;
/** Exchanges remembered for late askers: one every 4 minutes, so a few cover any wait. */
const REMEMBERED = 4;
const CHANNEL = 'session-tokens';

export type RefreshOutcome = 'ok' | 'refused' | 'offline';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Sends a refresh token to the server: the new pair, or why there is none. */
export type Exchange = (refreshToken: string) => Promise<TokenPair | 'refused' | 'offline'>;

type Said =
  | { type: 'hello' | 'here' | 'bye' }
  | { type: 'rotated'; from: string; pair: TokenPair }
  | { type: 'ask'; from: string }
  | { type: 'answer'; to: string; from: string; pair: TokenPair | null };
/** What a tab says, with the session it speaks of and who it is. */
type Message = Said & { sid: string; tab: string };

const tabId = Math.random().toString(36).slice(2) + Date.now().toString(36);
/** Old refresh token -> the pair it was exchanged for, by this tab or another one. */
const successors = new Map<string, TokenPair>();
/** Other tabs of the joined session that answered or spoke. */
const peers = new Set<string>();
let channel: BroadcastChannel | null = null;
let asking: { from: string; waiting: Set<string>; done: (pair: TokenPair | undefined) => void } | null = null;
let running: Promise<RefreshOutcome> | null = null;

/** The session (token family) id the access token names in its `sid` claim; the player's id for older tokens. */
export function sessionKeyOf(user: Pick<LoggedUser, 'id' | 'access_token'>): string {
  try {
    const part = user.access_token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const sid = typeof claims === 'object' && claims !== null ? (claims as { sid?: unknown }).sid : undefined;
    if (typeof sid === 'string' && sid) return sid;
  } catch {
    // Not a JWT: fall through to the player's id.
  }
  return `player-${user.id}`;
}

const isPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' && value !== null && typeof (value as TokenPair).access === 'string' && typeof (value as TokenPair).refresh === 'string';

function parseMessage(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (typeof m.sid !== 'string' || typeof m.tab !== 'string' || m.tab === tabId) return null;
  switch (m.type) {
    case 'hello':
    case 'here':
    case 'bye':
      return m as Message;
    case 'ask':
      return typeof m.from === 'string' ? (m as Message) : null;
    case 'rotated':
      return typeof m.from === 'string' && isPair(m.pair) ? (m as Message) : null;
    case 'answer':
      return typeof m.from === 'string' && typeof m.to === 'string' && (m.pair === null || isPair(m.pair)) ? (m as Message) : null;
    default:
      return null;
  }
}

/** The session this tab speaks of: the current one (a password change starts another). */
function currentSid(): string | null {
  const user = $session.get();
  return user ? sessionKeyOf(user) : null;
}

function post(message: Said): void {
  const sid = currentSid();
  if (!channel || !sid) return;
  try {
    channel.postMessage({ ...message, sid, tab: tabId });
  } catch {
    // A closed channel: this tab is leaving.
  }
}

function remember(from: string, pair: TokenPair): void {
  successors.delete(from);
  successors.set(from, pair);
  while (successors.size > REMEMBERED) successors.delete(successors.keys().next().value as string);
}

/** Takes the pair when this tab still holds the token it replaced; true when taken. */
function adopt(from: string, pair: TokenPair): boolean {
  if ($session.get()?.refresh_token !== from) return false;
  updateTokens(pair.access, pair.refresh);
  patchSessionMeta({ refreshed_at: Date.now() });
  return true;
}

function onMessage(event: MessageEvent): void {
  const m = parseMessage(event.data);
  if (!m || m.sid !== currentSid()) return;
  if (m.type !== 'bye') peers.add(m.tab);
  switch (m.type) {
    case 'hello':
      post({ type: 'here' });
      break;
    case 'bye':
      peers.delete(m.tab);
      if (asking?.waiting.delete(m.tab) && asking.waiting.size === 0) asking.done(undefined);
      break;
    case 'rotated':
      remember(m.from, m.pair);
      adopt(m.from, m.pair);
      break;
    case 'ask':
      post({ type: 'answer', to: m.tab, from: m.from, pair: successors.get(m.from) ?? null });
      break;
    case 'answer':
      if (m.to !== tabId || !asking || asking.from !== m.from) break;
      if (m.pair) {
        remember(m.from, m.pair);
        asking.done(m.pair);
      } else if (asking.waiting.delete(m.tab) && asking.waiting.size === 0) asking.done(undefined);
      break;
    default:
      break;
  }
}

const onPageHide = () => post({ type: 'bye' });

/**
 * Joins the other tabs of the logged-in player's session (the session keeper calls it while a
 * player is logged in); returns the function that leaves. Without BroadcastChannel the tab refreshes alone.
 */
export function joinSessionTabs(): () => void {
  leave();
  if (typeof BroadcastChannel !== 'function') return leave;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onMessage;
  globalThis.addEventListener?.('pagehide', onPageHide);
  post({ type: 'hello' });
  return leave;
}

function leave(): void {
  if (!channel) return;
  post({ type: 'bye' });
  globalThis.removeEventListener?.('pagehide', onPageHide);
  channel.close();
  channel = null;
  peers.clear();
  asking?.done(undefined);
}

/** What the other tabs know of this token's successor; undefined when none answers with one. */
function askPeers(from: string): Promise<TokenPair | undefined> {
  if (!channel || peers.size === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), ASK_WAIT_MS);
    const finish = (pair: TokenPair | undefined) => {
      clearTimeout(timer);
      asking = null;
      resolve(pair);
    };
    asking = { from, waiting: new Set(peers), done: finish };
    post({ type: 'ask', from });
  });
}

async function withSessionLock<T>(key: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  return locks ? locks.request(`session-refresh:${key}`, run) : run();
}

async function exchangeShared(exchange: Exchange, started: LoggedUser): Promise<RefreshOutcome> {
  const user = $session.get();
  if (!user || user.id !== started.id) return 'refused';
  // Another tab's pair was taken while this one waited for the lock.
  if (user.refresh_token !== started.refresh_token) return 'ok';
  const from = user.refresh_token;
  let pair = successors.get(from) ?? (await askPeers(from));
  if (!pair) {
    const answer = await exchange(from);
    if (typeof answer === 'string') return answer;
    pair = answer;
    remember(from, pair);
    post({ type: 'rotated', from, pair });
  }
  adopt(from, pair);
  // Logged out meanwhile: the new pair went with the session.
  return $session.get()?.id === started.id ? 'ok' : 'refused';
}

/**
 * Renews the logged-in player's tokens once for all the tabs of the session: concurrent callers
 * of this tab share one exchange, and the tabs take turns under a Web Lock.
 */
export function refreshSessionTokens(exchange: Exchange): Promise<RefreshOutcome> {
  const user = $session.get();
  if (!user) return Promise.resolve('refused');
  running ??= withSessionLock(sessionKeyOf(user), () => exchangeShared(exchange, user)).finally(() => {
    running = null;
  });
  return running;
}

/** Whether the access token is old enough to renew (a throttled or sleeping tab's timer may be late). */
export function tokensDue(refreshedAt: number, now: number): boolean {
  return now - refreshedAt >= REFRESH_EVERY_MS;
}
