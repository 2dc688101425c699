// The odds format the player reads prices in, kept in local storage under `oddsFormat` like
// the language (and in the account for logged-in players). The server always renders decimal
// (its pages are cached, the same for everybody); the browser rewrites the prices when another
// format is chosen (src/scripts/odds-apply.ts, loaded only then, which also writes the choice).
// This file stays tiny: every page's odds script reads it.
import { readItem } from './storage.ts';
import { ODDS_FORMAT_KEY } from '../lib/format/odds-format-key.ts';

export { ODDS_FORMAT_KEY };

/** The stored choice as written; null for none (decimal). Callers check it with isOddsFormat. */
export const storedOddsFormat = (): string | null => readItem('local', ODDS_FORMAT_KEY);
