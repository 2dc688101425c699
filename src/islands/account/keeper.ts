// Everything a logged-in page keeps running in the background (spec sections 4 and 7):
// token refresh every 240 s, the live socket, automatic logout after inactivity and the
// reality-check reminder. Started once per page by the SessionKeeper island; follows the
// session store, so a login starts it and any logout stops it.
import { atom } from 'nanostores';
import { storedOddsFormat } from '../../stores/odds-format.ts';
import { keepQuickBet, QUICK_BET_KEY } from '../../stores/quick-bet.ts';
import { readItem } from '../../stores/storage.ts';
import { $session, $sessionMeta, $sessionSettings, currentSessionMeta, patchSessionMeta, updateBalance, type LoggedUser } from '../../stores/session.ts';
import { joinSessionTabs, REFRESH_EVERY_MS } from '../../stores/session-refresh.ts';
import { parseMajor } from '../../lib/money/index.ts';
import { connectLive, type LiveConnection } from './live.ts';
import { dispatchPush, LIVE_OPEN } from './push.ts';
import { logout } from './logout.ts';

/** After a refresh that got no answer (network loss), the next try comes sooner. */
const REFRESH_RETRY_MS = 15_000;
/** How often idle time and the reality check are looked at. */
const TICK_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface RealityCheck {
  /** How long this login has lasted, in milliseconds. */
  durationMs: number;
  /** Balance now minus balance at login, in minor units. */
  netMinor: number;
  currency: string;
}

/** The reality check being shown, or null. */
export const $realityCheck = atom<RealityCheck | null>(null);

/** Whether the idle time has passed the player's automatic-logout setting (0 is off). */
export function idleExpired(lastActivity: number, now: number, autoLogoutMinutes: number): boolean {
  return autoLogoutMinutes > 0 && now - lastActivity >= autoLogoutMinutes * 60_000;
}

/** Whether a reality check is due (0 is off). */
export function realityCheckDue(lastShown: number, now: number, everyMinutes: number): boolean {
  return everyMinutes > 0 && now - lastShown >= everyMinutes * 60_000;
}

/**
 * Counts the balance pushes, so that a balance read which started before the latest push (and
 * answers after it) is not applied over the newer pushed balance.
 */
export function balanceReads(): { pushed(): void; startRead(): () => boolean } {
  let pushes = 0;
  return {
    pushed: () => {
      pushes += 1;
    },
    startRead: () => {
      const at = pushes;
      return () => pushes === at;
    },
  };
}

const reads = balanceReads();

function pushedBalance(balance: number): void {
  reads.pushed();
  updateBalance(balance);
  noticesSoon();
}

// A settled or cashed-out ticket moves the balance: look for its notification a moment later
// (once for a burst of pushes). The notices module loads only for a logged-in player.
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
function noticesSoon(delayMs = 800): void {
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => {
    const id = $session.get()?.id;
    if (id !== undefined) void import('./notices.ts').then((m) => m.checkNotices(id)).catch(() => undefined);
  }, delayMs);
}

async function loadSettings(): Promise<void> {
  const { apiGet } = await import('../api/client.ts');
  const stillFresh = reads.startRead();
  // A setting this tab changed while the read was on its way is newer than the answer: it stays.
  const quickBetBefore = readItem('session', QUICK_BET_KEY);
  const oddsFormatBefore = storedOddsFormat();
  try {
    const account = await apiGet<{
      auto_logout_minutes: number;
      reality_check_minutes: number;
      balance: string;
      odds_format?: string;
      quick_bet?: boolean;
      quick_bet_stake?: string | null;
    }>('account', { noCache: true });
    $sessionSettings.set({ auto_logout_minutes: account.auto_logout_minutes, reality_check_minutes: account.reality_check_minutes });
    const quickStake = account.quick_bet_stake ? parseMajor(account.quick_bet_stake) : undefined;
    if (readItem('session', QUICK_BET_KEY) === quickBetBefore) keepQuickBet(account.quick_bet === true, quickStake === undefined ? null : Number(quickStake));
    // The account's odds format follows the player to this device (the browser's copy is for the next pages).
    const oddsFormat = account.odds_format;
    if (oddsFormat && storedOddsFormat() === oddsFormatBefore && oddsFormat !== (oddsFormatBefore ?? 'decimal')) {
      void import('../../scripts/odds-apply.ts').then((m) => m.adoptAccountFormat(oddsFormat)).catch(() => undefined);
    }
    const minor = parseMajor(account.balance, { allowNegative: true });
    if (minor !== undefined && stillFresh()) updateBalance(Number(minor));
  } catch {
    // Without settings nothing runs on a timer; the next page load asks again.
  }
}

/** Runs the background work for one logged-in player until stopped. */
function runFor(user: LoggedUser): () => void {
  let lastActivity = Date.now();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const meta = currentSessionMeta(user, Date.now());
  // Tabs of this session (a duplicated tab among them) refresh its tokens in turn and share the result.
  const leaveTabs = joinSessionTabs();

  const live: LiveConnection = connectLive({
    playerId: user.id,
    token: () => $session.get()?.access_token ?? '',
    onBalance: pushedBalance,
    // Cash-out offers and closed tickets reach the parts that want them as a window event.
    onMessage: dispatchPush,
    // <html data-live="open"> while the balance pushes can arrive.
    onState: (open) => {
      if (open) document.documentElement.dataset.live = 'open';
      else delete document.documentElement.dataset.live;
      // A push may have been missed while the socket was not yet (or no longer) open: a
      // balance change between the page's first read and the socket's first open included.
      if (open) void loadSettings();
      if (open) noticesSoon(0);
      if (open) dispatchPush({ type: LIVE_OPEN });
    },
  });

  const untilDue = () => ($sessionMeta.get()?.refreshed_at ?? meta.refreshed_at) + REFRESH_EVERY_MS - Date.now();
  const scheduleRefresh = (waitMs: number) => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(
      async () => {
        if (stopped || !$session.get()) return;
        // Renewed meanwhile (by a call that found the token due, or by another tab of the session).
        if (untilDue() > 1_000) {
          scheduleRefresh(untilDue());
          return;
        }
        const { refreshTokens } = await import('../api/client.ts');
        const outcome = await refreshTokens();
        if (stopped) return;
        if (outcome === 'refused') {
          void logout({ callServer: false, noticeKey: 'account.sessionEnded' });
          return;
        }
        scheduleRefresh(outcome === 'ok' ? Math.max(untilDue(), REFRESH_RETRY_MS) : REFRESH_RETRY_MS);
      },
      Math.max(0, waitMs),
    );
  };
  scheduleRefresh(untilDue());

  // The socket follows every new access token, whichever tab or call renewed it.
  let accessToken = user.access_token;
  const unfollowTokens = $session.listen((current) => {
    if (!current || current.access_token === accessToken) return;
    accessToken = current.access_token;
    live.renew();
  });

  const onActivity = () => {
    lastActivity = Date.now();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });

  const tick = setInterval(() => {
    const settings = $sessionSettings.get();
    const current = $session.get();
    if (!settings || !current) return;
    const now = Date.now();
    if (idleExpired(lastActivity, now, settings.auto_logout_minutes)) {
      void logout({ noticeKey: 'account.autoLoggedOut' });
      return;
    }
    const shown = $sessionMeta.get();
    if (shown && !$realityCheck.get() && realityCheckDue(shown.reality_checked_at, now, settings.reality_check_minutes)) {
      $realityCheck.set({ durationMs: now - shown.started_at, netMinor: current.balance - shown.opening_balance, currency: current.currency });
    }
  }, TICK_MS);

  void loadSettings();

  return () => {
    stopped = true;
    clearTimeout(refreshTimer);
    unfollowTokens();
    leaveTabs();
    clearInterval(tick);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    live.close();
    $realityCheck.set(null);
  };
}

/** Starts following the session; returns the function that stops everything. */
export function startKeeper(): () => void {
  let running: { id: number; stop: () => void } | null = null;
  const follow = (user: LoggedUser | null) => {
    if (running && (!user || user.id !== running.id)) {
      running.stop();
      running = null;
    }
    if (user && !running) running = { id: user.id, stop: runFor(user) };
  };
  follow($session.get());
  const unsubscribe = $session.listen(follow);
  return () => {
    unsubscribe();
    running?.stop();
    running = null;
  };
}

/** "Continue" on the reality check: the next one comes a full interval later. */
export function continueAfterRealityCheck(): void {
  patchSessionMeta({ reality_checked_at: Date.now() });
  $realityCheck.set(null);
}
