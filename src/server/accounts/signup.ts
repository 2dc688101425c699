// Self sign-up (issue 16): a visitor opens an account alone, 18 or older by the server's
// clock, with the operator's currency, a zero balance and a first session on this device.
// The operator can turn it off (SIGNUP=0). The handler only parses; every rule is here.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { DomainError } from '../domain-error.ts';
import { countFromAddress } from './throttle.ts';
import { openSession, type OpenedSession, type SessionsDeps } from '../sessions/index.ts';
import { MIN_SIGNUP_AGE, signupProblems, type SignupInput } from '../../lib/account/signup-rules.ts';
import { wallClock } from '../../lib/format/datetime.ts';
import { createPlayer, type AccountsDeps, type PlayerRow } from './players.ts';
import { acceptAtSignup } from '../content/acceptance.ts';
import type { Lang } from '../../lib/format/lang.ts';

/** What a sign-up uses: opening the account and its first session, the switch and password hashing of the configuration, the clock and the log. */
export type SignupDeps = AccountsDeps &
  SessionsDeps & {
    config: Pick<Config, 'signupEnabled' | 'passwordHashing'>;
    clock: Clock;
    log: Logger;
  };

export interface SignupRequest {
  address: string;
  userAgent?: string | null;
  /** The page language: the terms version recorded as accepted is the one the player read. */
  lang?: Lang;
}

export interface SignedUp {
  player: PlayerRow;
  session: OpenedSession;
  at: Date;
}

/** Today's date (YYYY-MM-DD) on the site's calendar (Belgrade), by the runtime's clock. */
export function siteToday(now: number): string {
  const w = wallClock(now);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * Opens the account and logs the player in. Refuses: sign-up turned off (403 signup_disabled),
 * a form breaking a rule (400, details.fields; under 18 is its own code, signup_underage),
 * too many sign-ups from one address (429, counted before the password is hashed), and a
 * username taken in any letter case (409 username_taken; the database's unique index on
 * lower(username) decides between parallel requests).
 */
export async function signUp(rt: SignupDeps, input: SignupInput, request: SignupRequest): Promise<SignedUp> {
  if (!rt.config.signupEnabled) throw new DomainError('forbidden', 'signup_disabled', 'Opening an account online is closed. Please contact us.');
  const now = rt.clock.now();
  const problems = signupProblems(input, siteToday(now));
  if (problems.dateOfBirth === 'underage') {
    throw new DomainError('invalid', 'signup_underage', `You must be at least ${MIN_SIGNUP_AGE} years old to open an account.`, { fields: problems, min_age: MIN_SIGNUP_AGE });
  }
  if (Object.keys(problems).length > 0) {
    const summary = Object.entries(problems)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join('; ');
    throw new DomainError('invalid', 'validation_failed', summary, { fields: problems });
  }
  await countFromAddress(rt.db, 'signup', request.address, now, 'too_many_signups', 'Too many accounts opened from this address. Please try again later.');
  const at = new Date(now);
  const player = await createPlayer(
    rt,
    {
      username: input.username.trim(),
      password: input.password,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      dateOfBirth: input.dateOfBirth,
      country: input.country,
      termsAcceptedAt: at,
      // The player chose this password: no forced change, and opening the account is the first login.
      hasLoggedInBefore: true,
      lastLogin: at,
      lastLoginFrom: request.address,
    },
    rt.config.passwordHashing,
  );
  // The terms and the responsible-gaming rules accepted with the form: the versions live now.
  await acceptAtSignup(rt, player.id, request.lang ?? 'en', at);
  const session = await openSession(rt, { playerId: player.id, userAgent: request.userAgent, address: request.address, now });
  rt.log.info('signed up', { player_id: player.id, session_id: session.sessionId });
  return { player, session, at };
}
