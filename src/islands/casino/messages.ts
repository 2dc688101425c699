// The casino islands' texts for one language. Pages call this in their frontmatter and pass
// the result as the island's `messages` prop, so a page ships only its own language.
import en from '../../i18n/casino.en.json' with { type: 'json' };
import de from '../../i18n/casino.de.json' with { type: 'json' };
import sr from '../../i18n/casino.sr.json' with { type: 'json' };
import type { Dict } from '../translate.ts';
import type { Lang } from '../../stores/lang.ts';

export const CASINO_MESSAGES: Record<Lang, Dict> = { en, de, sr };

export function casinoMessages(lang: Lang): Dict {
  return CASINO_MESSAGES[lang] ?? en;
}
